import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock, type AnyEventObject, type AnyMachineSnapshot } from 'xstate'
import type { WeeklyTimetable } from '../src/shared/classSchedule'
import {
  plannedWorkout,
  closedAt,
  AUTO_START_MARGIN_MS,
  buildClipQueue,
  CLASS_DELAYS,
  classMachine,
  positionAt,
  type ClassFormat,
  type ClassInput,
  type ClipUrls,
  type Workout,
} from './classMachine'
import { FakeActors, flush, recordingParent, testEveryTransition } from './testing/modelTesting'

const CLIPS: ClipUrls = { countdown: '/media/countdown.mp4', shortCountdown: '/media/countdown-short.mp4', mashupTimer: '/media/mashup-timer.mp4' }
const NAMES = [
  'WELCOME',
  'WARM-UP',
  'GLOVES ON - WORLD OFF',
  ...Array.from({ length: 8 }, (_, i) => `COMBO #${i + 1}`),
  'CORE & COOL DOWN',
  'STRETCHES',
  'ENDING',
]
const WORKOUT: Workout = {
  id: 'w1',
  name: 'Week 1',
  routines: NAMES.map((name, index) => ({
    step: index + 1,
    name,
    videoLink: `/media/r${index + 1}.mp4`,
    lrVideoLink: `/media/lr/r${index + 1}.mp4`,
  })).reverse(),
}
const defaultClipFor = (position: number, format: ClassFormat) => `/media/default/${format}-${position}.mp4`

describe('buildClipQueue', () => {
  it('normal: 14 clips, countdown then routines 2 to 14', () => {
    const queue = buildClipQueue(WORKOUT, 'normal', CLIPS, false)
    expect(queue).toHaveLength(14)
    expect(queue[0]).toMatchObject({ position: 0, kind: 'countdown', url: CLIPS.countdown })
    expect(queue.slice(1).map((clip) => clip.step)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14])
    expect(queue[3]).toMatchObject({ position: 3, name: 'COMBO #1', url: '/media/r4.mp4' })
  })

  it('mashup: 7 clips, countdown, routines 2-3, the mashup timer, routines 12-14', () => {
    const queue = buildClipQueue(WORKOUT, 'mashup', CLIPS, false)
    expect(queue.map((clip) => clip.url)).toEqual([
      CLIPS.countdown,
      '/media/r2.mp4',
      '/media/r3.mp4',
      CLIPS.mashupTimer,
      '/media/r12.mp4',
      '/media/r13.mp4',
      '/media/r14.mp4',
    ])
  })

  it('alternate countdown, low-resolution links, and default clips for missing routines', () => {
    const sparse: Workout = { ...WORKOUT, routines: WORKOUT.routines.filter((routine) => routine.step !== 5) }
    const queue = buildClipQueue(sparse, 'normal', CLIPS, true, { lowResolution: true, defaultClipFor })
    expect(queue[0].url).toBe(CLIPS.shortCountdown)
    expect(queue[1].url).toBe('/media/lr/r2.mp4')
    expect(queue[4]).toMatchObject({ url: '/media/default/normal-4.mp4', replaced: true })
    expect(buildClipQueue(null, 'mashup', CLIPS, false, { defaultClipFor })[1].url).toBe('/media/default/mashup-1.mp4')
  })
})

describe('positionAt', () => {
  const durations = [300, 240, 180]
  it('is the first clip before or at the start', () => {
    expect(positionAt(durations, 10_000, 5_000)).toEqual({ index: 0, offsetSeconds: 0 })
  })
  it('finds the clip and the seconds into it', () => {
    expect(positionAt(durations, 0, 299_500)).toEqual({ index: 0, offsetSeconds: 299.5 })
    expect(positionAt(durations, 0, 300_000)).toEqual({ index: 1, offsetSeconds: 0 })
    expect(positionAt(durations, 0, 600_000)).toEqual({ index: 2, offsetSeconds: 60 })
  })
  it('is past the end (index = length) once every clip has played', () => {
    expect(positionAt(durations, 0, 720_000)).toEqual({ index: 3, offsetSeconds: 0 })
  })
})

