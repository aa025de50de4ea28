import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, SimulatedClock, type AnyEventObject } from 'xstate'
import { CONSOLE_STREAM_RETRY, consoleRetryDelay, consoleStreamMachine, type ConsoleStreamEvent, type ConsoleStreamMessage } from './consoleStreamMachine'
import { FakeActors, testEveryTransition } from './testing/modelTesting'

function start() {
  const clock = new SimulatedClock()
  const done: string[] = []
  const handled: ConsoleStreamMessage[] = []
  let opened = 0
  let closed = 0
  let send: ((event: ConsoleStreamEvent) => void) | undefined
  const machine = consoleStreamMachine.provide({
    actors: {
      stream: fromCallback<ConsoleStreamEvent>(({ sendBack }) => {
        opened++
        send = sendBack
        return () => void closed++
      }),
    },
    actions: {
      catchUp: () => void done.push('catchUp'),
      handleMessage: (_, params) => void handled.push(params.message),
    },
  })
  const actor = createActor(machine, { clock }).start()
  return { actor, clock, done, handled, server: (event: ConsoleStreamEvent) => send?.(event), opened: () => opened, closed: () => closed }
}

const live = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().hasTag('live')

describe('consoleStreamMachine', () => {
  it('opens a stream when someone signs in, is live once it opens, catches up, and hands on each message', () => {
    const { actor, done, handled, server, opened } = start()
    expect(opened()).toBe(0)
    expect(actor.getSnapshot().hasTag('fallback')).toBe(true)
    actor.send({ type: 'session.started' })
    expect(opened()).toBe(1)
    expect(live(actor)).toBe(false)
    server({ type: 'stream.opened' })
    expect(live(actor)).toBe(true)
    expect(done).toEqual(['catchUp'])
    const message = { event: 'class', data: { location: 'L', classStart: true } }
    server({ type: 'stream.message', message })
    expect(handled).toEqual([message])
  })

  it('falls back to polling when the stream drops, and tries again after 1 s, 2 s, 4 s … up to 30 s', () => {
    const { actor, clock, server, opened } = start()
    actor.send({ type: 'session.started' })
    const waits: number[] = []
    for (let failure = 1; failure <= 8; failure++) {
      server({ type: 'stream.dropped' })
      expect(live(actor)).toBe(false)
      const before = opened()
      const wait = consoleRetryDelay(Math.min(failure, CONSOLE_STREAM_RETRY.maxFailures))
      clock.increment(wait - 1)
      expect(opened()).toBe(before)
      clock.increment(1)
      expect(opened()).toBe(before + 1)
      waits.push(wait)
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000])
    // Open again: the waits start over.
    server({ type: 'stream.opened' })
    server({ type: 'stream.dropped' })
    clock.increment(1_000)
    expect(actor.getSnapshot().value).toEqual({ streaming: 'connecting' })
  })

  it('stops trying when the server refuses the session, and starts again at the next sign-in', () => {
    const { actor, clock, server, opened, closed } = start()
    actor.send({ type: 'session.started' })
    server({ type: 'stream.rejected' })
    expect(actor.getSnapshot().value).toBe('refused')
    expect(closed()).toBe(1)
    clock.increment(60_000)
    expect(opened()).toBe(1)
    actor.send({ type: 'session.started' })
    expect(opened()).toBe(2)
  })

  it('closes the stream at sign-out, and opens a new one when another user signs in', () => {
    const { actor, server, opened, closed } = start()
    actor.send({ type: 'session.started' })
    server({ type: 'stream.opened' })
    actor.send({ type: 'session.started' })
    expect([opened(), closed()]).toEqual([2, 1])
    actor.send({ type: 'session.ended' })
    expect(closed()).toBe(2)
    expect(actor.getSnapshot().value).toBe('signedOut')
  })
})

describe('consoleStreamMachine model', () => {
  it('walks every transition of the real machine', async () => {
    const events = (): AnyEventObject[] => [{ type: 'stream.message', message: { event: 'screens', data: { location: 'L' } } }]
    const result = await testEveryTransition({
      machine: consoleStreamMachine,
      events,
      createSut: (inspect) => {
        const clock = new SimulatedClock()
        const fakes = new FakeActors()
        const machine = consoleStreamMachine.provide({ actors: { stream: fakes.promise('stream') as never } })
        return { actor: createActor(machine, { clock, inspect }), clock, fakes }
      },
    })
    expect([...result.all].filter((key) => !result.covered.has(key))).toEqual([])
  })
})
