import type { WeeklyTimetable } from '../src/shared/classSchedule'
import { CONTACT_SUPPORT_RECHECK_MS, LONG_PRESS_RESET_MS } from '../src/shared/constants'
import type { ClassFormat, ClassInput, ClipUrls, DefaultClipFor, ServerClassState, Workout } from './classMachine'
import type { LocationShape } from './pollMachine'

// The screen machine's data: what it loads, its context and events, and the pure functions over them (screenMachine.ts).

/** Re-try a failed load and re-check 'Please Contact Support.' every 30 s; a 2 s hold resets the class (docs/RULES.md#constants). */
export const SCREEN_DELAYS = { retryInterval: 30_000, recheckInterval: CONTACT_SUPPORT_RECHECK_MS, longPress: LONG_PRESS_RESET_MS } as const

/** The message of the unavailable view (docs/RULES.md#class-screen). */
export const CONTACT_SUPPORT_MESSAGE = 'Please Contact Support.'

export interface ScreenLocation {
  id: string
  name: string
  timeZone?: string | null
  isActive: boolean
  isEnabled: boolean
  mctEnabled: boolean
  classStart: boolean
  automaticMode: boolean
  alternateCountdown: boolean
  classStartedAt?: string | null
  /** Today's classes, keyed by the location's weekday (as the poll sends them). */
  timetable?: Partial<WeeklyTimetable>
}

/** What fetchScreen answers for the stored screen token. */
export interface ScreenData {
  screen: { id: string; name: string; round: number; isLrVideo?: boolean }
  location: ScreenLocation | null
  workout: Workout | null
  /** ISO instant of the answer, to measure the device's clock offset. */
  serverTime?: string | null
}

export interface ScreenInput {
  /** The token stored under localStorage 'screen_auth_token', or null. */
  token: string | null
  clips: ClipUrls
  defaultClipFor: DefaultClipFor
  now?: () => number
  generateCode?: () => string
}

export interface ScreenContext {
  token: string | null
  screen: ScreenData | null
  server: ServerClassState
  /** Server clock minus device clock, ms. */
  clockOffsetMs: number
  format: ClassFormat | null
  classPlaying: boolean
  /** A refresh arrived while a class played: reload once it ends. */
  refreshPending: boolean
  /** Scheduled starts of automatic classes that ran to their end (kept across class-machine restarts). */
  finishedStarts: number[]
  error: string | null
  clips: ClipUrls
  defaultClipFor: DefaultClipFor
  now: () => number
  generateCode: (() => string) | undefined
}

export type ScreenEvent =
  | { type: 'format.selected'; format: ClassFormat }
  | { type: 'press.start' }
  /** The watchdog's second step (machines/watchdogMachine.ts): re-read the screen, also mid-class (it rejoins where the class is). */
  | { type: 'watchdog.reread' }
  | { type: 'press.end' }
  | { type: 'class.started' }
  | { type: 'class.ended' }
  | { type: 'class.finished'; finishedStarts: number[] }
  | ({ type: 'server.changed' } & ServerClassState)
  | { type: 'server.locationChanged'; location: LocationShape }
  | { type: 'server.refresh' }
  | { type: 'server.hardRefresh' }
  | { type: 'server.unauthorised' }
  /** A better estimate of the server's clock (server minus device, ms), from the app's clock samples. */
  | { type: 'clock.synced'; offsetMs: number }

export const IDLE_SERVER: ServerClassState = { classStart: false, automaticMode: true, alternateCountdown: false, classStartedAt: null, serverTime: null }

export function serverFromLocation(location: ScreenLocation | null, previous: ServerClassState): ServerClassState {
  if (!location) return previous
  return {
    classStart: location.classStart,
    automaticMode: location.automaticMode,
    alternateCountdown: location.alternateCountdown,
    classStartedAt: location.classStartedAt ?? null,
    serverTime: null,
  }
}

/** True when the screen shows 'Please Contact Support.': no location, or one inactive or disabled. */
export function isUnavailable(location: ScreenLocation | null | undefined): boolean {
  return !location || !location.isActive || !location.isEnabled
}

/** The part of a loaded location the poll watches for changes; null without a location. */
export function locationShapeOf(location: ScreenLocation | null | undefined): LocationShape | null {
  if (!location) return null
  return {
    enabled: location.isActive && location.isEnabled,
    mctEnabled: location.mctEnabled,
    timeZone: location.timeZone ?? null,
    timetable: location.timetable ?? {},
  }
}

/** The class machine's input for the current screen, location, workout and format. */
export function classInputFor(context: ScreenContext): ClassInput {
  const location = context.screen?.location ?? null
  return {
    format: context.format ?? 'normal',
    workout: context.screen?.workout ?? null,
    clips: context.clips,
    defaultClipFor: context.defaultClipFor,
    now: context.now,
    locationName: location?.name ?? '',
    timeZone: location?.timeZone ?? null,
    timetable: location?.timetable ?? {},
    lowResolution: context.screen?.screen.isLrVideo ?? false,
    classStart: context.server.classStart,
    automaticMode: context.server.automaticMode,
    alternateCountdown: context.server.alternateCountdown,
    classStartedAt: context.server.classStartedAt ?? null,
    clockOffsetMs: context.clockOffsetMs,
    finishedStarts: context.finishedStarts,
  }
}

/** The screen machine's context as the page loads: nothing read from the server yet. */
export function initialScreenContext(input: ScreenInput): ScreenContext {
  return {
    token: input.token,
    screen: null,
    server: IDLE_SERVER,
    clockOffsetMs: 0,
    format: null,
    classPlaying: false,
    refreshPending: false,
    finishedStarts: [],
    error: null,
    clips: input.clips,
    defaultClipFor: input.defaultClipFor,
    now: input.now ?? (() => Date.now()),
    generateCode: input.generateCode,
  }
}