function baseInput(overrides: Partial<ClassInput> = {}): ClassInput {
  return {
    format: 'normal',
    workout: WORKOUT,
    clips: CLIPS,
    defaultClipFor,
    locationName: 'Downtown',
    timeZone: 'America/New_York',
    timetable: {},
    classStart: false,
    automaticMode: false,
    alternateCountdown: false,
    ...overrides,
  }
}

function start(overrides: Partial<ClassInput> = {}, checkClip?: (url: string) => boolean) {
  const clock = new SimulatedClock()
  const fakes = new FakeActors()
  const { parent, received } = recordingParent({ clock })
  const machine = checkClip ? classMachine.provide({ actors: { checkClip: fakes.promise<boolean, { url: string }>('checkClip') } }) : classMachine
  const actor = createActor(machine, { parent, input: baseInput(overrides) }).start()
  return { actor, clock, fakes, received }
}

const server = (classStart: boolean, automaticMode = false, alternateCountdown = false) =>
  ({ type: 'server.changed', classStart, automaticMode, alternateCountdown }) as const

describe('classMachine: manual mode', () => {
  it('welcomes when idle, begins when classStart becomes true, tells the parent', () => {
    const { actor, received } = start()
    expect(actor.getSnapshot().hasTag('welcome')).toBe(true)
    expect(actor.getSnapshot().context.locationName).toBe('Downtown')
    actor.send(server(true))
    expect(actor.getSnapshot().hasTag('playing')).toBe(true)
    expect(actor.getSnapshot().context.queue).toHaveLength(14)
    expect(received.map((event) => event.type)).toEqual(['class.started'])
  })

  it('begins at once when loaded with classStart true', () => {
    const { actor } = start({ classStart: true })
    expect(actor.getSnapshot().matches('playing')).toBe(true)
  })

  it('removes the head on clip.ended and resets after the last clip, without restarting while classStart stays true', () => {
    const { actor, received } = start({ classStart: true })
    for (let i = 0; i < 13; i++) actor.send({ type: 'clip.ended' })
    expect(actor.getSnapshot().context.queue.map((clip) => clip.name)).toEqual(['ENDING'])
    actor.send({ type: 'clip.ended' })
    expect(actor.getSnapshot().hasTag('welcome')).toBe(true)
    expect(actor.getSnapshot().context.queue).toEqual([])
    expect(received.map((event) => event.type)).toEqual(['class.started', 'class.ended', 'class.finished'])
    actor.send(server(true))
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    actor.send(server(false))
    actor.send(server(true))
    expect(actor.getSnapshot().matches('playing')).toBe(true)
  })

  it('stops and resets when the server says classStart false in manual mode', () => {
    const { actor } = start({ classStart: true })
    actor.send({ type: 'clip.ended' })
    actor.send(server(false))
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    expect(actor.getSnapshot().context.queue).toEqual([])
  })

  it('re-anchors a class under way when a better server-clock estimate arrives, so screens converge', () => {
    const deviceNow = 1_000_000
    const stamp = new Date(deviceNow - 2_000).toISOString()
    // First estimate: the server's clock reads the same as this device's.
    const { actor } = start({ now: () => deviceNow, clockOffsetMs: 0 })
    actor.send({ ...server(true), classStartedAt: stamp })
    expect(actor.getSnapshot().context.startedAt).toBe(deviceNow - 2_000)
    // A better sample: the server runs 400 ms ahead, so the stamped start was 400 ms earlier here.
    const run = actor.getSnapshot().context.classRun
    actor.send({ type: 'clock.synced', offsetMs: 400 })
    expect(actor.getSnapshot().matches('playing')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ startedAt: deviceNow - 2_400, clockOffsetMs: 400, classRun: run })
    // Jitter under OFFSET_REANCHOR_MS leaves the anchor alone (no needless seeks).
    actor.send({ type: 'clock.synced', offsetMs: 402 })
    expect(actor.getSnapshot().context.startedAt).toBe(deviceNow - 2_400)
    // The server's answers tell the class state only: the offset stays the app's estimate.
    actor.send({ ...server(true), classStartedAt: stamp })
    expect(actor.getSnapshot().context).toMatchObject({ startedAt: deviceNow - 2_400, clockOffsetMs: 402 })
    // The estimate improves again: the same anchor moves, the class keeps its identity.
    actor.send({ type: 'clock.synced', offsetMs: 380 })
    expect(actor.getSnapshot().context).toMatchObject({ startedAt: deviceNow - 2_380, clockOffsetMs: 380, classRun: run })
  })

  it('keeps playing when classStart turns false in automatic mode', () => {
    const { actor } = start({ classStart: true })
    actor.send(server(false, true))
    expect(actor.getSnapshot().matches('playing')).toBe(true)
  })
})

