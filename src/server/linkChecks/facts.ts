import { and, asc, desc, eq, gte, inArray, lt, or } from 'drizzle-orm'
import { CLASS_LENGTH_MINUTES, type ClipFacts, type LinkProblemWorkout, type RoutineLinkCheck, type WorkoutLinkChecks } from '../../shared/schemas/linkChecks'
import type { Db } from '../db/client'
import { clipFacts, routines, workouts } from '../db/schema'
import { rowTime } from '../lib/isoTime'
import { inBatches } from '../lib/jobs'
import type { RoutineRow, WorkoutRow } from '../domain/workouts'
import type { ProbeResult } from './probe'

// The clip facts table (migration 0024_link_checks) and what the console reads of it (docs/LINK-CHECKS.md).

export type ClipFactsRow = typeof clipFacts.$inferSelect

const DAY_MS = 24 * 60 * 60 * 1000
export const CLASS_LENGTH_MS = CLASS_LENGTH_MINUTES * 60_000

export function toClipFactsDto(row: ClipFactsRow): ClipFacts {
  return {
    url: row.url,
    status: row.status as ClipFacts['status'],
    error: row.error,
    httpStatus: row.httpStatus,
    contentType: row.contentType,
    size: row.size,
    sha256: row.sha256,
    durationMs: row.durationMs,
    videoCodec: row.videoCodec,
    audioCodec: row.audioCodec,
    width: row.width,
    height: row.height,
    checkedAt: rowTime(row.checkedAt),
  }
}

/** The facts known of each URL (the screen side reads sizes and hashes from here too). */
export async function clipFactsFor(db: Db, urls: readonly string[]): Promise<Map<string, ClipFactsRow>> {
  const unique = [...new Set(urls)]
  const found = new Map<string, ClipFactsRow>()
  if (unique.length === 0) return found
  await inBatches(unique, async (batch) => {
    for (const row of await db.select().from(clipFacts).where(inArray(clipFacts.url, batch))) found.set(row.url, row)
  })
  return found
}

/** Stores what a check found of one link (a check of a link only: a library file's SHA-256 is kept). */
export async function saveProbe(db: Db, url: string, result: ProbeResult, checkedAt: Date): Promise<void> {
  const values = { url, ...result, checkedAt }
  const { url: _url, ...changes } = values
  await db.insert(clipFacts).values(values).onConflictDoUpdate({ target: clipFacts.url, set: changes })
}

/** The non-blank links of some routines, the video link first, as the checks list them. */
export function routineLinks(rows: readonly Pick<RoutineRow, 'step' | 'name' | 'videoLink' | 'lrVideoLink'>[]) {
  const links: Omit<RoutineLinkCheck, 'facts'>[] = []
  for (const row of rows) {
    if (row.videoLink.trim()) links.push({ step: row.step, name: row.name, field: 'videoLink', url: row.videoLink.trim() })
    if (row.lrVideoLink.trim()) links.push({ step: row.step, name: row.name, field: 'lrVideoLink', url: row.lrVideoLink.trim() })
  }
  return links
}

/** The workout's links with what is known of each, and the class's length from its video links. */
export function linkChecksOf(workoutId: string, rows: readonly RoutineRow[], facts: ReadonlyMap<string, ClipFactsRow>): WorkoutLinkChecks {
  const links = routineLinks(rows).map((link) => {
    const row = facts.get(link.url)
    return { ...link, facts: row ? toClipFactsDto(row) : null }
  })
  let totalDurationMs = 0
  let unknownDurations = 0
  for (const link of links) {
    if (link.field !== 'videoLink') continue
    if (link.facts?.durationMs != null && link.facts.status !== 'notVideo') totalDurationMs += link.facts.durationMs
    else unknownDurations += 1
  }
  return {
    workoutId,
    links,
    problems: links.filter((link) => link.facts && link.facts.status !== 'ok').length,
    unchecked: links.filter((link) => !link.facts).length,
    totalDurationMs,
    unknownDurations,
    classLengthMs: CLASS_LENGTH_MS,
  }
}

