import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock, type AnyEventObject, type AnyMachineSnapshot } from 'xstate'
import type { PlayReport } from '../src/shared/schemas/classRuns'
import { PLAY_REPORT_LIMITS, playReportMachine, retryDelay } from './playReportMachine'
import { FakeActors, flush, testEveryTransition } from './testing/modelTesting'

function play(n: number): PlayReport {
  return {
    id: `play-report-${String(n).padStart(4, '0')}`,
    run: { kind: 'manual', anchor: '2026-06-15T14:00:00.000Z', scheduledAt: null, format: 'normal' },
    position: n % 14,
    clipKind: 'routine',
    step: (n % 14) + 1,
    startedAt: '2026-06-15T14:00:00.000Z',
    endedAt: '2026-06-15T14:03:00.000Z',
    source: 'cache',
    replaced: false,
    stalls: 0,
    stallMs: 0,
  }
}

function start(pending: PlayReport[] = []) {
  const clock = new SimulatedClock()
  const fakes = new FakeActors()
  const saved: string[][] = []
  const machine = playReportMachine.provide({
    actors: { sendPlays: fakes.promise('sendPlays') },
    actions: { persist: ({ context }) => void saved.push(context.pending.map((queued) => queued.id)) },
  })
  const actor = createActor(machine, { clock, input: { pending } }).start()
  const sent = () => fakes.live('sendPlays').map((input) => (input as { plays: PlayReport[] }).plays.map((queued) => queued.id))
  return { actor, clock, fakes, saved, sent }
}

describe('playReportMachine', () => {
  it('sends each play as it comes and forgets it once stored', async () => {
    const { actor, fakes, saved, sent } = start()
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'play.recorded', play: play(1) })
    expect(sent()).toEqual([[play(1).id]])
    // Another clip ends while the first is on its way: it waits its turn.
    actor.send({ type: 'play.recorded', play: play(2) })
    fakes.settle('sendPlays', { output: 'stored' })
    await flush()
    expect(sent()).toEqual([[play(2).id]])
    fakes.settle('sendPlays', { output: 'stored' })
    await flush()
    expect(actor.getSnapshot().context.pending).toEqual([])
    expect(actor.getSnapshot().value).toBe('idle')
    expect(saved.at(-1)).toEqual([])
  })

  it('keeps the queue through failures, backing off from 5 s to a minute, and sends it oldest first when the server is back', async () => {
    const { actor, clock, fakes, saved, sent } = start()
    actor.send({ type: 'play.recorded', play: play(1) })
    fakes.settle('sendPlays', { error: new Error('Network Error') })
    await flush()
    expect(actor.getSnapshot().hasTag('waiting')).toBe(true)
    actor.send({ type: 'play.recorded', play: play(2) })
    expect(saved.at(-1)).toEqual([play(1).id, play(2).id])
    clock.increment(retryDelay(1) - 1)
    expect(fakes.live('sendPlays')).toHaveLength(0)
    clock.increment(1)
    expect(sent()).toEqual([[play(1).id, play(2).id]])
    fakes.settle('sendPlays', { error: new Error('Network Error') })
    await flush()
    expect(retryDelay(2)).toBe(10_000)
    expect(retryDelay(10)).toBe(60_000)
    // The poll answered again: no need to wait out the back-off.
    actor.send({ type: 'connection.restored' })
    expect(sent()).toEqual([[play(1).id, play(2).id]])
    fakes.settle('sendPlays', { output: 'stored' })
    await flush()
    expect(actor.getSnapshot().context).toMatchObject({ pending: [], failures: 0 })
  })

  it('sends a queue restored after a reload in batches of 50, and drops what the server refuses for good', async () => {
    const restored = Array.from({ length: 60 }, (_, n) => play(n))
    const { actor, fakes, sent } = start(restored)
    expect(sent()[0]).toHaveLength(PLAY_REPORT_LIMITS.batch)
    expect(sent()[0][0]).toBe(play(0).id)
    fakes.settle('sendPlays', { output: 'refused' })
    await flush()
    expect(sent()).toEqual([restored.slice(50).map((queued) => queued.id)])
    expect(actor.getSnapshot().context.dropped).toBe(50)
  })

  it('holds at most 2,000 reports, the oldest going first, and queues a report id once', () => {
    const { actor } = start(Array.from({ length: PLAY_REPORT_LIMITS.maxQueued }, (_, n) => play(n)))
    actor.send({ type: 'play.recorded', play: play(5000) })
    actor.send({ type: 'play.recorded', play: play(5000) })
    const { pending, dropped } = actor.getSnapshot().context
    expect(pending).toHaveLength(PLAY_REPORT_LIMITS.maxQueued)
    expect(pending[0].id).toBe(play(1).id)
    expect(pending.at(-1)!.id).toBe(play(5000).id)
    expect(dropped).toBe(1)
  })
})

describe('playReportMachine model', () => {
  it('walks every transition of the real machine', async () => {
    // At most two queued reports, two failures and one refusal keep the model finite; every transition is met well before.
    const events = (state: AnyMachineSnapshot): AnyEventObject[] => [
      ...(state.context.pending.length < 2 ? [{ type: 'play.recorded', play: play(state.context.pending.length + 1) }] : []),
      { type: 'connection.restored' },
      { type: 'xstate.done.actor.sendPlays', output: 'stored' },
      ...(state.context.dropped < 1 ? [{ type: 'xstate.done.actor.sendPlays', output: 'refused' }] : []),
      ...(state.context.failures < 2 ? [{ type: 'xstate.error.actor.sendPlays', error: new Error('Network Error') }] : []),
    ]
    const result = await testEveryTransition({
      machine: playReportMachine,
      input: { pending: [] },
      events,
      omit: (state) => [
        ...(state.context.pending.length < 2 ? [] : ['play.recorded']),
        ...(state.context.failures < 2 ? [] : ['xstate.error.actor.sendPlays']),
      ],
      delays: { retry: retryDelay(1) },
      createSut: (inspect) => {
        const clock = new SimulatedClock()
        const fakes = new FakeActors()
        const machine = playReportMachine.provide({ actors: { sendPlays: fakes.promise('sendPlays') } })
        return { actor: createActor(machine, { clock, inspect, input: { pending: [] } }), clock, fakes }
      },
    })
    expect([...result.all].filter((key) => !result.covered.has(key))).toEqual([])
    expect(result.covered.size).toBe(result.all.size)
  })
})