describe('classMachine: combo overlay', () => {
  it("shows 'COMBO # n' for 44 s when a clip ends with 4 to 11 clips left (normal)", () => {
    const { actor, clock } = start({ classStart: true })
    actor.send({ type: 'clip.ended' })
    actor.send({ type: 'clip.ended' })
    expect(actor.getSnapshot().hasTag('comboOverlay')).toBe(false)
    actor.send({ type: 'clip.ended' })
    expect(actor.getSnapshot().context.queue).toHaveLength(11)
    expect(actor.getSnapshot().hasTag('comboOverlay')).toBe(true)
    expect(actor.getSnapshot().context.comboNumber).toBe(1)
    clock.increment(CLASS_DELAYS.comboOverlay - 1)
    expect(actor.getSnapshot().hasTag('comboOverlay')).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().hasTag('comboOverlay')).toBe(false)
    expect(actor.getSnapshot().context.comboNumber).toBeNull()
  })

  it('counts combos 1 to 8 and none after', () => {
    const { actor } = start({ classStart: true })
    const seen: Array<number | null> = []
    for (let i = 0; i < 12; i++) {
      actor.send({ type: 'clip.ended' })
      seen.push(actor.getSnapshot().hasTag('comboOverlay') ? actor.getSnapshot().context.comboNumber : null)
    }
    expect(seen).toEqual([null, null, 1, 2, 3, 4, 5, 6, 7, 8, null, null])
  })

  it('never shows in a mashup class', () => {
    const { actor } = start({ classStart: true, format: 'mashup' })
    expect(actor.getSnapshot().context.queue).toHaveLength(7)
    for (let i = 0; i < 6; i++) {
      actor.send({ type: 'clip.ended' })
      expect(actor.getSnapshot().hasTag('comboOverlay')).toBe(false)
    }
  })
})

describe('classMachine: clip pre-check', () => {
  it('checks each clip in order and silently replaces one that fails with the default for its position', async () => {
    const { actor, fakes } = start({ classStart: true }, () => true)
    expect(fakes.live('checkClip')).toEqual([{ url: CLIPS.countdown }])
    fakes.settle('checkClip', { output: true })
    await flush()
    expect(fakes.live('checkClip')).toEqual([{ url: '/media/r2.mp4' }])
    fakes.settle('checkClip', { output: false })
    await flush()
    expect(actor.getSnapshot().context.queue[1]).toMatchObject({ url: '/media/default/normal-1.mp4', replaced: true })
    fakes.settle('checkClip', { error: new Error('Network Error') })
    await flush()
    expect(actor.getSnapshot().context.queue[2]).toMatchObject({ url: '/media/default/normal-2.mp4', replaced: true })
    for (let i = 3; i < 14; i++) {
      fakes.settle('checkClip', { output: true })
      await flush()
    }
    expect(actor.getSnapshot().value).toMatchObject({ playing: { precheck: 'done' } })
    expect(actor.getSnapshot().matches('playing')).toBe(true)
  })

  it('replaces a clip that fails while playing, and skips it if the default fails too', () => {
    const { actor } = start({ classStart: true })
    actor.send({ type: 'clip.failed' })
    expect(actor.getSnapshot().context.queue[0]).toMatchObject({ position: 0, url: '/media/default/normal-0.mp4' })
    actor.send({ type: 'clip.failed' })
    expect(actor.getSnapshot().context.queue[0].position).toBe(1)
  })
})

