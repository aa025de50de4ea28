import { describe, expect, it } from 'vitest'
import type { ScreenMessageData } from './screenData'
import { createActor, fromCallback, SimulatedClock, type AnyEventObject } from 'xstate'
import type { ServerClassState } from './classMachine'
import {
  locationShapeChanged,
  mergePush,
  POLL_DELAYS,
  pollMachine,
  serverStateChanged,
  type LocationShape,
  type PollEvent,
  type PollRequest,
  type PollResponse,
} from './pollMachine'
import { FakeActors, flush, recordingParent, testEveryTransition } from './testing/modelTesting'

const SERVER: ServerClassState = { classStart: false, automaticMode: true, alternateCountdown: false, classStartedAt: null }
const LOCATION: LocationShape = {
  enabled: true,
  mctEnabled: false,
  timeZone: 'America/New_York',
  timetable: { monday: [{ class_name: 'Kickboxing', class_time: '18:00' }] },
}
const answer = (overrides: Partial<PollResponse> = {}, location: Partial<LocationShape> = {}): PollResponse => ({
  classStart: false,
  automaticMode: true,
  alternateCountdown: false,
  classStartedAt: null,
  ...overrides,
  location: { ...LOCATION, ...location },
})

function start(location: LocationShape | null = LOCATION, stale = false) {
  const clock = new SimulatedClock()
  const fakes = new FakeActors()
  const { parent, received } = recordingParent({ clock })
  let push: ((event: PollEvent) => void) | undefined
  let pushStarts = 0
  const machine = pollMachine.provide({
    actors: {
      poll: fakes.promise<PollResponse, PollRequest>('poll'),
      push: fromCallback<PollEvent>(({ sendBack }) => {
        pushStarts++
        push = sendBack
      }),
    },
  })
  const actor = createActor(machine, { parent, input: { server: SERVER, location, stale } }).start()
  return { actor, clock, fakes, received, push: (event: PollEvent) => push?.(event), pushStarts: () => pushStarts }
}

describe('serverStateChanged / mergePush', () => {
  it('compares the class state only', () => {
    expect(serverStateChanged(SERVER, { ...SERVER, classStartedAt: undefined })).toBe(false)
    expect(serverStateChanged(SERVER, { ...SERVER, alternateCountdown: true })).toBe(true)
  })
  it('keeps what a push leaves out and clears the start instant on stop', () => {
    const started = mergePush(SERVER, { type: 'push.classStart', classStart: true, classStartedAt: 'T' })
    expect(started).toMatchObject({ classStart: true, automaticMode: true, classStartedAt: 'T' })
    expect(mergePush(started, { type: 'push.classStart', classStart: false }).classStartedAt).toBeNull()
  })
})

describe('locationShapeChanged', () => {
  it("sees enabled, mctEnabled, the time zone and today's classes (a new day is a change)", () => {
    expect(locationShapeChanged(LOCATION, { ...LOCATION, timetable: { monday: [{ class_name: 'Kickboxing', class_time: '18:00' }] } })).toBe(false)
    expect(locationShapeChanged(LOCATION, { ...LOCATION, enabled: false })).toBe(true)
    expect(locationShapeChanged(LOCATION, { ...LOCATION, mctEnabled: true })).toBe(true)
    expect(locationShapeChanged(LOCATION, { ...LOCATION, timeZone: 'Asia/Tokyo' })).toBe(true)
    expect(locationShapeChanged(LOCATION, { ...LOCATION, timetable: { monday: [{ class_name: 'Kickboxing', class_time: '18:30' }] } })).toBe(true)
    expect(locationShapeChanged(LOCATION, { ...LOCATION, timetable: { tuesday: [{ class_name: 'Kickboxing', class_time: '18:00' }] } })).toBe(true)
  })
})

