import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm'
import { effectiveDate, pickCurrentWorkout } from '../../shared/rollover'
import type { Routine, Workout } from '../../shared/schemas/workouts'
import type { Db } from '../db/client'
import { routines, workouts } from '../db/schema'
import type { LocationRow } from './locations'

/**
 * A workout as the API shows it (routines sorted by step), and the day's workout of a round at a
 * location: the workouts routes, the screens' heartbeat and round, readiness and alerts share it.
 */
export type WorkoutRow = typeof workouts.$inferSelect
export type RoutineRow = typeof routines.$inferSelect

const DAY_MS = 24 * 60 * 60 * 1000

function toRoutineDto(row: RoutineRow): Routine {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    step: row.step,
    videoLink: row.videoLink,
    lrVideoLink: row.lrVideoLink,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export function toWorkoutDto(row: WorkoutRow, routineRows: RoutineRow[]): Workout {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    subHeader: row.subHeader,
    round: row.roundNumber,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    isLrVideo: row.isLrVideo,
    routines: routineRows.map(toRoutineDto),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export async function routinesByWorkout(db: Db, workoutIds: string[]): Promise<Map<string, RoutineRow[]>> {
  const byWorkout = new Map<string, RoutineRow[]>(workoutIds.map((id) => [id, []]))
  if (workoutIds.length === 0) return byWorkout
  const rows = await db.select().from(routines).where(inArray(routines.workoutId, workoutIds)).orderBy(asc(routines.step))
  for (const row of rows) byWorkout.get(row.workoutId)?.push(row)
  return byWorkout
}

/** The workout with its routines sorted by step. */
export async function workoutDto(db: Db, row: WorkoutRow): Promise<Workout> {
  const routineRows = await routinesByWorkout(db, [row.id])
  return toWorkoutDto(row, routineRows.get(row.id) ?? [])
}

/**
 * The workout round `roundNumber` plays at `now` in the location: the location's effective date
 * (its zone and roll hour) picks among the workouts covering it, routines sorted by step.
 */
export async function currentWorkoutFor(db: Db, roundNumber: number, location: Pick<LocationRow, 'timeZone' | 'schedule'>, now: Date): Promise<Workout | null> {
  const date = effectiveDate(now, location.timeZone, location.schedule)
  // Stored ranges are calendar days at UTC midnight (see workoutCovers): narrow in SQL, decide in pickCurrentWorkout.
  const dayStart = new Date(Date.UTC(date.year, date.month - 1, date.day))
  const candidates = await db
    .select()
    .from(workouts)
    .where(and(eq(workouts.roundNumber, roundNumber), lt(workouts.startDate, new Date(dayStart.getTime() + DAY_MS)), gte(workouts.endDate, dayStart)))
  const workout = pickCurrentWorkout(candidates, date)
  return workout ? workoutDto(db, workout) : null
}
