import type { ClassEntry, ClosedDay, WeeklyTimetable } from '../src/shared/classSchedule'
import { WEEKDAYS } from '../src/shared/weekdays'
import { CONTACT_SUPPORT_RECHECK_MS, LONG_PRESS_RESET_MS } from '../src/shared/constants'
import type { ClassFormat, ClassInput, ClipUrls, DefaultClipFor, ServerClassState, UpcomingWorkout, Workout } from './classMachine'
import type { LocationShape, PollInput } from './pollMachine'

// The screen machine's data: what it loads, its context and events, and the pure functions over them (screenMachine.ts).

/** Re-try a failed load and re-check 'Please Contact Support.' every 30 s; a 2 s hold resets the class (docs/RULES.md#constants). */
export const SCREEN_DELAYS = {
  retryInterval: 30_000,
  recheckInterval: CONTACT_SUPPORT_RECHECK_MS,
  longPress: LONG_PRESS_RESET_MS,
  /** A load still unanswered after this long (a router unplugged: no quick failure) gives way to what the device kept. */
  keptFallback: 5_000,
  /** The class machine's code failed to load (machines/screenMachine.ts, classArea.codeRetry): asked for again after this. */
  classCodeRetry: 5_000,
} as const

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
  /** Today is a holiday or a closure of the studio: the idle view says "Closed today: …". */
  closedToday?: ClosedDay | null
  /** The day whose workout was loaded ('YYYY-MM-DD', the roll-over applied), as the poll sends it. */
  workoutDay?: string | null
}

/** A clip of a planned workout: its link, and its length and SHA-256 where the server knows them. */
export interface PlannedClip {
  url: string
  bytes: number | null
  sha256: string | null
}

/** One workout of the screen's plan (docs/SCREEN-DEVICE.md#content-ahead). */
export interface PlannedWorkout {
  /** Its first effective date, YYYY-MM-DD. */
  date: string
  /** When the roll-over makes it current (server clock, epoch ms); null for the workout current when the plan was read. */
  from: number | null
  workout: Workout | null
  clips: readonly PlannedClip[]
}

/** What the screen was told is coming (GET /api/v1/screens/plan), as it keeps it with the screen. */
export interface ScreenPlanData {
  /** When it was read (server clock, epoch ms). */
  readAt: number
  timeZone: string
  /** Screens of the location: they share its download cap. */
  screens: number
  workouts: readonly PlannedWorkout[]
  /** Today's and the coming days' classes (the location's dates), the calendar applied. */
  days: readonly { date: string; classes: readonly ClassEntry[]; closed: string | null }[]
}

/** What fetchScreen answers for the stored screen token. */
export interface ScreenData {
  screen: { id: string; name: string; round: number; isLrVideo?: boolean }
  location: ScreenLocation | null
  workout: Workout | null
  /** When `workout` was read (server clock, epoch ms); absent on a copy kept before plans existed. */
  workoutReadAt?: number | null
  /** The round's coming workouts and the week's classes; read a while after loading (machines/planMachine.ts). */
  plan?: ScreenPlanData | null
}

/** A message to the studio's screens (docs/MESSAGES.md), as the poll and the push channel send it. */
export interface ScreenMessageData {
  id: string
  text: string
  level: 'notice' | 'emergency'
  /** ISO instants on the server's clock; `endsAt` null: an emergency shown until someone clears it. */
  startsAt: string
  endsAt: string | null
}

/** What the screen shows of its messages now: the emergency that fills it, and the notices (full screen when idle, a line in a class). */
export interface MessagesShowing {
  emergency: ScreenMessageData | null
  notices: ScreenMessageData[]
}

export const NOTHING_SHOWING: MessagesShowing = { emergency: null, notices: [] }

/** What the device kept of its last state (IndexedDB, src/screen/services/keptScreen.ts): a load the network fails starts from it. */
export interface KeptScreen {
  screen: ScreenData
  server: ServerClassState
  clockOffsetMs: number
  finishedStarts: number[]
  /** The messages it was told of (absent on a copy kept before messages existed): shown again after an offline boot until their end. */
  messages?: ScreenMessageData[]
}

export interface ScreenInput {
  /** The token stored under localStorage 'screen_auth_token', or null. */
  token: string | null
  /** The device's copy of its last state for this token, read before the machine starts; null when it has none. */
  kept?: KeptScreen | null
  clips: ClipUrls
  defaultClipFor: DefaultClipFor
  now?: () => number
  generateCode?: () => string
  /** How long after loading the plan is first read (ms; machines/planMachine.ts): the app draws it, 0 by default. */
  planDelayMs?: number
}

