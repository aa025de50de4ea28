import { CalendarDateTime, fromAbsolute, getDayOfWeek, toCalendarDate, toZoned } from '@internationalized/date'
import { DEFAULT_TIME_ZONE } from './constants'
import { WEEKDAYS, type Weekday } from './weekdays'

/** Time zone used when a location has none, or an unknown one (docs/RULES.md#class-playback, docs/RULES.md#constants); declared once in constants.ts. */
export { DEFAULT_TIME_ZONE, WEEKDAYS, type Weekday }

/** A class only counts as "next" until 30 minutes after its start (docs/RULES.md#class-playback). */
export const NEXT_CLASS_GRACE_MINUTES = 30

/** Minutes of the start window, measured from the scheduled time plus the offset (docs/RULES.md#constants). */
export const START_WINDOW_MINUTES = { from: 0, to: 29 } as const

/** Offset added to the minutes since the scheduled start: the countdown runs before the class. */
export const START_OFFSET_MINUTES = { countdown: 5, alternateCountdown: 0.17 } as const

/**
 * The dashboard's weekly class table runs Monday to Sunday (docs/RULES.md#constants). A `WeeklyTimetable` is
 * keyed by weekday; object key order carries no meaning, so iterate one of these two orders.
 */
export const DASHBOARD_DAY_ORDER = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const satisfies readonly Weekday[]

/** A location's roll-hour list (its `schedule`) runs Sunday first: index i is the weekday `Date#getUTCDay() === i`. */
export const SCHEDULE_HOURS_DAY_ORDER = WEEKDAYS

/** One class of a day, as the studio source names it: its name and its start time of day. */
export interface ClassEntry {
  class_name: string
  /** 'HH:MM' (24-hour, local to the location) once stored; normaliseClassTime reads the other forms. */
  class_time: string
}

/** A location's classes per weekday (the server keeps every day; the screen holds the days it was sent). */
export type WeeklyTimetable = Record<Weekday, ClassEntry[]>

/** A class of today, resolved to an instant in the location's zone. */
export interface ClassToday {
  name: string
  /** Normalised 24-hour 'HH:MM'. */
  time: string
  /** Epoch milliseconds of the scheduled start. */
  startsAt: number
}

const TWELVE_HOUR = /^(\d{1,2})(?:[:.](\d{2}))?(?::(\d{2}))?\s*([ap])\.?\s*(?:m\.?)?$/
const TWENTY_FOUR_HOUR = /^(\d{1,2})[:.h](\d{2})(?::(\d{2}))?$/

/**
 * Normalises class-time text to 'HH:MM' (24-hour), or null when it is not a time of day.
 * Accepts 12-hour ('6:00 PM', '6pm', '06:00pm', '12:15 AM', '6 p.m.') and 24-hour ('18:00',
 * '6:05', '18.00', '18:00:00'; seconds are dropped). A bare number without am/pm is refused:
 * '6' could mean 06:00 or 18:00.
 */
export function normaliseClassTime(text: string): string | null {
  if (typeof text !== 'string') return null
  const value = text.trim().toLowerCase().replace(/\s+/g, ' ')
  const twelve = TWELVE_HOUR.exec(value)
  if (twelve) {
    const [, h, m = '00', s = '00', meridiem] = twelve
    const hour = Number(h)
    if (hour < 1 || hour > 12 || !validMinuteOrSecond(m) || !validMinuteOrSecond(s)) return null
    return formatTime((hour % 12) + (meridiem === 'p' ? 12 : 0), m)
  }
  const twentyFour = TWENTY_FOUR_HOUR.exec(value)
  if (twentyFour) {
    const [, h, m, s = '00'] = twentyFour
    const hour = Number(h)
    if (hour > 23 || !validMinuteOrSecond(m) || !validMinuteOrSecond(s)) return null
    return formatTime(hour, m)
  }
  return null
}

function validMinuteOrSecond(twoDigits: string): boolean {
  return Number(twoDigits) <= 59
}

function formatTime(hour: number, minutes: string): string {
  return `${String(hour).padStart(2, '0')}:${minutes}`
}

/** Hour (0-23) and minute of class-time text (any form normaliseClassTime reads); null when it is not a time. */
export function parseClassTime(text: string): { hour: number; minute: number } | null {
  const normalised = normaliseClassTime(text)
  if (normalised === null) return null
  const [hour, minute] = normalised.split(':').map(Number)
  return { hour, minute }
}

/** Zones already checked, and what each resolved to: making a formatter to check one costs about 0.1 ms. */
const resolvedZones = new Map<string, string>()
/** Enough for every zone there is; past it (names that are not zones) the oldest answers are forgotten. */
const RESOLVED_ZONES_KEPT = 1_000

