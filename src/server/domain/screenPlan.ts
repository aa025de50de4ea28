import { CalendarDateTime, toZoned, type CalendarDate } from '@internationalized/date'
import { and, count, eq, gte, inArray, lt } from 'drizzle-orm'
import { dayPlan, type LocationCalendar } from '../../shared/calendar'
import { effectiveDate, pickCurrentWorkout, rollHourFor } from '../../shared/rollover'
import type { LocationTimetable } from '../../shared/schemas/class'
import type { PlanClip, PlanEntry, PlanWorkout, ScreenPlan } from '../../shared/schemas/screenPlan'
import type { Workout } from '../../shared/schemas/workouts'
import type { Db } from '../db/client'
import { screens, workouts } from '../db/schema'
import { clipFactsFor } from '../linkChecks/facts'
import type { LocationRow } from './locations'
import { localDate } from './timetable'
import { routinesByWorkout, toWorkoutDto } from './workouts'

/**
 * What a screen is told is coming (docs/SCREEN-DEVICE.md#content-ahead): the workouts its round plays over the next
 * days, each from the instant the location's roll-over makes it current, and the coming days' classes.
 */

const DAY_MS = 24 * 60 * 60 * 1000

/** The instant `date` becomes the location's effective date: the roll-over hour of the day before, in its zone. */
export function rollOverInstant(date: CalendarDate, timeZone: string, schedule: readonly number[]): Date {
  const before = date.subtract({ days: 1 })
  // Roll hours count PM hours (5 → 17:00 … 12 → 24:00, the next midnight).
  const hours = rollHourFor(schedule, before) + 12
  const wallClock = new CalendarDateTime(before.year, before.month, before.day).add({ hours })
  return toZoned(wallClock, timeZone, 'compatible').toDate()
}

/** What is known of a clip that a screen can check its copy against: a library file's size and SHA-256 (clip_facts). */
export type KnownClips = ReadonlyMap<string, { size: number | null; sha256: string | null }>

/**
 * The routines' distinct links, normal then low-resolution per step, each with its size and SHA-256 where the media
 * library holds the file (docs/MEDIA-LIBRARY.md); a pasted link's are null (only its head was ever read).
 */
export function planClips(workout: Pick<Workout, 'routines'> | null, known: KnownClips = new Map()): PlanClip[] {
  if (!workout) return []
  const urls = new Set<string>()
  for (const routine of workout.routines) {
    if (routine.videoLink) urls.add(routine.videoLink)
    if (routine.lrVideoLink) urls.add(routine.lrVideoLink)
  }
  return [...urls].map((url) => {
    const facts = known.get(url)
    return facts?.sha256 ? { url, bytes: facts.size, sha256: facts.sha256 } : { url, bytes: null, sha256: null }
  })
}

function planWorkout(workout: Workout): PlanWorkout {
  return {
    id: workout.id,
    name: workout.name,
    updatedAt: workout.updatedAt,
    isLrVideo: workout.isLrVideo,
    routines: workout.routines.map((routine) => ({ step: routine.step, name: routine.name, videoLink: routine.videoLink, lrVideoLink: routine.lrVideoLink })),
  }
}

/**
 * The round's workouts from the effective date `today` for `days` days, one entry each time the workout changes:
 * the first is the current one (`from` null), each next one from the roll-over that makes its first day current.
 */
export function planEntries(
  candidates: readonly Workout[],
  today: CalendarDate,
  days: number,
  location: Pick<LocationRow, 'timeZone' | 'schedule'>,
  known: KnownClips = new Map(),
): PlanEntry[] {
  const entries: PlanEntry[] = []
  let previous: string | null | undefined
  for (let offset = 0; offset < days; offset++) {
    const date = today.add({ days: offset })
    const workout = pickCurrentWorkout(candidates, date)
    const id = workout?.id ?? null
    if (offset > 0 && id === previous) continue
    previous = id
    entries.push({
      date: date.toString(),
      from: offset === 0 ? null : rollOverInstant(date, location.timeZone, location.schedule).toISOString(),
      workout: workout ? planWorkout(workout) : null,
      clips: planClips(workout, known),
    })
  }
  return entries
}

/** A round's workouts over a span of effective dates, with what is known of their clips: the same for every location on those dates. */
export interface RoundWorkouts {
  candidates: Workout[]
  known: KnownClips
}

/**
 * Where a plan's parts come from (the fleet keeps each: fleet.screenPlan). A round's workouts are shared by every
 * location on the same effective date, so a chain of a thousand studios reads them once per round, not once per studio.
 */
export interface PlanSources {
  timetable(location: LocationRow): Promise<{ timetable: LocationTimetable['timetable'] }>
  calendar(location: LocationRow): Promise<LocationCalendar>
  roundWorkouts(round: number, today: CalendarDate, days: number): Promise<RoundWorkouts>
  /** The location's screens: they share its download cap. */
  screenCount(locationId: string): Promise<number>
}

/** The round's workouts that cover any of the `days` effective dates from `today`, and their clips' known facts. */
export async function loadRoundWorkouts(db: Db, round: number, today: CalendarDate, days: number): Promise<RoundWorkouts> {
  const first = Date.UTC(today.year, today.month - 1, today.day)
  // Stored ranges are calendar days at UTC midnight (workoutCovers): narrow in SQL, decide in pickCurrentWorkout.
  const rows = await db
    .select()
    .from(workouts)
    .where(and(eq(workouts.roundNumber, round), lt(workouts.startDate, new Date(first + days * DAY_MS)), gte(workouts.endDate, new Date(first))))
  const routines = await routinesByWorkout(
    db,
    rows.map((row) => row.id),
  )
  const candidates = rows.map((row) => toWorkoutDto(row, routines.get(row.id) ?? []))
  const known = await clipFactsFor(
    db,
    candidates.flatMap((workout) => workout.routines.flatMap((routine) => [routine.videoLink, routine.lrVideoLink].filter(Boolean))),
  )
  return { candidates, known }
}

/** The screens of each of `locationIds`, in one query (a location without screens is absent: 0). */
export async function screenCounts(db: Db, locationIds: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ locationId: screens.locationId, screenCount: count() })
    .from(screens)
    .where(inArray(screens.locationId, locationIds))
    .groupBy(screens.locationId)
  return new Map(rows.map((row) => [row.locationId, Number(row.screenCount)]))
}

/** The plan of a screen of round `round` at `location`, read at `now` (the fleet keeps it: fleet.screenPlan). */
export async function loadScreenPlan(sources: PlanSources, round: number, location: LocationRow, now: Date, days: number): Promise<ScreenPlan> {
  const today = effectiveDate(now, location.timeZone, location.schedule)
  const [{ candidates, known }, { timetable }, calendar, screenCount] = await Promise.all([
    sources.roundWorkouts(round, today, days),
    sources.timetable(location),
    sources.calendar(location),
    sources.screenCount(location.id),
  ])
  const localToday = localDate(now, location.timeZone)
  return {
    days,
    timeZone: location.timeZone,
    workouts: planEntries(candidates, today, days, location, known),
    timetable: Array.from({ length: days }, (_, offset) => {
      const plan = dayPlan(timetable, calendar, localToday.add({ days: offset }))
      return { date: plan.date, classes: plan.classes, closed: plan.closure?.reason ?? null }
    }),
    screens: screenCount,
  }
}
