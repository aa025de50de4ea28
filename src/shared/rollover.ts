import { CalendarDate, fromDate, getDayOfWeek, toCalendarDate } from '@internationalized/date'
import { DEFAULT_SCHEDULE, SCHEDULE_HOUR_DEFAULT } from './constants'
import { isScheduleHour } from './validation'

/** Roll hour used for a day with no valid setting: 12 = midnight, i.e. the natural date change. */
export const DEFAULT_ROLL_HOUR = SCHEDULE_HOUR_DEFAULT

/** Days in the dashboard's rolling schedule status. */
export const ROLLING_WINDOW_DAYS = 7

/** True when the value is a roll hour: a whole number from 5 (5 PM) to 12 (midnight). */
export const isRollHour: (value: unknown) => value is number = isScheduleHour

/** Reads a roll hour typed by staff ('5'..'12'); anything else is null and should be ignored (docs/RULES.md#validation). */
export function parseRollHour(input: string): number | null {
  if (typeof input !== 'string') return null
  const text = input.trim()
  if (!/^\d{1,2}$/.test(text)) return null
  const hour = Number(text)
  return isRollHour(hour) ? hour : null
}

/** Seven default roll hours (midnight every day), Sunday first, as a list the caller may change. */
export function defaultSchedule(): number[] {
  return [...DEFAULT_SCHEDULE]
}

/** The weekday of a date as an index into a roll schedule: 0 = Sunday ... 6 = Saturday. */
export function scheduleDayIndex(date: CalendarDate): number {
  return getDayOfWeek(date, 'en-US', 'sun')
}

/** The roll hour for the weekday of `date`; a missing or invalid entry counts as the default. */
export function rollHourFor(schedule: readonly number[], date: CalendarDate): number {
  const hour = schedule[scheduleDayIndex(date)]
  return isRollHour(hour) ? hour : DEFAULT_ROLL_HOUR
}

/**
 * The location's effective date at `now`: its local date in `timeZone`, moved to tomorrow once
 * the local hour reaches that weekday's roll hour (5 → 17:00 ... 11 → 23:00; 12 never moves it).
 * Throws RangeError for an unknown time zone.
 */
export function effectiveDate(now: Date, timeZone: string, schedule: readonly number[]): CalendarDate {
  const local = fromDate(now, timeZone)
  const date = toCalendarDate(local)
  // Roll hours count PM hours: 5 means 17:00 and 12 means 24:00, an hour the clock never shows.
  const rollsAt = rollHourFor(schedule, date) + 12
  return local.hour >= rollsAt ? date.add({ days: 1 }) : date
}

/** The date range of a scheduled workout as stored (ISO strings from the API, Date objects from the database). */
export interface WorkoutDateRange {
  startDate: string | Date
  endDate: string | Date
}

/**
 * True when the workout runs on `date`.
 *
 * Admins pick calendar days; the server stores the start at that day's UTC midnight and the end at
 * 23:59:59.999 UTC of its day (docs/RULES.md#validation). So the calendar days are the UTC date parts of the stored
 * instants, and they are compared with the location's effective date as calendar dates: a workout
 * for 8 March plays on 8 March in every studio's own time, not during 8 March UTC. A range with
 * an unreadable date covers nothing.
 */
export function workoutCovers(workout: WorkoutDateRange, date: CalendarDate): boolean {
  const start = utcCalendarDate(workout.startDate)
  const end = utcCalendarDate(workout.endDate)
  if (!start || !end) return false
  return start.compare(date) <= 0 && date.compare(end) <= 0
}

/** The calendar day (UTC date parts) of a stored instant, or null when it is not a date. */
export function utcCalendarDate(value: string | Date): CalendarDate | null {
  const instant = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null
  if (!instant || Number.isNaN(instant.getTime())) return null
  return new CalendarDate(instant.getUTCFullYear(), instant.getUTCMonth() + 1, instant.getUTCDate())
}

/** A workout as `pickCurrentWorkout` compares them. */
export interface SchedulableWorkout extends WorkoutDateRange {
  updatedAt?: string | Date | null
}

/**
 * The workout a round plays on `date`: among the workouts covering it, the one with the latest
 * start, then the latest update; on a full tie the first in the list. Null when none covers it.
 */
export function pickCurrentWorkout<T extends SchedulableWorkout>(workouts: readonly T[], date: CalendarDate): T | null {
  let best: T | null = null
  for (const workout of workouts) {
    if (!workoutCovers(workout, date)) continue
    if (best === null || isLater(workout, best)) best = workout
  }
  return best
}

function isLater(candidate: SchedulableWorkout, current: SchedulableWorkout): boolean {
  const byStart = instantOf(candidate.startDate) - instantOf(current.startDate)
  if (byStart !== 0) return byStart > 0
  return instantOf(candidate.updatedAt) > instantOf(current.updatedAt)
}

function instantOf(value: string | Date | null | undefined): number {
  if (value == null) return Number.NEGATIVE_INFINITY
  const ms = (value instanceof Date ? value : new Date(value)).getTime()
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms
}

/** The `days` dates starting with `today` (the dashboard's rolling schedule status). */
export function rollingWindow(today: CalendarDate, days: number = ROLLING_WINDOW_DAYS): CalendarDate[] {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`rollingWindow needs a whole number of days, got ${days}`)
  return Array.from({ length: days }, (_, offset) => today.add({ days: offset }))
}

/** Days two workouts of one round share, and which of them plays on those days. */
export interface WorkoutOverlap<T> {
  other: T
  /** First and last shared calendar day. */
  from: CalendarDate
  to: CalendarDate
  /** By the rule of `pickCurrentWorkout`: the later start plays, then the later update. */
  plays: 'this' | 'other'
}

/**
 * The workouts of a round whose days overlap `workout`'s (itself excluded by id), each with the
 * shared days and the one that plays on them, so an admin sees a clash before saving it.
 */
export function workoutOverlaps<T extends SchedulableWorkout & { id: string }>(
  workout: SchedulableWorkout & { id?: string },
  others: readonly T[],
): WorkoutOverlap<T>[] {
  const start = utcCalendarDate(workout.startDate)
  const end = utcCalendarDate(workout.endDate)
  if (!start || !end || end.compare(start) < 0) return []
  const found: WorkoutOverlap<T>[] = []
  for (const other of others) {
    if (other.id === workout.id) continue
    const otherStart = utcCalendarDate(other.startDate)
    const otherEnd = utcCalendarDate(other.endDate)
    if (!otherStart || !otherEnd) continue
    const from = start.compare(otherStart) >= 0 ? start : otherStart
    const to = end.compare(otherEnd) <= 0 ? end : otherEnd
    if (to.compare(from) < 0) continue
    const plays = pickCurrentWorkout<SchedulableWorkout>([other, workout], from) === workout ? 'this' : 'other'
    found.push({ other, from, to, plays })
  }
  return found.sort((a, b) => a.from.compare(b.from))
}