describe('pollMachine', () => {
  it("a screen running from the device's copy is told to re-read itself by the first answer only (failures do not count)", async () => {
    const { clock, fakes, received } = start(LOCATION, true)
    fakes.settle('poll', { error: new Error('Network Error') })
    await flush()
    expect(received.map((event) => event.type)).toEqual([])
    clock.increment(30_000)
    fakes.settle('poll', { output: answer() })
    await flush()
    expect(received.map((event) => event.type)).toEqual(['server.refresh'])
    clock.increment(30_000)
    fakes.settle('poll', { output: answer() })
    await flush()
    expect(received.map((event) => event.type)).toEqual(['server.refresh'])
  })

  it('polls at once, then every 30 s, sending the playing state and automatic mode', async () => {
    const { clock, fakes } = start()
    expect(fakes.live('poll')).toEqual([{ playing: false, automaticMode: true }])
    fakes.settle('poll', { output: answer() })
    await flush()
    clock.increment(POLL_DELAYS.pollInterval - 1)
    expect(fakes.live('poll')).toEqual([])
    clock.increment(1)
    expect(fakes.live('poll')).toEqual([{ playing: false, automaticMode: true }])
  })

  it('polls at once when a class begins or ends on the screen, so the consoles hear it then; the same state again waits', async () => {
    const { actor, clock, fakes } = start()
    fakes.settle('poll', { output: answer() })
    await flush()
    actor.send({ type: 'status.changed', playing: false })
    expect(fakes.live('poll')).toEqual([])
    actor.send({ type: 'status.changed', playing: true })
    expect(fakes.live('poll')).toEqual([{ playing: true, automaticMode: true }])
    fakes.settle('poll', { output: answer() })
    await flush()
    actor.send({ type: 'status.changed', playing: true })
    clock.increment(POLL_DELAYS.pollInterval - 1)
    expect(fakes.live('poll')).toEqual([])
    clock.increment(1)
    expect(fakes.live('poll')).toEqual([{ playing: true, automaticMode: true }])
  })

  it('forwards changes only, and the refresh flags', async () => {
    const { clock, fakes, received } = start()
    fakes.settle('poll', { output: answer() })
    await flush()
    expect(received).toEqual([])
    clock.increment(30_000)
    fakes.settle('poll', { output: answer({ classStart: true, automaticMode: false, refreshFlag: true }) })
    await flush()
    expect(received).toEqual([
      { type: 'server.changed', classStart: true, automaticMode: false, alternateCountdown: false, classStartedAt: null },
      { type: 'server.refresh' },
    ])
    clock.increment(30_000)
    fakes.settle('poll', { output: answer({ classStart: true, automaticMode: false, hardRefreshFlag: true, refreshFlag: true }) })
    await flush()
    expect(received.slice(2)).toEqual([{ type: 'server.hardRefresh' }])
  })

  it('tells the parent when the location changes shape, once, and not when a refresh asks for a re-read anyway', async () => {
    const { clock, fakes, received } = start()
    fakes.settle('poll', { output: answer() })
    await flush()
    expect(received).toEqual([])
    clock.increment(30_000)
    fakes.settle('poll', { output: answer({}, { enabled: false }) })
    await flush()
    expect(received).toEqual([{ type: 'server.locationChanged', location: { ...LOCATION, enabled: false } }])
    clock.increment(30_000)
    fakes.settle('poll', { output: answer({}, { enabled: false }) })
    await flush()
    expect(received).toHaveLength(1)
    clock.increment(30_000)
    fakes.settle('poll', { output: answer({ refreshFlag: true }, { mctEnabled: true }) })
    await flush()
    expect(received.slice(1)).toEqual([{ type: 'server.refresh' }])
  })

  it('takes the first answer as the shape when it was loaded without one', async () => {
    const { clock, fakes, received } = start(null)
    fakes.settle('poll', { output: answer({}, { timeZone: 'Asia/Tokyo' }) })
    await flush()
    clock.increment(30_000)
    fakes.settle('poll', { output: answer({}, { timeZone: 'Asia/Tokyo' }) })
    await flush()
    expect(received).toEqual([])
  })

  it("reports a pushed 'unlinked' as a revoked token", () => {
    const { received, push } = start()
    push({ type: 'push.unlinked' })
    expect(received).toEqual([{ type: 'server.unauthorised' }])
  })

  it('keeps polling through errors and reports a revoked token', async () => {
    const { clock, fakes, received } = start()
    fakes.settle('poll', { error: new Error('Network Error') })
    await flush()
    clock.increment(30_000)
    expect(fakes.live('poll')).toHaveLength(1)
    fakes.settle('poll', { error: Object.assign(new Error('Unauthorized'), { status: 401 }) })
    await flush()
    expect(received).toEqual([{ type: 'server.unauthorised' }])
    clock.increment(30_000)
    expect(fakes.live('poll')).toHaveLength(1)
  })

  it('does not let a poll answer read before a pushed Start undo it', async () => {
    const { clock, fakes, received, push } = start()
    // The poll is on its way; the server read the class state (not started) and then staff pressed Start.
    push({ type: 'push.classStart', classStart: true, automaticMode: false, classStartedAt: '2026-06-15T14:00:00Z' })
    fakes.settle('poll', { output: answer({ hardRefreshFlag: false }) })
    await flush()
    expect(received).toEqual([expect.objectContaining({ type: 'server.changed', classStart: true })])
    // The next poll reads the started class: nothing new to tell.
    clock.increment(30_000)
    fakes.settle('poll', { output: answer({ classStart: true, automaticMode: false, classStartedAt: '2026-06-15T14:00:00Z' }) })
    await flush()
    expect(received).toHaveLength(1)
    // With no push on its way, a poll's answer is taken as ever (a Stop the stream missed).
    clock.increment(30_000)
    fakes.settle('poll', { output: answer() })
    await flush()
    expect(received.slice(1)).toEqual([expect.objectContaining({ type: 'server.changed', classStart: false })])
  })

  it('takes a pushed-while-polling answer’s refresh flags and location shape', async () => {
    const { fakes, received, push } = start()
    push({ type: 'push.classStart', classStart: true, classStartedAt: '2026-06-15T14:00:00Z' })
    fakes.settle('poll', { output: answer({ refreshFlag: true }) })
    await flush()
    expect(received.map((event) => event.type)).toEqual(['server.changed', 'server.refresh'])
  })

  it('forwards pushes at once, and reconnects the push channel 30 s after it fails', () => {
    const { actor, clock, received, push, pushStarts } = start()
    push({ type: 'push.classStart', classStart: true, classStartedAt: '2026-06-15T14:00:00Z' })
    push({ type: 'push.refresh' })
    push({ type: 'push.hardRefresh' })
    expect(received.map((event) => event.type)).toEqual(['server.changed', 'server.refresh', 'server.hardRefresh'])
    expect(actor.getSnapshot().hasTag('pushConnected')).toBe(true)
    push({ type: 'push.failed' })
    expect(actor.getSnapshot().hasTag('pushConnected')).toBe(false)
    clock.increment(POLL_DELAYS.pushRetry)
    expect(actor.getSnapshot().hasTag('pushConnected')).toBe(true)
    expect(pushStarts()).toBe(2)
  })
})

