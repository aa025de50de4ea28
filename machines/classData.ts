import { CLASS_SCREEN_POLL_MS, COMBO_OVERLAY_MS } from '../src/shared/constants'
import { NEXT_CLASS_GRACE_MINUTES, isClosedAt, resolveTimeZone, type ClassToday, type ClosedDay, type WeeklyTimetable } from '../src/shared/classSchedule'
import { correctionFor, serverStartOf, type Correction } from './classClock'
import { classLength, type ClassFormat, type Clip, type ClipUrls, type DefaultClipFor, type Workout } from './classQueue'

// The class machine's data: its timings, input, context and events, and the pure functions over them (classMachine.ts).

/**
 * Poll/tick every 30 s, combo overlay for 44 s (docs/RULES.md#constants); a screen that joins a class
 * under way waits up to 10 s for its clips' durations before it plays from where it is.
 */
export const CLASS_DELAYS = { tickInterval: CLASS_SCREEN_POLL_MS, comboOverlay: COMBO_OVERLAY_MS, durationWait: 10_000 } as const

/** Less than this into the class, a screen starts at once rather than wait for every clip's duration. */
export const FRESH_START_MS = 2_000

/** The exact-instant wake-up fires this much after the start instant, so the start window has surely opened. */
export const AUTO_START_MARGIN_MS = 20

/** What the server (poll or push) says about the location's class. */
export interface ServerClassState {
  classStart: boolean
  automaticMode: boolean
  alternateCountdown: boolean
  /** ISO instant the running class began, by the server's clock. */
  classStartedAt?: string | null
}

/** A workout the round moves to at a coming roll-over (docs/SCREEN-DEVICE.md#content-ahead): from `from` (server clock, epoch ms) on. */
export interface UpcomingWorkout {
  from: number
  /** null: no workout is scheduled from then (the classes play the default clips). */
  workout: Workout | null
}

export interface ClassInput extends ServerClassState {
  format: ClassFormat
  workout: Workout | null
  /** The round's coming workouts by roll-over, from the screen's plan; a class that starts after one's `from` plays it. */
  upcoming?: readonly UpcomingWorkout[]
  /** When `workout` was read from the server (server clock, epoch ms): a roll-over before it is already in `workout`. */
  workoutReadAt?: number | null
  clips: ClipUrls
  defaultClipFor: DefaultClipFor
  locationName: string
  timeZone?: string | null
  timetable?: Partial<WeeklyTimetable>
  /** The studio is closed on this date (a holiday or a closure): the idle view says why, and no class starts by itself. */
  closedToday?: ClosedDay | null
  /** The coming days' closures, from the screen's plan: the idle view of such a day says closed, with no network too. */
  closedAhead?: readonly ClosedDay[]
  /** Scheduled starts (epoch ms, ClassToday.startsAt) of automatic classes that already ran to their end. */
  finishedStarts?: readonly number[]
  /** Screens flagged isLrVideo play the routines' lrVideoLink. */
  lowResolution?: boolean
  /** Server clock minus this device's clock, in ms (measured by the screen machine). */
  clockOffsetMs?: number
  /** Epoch ms; injected so tests and the app share one clock. */
  now?: () => number
}

export interface ClassContext {
  format: ClassFormat
  workout: Workout | null
  upcoming: readonly UpcomingWorkout[]
  workoutReadAt: number | null
  clips: ClipUrls
  defaultClipFor: DefaultClipFor
  now: () => number
  locationName: string
  timeZone: string
  timetable: Partial<WeeklyTimetable>
  closedToday: ClosedDay | null
  closedAhead: readonly ClosedDay[]
  lowResolution: boolean
  classStart: boolean
  automaticMode: boolean
  alternateCountdown: boolean
  classStartedAt: string | null
  clockOffsetMs: number
  /** Clips still to play; the head is playing. */
  queue: Clip[]
  /** Counts the classes this machine started: the player keys one class's state on it (its start may move). */
  classRun: number
  /** Seconds per clip position of the class playing, as the player has measured them (undefined until known). */
  durations: (number | undefined)[]
  /** Epoch ms (device clock) at which the running class's first clip began: feed it to positionAt. */
  startedAt: number | null
  /** The clock offset `startedAt` was worked out with; a better estimate moves both. */
  anchorOffsetMs: number
  /** Seconds into the head clip to seek to (set by class.join, cleared when the clip ends). */
  startOffsetSeconds: number
  /** n of the 'COMBO # n' overlay while it shows. */
  comboNumber: number | null
  /** Position of the clip the pre-check is loading. */
  checkingPosition: number | null
  /** Next class today in automatic mode (for the idle view). */
  nextClass: ClassToday | null
  /** A manual class ran to its end while classStart stayed true: do not start it again. */
  finishedRun: boolean
  /** Scheduled start (ClassToday.startsAt) of the automatic class playing now; null for a manual class. */
  autoStartedClass: number | null
  /** Scheduled starts of automatic classes that ran to their end: never started again inside their window. */
  finishedStarts: number[]
}