describe('classMachine: joining a class in progress', () => {
  it('joins at the clip and offset the UI computed with positionAt', () => {
    const now = Date.parse('2026-06-15T14:10:00Z')
    const startedAt = '2026-06-15T14:00:00Z'
    const { actor } = start({ now: () => now, classStartedAt: startedAt, clockOffsetMs: 2_000 })
    actor.send({ ...server(true), classStartedAt: startedAt })
    const context = actor.getSnapshot().context
    expect(context.clockOffsetMs).toBe(2_000)
    expect(context.startedAt).toBe(Date.parse(startedAt) - 2_000)
    const position = positionAt(Array(14).fill(120), context.startedAt!, now)
    actor.send({ type: 'class.join', ...position })
    expect(actor.getSnapshot().context.queue[0].position).toBe(position.index)
    expect(actor.getSnapshot().context.startOffsetSeconds).toBe(position.offsetSeconds)
    actor.send({ type: 'clip.ended' })
    expect(actor.getSnapshot().context.startOffsetSeconds).toBe(0)
  })

  it('a screen that joins late waits for every duration, then goes where the clock says', () => {
    const startedAt = '2026-06-15T14:00:00Z'
    const now = Date.parse(startedAt) + 9_000
    const { actor } = start({ now: () => now, classStart: true, classStartedAt: startedAt })
    expect(actor.getSnapshot().matches({ playing: { join: 'waiting' } })).toBe(true)
    expect(actor.getSnapshot().hasTag('placed')).toBe(false)
    actor.send({ type: 'durations.known', durations: [4, 4] })
    expect(actor.getSnapshot().hasTag('placed')).toBe(false)
    // 9 s in, clips of 4 s: the third clip, 1 s into it.
    actor.send({ type: 'durations.known', durations: Array(14).fill(4) })
    expect(actor.getSnapshot().hasTag('placed')).toBe(true)
    expect(actor.getSnapshot().context.queue[0].position).toBe(2)
    expect(actor.getSnapshot().context.startOffsetSeconds).toBe(1)
  })

  it('a screen that joins after the class ended goes back to idle and says the class finished', () => {
    const startedAt = '2026-06-15T14:00:00Z'
    const now = Date.parse(startedAt) + 120_000
    const { actor, received } = start({ now: () => now, classStart: true, classStartedAt: startedAt })
    actor.send({ type: 'durations.known', durations: Array(14).fill(4) })
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    expect(received.map((event) => event.type)).toContain('class.finished')
  })

  it('a late screen that cannot measure its clips plays from the start after 10 s; one starting with the class plays at once', () => {
    const startedAt = '2026-06-15T14:00:00Z'
    const late = start({ now: () => Date.parse(startedAt) + 9_000, classStart: true, classStartedAt: startedAt })
    late.clock.increment(CLASS_DELAYS.durationWait - 1)
    expect(late.actor.getSnapshot().hasTag('placed')).toBe(false)
    late.clock.increment(1)
    expect(late.actor.getSnapshot().hasTag('placed')).toBe(true)
    expect(late.actor.getSnapshot().context.queue[0].position).toBe(0)
    const fresh = start({ now: () => Date.parse(startedAt) + 500, classStart: true, classStartedAt: startedAt })
    expect(fresh.actor.getSnapshot().hasTag('placed')).toBe(true)
  })

  it('resets when the position is past the end of the class', () => {
    const { actor } = start({ classStart: true })
    actor.send({ type: 'class.join', index: 14, offsetSeconds: 0 })
    expect(actor.getSnapshot().matches('idle')).toBe(true)
  })
})