describe('pollMachine and the push stream opening', () => {
  it('polls at once when the stream opens again after a drop, so a refresh sent while it was down arrives now', async () => {
    const { clock, fakes, received, push } = start()
    fakes.settle('poll', { output: answer() })
    await flush()
    clock.increment(10_000)
    expect(fakes.live('poll')).toEqual([])
    push({ type: 'push.connected' })
    expect(fakes.live('poll')).toHaveLength(1)
    // Staff asked this screen to re-read itself while its stream was down: the flag waits in the poll's answer.
    fakes.settle('poll', { output: answer({ refreshFlag: true }) })
    await flush()
    expect(received).toEqual([{ type: 'server.refresh' }])
    // The 30 s count starts again from this poll.
    clock.increment(POLL_DELAYS.pollInterval - 1)
    expect(fakes.live('poll')).toEqual([])
    clock.increment(1)
    expect(fakes.live('poll')).toHaveLength(1)
  })

  it('polls once more when the stream opened while a poll was on its way (its answer may predate the stream)', async () => {
    const { fakes, push } = start()
    push({ type: 'push.connected' })
    expect(fakes.live('poll')).toHaveLength(1)
    fakes.settle('poll', { output: answer() })
    await flush()
    expect(fakes.live('poll')).toHaveLength(1)
    fakes.settle('poll', { output: answer() })
    await flush()
    // Only once: the second answer came after the stream opened.
    expect(fakes.live('poll')).toEqual([])
  })
})