export interface ScreenContext {
  token: string | null
  screen: ScreenData | null
  server: ServerClassState
  /** Server clock minus device clock, ms: the kept one at boot, then each 'clock.synced' (its only source). */
  clockOffsetMs: number
  format: ClassFormat | null
  classPlaying: boolean
  /** A refresh arrived while a class played: reload once it ends. */
  refreshPending: boolean
  /** Scheduled starts of automatic classes that ran to their end (kept across class-machine restarts). */
  finishedStarts: number[]
  error: string | null
  kept: KeptScreen | null
  /** The screen runs from the device's copy: the first poll answer re-reads it (docs/SCREEN-DEVICE.md#offline-boot). */
  fromKept: boolean
  /** A new release of the app waits for the class to end. */
  updatePending: boolean
  clips: ClipUrls
  defaultClipFor: DefaultClipFor
  now: () => number
  generateCode: (() => string) | undefined
  planDelayMs: number
  /** The messages the server sent (poll or push), showing or waiting for their start. */
  messages: ScreenMessageData[]
  /** Of them, what shows at the last look (the server's clock): changed by a new list or by 'messages.tick'. */
  showing: MessagesShowing
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
  /** A new release of the app is installed and waits to take over (src/screen/services/appUpdate.ts). */
  | { type: 'app.updateReady' }
  /** The plan was read (machines/planMachine.ts): kept with the screen, told to the class machine. */
  | { type: 'plan.loaded'; plan: ScreenPlanData }
  /** The location's messages, the whole list (docs/MESSAGES.md): from the poll or the push channel. */
  | { type: 'server.messages'; messages: ScreenMessageData[] }
  /** The app's one-second tick: a message's start or end passes with or without a network. */
  | { type: 'messages.tick' }

export const IDLE_SERVER: ServerClassState = { classStart: false, automaticMode: true, alternateCountdown: false, classStartedAt: null }

export function serverFromLocation(location: ScreenLocation | null, previous: ServerClassState): ServerClassState {
  if (!location) return previous
  return {
    classStart: location.classStart,
    automaticMode: location.automaticMode,
    alternateCountdown: location.alternateCountdown,
    classStartedAt: location.classStartedAt ?? null,
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
    closedToday: location.closedToday ?? null,
    workoutDay: location.workoutDay ?? null,
  }
}

/** The coming workouts of a plan, as the class machine reads them (the current one is the screen's workout). */
export function upcomingOf(plan: ScreenPlanData | null | undefined): UpcomingWorkout[] {
  return (plan?.workouts ?? []).flatMap((entry) => (entry.from === null ? [] : [{ from: entry.from, workout: entry.workout }]))
}

/**
 * The week's classes by weekday: the plan's coming days, and today's as the poll or the load said them (fresher). So
 * a screen with no network still starts tomorrow's automatic classes. A closed day of the plan has no classes.
 */
export function plannedTimetable(plan: ScreenPlanData | null | undefined, today: Partial<WeeklyTimetable> | undefined): Partial<WeeklyTimetable> {
  const week: Partial<WeeklyTimetable> = {}
  for (const day of plan?.days ?? []) {
    const [year, month, date] = day.date.split('-').map(Number)
    const weekday = WEEKDAYS[new Date(Date.UTC(year, (month ?? 1) - 1, date ?? 1)).getUTCDay()]
    // The first day of a weekday in the plan is the nearest one.
    if (weekday && !(weekday in week)) week[weekday] = day.classes.map((entry) => ({ class_name: entry.class_name, class_time: entry.class_time }))
  }
  return { ...week, ...(today ?? {}) }
}

/** The plan's closed days (a holiday or a closure), as the class machine reads them: a TV offline says so on the day. */
export function closedAheadOf(plan: ScreenPlanData | null | undefined): ClosedDay[] {
  return (plan?.days ?? []).flatMap((day) => (day.closed === null ? [] : [{ date: day.date, reason: day.closed }]))
}

/** What the class machine is told when the plan changes. */
export function planForClass(screen: ScreenData | null): { upcoming: UpcomingWorkout[]; timetable: Partial<WeeklyTimetable>; closedAhead: ClosedDay[] } {
  return {
    upcoming: upcomingOf(screen?.plan),
    timetable: plannedTimetable(screen?.plan, screen?.location?.timetable),
    closedAhead: closedAheadOf(screen?.plan),
  }
}

/** The screen with its plan; a plan of another screen (a relink) is never kept. */
export function withPlan(screen: ScreenData | null, plan: ScreenPlanData): ScreenData | null {
  return screen ? { ...screen, plan } : screen
}

/** The class machine's input for the current screen, location, workout and format. */
export function classInputFor(context: ScreenContext): ClassInput {
  const location = context.screen?.location ?? null
  return {
    format: context.format ?? 'normal',
    workout: context.screen?.workout ?? null,
    upcoming: upcomingOf(context.screen?.plan),
    workoutReadAt: context.screen?.workoutReadAt ?? null,
    clips: context.clips,
    defaultClipFor: context.defaultClipFor,
    now: context.now,
    locationName: location?.name ?? '',
    timeZone: location?.timeZone ?? null,
    timetable: plannedTimetable(context.screen?.plan, location?.timetable),
    closedToday: location?.closedToday ?? null,
    closedAhead: closedAheadOf(context.screen?.plan),
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
    // The device's last estimate until the app's clock sends a better one ('clock.synced'), which a failed load never undoes.
    clockOffsetMs: input.kept?.clockOffsetMs ?? 0,
    format: null,
    classPlaying: false,
    refreshPending: false,
    finishedStarts: [],
    error: null,
    kept: input.kept ?? null,
    fromKept: false,
    updatePending: false,
    clips: input.clips,
    defaultClipFor: input.defaultClipFor,
    now: input.now ?? (() => Date.now()),
    generateCode: input.generateCode,
    planDelayMs: input.planDelayMs ?? 0,
    // Shown from the first view on, also on a boot with no network (the poll replaces the list).
    messages: input.kept?.messages ?? [],
    showing: messagesShowingAt(input.kept?.messages ?? [], (input.now ?? Date.now)() + (input.kept?.clockOffsetMs ?? 0)),
  }
}

/** True when the message shows at `serverNow` (epoch ms on the server's clock): from its start, until its end if it has one. */
export function messageShowsAt(message: ScreenMessageData, serverNow: number): boolean {
  return Date.parse(message.startsAt) <= serverNow && (message.endsAt === null || Date.parse(message.endsAt) > serverNow)
}

/** What shows at `serverNow`: the newest emergency, and the notices by start. */
export function messagesShowingAt(messages: readonly ScreenMessageData[], serverNow: number): MessagesShowing {
  const now = messages.filter((message) => messageShowsAt(message, serverNow))
  if (now.length === 0) return NOTHING_SHOWING
  const emergencies = now.filter((message) => message.level === 'emergency').sort((a, b) => b.startsAt.localeCompare(a.startsAt))
  const notices = now.filter((message) => message.level === 'notice').sort((a, b) => a.startsAt.localeCompare(b.startsAt))
  return { emergency: emergencies[0] ?? null, notices }
}

/** The same showing, the same object: a tick that changes nothing changes no snapshot. */
export function sameShowing(a: MessagesShowing, b: MessagesShowing): boolean {
  const ids = (showing: MessagesShowing) => [showing.emergency?.id ?? '', ...showing.notices.map((message) => `${message.id}|${message.text}`)].join(',')
  return ids(a) === ids(b) && (a.emergency?.text ?? '') === (b.emergency?.text ?? '')
}

/** The context after a new list or a tick: `showing` is replaced only when what shows changed. */
export function withMessages(
  context: Pick<ScreenContext, 'now' | 'clockOffsetMs' | 'showing'>,
  messages: ScreenMessageData[],
): Pick<ScreenContext, 'messages' | 'showing'> {
  const next = messagesShowingAt(messages, context.now() + context.clockOffsetMs)
  return { messages, showing: sameShowing(next, context.showing) ? context.showing : next }
}

/**
 * The context a load that failed starts from: what the device kept (screen, class state, finished classes; its
 * clock offset is the context's from the start). A screen that loaded since the page did (a refresh whose load failed) has fresher data: it keeps them.
 */
export function restoredFromKept(context: ScreenContext): Partial<ScreenContext> {
  const kept = context.kept
  if (context.screen) return { fromKept: true }
  if (!kept) return {}
  return {
    screen: kept.screen,
    server: kept.server,
    finishedStarts: [...new Set([...context.finishedStarts, ...kept.finishedStarts])],
    fromKept: true,
  }
}

/** What the device keeps of the screen machine's context; null while it has no screen or token to keep. */
export function keptFromContext(
  context: Pick<ScreenContext, 'token' | 'screen' | 'server' | 'clockOffsetMs' | 'finishedStarts'> & Partial<Pick<ScreenContext, 'messages'>>,
): KeptScreen | null {
  if (!context.token || !context.screen) return null
  return {
    screen: context.screen,
    server: context.server,
    clockOffsetMs: context.clockOffsetMs,
    finishedStarts: context.finishedStarts,
    ...(context.messages ? { messages: context.messages } : {}),
  }
}

/** The screen with the location's shape as the poll answered it (the rest of the location stays). */
export function withLocationShape(screen: ScreenData | null, shape: LocationShape): ScreenData | null {
  if (!screen?.location) return screen
  const { enabled, mctEnabled, timeZone, timetable, closedToday } = shape
  return {
    ...screen,
    location: {
      ...screen.location,
      isActive: enabled || screen.location.isActive,
      isEnabled: enabled,
      mctEnabled,
      timeZone,
      timetable,
      closedToday: closedToday ?? null,
    },
  }
}

/** The poll's input: the class state and location shape the screen has, and whether they came from the device's copy. */
export function pollInputFor(context: ScreenContext): PollInput {
  return { server: context.server, playing: false, location: locationShapeOf(context.screen?.location), stale: context.fromKept }
}

/** The class state the server sent (poll or push), as the screen machine keeps it (its clock offset arrives by 'clock.synced' alone). */
export function withServerState(params: ServerClassState): Pick<ScreenContext, 'server'> {
  return {
    server: {
      classStart: params.classStart,
      automaticMode: params.automaticMode,
      alternateCountdown: params.alternateCountdown,
      classStartedAt: params.classStartedAt ?? null,
    },
  }
}