export type ClassEvent =
  | { type: 'clip.ended' }
  | { type: 'clip.failed' }
  | { type: 'class.join'; index: number; offsetSeconds: number }
  | ({ type: 'server.changed' } & ServerClassState)
  | { type: 'queue.advanced' }
  /** A better estimate of the server's clock (server minus device, ms). */
  | { type: 'clock.synced'; offsetMs: number }
  /** The clips' durations as the player knows them, by position. */
  | { type: 'durations.known'; durations: (number | undefined)[] }
  /** The screen's plan changed (docs/SCREEN-DEVICE.md#content-ahead): the coming workouts and the week's classes. */
  | { type: 'plan.changed'; upcoming: readonly UpcomingWorkout[]; timetable: Partial<WeeklyTimetable>; closedAhead?: readonly ClosedDay[] }

/** Events the class machine sends to its parent (the screen machine); 'class.finished' hands over the finished starts. */
export type ClassParentEvent = { type: 'class.started' } | { type: 'class.ended' } | { type: 'class.finished'; finishedStarts: number[] }

/** The closure of the studio's date at the server's `serverNow`: today's as the poll said it, else one of the plan's coming days. */
export function closedAt(context: Pick<ClassContext, 'closedToday' | 'closedAhead' | 'timeZone'>, serverNow: number): ClosedDay | null {
  return [context.closedToday, ...context.closedAhead].find((closed) => isClosedAt(closed, serverNow, context.timeZone)) ?? null
}

/** Epoch ms on this device's clock at which the next class's first clip begins (null without one). */
export function autoStartOnDevice(context: ClassContext): number | null {
  const serverStart = serverStartOf(null, context.nextClass, context.alternateCountdown)
  return serverStart === null ? null : serverStart - context.clockOffsetMs
}

/** Where the clip on screen stands against the class clock, once every clip's duration is known. */
export function clockCorrection(context: ClassContext): Correction {
  const head = context.queue[0]
  const known = context.durations.length === classLength(context.format) && context.durations.every((duration) => duration !== undefined)
  if (!head || context.startedAt === null || !known) return { kind: 'unknown' }
  return correctionFor({
    durations: context.durations,
    startedAt: context.startedAt,
    now: context.now(),
    position: head.position,
    currentTime: context.startOffsetSeconds,
  })
}

/** A class machine's context as the screen starts it: idle, no class under way. */
export function initialClassContext(input: ClassInput): ClassContext {
  const now = input.now ?? (() => Date.now())
  return {
    format: input.format,
    workout: input.workout,
    upcoming: input.upcoming ?? [],
    workoutReadAt: input.workoutReadAt ?? null,
    clips: input.clips,
    defaultClipFor: input.defaultClipFor,
    now,
    locationName: input.locationName,
    timeZone: resolveTimeZone(input.timeZone),
    timetable: input.timetable ?? {},
    closedToday: input.closedToday ?? null,
    closedAhead: input.closedAhead ?? [],
    lowResolution: input.lowResolution ?? false,
    classStart: input.classStart,
    automaticMode: input.automaticMode,
    alternateCountdown: input.alternateCountdown,
    classStartedAt: input.classStartedAt ?? null,
    clockOffsetMs: input.clockOffsetMs ?? 0,
    queue: [],
    classRun: 0,
    durations: [],
    startedAt: null,
    anchorOffsetMs: input.clockOffsetMs ?? 0,
    startOffsetSeconds: 0,
    comboNumber: null,
    checkingPosition: null,
    nextClass: null,
    finishedRun: false,
    autoStartedClass: null,
    finishedStarts: [...(input.finishedStarts ?? [])],
  }
}

/** The context once a class has ended (played out, stopped early or over by the clock): a start it made is remembered, so it never starts twice. */
export function finishedClass(context: ClassContext): Partial<ClassContext> {
  // Starts whose class can no longer be "next" (30 min after it) need no guarding.
  const serverNow = context.now() + context.clockOffsetMs
  const stillNext = context.finishedStarts.filter((startsAt) => startsAt + NEXT_CLASS_GRACE_MINUTES * 60_000 > serverNow)
  return {
    queue: [],
    startedAt: null,
    startOffsetSeconds: 0,
    comboNumber: null,
    checkingPosition: null,
    finishedRun: context.classStart,
    autoStartedClass: null,
    finishedStarts: context.autoStartedClass === null || stillNext.includes(context.autoStartedClass) ? stillNext : [...stillNext, context.autoStartedClass],
  }
}

/** The queue once the clip being checked answered: checked, or replaced by the default clip when it cannot play. */
export function checkedQueue(context: ClassContext, ok: boolean): Clip[] {
  return context.queue.map((clip) =>
    clip.position !== context.checkingPosition
      ? clip
      : ok
        ? { ...clip, checked: true }
        : { ...clip, checked: true, replaced: true, replaceReason: 'unreachable' as const, url: context.defaultClipFor(clip.position, context.format) },
  )
}

/**
 * The workout a class starting at `serverNow` plays: the last coming workout whose roll-over has passed, unless the
 * screen read its workout after that roll-over (the server's answer then has it, fresher than the plan); else the
 * workout the screen loaded. So a TV with no network moves to the next workout at the roll-over, on its own.
 */
export function plannedWorkout(context: Pick<ClassContext, 'workout' | 'upcoming' | 'workoutReadAt'>, serverNow: number): Workout | null {
  let chosen: UpcomingWorkout | null = null
  for (const entry of context.upcoming) if (entry.from <= serverNow && (chosen === null || entry.from >= chosen.from)) chosen = entry
  if (!chosen || (context.workoutReadAt !== null && chosen.from <= context.workoutReadAt)) return context.workout
  return chosen.workout
}