const NOTICE: ScreenMessageData = {
  id: 'm-1',
  text: 'Studio closes at 6 PM today',
  level: 'notice',
  startsAt: '2026-06-15T14:00:00Z',
  endsAt: '2026-06-15T18:00:00Z',
}

describe('messages (docs/MESSAGES.md)', () => {
  it('passes on a pushed list at once, and a polled list only when it differs', async () => {
    const { fakes, received, push } = start()
    fakes.settle('poll', { output: { ...answer(), messages: [NOTICE] } })
    await flush()
    expect(received.filter((event) => event.type === 'server.messages')).toEqual([{ type: 'server.messages', messages: [NOTICE] }])
    push({ type: 'push.messages', messages: [] })
    expect(received.filter((event) => event.type === 'server.messages')).toHaveLength(2)
    expect(received.at(-1)).toEqual({ type: 'server.messages', messages: [] })
  })

  it('keeps a pushed list over the answer of a poll that was on its way', async () => {
    const { fakes, received, push } = start()
    push({ type: 'push.messages', messages: [] })
    fakes.settle('poll', { output: { ...answer(), messages: [NOTICE] } })
    await flush()
    expect(received.filter((event) => event.type === 'server.messages')).toEqual([{ type: 'server.messages', messages: [] }])
  })

  it('leaves the list alone when a server before messages answers without one', async () => {
    const { fakes, received } = start()
    fakes.settle('poll', { output: answer() })
    await flush()
    expect(received.some((event) => event.type === 'server.messages')).toBe(false)
  })
})

describe('pollMachine model', () => {
  it('walks every transition of the real machine', async () => {
    const events = (): AnyEventObject[] => [
      { type: 'xstate.done.actor.poll', output: answer() },
      { type: 'xstate.done.actor.poll', output: answer({ classStart: true, automaticMode: false, refreshFlag: true }) },
      { type: 'xstate.done.actor.poll', output: answer({ hardRefreshFlag: true }) },
      { type: 'xstate.done.actor.poll', output: answer({}, { enabled: false }) },
      { type: 'xstate.error.actor.poll', error: { status: 500 } },
      { type: 'xstate.error.actor.poll', error: { status: 401 } },
      { type: 'xstate.error.actor.push', error: { message: 'stream closed' } },
      { type: 'status.changed', playing: true },
      { type: 'status.changed', playing: false },
      { type: 'push.classStart', classStart: true, classStartedAt: '2026-06-15T14:00:00Z' },
      { type: 'push.classStart', classStart: false },
      { type: 'push.connected' },
      { type: 'push.messages', messages: [NOTICE] },
      { type: 'xstate.done.actor.poll', output: { ...answer(), messages: [NOTICE] } },
    ]
    const result = await testEveryTransition({
      machine: pollMachine,
      input: { server: SERVER, location: LOCATION },
      events,
      delays: POLL_DELAYS,
      createSut: (inspect) => {
        const clock = new SimulatedClock()
        const fakes = new FakeActors()
        const { parent } = recordingParent({ clock, inspect })
        const machine = pollMachine.provide({ actors: { poll: fakes.promise('poll'), push: fakes.promise('push') as never } })
        return { actor: createActor(machine, { parent, input: { server: SERVER, location: LOCATION } }), clock, fakes, stop: () => parent.stop() }
      },
    })
    expect([...result.all].filter((key) => !result.covered.has(key))).toEqual([])
  }, 60_000)
})
