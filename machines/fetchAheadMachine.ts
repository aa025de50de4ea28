import { assign, setup } from 'xstate'
import { classesToday, localDateAt, type WeeklyTimetable } from '../src/shared/classSchedule'

/**
 * The fetch-ahead gate (docs/SCREEN-DEVICE.md#content-ahead): the clips of the coming workouts download only while no
 * class plays, none is due within 10 minutes, and the location's download window (when it has one) is open. The app
 * tells it what the screen does and what the location says; it tells the clip cache to go on or to hold.
 */
export const QUIET_BEFORE_CLASS_MS = 10 * 60_000
export const FETCH_AHEAD_DELAYS = {
  /** The clock is looked at again this often (a class coming due, the window opening or closing). */
  tick: 30_000,
} as const

/** The location's download window, 'HH:MM' in its zone (start after end: over midnight); null: any time outside classes. */
export interface DownloadWindow {
  start: string
  end: string
}

export interface GateFacts {
  playing: boolean
  timetable: Partial<WeeklyTimetable>
  timeZone: string
  clockOffsetMs: number
  window: DownloadWindow | null
}

const minutesOf = (time: string): number | null => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim())
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

/** True when the local time at `serverNow` is inside the window (a window of equal ends is always open). */
export function inWindow(window: DownloadWindow | null, serverNow: number, timeZone: string): boolean {
  if (!window) return true
  const start = minutesOf(window.start)
  const end = minutesOf(window.end)
  if (start === null || end === null || start === end) return true
  const local = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(serverNow)
  const now = minutesOf(local) ?? 0
  return start < end ? start <= now && now < end : now >= start || now < end
}

/** May the coming workouts download now? Not while a class plays or within 10 minutes of one, and only in the window. */
export function mayFetchAhead(facts: GateFacts, deviceNow: number): boolean {
  if (facts.playing) return false
  const serverNow = deviceNow + facts.clockOffsetMs
  const soon = classesToday(facts.timetable, serverNow, facts.timeZone).some(
    (entry) => entry.startsAt >= serverNow && entry.startsAt - serverNow <= QUIET_BEFORE_CLASS_MS,
  )
  // Tomorrow's first classes count too when today's last minutes are near midnight.
  const tomorrow = serverNow + QUIET_BEFORE_CLASS_MS
  const soonTomorrow =
    localDateAt(tomorrow, facts.timeZone) !== localDateAt(serverNow, facts.timeZone) &&
    classesToday(facts.timetable, tomorrow, facts.timeZone).some((entry) => entry.startsAt >= serverNow && entry.startsAt <= tomorrow)
  return !soon && !soonTomorrow && inWindow(facts.window, serverNow, facts.timeZone)
}

export type FetchAheadEvent =
  | { type: 'class.started' }
  | { type: 'class.ended' }
  | { type: 'schedule.changed'; timetable: Partial<WeeklyTimetable>; timeZone: string; clockOffsetMs: number }
  | { type: 'window.changed'; window: DownloadWindow | null }

export const fetchAheadMachine = setup({
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- setup() infers the machine's types from this value
  types: {} as {
    context: GateFacts & { now: () => number }
    input: Partial<GateFacts> & { now?: () => number }
    events: FetchAheadEvent
    tags: 'open'
  },
  actions: {
    /** The app lets the clip cache fetch the coming workouts (clipCache.setAheadAllowed(true)). */
    open: () => {},
    /** ... or holds them. */
    hold: () => {},
    assignPlaying: assign({ playing: (_, params: { playing: boolean }) => params.playing }),
    assignSchedule: assign((_, params: Pick<GateFacts, 'timetable' | 'timeZone' | 'clockOffsetMs'>) => params),
    assignWindow: assign({ window: (_, params: { window: DownloadWindow | null }) => params.window }),
  },
  guards: {
    mayFetch: ({ context }) => mayFetchAhead(context, context.now()),
  },
  delays: FETCH_AHEAD_DELAYS,
}).createMachine({
  id: 'fetchAhead',
  description: 'Holds the coming workouts’ downloads while a class plays, within 10 minutes of one and outside the download window.',
  context: ({ input }) => ({
    playing: input.playing ?? false,
    timetable: input.timetable ?? {},
    timeZone: input.timeZone ?? 'UTC',
    clockOffsetMs: input.clockOffsetMs ?? 0,
    window: input.window ?? null,
    now: input.now ?? (() => Date.now()),
  }),
  initial: 'deciding',
  on: {
    'class.started': { target: '.deciding', actions: { type: 'assignPlaying', params: { playing: true } } },
    'class.ended': { target: '.deciding', actions: { type: 'assignPlaying', params: { playing: false } } },
    'schedule.changed': { target: '.deciding', actions: { type: 'assignSchedule', params: ({ event }) => event } },
    'window.changed': { target: '.deciding', actions: { type: 'assignWindow', params: ({ event }) => ({ window: event.window }) } },
  },
  states: {
    deciding: { always: [{ guard: 'mayFetch', target: 'open' }, { target: 'held' }] },
    open: { tags: ['open'], entry: 'open', after: { tick: { target: 'deciding' } } },
    held: { entry: 'hold', after: { tick: { target: 'deciding' } } },
  },
})