async function routinesOf(db: Db, workoutIds: readonly string[]): Promise<Map<string, RoutineRow[]>> {
  const byWorkout = new Map<string, RoutineRow[]>(workoutIds.map((id) => [id, []]))
  if (workoutIds.length === 0) return byWorkout
  const rows = await db
    .select()
    .from(routines)
    .where(inArray(routines.workoutId, [...workoutIds]))
    .orderBy(asc(routines.step))
  for (const row of rows) byWorkout.get(row.workoutId)?.push(row)
  return byWorkout
}

export async function workoutLinkChecks(db: Db, workoutId: string): Promise<WorkoutLinkChecks> {
  const rows = (await routinesOf(db, [workoutId])).get(workoutId) ?? []
  return linkChecksOf(
    workoutId,
    rows,
    await clipFactsFor(
      db,
      routineLinks(rows).map((link) => link.url),
    ),
  )
}

/** The workouts that play from today (UTC; stored dates are calendar days) through the next `days` - 1 days. */
function comingWorkouts(now: Date, days: number) {
  // A day earlier than UTC's today: a studio west of UTC may still be on yesterday.
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return and(lt(workouts.startDate, new Date(today + days * DAY_MS)), gte(workouts.endDate, new Date(today - DAY_MS)))
}

/** The links of the coming days' workouts a check is due for: never checked, or last checked before `staleBefore`. */
export async function dueLinks(db: Db, now: Date, days: number, staleBefore: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ videoLink: routines.videoLink, lrVideoLink: routines.lrVideoLink })
    .from(routines)
    .innerJoin(workouts, eq(workouts.id, routines.workoutId))
    .where(comingWorkouts(now, days))
  const urls = [...new Set(rows.flatMap((row) => [row.videoLink.trim(), row.lrVideoLink.trim()]).filter(Boolean))]
  const known = await clipFactsFor(db, urls)
  return urls.filter((url) => {
    const row = known.get(url)
    return !row || row.checkedAt < staleBefore
  })
}

/** The coming days' workouts with at least one link found not ok, soonest first, a page at a time (Content Status). */
export async function linkProblems(db: Db, now: Date, days: number, page: { page: number; pageSize: number }) {
  const broken = await db
    .selectDistinct({ id: workouts.id, startDate: workouts.startDate, name: workouts.name })
    .from(workouts)
    .innerJoin(routines, eq(routines.workoutId, workouts.id))
    .innerJoin(clipFacts, or(eq(clipFacts.url, routines.videoLink), eq(clipFacts.url, routines.lrVideoLink)))
    .where(and(comingWorkouts(now, days), inArray(clipFacts.status, ['unreachable', 'notVideo', 'unplayableCodec'])))
    .orderBy(asc(workouts.startDate), asc(workouts.name), desc(workouts.id))
  const total = broken.length
  const ids = broken.slice((page.page - 1) * page.pageSize, page.page * page.pageSize).map((row) => row.id)
  if (ids.length === 0) return { items: [] as LinkProblemWorkout[], total }
  const workoutRows = new Map<string, WorkoutRow>((await db.select().from(workouts).where(inArray(workouts.id, ids))).map((row) => [row.id, row]))
  const routineRows = await routinesOf(db, ids)
  const facts = await clipFactsFor(
    db,
    [...routineRows.values()].flatMap((rows) => routineLinks(rows).map((link) => link.url)),
  )
  const items = ids.map((id): LinkProblemWorkout => {
    const workout = workoutRows.get(id)!
    const checks = linkChecksOf(id, routineRows.get(id) ?? [], facts)
    return {
      id,
      name: workout.name,
      round: workout.roundNumber,
      startDate: rowTime(workout.startDate),
      endDate: rowTime(workout.endDate),
      problems: checks.links.filter((link) => link.facts && link.facts.status !== 'ok'),
      totalDurationMs: checks.totalDurationMs,
      classLengthMs: checks.classLengthMs,
    }
  })
  return { items, total }
}