describe('classMachine: automatic mode', () => {
  // Monday 15 June 2026; 09:50:00 in New York.
  const base = Date.parse('2026-06-15T13:50:00Z')
  const timetable: Partial<WeeklyTimetable> = {
    monday: [
      { class_name: 'Ten', class_time: '10:00 AM' },
      { class_name: 'Evening', class_time: '6:00 PM' },
    ],
  }

  it('shows the next class, ticks every 30 s and starts 5 minutes before the scheduled time', () => {
    const clock = new SimulatedClock()
    const { parent } = recordingParent({ clock })
    const actor = createActor(classMachine, {
      parent,
      input: baseInput({ automaticMode: true, timetable, now: () => base + clock.now() }),
    }).start()
    expect(actor.getSnapshot().hasTag('nextClass')).toBe(true)
    expect(actor.getSnapshot().context.nextClass?.time).toBe('10:00')
    for (let tick = 0; tick < 9; tick++) clock.increment(CLASS_DELAYS.tickInterval)
    expect(actor.getSnapshot().matches('idle')).toBe(true) // 09:54:30
    clock.increment(CLASS_DELAYS.tickInterval) // 09:55:00
    expect(actor.getSnapshot().hasTag('playing')).toBe(true)
    expect(actor.getSnapshot().context.startedAt).toBe(Date.parse('2026-06-15T13:55:00Z'))
  })

  it('plays the workout of the roll-over its class comes after, the one the screen read before when none has passed, and the plan it is told later', () => {
    const next: Workout = {
      ...WORKOUT,
      id: 'w2',
      name: 'Week 2',
      routines: WORKOUT.routines.map((routine) => ({ ...routine, videoLink: `/media/next-${routine.step}.mp4` })),
    }
    const later: Workout = { ...WORKOUT, id: 'w3', name: 'Week 3', routines: [] }
    const clock = new SimulatedClock()
    const { parent } = recordingParent({ clock })
    // The roll-over to Week 2 is at 09:58, before the 10:00 class; Week 3's is tomorrow.
    const upcoming = [
      { from: Date.parse('2026-06-15T13:58:00Z'), workout: next },
      { from: Date.parse('2026-06-16T04:00:00Z'), workout: later },
    ]
    const actor = createActor(classMachine, {
      parent,
      input: baseInput({ automaticMode: true, timetable, upcoming, workoutReadAt: base, now: () => base + clock.now() }),
    }).start()
    clock.increment(5 * 60_000)
    expect(actor.getSnapshot().hasTag('playing')).toBe(true)
    expect(actor.getSnapshot().context.workout?.id).toBe('w2')
    expect(actor.getSnapshot().context.queue[1].url).toBe('/media/next-2.mp4')
    // Read after that roll-over, the screen's own workout is the fresher word.
    expect(plannedWorkout({ workout: WORKOUT, upcoming, workoutReadAt: Date.parse('2026-06-15T13:59:00Z') }, Date.parse('2026-06-15T14:00:00Z'))).toBe(WORKOUT)
    expect(plannedWorkout({ workout: WORKOUT, upcoming, workoutReadAt: null }, Date.parse('2026-06-15T13:57:00Z'))).toBe(WORKOUT)
    expect(plannedWorkout({ workout: WORKOUT, upcoming, workoutReadAt: null }, Date.parse('2026-06-16T05:00:00Z'))).toBe(later)
    // A plan told later takes the place of the first for the next class.
    actor.send({ type: 'plan.changed', upcoming: [], timetable })
    expect(actor.getSnapshot().context.upcoming).toEqual([])
  })

  it('with the alternate countdown starts 0.17 minutes before', () => {
    const clock = new SimulatedClock()
    const { parent } = recordingParent({ clock })
    const actor = createActor(classMachine, {
      parent,
      input: baseInput({ automaticMode: true, alternateCountdown: true, timetable, now: () => base + 9 * 60_000 + 30_000 + clock.now() }),
    }).start()
    expect(actor.getSnapshot().matches('idle')).toBe(true) // 09:59:30
    clock.increment(CLASS_DELAYS.tickInterval) // 10:00:00
    expect(actor.getSnapshot().hasTag('playing')).toBe(true)
    expect(actor.getSnapshot().context.queue[0].url).toBe(CLIPS.shortCountdown)
  })

  it('wakes at the exact start instant between two 30 s ticks, so every screen starts together', () => {
    const clock = new SimulatedClock()
    const { parent } = recordingParent({ clock })
    // 09:54:47.5 in New York, and this device runs 2.5 s behind the server: the start is 10 s away by the server clock.
    const deviceBase = Date.parse('2026-06-15T13:54:47.500Z')
    const actor = createActor(classMachine, {
      parent,
      input: baseInput({ automaticMode: true, timetable, clockOffsetMs: 2_500, now: () => deviceBase + clock.now() }),
    }).start()
    expect(actor.getSnapshot().hasTag('nextClass')).toBe(true)
    clock.increment(10_000)
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    clock.increment(AUTO_START_MARGIN_MS)
    expect(actor.getSnapshot().hasTag('playing')).toBe(true)
    // The class clock is the start instant itself (server 09:55:00 = device 13:54:57.5Z), not the wake-up time.
    expect(actor.getSnapshot().context.startedAt).toBe(Date.parse('2026-06-15T13:54:57.500Z'))
  })

  it('never replays an automatic class that ran to its end while its start window lasts, and tells the parent', () => {
    const clock = new SimulatedClock()
    const { parent, received } = recordingParent({ clock })
    const at0955 = Date.parse('2026-06-15T13:55:00Z')
    const actor = createActor(classMachine, {
      parent,
      input: baseInput({ automaticMode: true, timetable, now: () => at0955 + clock.now() }),
    }).start()
    expect(actor.getSnapshot().hasTag('playing')).toBe(true)
    for (let i = 0; i < 14; i++) actor.send({ type: 'clip.ended' })
    const ten = Date.parse('2026-06-15T14:00:00Z')
    expect(actor.getSnapshot().context.finishedStarts).toEqual([ten])
    expect(received.at(-1)).toEqual({ type: 'class.finished', finishedStarts: [ten] })
    // Still inside the window (until 10:24): the idle view shows the class, the 30 s tick does not start it again.
    expect(actor.getSnapshot().hasTag('nextClass')).toBe(true)
    expect(actor.getSnapshot().value).toEqual({ idle: { automatic: 'startPassed' } })
    for (let tick = 0; tick < 10; tick++) clock.increment(CLASS_DELAYS.tickInterval)
    expect(actor.getSnapshot().hasTag('playing')).toBe(false)
    actor.send(server(false, true))
    expect(actor.getSnapshot().hasTag('playing')).toBe(false)
  })

  it('refuses the finished starts it is given (a class machine started again after a refresh)', () => {
    const ten = Date.parse('2026-06-15T14:00:00Z')
    const { actor } = start({ automaticMode: true, timetable, finishedStarts: [ten], now: () => Date.parse('2026-06-15T13:58:00Z') })
    expect(actor.getSnapshot().value).toEqual({ idle: { automatic: 'startPassed' } })
    const fresh = start({ automaticMode: true, timetable, now: () => Date.parse('2026-06-15T13:58:00Z') })
    expect(fresh.actor.getSnapshot().hasTag('playing')).toBe(true)
  })

  it('forgets finished starts once they can no longer be the next class', () => {
    const clock = new SimulatedClock()
    const { parent } = recordingParent({ clock })
    const evening = Date.parse('2026-06-15T22:00:00Z')
    const actor = createActor(classMachine, {
      parent,
      input: baseInput({ automaticMode: true, timetable, finishedStarts: [Date.parse('2026-06-15T14:00:00Z')], now: () => evening - 4 * 60_000 + clock.now() }),
    }).start()
    expect(actor.getSnapshot().hasTag('playing')).toBe(true)
    actor.send({ type: 'class.join', index: 14, offsetSeconds: 0 })
    expect(actor.getSnapshot().context.finishedStarts).toEqual([evening])
  })

  it("says 'No more classes' when today's classes are over", () => {
    const { actor } = start({ automaticMode: true, timetable, now: () => Date.parse('2026-06-15T22:31:00Z') })
    expect(actor.getSnapshot().hasTag('noMoreClasses')).toBe(true)
    expect(actor.getSnapshot().context.nextClass).toBeNull()
  })

  it('switches between welcome and schedule views when the server changes the mode', () => {
    const { actor } = start({ timetable, now: () => base })
    expect(actor.getSnapshot().hasTag('welcome')).toBe(true)
    actor.send(server(false, true))
    expect(actor.getSnapshot().hasTag('nextClass')).toBe(true)
  })
})

