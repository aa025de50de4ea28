import { and, asc, count, desc, eq, exists, gte, ilike, lt, not, or, sql } from 'drizzle-orm'
import { ROUTINE_NAMES, type RoutineTemplate } from '../../../shared/routines'
import type { RoutineUpdate, Workout, WorkoutFilter } from '../../../shared/schemas/workouts'
import type { Db } from '../../db/client'
import { routines, workouts } from '../../db/schema'
import { containing } from '../../lib/search'
import { isUuid } from '../../lib/tokens'
import { routinesByWorkout, toWorkoutDto, type WorkoutRow } from '../../domain/workouts'

export type NewWorkout = Pick<typeof workouts.$inferInsert, 'name' | 'subHeader' | 'roundNumber' | 'startDate' | 'endDate' | 'isLrVideo'>
export type WorkoutChanges = Partial<NewWorkout> & { updatedAt?: Date }

export interface WorkoutListOptions {
  search?: string
  page: number
  pageSize: number
  filter?: WorkoutFilter
  /** The clock `startsWithinDays` counts from. */
  now: Date
}

const DAY_MS = 24 * 60 * 60 * 1000

function filterConditions(filter: WorkoutFilter | undefined, now: Date) {
  if (!filter) return []
  const hasRoutines = exists(sql`(select 1 from ${routines} where ${routines.workoutId} = ${workouts.id})`)
  // A link of only spaces is as missing as an empty one (the console trims what it shows).
  const lacksVideo = exists(sql`(select 1 from ${routines} where ${routines.workoutId} = ${workouts.id} and btrim(${routines.videoLink}) = '')`)
  // Start dates are stored at UTC midnight, so "within N days" counts whole UTC days from today.
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  return [
    filter.round !== undefined ? eq(workouts.roundNumber, filter.round) : undefined,
    filter.name ? ilike(workouts.name, containing(filter.name)) : undefined,
    filter.noRoutines === undefined ? undefined : filter.noRoutines ? not(hasRoutines) : hasRoutines,
    filter.missingVideo === undefined ? undefined : filter.missingVideo ? lacksVideo : not(lacksVideo),
    filter.startsWithinDays === undefined
      ? undefined
      : and(gte(workouts.startDate, today), lt(workouts.startDate, new Date(today.getTime() + filter.startsWithinDays * DAY_MS))),
    filter.activeWithinDays === undefined
      ? undefined
      : and(lt(workouts.startDate, new Date(today.getTime() + filter.activeWithinDays * DAY_MS)), gte(workouts.endDate, today)),
    filter.overlaps === undefined
      ? undefined
      : and(
          lt(workouts.startDate, new Date(Date.parse(`${filter.overlaps.to}T00:00:00Z`) + DAY_MS)),
          gte(workouts.endDate, new Date(`${filter.overlaps.from}T00:00:00Z`)),
        ),
  ]
}

/** One page of workouts with their routines, latest start first, with the total matching count. */
export async function listWorkouts(db: Db, options: WorkoutListOptions): Promise<{ items: Workout[]; total: number }> {
  const search = options.search ? containing(options.search) : undefined
  const where = and(search ? or(ilike(workouts.name, search), ilike(workouts.subHeader, search)) : undefined, ...filterConditions(options.filter, options.now))
  const [{ total }] = await db.select({ total: count() }).from(workouts).where(where)
  const rows = await db
    .select()
    .from(workouts)
    .where(where)
    .orderBy(desc(workouts.startDate), asc(workouts.name), asc(workouts.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize)
  const routineRows = await routinesByWorkout(
    db,
    rows.map((row) => row.id),
  )
  return { items: rows.map((row) => toWorkoutDto(row, routineRows.get(row.id) ?? [])), total }
}

/** The workout; `forUpdate` locks it in the transaction. */
export async function findWorkoutRow(db: Db, id: string, forUpdate = false): Promise<WorkoutRow | undefined> {
  if (!isUuid(id)) return undefined
  const query = db.select().from(workouts).where(eq(workouts.id, id)).limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  return row
}

export async function insertWorkout(db: Db, values: NewWorkout, routineTemplates: readonly RoutineTemplate[]): Promise<WorkoutRow> {
  const [row] = await db.insert(workouts).values(values).returning()
  if (routineTemplates.length > 0) {
    await db.insert(routines).values(routineTemplates.map((routine) => ({ ...routine, workoutId: row.id })))
  }
  return row
}

export async function updateWorkoutRow(db: Db, id: string, changes: WorkoutChanges): Promise<WorkoutRow> {
  const [row] = await db.update(workouts).set(changes).where(eq(workouts.id, id)).returning()
  return row
}

/**
 * Writes each routine by its step. A step the workout lacks (an old workout without routines)
 * is created with its standard name; fields left out of an update keep their values.
 */
export async function saveRoutines(db: Db, workoutId: string, updates: readonly RoutineUpdate[], now: Date): Promise<void> {
  for (const update of updates) {
    const given = {
      videoLink: update.videoLink,
      ...(update.lrVideoLink !== undefined && { lrVideoLink: update.lrVideoLink }),
      ...(update.name !== undefined && { name: update.name }),
      ...(update.text !== undefined && { text: update.text }),
    }
    await db
      .insert(routines)
      .values({ workoutId, step: update.step, name: ROUTINE_NAMES[update.step - 1], ...given, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [routines.workoutId, routines.step], set: { ...given, updatedAt: now } })
  }
}

/** Deletes the workout; its routines go with it (foreign key cascade). */
export async function deleteWorkoutRow(db: Db, id: string): Promise<void> {
  await db.delete(workouts).where(eq(workouts.id, id))
}