/** The given zone when the runtime knows it, otherwise the default America/New_York. */
export function resolveTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return DEFAULT_TIME_ZONE
  const known = resolvedZones.get(timeZone)
  if (known) return known
  let resolved = DEFAULT_TIME_ZONE
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    resolved = timeZone
  } catch {
    // Not a zone this runtime knows: the default.
  }
  if (resolvedZones.size >= RESOLVED_ZONES_KEPT) resolvedZones.delete(resolvedZones.keys().next().value!)
  resolvedZones.set(timeZone, resolved)
  return resolved
}

/** The weekday at instant `now` (epoch ms) in the location's zone. */
export function weekdayAt(now: number, timeZone: string): Weekday {
  const zoned = fromAbsolute(now, resolveTimeZone(timeZone))
  return WEEKDAYS[getDayOfWeek(zoned, 'en-US', 'sun')]
}

/** The calendar date ('YYYY-MM-DD') at instant `now` (epoch ms) in the location's zone. */
export function localDateAt(now: number, timeZone: string): string {
  return toCalendarDate(fromAbsolute(now, resolveTimeZone(timeZone))).toString()
}

/** Why the studio is closed on one of its dates (a holiday's name or a closure's reason), as the screen is told. */
export interface ClosedDay {
  /** The studio's own date, 'YYYY-MM-DD'. */
  date: string
  reason: string
}

/** True when `closed` is the studio's closure of its date at `now` (a closure of another day says nothing of today). */
export function isClosedAt(closed: ClosedDay | null | undefined, now: number, timeZone: string): boolean {
  return Boolean(closed) && closed!.date === localDateAt(now, timeZone)
}

/** Epoch ms of wall-clock `time` on the zoned calendar day of `now`; a time inside a DST gap moves forward. */
export function scheduledInstant(time: string, now: number, timeZone: string): number | null {
  const parsed = parseClassTime(time)
  if (!parsed) return null
  const zone = resolveTimeZone(timeZone)
  const today = fromAbsolute(now, zone)
  const wallClock = new CalendarDateTime(today.year, today.month, today.day, parsed.hour, parsed.minute)
  return toZoned(wallClock, zone, 'compatible').toDate().getTime()
}

/** Today's classes in the location's zone, empty times dropped, sorted by time. */
export function classesToday(timetable: Partial<WeeklyTimetable>, now: number, timeZone: string): ClassToday[] {
  return classesOfDay(timetable[weekdayAt(now, timeZone)] ?? [], now, timeZone)
}

/** A day's classes (the calendar applied: src/shared/calendar.ts) resolved to instants on the zoned date of `now`, sorted. */
export function classesOfDay(entries: readonly ClassEntry[], now: number, timeZone: string): ClassToday[] {
  const classes: ClassToday[] = []
  for (const entry of entries) {
    const time = normaliseClassTime(entry.class_time ?? '')
    const startsAt = time === null ? null : scheduledInstant(time, now, timeZone)
    if (time !== null && startsAt !== null) classes.push({ name: entry.class_name, time, startsAt })
  }
  return classes.sort((a, b) => a.startsAt - b.startsAt)
}

/**
 * The class today the screen waits for or joins: the first whose start plus 30 minutes is later than `now`, unless a
 * later class's countdown has already begun (its start minus the countdown, 5 minutes or the short one's 10 s), which
 * then is next. Without that, a class 30 minutes or less after the one before it was hidden by that class's grace
 * period and started late, joined mid-countdown. Null when none is left.
 */
export function nextClassToday(timetable: Partial<WeeklyTimetable>, now: number, timeZone: string, alternateCountdown = false): ClassToday | null {
  const graceMs = NEXT_CLASS_GRACE_MINUTES * 60_000
  const countdownMs = startOffsetMinutes(alternateCountdown) * 60_000
  const left = classesToday(timetable, now, timeZone).filter((entry) => entry.startsAt + graceMs > now)
  return left.findLast((entry) => entry.startsAt - countdownMs <= now) ?? left[0] ?? null
}

/** Minutes (fractional, negative before the start) from the class's scheduled instant to `now`. */
export function minutesSinceScheduled(scheduled: Pick<ClassToday, 'startsAt'>, now: number): number {
  return (now - scheduled.startsAt) / 60_000
}

/** The start offset in minutes: 5, or 0.17 with the alternate (short) countdown. */
export function startOffsetMinutes(alternateCountdown: boolean): number {
  return alternateCountdown ? START_OFFSET_MINUTES.alternateCountdown : START_OFFSET_MINUTES.countdown
}

/** True when the minutes since the class's start plus the offset fall within 0..29. */
export function shouldAutoStart(next: ClassToday | null, now: number, alternateCountdown: boolean): boolean {
  if (!next) return false
  const minutes = minutesSinceScheduled(next, now) + startOffsetMinutes(alternateCountdown)
  return minutes >= START_WINDOW_MINUTES.from && minutes <= START_WINDOW_MINUTES.to
}

/** Epoch ms at which an automatically started class begins its first clip (scheduled start minus the offset). */
export function autoStartInstant(next: ClassToday, alternateCountdown: boolean): number {
  return Math.round(next.startsAt - startOffsetMinutes(alternateCountdown) * 60_000)
}