describe('classMachine: a closed day', () => {
  // Monday 09:55:05 in New York, the 10:00 class due: a closure of today stops it, one of another day does not.
  const now = Date.parse('2026-06-15T13:55:05Z')
  const timetable: Partial<WeeklyTimetable> = { monday: [{ class_name: 'Ten', class_time: '10:00' }] }

  it('starts no class by itself and says why, while staff can still start one', () => {
    const { actor } = start({ timetable, automaticMode: true, closedToday: { date: '2026-06-15', reason: 'Christmas Day' }, now: () => now })
    expect(actor.getSnapshot().hasTag('closed')).toBe(true)
    expect(actor.getSnapshot().hasTag('playing')).toBe(false)
    actor.send(server(false, false))
    expect(actor.getSnapshot().hasTag('closed')).toBe(true)
    expect(actor.getSnapshot().hasTag('welcome')).toBe(false)
    actor.send(server(true, false))
    expect(actor.getSnapshot().hasTag('playing')).toBe(true)
  })

  it('says closed on a closed day of the plan (no network since the day before), and opens when the plan drops it', () => {
    const closedAhead = [{ date: '2026-06-15', reason: 'Floor repairs' }]
    const { actor } = start({ timetable, automaticMode: true, closedToday: { date: '2026-06-14', reason: 'Sunday special' }, closedAhead, now: () => now })
    expect(actor.getSnapshot().hasTag('closed')).toBe(true)
    expect(closedAt(actor.getSnapshot().context, now)?.reason).toBe('Floor repairs')
    actor.send({ type: 'plan.changed', upcoming: [], timetable, closedAhead: [] })
    actor.send(server(false, true))
    expect(actor.getSnapshot().hasTag('playing')).toBe(true)
  })

  it('ignores a closure of another day (a kept copy from yesterday)', () => {
    const { actor } = start({ timetable, automaticMode: true, closedToday: { date: '2026-06-14', reason: 'Sunday special' }, now: () => now })
    expect(actor.getSnapshot().hasTag('playing')).toBe(true)
  })
})

