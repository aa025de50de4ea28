import { getDayOfWeek, parseDate, type CalendarDate } from '@internationalized/date'
import { normaliseClassTime, WEEKDAYS, type ClassEntry, type WeeklyTimetable } from './classSchedule'

/**
 * The calendar on top of the weekly timetable (docs/RULES.md#calendar): a holiday (chain-wide or of
 * the studio's region) or a closure of the studio empties its day; on an open day, one-off classes are added and timetable
 * classes cancelled. Every date is the studio's own calendar date ('YYYY-MM-DD' in its time zone).
 * Pure and free of zod: the server, the console and the property test share it.
 */

export const CLASS_EXCEPTION_KINDS = ['extra', 'cancelled'] as const
export type ClassExceptionKind = (typeof CLASS_EXCEPTION_KINDS)[number]

export interface Holiday {
  id: string
  date: string
  name: string
  /** A regional public holiday's region; null: the whole chain. */
  regionId: string | null
}

export interface Closure {
  id: string
  startsOn: string
  endsOn: string
  reason: string
}

export interface ClassException {
  id: string
  date: string
  kind: ClassExceptionKind
  /** 'HH:MM', 24-hour, the studio's time. */
  classTime: string
  className: string
}

/** What the calendar holds for one location: the chain's holidays and its region's, and its own closures and exceptions. */
export interface LocationCalendar {
  holidays: readonly Holiday[]
  closures: readonly Closure[]
  exceptions: readonly ClassException[]
}

/** Why a studio is closed on a date: a holiday of the chain or of its region (its name), or its own closure (its reason). */
export interface DayClosure {
  kind: 'holiday' | 'closure'
  reason: string
}

/** One date of a studio: the classes it runs, or why it is closed (then no class runs). */
export interface DayPlan {
  date: string
  classes: ClassEntry[]
  closure: DayClosure | null
}

export const EMPTY_CALENDAR: LocationCalendar = { holidays: [], closures: [], exceptions: [] }

/** Why the studio is closed on `date`, or null: a holiday first, then the closure that began first. */
export function closureOn(calendar: LocationCalendar, date: string): DayClosure | null {
  const holiday = calendar.holidays.find((entry) => entry.date === date)
  if (holiday) return { kind: 'holiday', reason: holiday.name }
  const closure = [...calendar.closures].sort((a, b) => a.startsOn.localeCompare(b.startsOn)).find((entry) => entry.startsOn <= date && date <= entry.endsOn)
  return closure ? { kind: 'closure', reason: closure.reason } : null
}

/**
 * The classes of `date` at the studio: none when it is closed; otherwise the timetable's classes of
 * that weekday without the cancelled ones, with the extra ones, sorted by time. A cancellation names a
 * class by its start time (all classes at that time); an extra class at a time already taken is added beside it.
 */
export function dayPlan(timetable: Partial<WeeklyTimetable>, calendar: LocationCalendar, day: CalendarDate | string): DayPlan {
  const date = typeof day === 'string' ? parseDate(day) : day
  const key = date.toString()
  const closure = closureOn(calendar, key)
  if (closure) return { date: key, classes: [], closure }
  const ofDate = calendar.exceptions.filter((entry) => entry.date === key)
  const cancelled = new Set(ofDate.filter((entry) => entry.kind === 'cancelled').map((entry) => entry.classTime))
  const weekly = timetable[WEEKDAYS[getDayOfWeek(date, 'en-US', 'sun')]] ?? []
  const classes: ClassEntry[] = weekly.filter((entry) => !cancelled.has(normaliseClassTime(entry.class_time) ?? entry.class_time))
  for (const extra of ofDate.filter((entry) => entry.kind === 'extra')) classes.push({ class_name: extra.className, class_time: extra.classTime })
  classes.sort((a, b) => (a.class_time < b.class_time ? -1 : a.class_time > b.class_time ? 1 : 0))
  return { date: key, classes, closure: null }
}

/** The first closure of `closures` sharing a day with startsOn..endsOn (both counted), or undefined. */
export function overlappingClosure<T extends Pick<Closure, 'startsOn' | 'endsOn'>>(closures: readonly T[], startsOn: string, endsOn: string): T | undefined {
  return closures.find((entry) => entry.startsOn <= endsOn && startsOn <= entry.endsOn)
}
