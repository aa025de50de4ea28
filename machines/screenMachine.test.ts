import { describe, expect, it, vi } from 'vitest'
import {
  __unsafe_getAllOwnEventDescriptors as eventDescriptors,
  createActor,
  createMachine,
  fromCallback,
  fromPromise,
  SimulatedClock,
  type AnyActorRef,
  type AnyEventObject,
} from 'xstate'
import { classMachine, type ClipUrls } from './classMachine'
import { pairingMachine } from './pairingMachine'
import { pollMachine, type PollEvent, type PollResponse } from './pollMachine'
import { provideScreenEffects } from './screenEffectsContract'
import {
  keptFromContext,
  locationShapeOf,
  SCREEN_DELAYS,
  screenMachine,
  type KeptScreen,
  type ScreenMessageData,
  type ScreenData,
  type ScreenInput,
  type ScreenLocation,
  type ScreenPlanData,
} from './screenMachine'
import { FakeActors, flush, testEveryTransition } from './testing/modelTesting'
import { IDENTITY_DELAYS } from './identityMachine'

const CLIPS: ClipUrls = { countdown: '/media/countdown.mp4', shortCountdown: '/media/short.mp4', mashupTimer: '/media/mashup.mp4' }
const defaultClipFor = (position: number) => `/media/default-${position}.mp4`

const LOCATION: ScreenLocation = {
  id: 'loc-1',
  name: 'Downtown',
  timeZone: 'America/New_York',
  isActive: true,
  isEnabled: true,
  mctEnabled: false,
  classStart: false,
  automaticMode: false,
  alternateCountdown: false,
  timetable: {},
}
const screenData = (location: Partial<ScreenLocation> | null = {}): ScreenData => ({
  screen: { id: 'scr-1', name: 'Round 1', round: 1 },
  location: location === null ? null : { ...LOCATION, ...location },
  workout: null,
})
const SHAPE = locationShapeOf(LOCATION)!
const pollAnswer = (overrides: Partial<PollResponse> = {}): PollResponse => ({
  classStart: false,
  automaticMode: false,
  alternateCountdown: false,
  classStartedAt: null,
  location: SHAPE,
  ...overrides,
})
/** What the device kept of a screen whose manual class was running. */
/** A plan as small as the model needs. */
const MODEL_PLAN: ScreenPlanData = { readAt: 0, timeZone: 'America/New_York', screens: 1, workouts: [], days: [] }

const KEPT: KeptScreen = {
  screen: screenData({ classStart: true, classStartedAt: '2026-06-15T13:59:00.000Z' }),
  server: { classStart: true, automaticMode: false, alternateCountdown: false, classStartedAt: '2026-06-15T13:59:00.000Z' },
  clockOffsetMs: 2_500,
  finishedStarts: [7],
}
const httpError = (status: number) => Object.assign(new Error(`Request failed with status code ${status}`), { status })

function start(token: string | null = 'stored-token', kept: KeptScreen | null = null) {
  const clock = new SimulatedClock()
  const fakes = new FakeActors()
  const calls: string[] = []
  const storeToken = vi.fn()
  let push: ((event: PollEvent) => void) | undefined
  const pushChannel = { opened: 0, closed: 0 }
  const machine = screenMachine.provide({
    actors: {
      pairing: pairingMachine.provide({
        actors: { registerCode: fakes.promise('registerCode'), pollLink: fakes.promise('pollLink') },
        actions: { storeToken: (_, params) => storeToken(params.token) },
      }),
      fetchScreen: fakes.promise('fetchScreen'),
      poll: pollMachine.provide({
        actors: {
          poll: fakes.promise('poll'),
          push: fromCallback<PollEvent>(({ sendBack }) => {
            push = sendBack
            pushChannel.opened++
            return () => void pushChannel.closed++
          }),
        },
      }),
      class: classMachine,
      loadClass: fromPromise(async () => {}),
    },
    actions: {
      forgetToken: () => void calls.push('forgetToken'),
      clearHardRefresh: () => void calls.push('clearHardRefresh'),
      reloadPage: () => void calls.push('reloadPage'),
      activateUpdate: () => void calls.push('activateUpdate'),
    },
  })
  const actor = createActor(machine, {
    clock,
    input: { token, kept, clips: CLIPS, defaultClipFor, generateCode: () => 'QX7P2K', now: () => Date.parse('2026-06-15T14:00:00Z') + clock.now() },
  }).start()
  const classActor = () => actor.getSnapshot().children.class as AnyActorRef | undefined
  return { actor, clock, fakes, calls, storeToken, classActor, pushChannel, push: (event: PollEvent) => push?.(event) }
}

async function loadInto(harness: ReturnType<typeof start>, data: ScreenData) {
  harness.fakes.settle('fetchScreen', { output: data })
  await flush()
}