describe('classMachine model', () => {
  // Monday 09:55:05 in New York: a 10:00 class is due with the 5-minute offset, not with the 0.17 one.
  const now = Date.parse('2026-06-15T13:55:05Z')
  const serverVariants: AnyEventObject[] = [server(true), server(false), server(false, true), server(false, true, true)]
  const events = (state: AnyMachineSnapshot): AnyEventObject[] => {
    const { queue, checkingPosition } = state.context as { queue: unknown[]; checkingPosition: number | null }
    const checkOutcome: AnyEventObject =
      checkingPosition === 1
        ? { type: 'xstate.done.actor.checkClip', output: false }
        : checkingPosition === 2
          ? { type: 'xstate.error.actor.checkClip', error: { message: 'Network Error' } }
          : { type: 'xstate.done.actor.checkClip', output: true }
    // The input's offset, or the server clock 3 hours on (today's classes are then over); re-anchoring has its own test above.
    const clockVariants: AnyEventObject[] = [0, 3 * 3_600_000].map((offsetMs) => ({ type: 'clock.synced', offsetMs }))
    const variants: AnyEventObject[] = [...serverVariants, checkOutcome, ...clockVariants]
    // While a late screen waits: every clip measured, or only some.
    if (state.matches({ playing: { join: 'waiting' } }) && (state.context as { durations: unknown[] }).durations.length === 0) {
      // 5 s in: clips of 4 s put the class in its second clip, of 0.1 s past its end, of 10 s where this screen is.
      variants.push(
        { type: 'durations.known', durations: Array(14).fill(4) },
        { type: 'durations.known', durations: Array(14).fill(0.1) },
        { type: 'durations.known', durations: Array(14).fill(10) },
        { type: 'durations.known', durations: [4, 4] },
      )
    }
    if (queue.length === 0 || queue.length === 14) {
      variants.push({ type: 'class.join', index: 10, offsetSeconds: 12 }, { type: 'class.join', index: 99, offsetSeconds: 0 })
    }
    return variants
  }

  // On a closed day only the idle events are walked: a class started by hand plays as on any
  // day (the open day's walk covers it), and a join past the end leaves it idle.
  const closedDayEvents = (): AnyEventObject[] => [
    server(false),
    server(false, true),
    { type: 'clock.synced', offsetMs: 0 },
    { type: 'class.join', index: 99, offsetSeconds: 0 },
    // The plan's transition is the machine's own, in any state: walked here, where the model is small.
    { type: 'plan.changed', upcoming: [], timetable: {} },
  ]

  async function walk(inputs: ClassInput[]) {
    return testEveryTransition({
      machine: classMachine,
      inputs,
      events: (state) => ((state.context as { closedToday: unknown }).closedToday ? closedDayEvents() : events(state)),
      // Keeps the model small: queue.advanced is raised by the machine itself; clip.failed is tried
      // at both ends of the queue only; while the pre-check runs only the countdown may end.
      omit: (state) => {
        const { queue } = state.context as { queue: Array<{ checked: boolean }> }
        const omitted = ['queue.advanced', state.context.checkingPosition === 2 ? 'xstate.done.actor.checkClip' : 'xstate.error.actor.checkClip']
        // The plan's one transition is walked on the closed day.
        if (!(state.context as { closedToday: unknown }).closedToday) omitted.push('plan.changed')
        if (queue.length !== 14 && queue.length !== 1) omitted.push('clip.failed')
        if (queue.some((clip) => !clip.checked)) omitted.push('server.changed', 'clip.failed', 'class.join', ...(queue.length === 14 ? [] : ['clip.ended']))
        // A late screen waiting for its clips' durations: only what ends the wait (the playing class is walked once placed).
        if (state.matches({ playing: { join: 'waiting' } })) {
          omitted.push(
            'clip.ended',
            'clip.failed',
            'class.join',
            'server.changed',
            'clock.synced',
            'xstate.done.actor.checkClip',
            'xstate.error.actor.checkClip',
          )
          if ((state.context as { durations: unknown[] }).durations.length !== 0) omitted.push('durations.known')
        } else omitted.push('durations.known')
        return omitted
      },
      delays: CLASS_DELAYS,
      // The count of classes grows with every class the walk starts; it names a class, it does not change behaviour.
      volatileContext: ['classRun'],
      createSut: (inspect, input) => {
        const clock = new SimulatedClock()
        const fakes = new FakeActors()
        const { parent } = recordingParent({ clock, inspect })
        const machine = classMachine.provide({ actors: { checkClip: fakes.promise('checkClip') } })
        return { actor: createActor(machine, { parent, input: input as ClassInput }), clock, fakes, stop: () => parent.stop() }
      },
    })
  }

  it('walks every transition of the real machine, on an open day and on a closed one', async () => {
    const timetable: Partial<WeeklyTimetable> = { monday: [{ class_name: 'Ten', class_time: '10:00 AM' }] }
    const open = baseInput({ timetable, now: () => now })
    // The studio closed today (a holiday or a closure): the branches that say so instead of a class.
    const closed = baseInput({ timetable, closedToday: { date: '2026-06-15', reason: 'Refurbishment' }, now: () => now })
    const result = await walk([open, closed])
    expect([...result.all].filter((key) => !result.covered.has(key))).toEqual([])
  }, 180_000)
})