describe('screenMachine', () => {
  it('pairs when no token is stored, then loads the screen with the new token', async () => {
    const harness = start(null)
    const { actor, fakes, clock, storeToken } = harness
    expect(actor.getSnapshot().hasTag('pairing')).toBe(true)
    const pairing = actor.getSnapshot().children.pairing as AnyActorRef
    expect(fakes.live('registerCode')).toEqual([{ code: 'QX7P2K' }])
    fakes.settle('registerCode', { output: { linkId: 'link-9', code: 'SRV009' } })
    await flush()
    expect(pairing.getSnapshot().context.code).toBe('SRV009')
    clock.increment(15_000)
    fakes.settle('pollLink', { output: { token: 'fresh-token' } })
    await flush()
    expect(storeToken).toHaveBeenCalledWith('fresh-token')
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(fakes.live('fetchScreen')).toEqual([{ token: 'fresh-token' }])
  })

  it('forgets a token the server rejects (404) and pairs again', async () => {
    const { actor, fakes, calls } = start()
    fakes.settle('fetchScreen', { error: httpError(404) })
    await flush()
    expect(calls).toEqual(['forgetToken'])
    expect(actor.getSnapshot().hasTag('pairing')).toBe(true)
    expect(actor.getSnapshot().context.token).toBeNull()
  })

  it('retries other load errors after 30 s, keeping its state', async () => {
    const { actor, fakes, clock } = start()
    fakes.settle('fetchScreen', { error: new Error('Network Error') })
    await flush()
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(actor.getSnapshot().context.token).toBe('stored-token')
    clock.increment(SCREEN_DELAYS.retryInterval - 1)
    expect(fakes.live('fetchScreen')).toEqual([])
    clock.increment(1)
    expect(fakes.live('fetchScreen')).toEqual([{ token: 'stored-token' }])
  })

  it("shows 'Please Contact Support.' for a disabled or missing location and re-checks every 30 s", async () => {
    const harness = start()
    await loadInto(harness, screenData({ isEnabled: false }))
    expect(harness.actor.getSnapshot().hasTag('unavailable')).toBe(true)
    harness.clock.increment(SCREEN_DELAYS.recheckInterval)
    await loadInto(harness, screenData(null))
    expect(harness.actor.getSnapshot().hasTag('unavailable')).toBe(true)
    harness.clock.increment(SCREEN_DELAYS.recheckInterval)
    await loadInto(harness, screenData())
    expect(harness.actor.getSnapshot().hasTag('class')).toBe(true)
  })

  it("keeps the poll and the push channel on while showing 'Please Contact Support.'; a re-check that finds it still disabled leaves them running", async () => {
    const harness = start()
    await loadInto(harness, screenData({ isEnabled: false }))
    expect(harness.actor.getSnapshot().hasTag('unavailable')).toBe(true)
    const poll = harness.actor.getSnapshot().children.poll
    expect(poll).toBeDefined()
    expect(harness.fakes.live('poll')).toEqual([{ playing: false, automaticMode: false }])
    expect(harness.pushChannel).toEqual({ opened: 1, closed: 0 })
    // The poll answers the same disabled location: nothing happens.
    harness.fakes.settle('poll', { output: pollAnswer({ location: { ...SHAPE, enabled: false } }) })
    await flush()
    expect(harness.actor.getSnapshot().hasTag('unavailable')).toBe(true)
    expect(harness.fakes.live('fetchScreen')).toEqual([])
    harness.clock.increment(SCREEN_DELAYS.recheckInterval)
    await loadInto(harness, screenData({ isEnabled: false }))
    expect(harness.actor.getSnapshot().value).toEqual({ unavailable: 'waiting' })
    expect(harness.actor.getSnapshot().children.poll).toBe(poll)
    expect(harness.pushChannel).toEqual({ opened: 1, closed: 0 })
    // The re-check still runs every 30 s.
    harness.clock.increment(SCREEN_DELAYS.recheckInterval)
    expect(harness.fakes.live('fetchScreen')).toEqual([{ token: 'stored-token' }])
  })

  it("comes back from 'Please Contact Support.' as soon as the poll says the location is enabled again", async () => {
    const harness = start()
    await loadInto(harness, screenData({ isEnabled: false }))
    harness.fakes.settle('poll', { output: pollAnswer({ location: { ...SHAPE, enabled: true } }) })
    await flush()
    expect(harness.actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(harness.pushChannel).toEqual({ opened: 1, closed: 1 })
    await loadInto(harness, screenData())
    expect(harness.actor.getSnapshot().hasTag('class')).toBe(true)
  })

  it("notes other changes of a disabled location and the class state without leaving 'Please Contact Support.'", async () => {
    const harness = start()
    await loadInto(harness, screenData({ isEnabled: false }))
    harness.fakes.settle('poll', { output: pollAnswer({ classStart: true, location: { ...SHAPE, enabled: false, mctEnabled: true } }) })
    await flush()
    const snapshot = harness.actor.getSnapshot()
    expect(snapshot.hasTag('unavailable')).toBe(true)
    expect(snapshot.context.server.classStart).toBe(true)
    expect(snapshot.context.screen?.location?.mctEnabled).toBe(true)
    expect(harness.fakes.live('fetchScreen')).toEqual([])
  })

  it("follows pushed refresh, hard refresh and unlinked while showing 'Please Contact Support.'", async () => {
    const refresh = start()
    await loadInto(refresh, screenData({ isEnabled: false }))
    refresh.push({ type: 'push.refresh' })
    expect(refresh.actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(refresh.fakes.live('fetchScreen')).toEqual([{ token: 'stored-token' }])
    await loadInto(refresh, screenData())
    expect(refresh.actor.getSnapshot().hasTag('class')).toBe(true)

    const hard = start()
    await loadInto(hard, screenData({ isActive: false }))
    hard.push({ type: 'push.hardRefresh' })
    expect(hard.calls).toEqual(['clearHardRefresh', 'reloadPage'])
    expect(hard.actor.getSnapshot().value).toBe('reloading')

    const unlinked = start()
    await loadInto(unlinked, screenData(null))
    unlinked.push({ type: 'push.unlinked' })
    expect(unlinked.calls).toEqual(['forgetToken'])
    expect(unlinked.actor.getSnapshot().hasTag('pairing')).toBe(true)
    expect(unlinked.actor.getSnapshot().context.token).toBeNull()
  })

  it("follows the poll's refresh flags and a rejected token while showing 'Please Contact Support.'", async () => {
    const refresh = start()
    await loadInto(refresh, screenData({ isEnabled: false }))
    refresh.fakes.settle('poll', { output: pollAnswer({ refreshFlag: true, location: { ...SHAPE, enabled: false } }) })
    await flush()
    expect(refresh.actor.getSnapshot().hasTag('loading')).toBe(true)

    const rejected = start()
    await loadInto(rejected, screenData({ isEnabled: false }))
    rejected.fakes.settle('poll', { error: httpError(401) })
    await flush()
    expect(rejected.calls).toEqual(['forgetToken'])
    expect(rejected.actor.getSnapshot().hasTag('pairing')).toBe(true)
  })

  it('offers SIGNATURE 45 / MASHUP 45 when mctEnabled, and starts the chosen class', async () => {
    const harness = start()
    await loadInto(harness, screenData({ mctEnabled: true }))
    expect(harness.actor.getSnapshot().hasTag('formatSelection')).toBe(true)
    expect(harness.actor.getSnapshot().can({ type: 'format.selected', format: 'mashup' })).toBe(true)
    harness.actor.send({ type: 'format.selected', format: 'mashup' })
    // The class machine's code is there a moment after the class area opens (loadClass).
    await flush()
    expect(harness.classActor()?.getSnapshot().context.format).toBe('mashup')
  })

  it('chooses the normal class automatically without mctEnabled', async () => {
    const harness = start()
    await loadInto(harness, screenData())
    expect(harness.classActor()?.getSnapshot().context.format).toBe('normal')
    expect(harness.classActor()?.getSnapshot().hasTag('welcome')).toBe(true)
  })

  it('offers the choice when the location turns multi class types on, and plays the normal class when it turns them off', async () => {
    const harness = start()
    await loadInto(harness, screenData())
    expect(harness.classActor()?.getSnapshot().context.format).toBe('normal')
    // The location's change arrives as a re-read (pushed refresh or the poll's new shape): the choice, not the class it had picked.
    harness.push({ type: 'push.refresh' })
    await loadInto(harness, screenData({ mctEnabled: true }))
    expect(harness.actor.getSnapshot().hasTag('formatSelection')).toBe(true)
    harness.actor.send({ type: 'format.selected', format: 'mashup' })
    // The class machine's code is there a moment after the class area opens (loadClass).
    await flush()
    expect(harness.classActor()?.getSnapshot().context.format).toBe('mashup')
    // A choice a person made is kept across a re-read; multi class types off again: the normal class.
    harness.push({ type: 'push.refresh' })
    await loadInto(harness, screenData({ mctEnabled: true }))
    expect(harness.classActor()?.getSnapshot().context.format).toBe('mashup')
    harness.push({ type: 'push.refresh' })
    await loadInto(harness, screenData())
    expect(harness.classActor()?.getSnapshot().context.format).toBe('normal')
  })

  it('a 2 s long press resets the class and returns to format selection; a shorter one does nothing', async () => {
    const harness = start()
    await loadInto(harness, screenData({ mctEnabled: true, classStart: true }))
    harness.actor.send({ type: 'format.selected', format: 'normal' })
    await flush()
    const first = harness.classActor()
    expect(first?.getSnapshot().hasTag('playing')).toBe(true)
    harness.actor.send({ type: 'press.start' })
    harness.clock.increment(SCREEN_DELAYS.longPress - 100)
    harness.actor.send({ type: 'press.end' })
    harness.clock.increment(1_000)
    expect(harness.classActor()).toBe(first)
    harness.actor.send({ type: 'press.start' })
    harness.clock.increment(SCREEN_DELAYS.longPress)
    expect(harness.actor.getSnapshot().hasTag('formatSelection')).toBe(true)
    expect(harness.classActor()).toBeUndefined()
    expect(first?.getSnapshot().status).toBe('stopped')
  })

  it('says who it is for a minute after loading, and again for ten seconds after a tap', async () => {
    const harness = start()
    await loadInto(harness, screenData())
    const identity = () => harness.actor.getSnapshot().children.identity as AnyActorRef | undefined
    expect(identity()?.getSnapshot().hasTag('visible')).toBe(true)
    harness.clock.increment(IDENTITY_DELAYS.afterLoad)
    expect(identity()?.getSnapshot().hasTag('visible')).toBe(false)
    harness.actor.send({ type: 'press.start' })
    harness.clock.increment(200)
    harness.actor.send({ type: 'press.end' })
    expect(identity()?.getSnapshot().hasTag('visible')).toBe(true)
    harness.clock.increment(IDENTITY_DELAYS.afterTap)
    expect(identity()?.getSnapshot().hasTag('visible')).toBe(false)
  })

  it('forwards poll changes to the class and reports playing in the next poll', async () => {
    const harness = start()
    await loadInto(harness, screenData())
    expect(harness.fakes.live('poll')).toEqual([{ playing: false, automaticMode: false }])
    harness.fakes.settle('poll', { output: pollAnswer({ classStart: true }) })
    await flush()
    expect(harness.classActor()?.getSnapshot().hasTag('playing')).toBe(true)
    expect(harness.actor.getSnapshot().context.classPlaying).toBe(true)
    harness.clock.increment(30_000)
    expect(harness.fakes.live('poll')).toEqual([{ playing: true, automaticMode: false }])
    harness.fakes.settle('poll', { output: pollAnswer({ classStart: false }) })
    await flush()
    expect(harness.classActor()?.getSnapshot().hasTag('idle')).toBe(true)
    expect(harness.actor.getSnapshot().context.classPlaying).toBe(false)
  })

  it('keeps playing when the poll fails', async () => {
    const harness = start()
    await loadInto(harness, screenData({ classStart: true }))
    for (let i = 0; i < 5; i++) {
      harness.fakes.settle('poll', { error: new Error('Network Error') })
      await flush()
      harness.clock.increment(30_000)
    }
    expect(harness.classActor()?.getSnapshot().hasTag('playing')).toBe(true)
  })

  it('a pushed Start reaches the class without waiting for the poll', async () => {
    const harness = start()
    await loadInto(harness, screenData())
    harness.push({ type: 'push.classStart', classStart: true, classStartedAt: '2026-06-15T13:59:58Z' })
    expect(harness.classActor()?.getSnapshot().hasTag('playing')).toBe(true)
    expect(harness.classActor()?.getSnapshot().context.startedAt).toBe(Date.parse('2026-06-15T13:59:58Z'))
  })

  it('hard refresh clears the flag, then reloads the page', async () => {
    const harness = start()
    await loadInto(harness, screenData())
    harness.fakes.settle('poll', { output: pollAnswer({ hardRefreshFlag: true }) })
    await flush()
    expect(harness.calls).toEqual(['clearHardRefresh', 'reloadPage'])
  })

  it('the watchdog re-reads the screen at once, also mid-class (the reload rejoins where the class is)', async () => {
    const harness = start()
    await loadInto(harness, screenData({ classStart: true }))
    expect(harness.actor.getSnapshot().context.classPlaying).toBe(true)
    harness.actor.send({ type: 'watchdog.reread' })
    expect(harness.actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(harness.fakes.live('fetchScreen')).toHaveLength(1)
  })

  it('a refresh waits for the playing class to end, then reloads the screen data', async () => {
    const harness = start()
    await loadInto(harness, screenData({ classStart: true }))
    harness.push({ type: 'push.refresh' })
    expect(harness.actor.getSnapshot().context.refreshPending).toBe(true)
    expect(harness.fakes.live('fetchScreen')).toEqual([])
    harness.push({ type: 'push.classStart', classStart: false })
    expect(harness.actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(harness.fakes.live('fetchScreen')).toHaveLength(1)
  })

  it("shows 'Please Contact Support.' as soon as the poll says the location is disabled, and comes back on the re-check", async () => {
    const harness = start()
    await loadInto(harness, screenData())
    harness.fakes.settle('poll', { output: pollAnswer({ location: { ...SHAPE, enabled: false } }) })
    await flush()
    expect(harness.actor.getSnapshot().hasTag('unavailable')).toBe(true)
    expect(harness.actor.getSnapshot().context.screen?.location?.isEnabled).toBe(false)
    expect(harness.fakes.live('fetchScreen')).toEqual([])
    harness.clock.increment(SCREEN_DELAYS.recheckInterval)
    await loadInto(harness, screenData())
    expect(harness.actor.getSnapshot().hasTag('class')).toBe(true)
  })

  it("re-reads the screen when today's classes, the time zone or mctEnabled change; a playing class ends first", async () => {
    const harness = start()
    await loadInto(harness, screenData())
    harness.fakes.settle('poll', { output: pollAnswer({ location: { ...SHAPE, timetable: { monday: [{ class_name: 'Noon', class_time: '12:00' }] } } }) })
    await flush()
    expect(harness.actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(harness.fakes.live('fetchScreen')).toHaveLength(1)
    await loadInto(harness, screenData({ classStart: true }))
    expect(harness.classActor()?.getSnapshot().hasTag('playing')).toBe(true)
    harness.fakes.settle('poll', { output: pollAnswer({ classStart: true, location: { ...SHAPE, mctEnabled: true } }) })
    await flush()
    expect(harness.actor.getSnapshot().context.refreshPending).toBe(true)
    expect(harness.fakes.live('fetchScreen')).toEqual([])
    harness.push({ type: 'push.classStart', classStart: false })
    expect(harness.fakes.live('fetchScreen')).toHaveLength(1)
  })

  it("forgets the token and pairs again when the push channel says 'unlinked'; a playing class ends first", async () => {
    const idle = start()
    await loadInto(idle, screenData())
    idle.push({ type: 'push.unlinked' })
    expect(idle.calls).toEqual(['forgetToken'])
    expect(idle.actor.getSnapshot().hasTag('pairing')).toBe(true)
    expect(idle.actor.getSnapshot().context.token).toBeNull()

    const playing = start()
    await loadInto(playing, screenData({ classStart: true }))
    playing.push({ type: 'push.unlinked' })
    expect(playing.classActor()?.getSnapshot().hasTag('playing')).toBe(true)
    playing.push({ type: 'push.classStart', classStart: false })
    playing.fakes.settle('fetchScreen', { error: httpError(404) })
    await flush()
    expect(playing.calls).toEqual(['forgetToken'])
    expect(playing.actor.getSnapshot().hasTag('pairing')).toBe(true)
  })

  it('keeps the finished automatic classes across a reload of the screen data: no replay inside the start window', async () => {
    const harness = start()
    // Monday 10:00 in New York; the 09:58 class started at 09:53 and its window lasts until 10:22.
    const automatic = { automaticMode: true, timetable: { monday: [{ class_name: 'Early', class_time: '09:58' }] } }
    await loadInto(harness, screenData(automatic))
    expect(harness.classActor()?.getSnapshot().hasTag('playing')).toBe(true)
    harness.classActor()?.send({ type: 'class.join', index: 14, offsetSeconds: 0 })
    await flush()
    const early = Date.parse('2026-06-15T13:58:00Z')
    expect(harness.actor.getSnapshot().context.finishedStarts).toEqual([early])
    harness.push({ type: 'push.refresh' })
    await loadInto(harness, screenData(automatic))
    expect(harness.classActor()?.getSnapshot().context.finishedStarts).toEqual([early])
    expect(harness.classActor()?.getSnapshot().hasTag('playing')).toBe(false)
  })

  it('provideScreenEffects plugs plain functions into every machine', async () => {
    const effects = {
      registerCode: vi.fn(async () => ({ linkId: 'link-1', code: 'SRV001' })),
      pollLink: vi.fn(async () => null),
      storeToken: vi.fn(),
      fetchScreen: vi.fn(async () => screenData()),
      poll: vi.fn(async () => pollAnswer()),
      forgetToken: vi.fn(),
      clearHardRefresh: vi.fn(),
      reloadPage: vi.fn(),
      loadClassMachine: async () => classMachine,
    }
    const actor = createActor(provideScreenEffects(effects), { input: { token: 'tok', clips: CLIPS, defaultClipFor } }).start()
    await flush()
    await flush()
    expect(effects.fetchScreen).toHaveBeenCalledWith('tok')
    expect(effects.poll).toHaveBeenCalledWith({ playing: false, automaticMode: false })
    expect(actor.getSnapshot().hasTag('class')).toBe(true)
    actor.stop()
  })

  it("hands the app's clock estimates to the class machine, the one from the load's own answer before the class starts", async () => {
    let tell: ((offsetMs: number) => void) | undefined
    const stopWatching = vi.fn()
    const effects = {
      registerCode: vi.fn(async () => ({ linkId: 'link-1', code: 'SRV001' })),
      pollLink: vi.fn(async () => null),
      storeToken: vi.fn(),
      // The load's answers are the clock's first samples: this device runs 40 s behind the server.
      fetchScreen: vi.fn(async () => (tell!(40_000), screenData({ classStart: true, classStartedAt: '2026-06-15T13:59:00.000Z' }))),
      poll: vi.fn(async () => pollAnswer({ classStart: true, classStartedAt: '2026-06-15T13:59:00.000Z' })),
      watchClock: vi.fn((send: (offsetMs: number) => void) => {
        tell = send
        return stopWatching
      }),
      forgetToken: vi.fn(),
      clearHardRefresh: vi.fn(),
      reloadPage: vi.fn(),
      loadClassMachine: async () => classMachine,
    }
    const now = () => Date.parse('2026-06-15T14:00:00Z')
    const actor = createActor(provideScreenEffects(effects), { input: { token: 'tok', clips: CLIPS, defaultClipFor, now } }).start()
    await flush()
    await flush()
    expect(actor.getSnapshot().hasTag('class')).toBe(true)
    const classActor = actor.getSnapshot().children.class as AnyActorRef
    // The class started on the server's clock: the stamp, less the offset, on this device's.
    expect(classActor.getSnapshot().context).toMatchObject({ clockOffsetMs: 40_000, startedAt: Date.parse('2026-06-15T13:59:00.000Z') - 40_000 })
    // The poll's answers tell the class state only; the offset moves with the clock's estimates alone.
    await flush()
    expect(effects.poll).toHaveBeenCalled()
    expect(classActor.getSnapshot().context.clockOffsetMs).toBe(40_000)
    tell!(1_234)
    expect(actor.getSnapshot().context.clockOffsetMs).toBe(1_234)
    expect(classActor.getSnapshot().context.clockOffsetMs).toBe(1_234)
    actor.stop()
    expect(stopWatching).toHaveBeenCalled()
  })
})

describe('screenMachine offline boot and app updates', () => {
  it('boots from what the device kept when the load fails for want of a network: the running class, at the kept clock offset', async () => {
    const harness = start('stored-token', KEPT)
    harness.fakes.settle('fetchScreen', { error: new Error('Network Error') })
    await flush()
    const { context } = harness.actor.getSnapshot()
    expect(harness.actor.getSnapshot().hasTag('class')).toBe(true)
    expect(context).toMatchObject({ fromKept: true, clockOffsetMs: 2_500, finishedStarts: [7] })
    const classContext = harness.classActor()?.getSnapshot().context as { startedAt: number; clockOffsetMs: number }
    expect(harness.classActor()?.getSnapshot().hasTag('playing')).toBe(true)
    // The shared start instant on this device's clock: the server's, less the offset the device kept.
    expect(classContext).toMatchObject({ startedAt: Date.parse('2026-06-15T13:59:00.000Z') - 2_500, clockOffsetMs: 2_500 })
    // A better estimate from the clock replaces the kept one.
    harness.actor.send({ type: 'clock.synced', offsetMs: 900 })
    expect(harness.classActor()?.getSnapshot().context).toMatchObject({ startedAt: Date.parse('2026-06-15T13:59:00.000Z') - 900, clockOffsetMs: 900 })
    // The first poll answer (the network is back) re-reads the screen once the class has ended.
    harness.fakes.settle('poll', { output: pollAnswer({ classStart: true, classStartedAt: '2026-06-15T13:59:00.000Z' }) })
    await flush()
    expect(harness.actor.getSnapshot().context.refreshPending).toBe(true)
    expect(harness.fakes.live('fetchScreen')).toEqual([])
  })

  it('an idle screen booted from its copy re-reads itself at the first poll answer, and is fresh after', async () => {
    const idle: KeptScreen = { ...KEPT, screen: screenData(), server: { ...KEPT.server, classStart: false, classStartedAt: null } }
    const harness = start('stored-token', idle)
    harness.fakes.settle('fetchScreen', { error: new Error('Network Error') })
    await flush()
    expect(harness.actor.getSnapshot().hasTag('class')).toBe(true)
    expect(harness.fakes.live('poll')).toHaveLength(1)
    harness.fakes.settle('poll', { error: new Error('Network Error') })
    await flush()
    harness.clock.increment(30_000)
    harness.fakes.settle('poll', { output: pollAnswer() })
    await flush()
    expect(harness.fakes.live('fetchScreen')).toEqual([{ token: 'stored-token' }])
    await loadInto(harness, screenData())
    expect(harness.actor.getSnapshot().context.fromKept).toBe(false)
    harness.fakes.settle('poll', { output: pollAnswer() })
    await flush()
    expect(harness.fakes.live('fetchScreen')).toEqual([])
  })

  it('a load that hangs (no answer, no failure) gives way to the kept copy after a few seconds; without one it waits', async () => {
    const harness = start('stored-token', KEPT)
    // One of the load's answers came back: the clock's estimate is fresher than the kept offset, and stays.
    harness.actor.send({ type: 'clock.synced', offsetMs: 900 })
    harness.clock.increment(SCREEN_DELAYS.keptFallback)
    await flush()
    expect(harness.actor.getSnapshot().hasTag('class')).toBe(true)
    expect(harness.actor.getSnapshot().context).toMatchObject({ fromKept: true, clockOffsetMs: 900 })
    expect(harness.classActor()?.getSnapshot().context.clockOffsetMs).toBe(900)
    const bare = start()
    bare.clock.increment(SCREEN_DELAYS.keptFallback)
    expect(bare.actor.getSnapshot().hasTag('loading')).toBe(true)
  })

  it('a refresh whose load hangs keeps the data loaded since the page did, not the older copy of the boot', async () => {
    const harness = start('stored-token', KEPT)
    await loadInto(harness, screenData({ name: 'Renamed' }))
    harness.push({ type: 'push.refresh' })
    expect(harness.actor.getSnapshot().hasTag('loading')).toBe(true)
    harness.clock.increment(SCREEN_DELAYS.keptFallback)
    expect(harness.actor.getSnapshot().hasTag('class')).toBe(true)
    expect(harness.actor.getSnapshot().context).toMatchObject({ fromKept: true, screen: { location: { name: 'Renamed' } } })
  })

  it('a screen with no copy at boot whose refresh load fails carries on with what it loaded, instead of 30 s of loading', async () => {
    const harness = start()
    await loadInto(harness, screenData())
    harness.push({ type: 'push.refresh' })
    harness.fakes.settle('fetchScreen', { error: new Error('Network Error') })
    await flush()
    expect(harness.actor.getSnapshot().hasTag('class')).toBe(true)
    expect(harness.actor.getSnapshot().context.fromKept).toBe(true)
  })

  it('a rejected token still pairs again, whatever the device kept', async () => {
    const harness = start('stored-token', KEPT)
    harness.fakes.settle('fetchScreen', { error: httpError(401) })
    await flush()
    expect(harness.actor.getSnapshot().hasTag('pairing')).toBe(true)
  })

  it('a new release takes over at once on an idle screen, and only after the class on a playing one', async () => {
    const idle = start()
    await loadInto(idle, screenData())
    idle.actor.send({ type: 'app.updateReady' })
    expect(idle.calls).toEqual(['activateUpdate'])
    const playing = start()
    await loadInto(playing, screenData({ classStart: true }))
    playing.actor.send({ type: 'class.started' })
    playing.actor.send({ type: 'app.updateReady' })
    expect(playing.calls).toEqual([])
    expect(playing.actor.getSnapshot().context.updatePending).toBe(true)
    playing.actor.send({ type: 'class.ended' })
    expect(playing.calls).toEqual(['activateUpdate'])
    // Still waiting a while later (the browser held it): asked again, the screen is idle now and lets it in at once.
    playing.actor.send({ type: 'app.updateReady' })
    expect(playing.calls).toEqual(['activateUpdate', 'activateUpdate'])
  })
})

/** Messages on the harness's clock: its now is 2026-06-15T14:00:00Z plus the simulated time. */
const MODEL_EMERGENCY: ScreenMessageData = {
  id: 'm-e',
  text: 'Please leave the building now',
  level: 'emergency',
  startsAt: '1970-01-01T00:00:00Z',
  endsAt: null,
}
const at = (minutes: number) => new Date(Date.parse('2026-06-15T14:00:00Z') + minutes * 60_000).toISOString()
const NOTICE: ScreenMessageData = { id: 'm-n', text: 'Studio closes at 6 PM today', level: 'notice', startsAt: at(0), endsAt: at(10) }

describe('messages (docs/MESSAGES.md)', () => {
  it('shows a notice from its start to its end on its own clock, with no network', async () => {
    const harness = start()
    await loadInto(harness, screenData())
    const later: ScreenMessageData = { ...NOTICE, id: 'm-later', startsAt: at(5), endsAt: at(6) }
    harness.actor.send({ type: 'server.messages', messages: [NOTICE, later] })
    expect(harness.actor.getSnapshot().context.showing.notices.map((message) => message.id)).toEqual(['m-n'])
    harness.clock.increment(5 * 60_000)
    harness.actor.send({ type: 'messages.tick' })
    expect(harness.actor.getSnapshot().context.showing.notices.map((message) => message.id)).toEqual(['m-n', 'm-later'])
    // A tick that changes nothing keeps the same object (no new render).
    const showing = harness.actor.getSnapshot().context.showing
    harness.actor.send({ type: 'messages.tick' })
    expect(harness.actor.getSnapshot().context.showing).toBe(showing)
    harness.clock.increment(5 * 60_000)
    harness.actor.send({ type: 'messages.tick' })
    expect(harness.actor.getSnapshot().context.showing).toEqual({ emergency: null, notices: [] })
    // A notice leaves the class area as it is.
    expect(harness.actor.getSnapshot().hasTag('class')).toBe(true)
  })

  it('stops a playing class for an emergency and plays none until it is cleared', async () => {
    const harness = start()
    await loadInto(harness, screenData({ classStart: true, classStartedAt: at(0) }))
    harness.actor.send({ type: 'class.started' })
    expect(harness.actor.getSnapshot().context.classPlaying).toBe(true)
    harness.push({ type: 'push.messages', messages: [{ ...MODEL_EMERGENCY, startsAt: at(0) }] })
    await flush()
    const snapshot = harness.actor.getSnapshot()
    expect(snapshot.hasTag('emergency')).toBe(true)
    expect(snapshot.hasTag('class')).toBe(false)
    expect(snapshot.children.class).toBeUndefined()
    expect(snapshot.context.classPlaying).toBe(false)
    // Still there an hour later: an emergency without an end shows until someone clears it.
    harness.clock.increment(60 * 60_000)
    harness.actor.send({ type: 'messages.tick' })
    expect(harness.actor.getSnapshot().hasTag('emergency')).toBe(true)
    harness.push({ type: 'push.messages', messages: [] })
    await flush()
    expect(harness.actor.getSnapshot().hasTag('class')).toBe(true)
  })

  it('takes an emergency with an end off at its end, with no network', async () => {
    const harness = start()
    await loadInto(harness, screenData())
    harness.actor.send({ type: 'server.messages', messages: [{ ...MODEL_EMERGENCY, startsAt: at(0), endsAt: at(1) }] })
    expect(harness.actor.getSnapshot().hasTag('emergency')).toBe(true)
    harness.clock.increment(60_000)
    harness.actor.send({ type: 'messages.tick' })
    expect(harness.actor.getSnapshot().hasTag('class')).toBe(true)
  })

  it('starts from the messages the device kept, so a boot with no network shows them until their end', async () => {
    const harness = start('stored-token', { ...KEPT, messages: [NOTICE] })
    expect(harness.actor.getSnapshot().context.showing.notices.map((message) => message.id)).toEqual(['m-n'])
    harness.fakes.settle('fetchScreen', { error: new Error('Network Error') })
    await flush()
    expect(harness.actor.getSnapshot().hasTag('class')).toBe(true)
    expect(keptFromContext(harness.actor.getSnapshot().context)?.messages).toEqual([NOTICE])
    harness.clock.increment(10 * 60_000)
    harness.actor.send({ type: 'messages.tick' })
    expect(harness.actor.getSnapshot().context.showing.notices).toEqual([])
  })
})

const MESSAGE_WALK = ['server.messages', 'messages.tick', 'xstate.done.actor.fetchScreen']

describe('screenMachine model', () => {
  it('walks every transition of the real machine', async () => {
    const events = (): AnyEventObject[] => [
      { type: 'xstate.done.actor.pairing', output: { token: 'paired' } },
      { type: 'xstate.done.actor.fetchScreen', output: screenData() },
      { type: 'xstate.done.actor.fetchScreen', output: screenData({ mctEnabled: true }) },
      { type: 'xstate.done.actor.fetchScreen', output: screenData({ isActive: false }) },
      { type: 'xstate.error.actor.fetchScreen', error: { status: 404 } },
      { type: 'xstate.error.actor.fetchScreen', error: { message: 'Network Error' } },
      { type: 'format.selected', format: 'mashup' },
      { type: 'server.changed', classStart: true, automaticMode: false, alternateCountdown: false },
      { type: 'server.locationChanged', location: SHAPE },
      { type: 'server.locationChanged', location: { ...SHAPE, enabled: false } },
      { type: 'class.finished', finishedStarts: [1_000] },
      { type: 'clock.synced', offsetMs: 0 },
      { type: 'app.updateReady' },
      { type: 'plan.loaded', plan: MODEL_PLAN },
      { type: 'xstate.done.actor.loadClass', output: undefined },
      { type: 'xstate.error.actor.loadClass', error: { message: 'Network Error' } },
      { type: 'server.messages', messages: [MODEL_EMERGENCY] },
      { type: 'server.messages', messages: [] },
      { type: 'messages.tick' },
    ]
    const sent: AnyEventObject[] = []
    const recorder = createMachine({ on: { '*': { actions: ({ event }) => void sent.push(event) } } })
    const base = { clips: CLIPS, defaultClipFor, now: () => 0 }
    const result = await testEveryTransition({
      machine: screenMachine,
      inputs: [
        { ...base, token: 'stored' },
        { ...base, token: null },
        { ...base, token: 'stored', kept: KEPT },
      ],
      events,
      delays: SCREEN_DELAYS,
      // Whether the data came from the device's copy changes only what the poll is told, not where the screen goes.
      volatileContext: ['fromKept'],
      // A screen with its plan is walked no further: the plan changes no state, and walking everything again with it
      // would double the model. Its two transitions (kept, and told to the class) are what is covered there.
      // With a message on, it is walked only by what messages change (a new list, a tick, a load that lands under an
      // emergency): every other transition was walked without one, and walking them all again would triple the model.
      omit: (state) => {
        const all = eventDescriptors(state) as string[]
        if (state.context.screen?.plan) return all
        if (state.context.messages.length > 0) return all.filter((type) => !MESSAGE_WALK.includes(type))
        return []
      },
      createSut: (inspect, input) => {
        const clock = new SimulatedClock()
        const fakes = new FakeActors()
        const machine = screenMachine.provide({
          actors: {
            pairing: fakes.promise('pairing') as never,
            fetchScreen: fakes.promise('fetchScreen'),
            poll: recorder as never,
            class: recorder as never,
            loadClass: fakes.promise('loadClass'),
            plan: recorder as never,
          },
        })
        return { actor: createActor(machine, { clock, inspect, input: input as ScreenInput }), clock, fakes }
      },
    })
    expect([...result.all].filter((key) => !result.covered.has(key))).toEqual([])
    // 'Please Contact Support.' follows the poll and the push channel, and a re-check that finds it still disabled stays put.
    for (const key of [
      'screen.unavailable|server.changed|0',
      'screen.unavailable|server.refresh|0',
      'screen.unavailable|server.hardRefresh|0',
      'screen.unavailable|server.unauthorised|0',
      'screen.unavailable|server.locationChanged|0',
      'screen.unavailable|server.locationChanged|1',
      'screen.unavailable.rechecking|xstate.done.actor.fetchScreen|0',
      'screen.unavailable.rechecking|xstate.done.actor.fetchScreen|1',
    ]) {
      expect(result.covered).toContain(key)
    }
    // Forwarded to the (fake) children: server changes to the class, the playing state to the poll.
    expect(sent.some((event) => event.type === 'server.changed')).toBe(true)
    expect(sent.some((event) => event.type === 'status.changed')).toBe(true)
    expect(sent.some((event) => event.type === 'plan.changed')).toBe(true)
  }, 60_000)
})
