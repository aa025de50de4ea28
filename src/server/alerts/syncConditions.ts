import { and, desc, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { classRunPlays, classRuns, screens } from '../db/schema'
import type { LocationRow } from '../domain/locations'
import type { Liveness } from '../fleet/liveness'
import type { Condition } from './evaluate'

/** A screen's latest class counts for this long: a screen that plays no class for a week has its alert resolved. */
export const OUT_OF_STEP_DAYS = 7

/** Why a screen's clips drifted, as far as its figures and its device tell (docs/ALERTS.md). */
export type OutOfStepCause = 'stalls' | 'clockUnsure' | 'slowDevice'

/** One clip of the class that put a screen out of step. */
export interface DriftedClip {
  name: string
  position: number
  p95Ms: number
  stalls: number
  clockErrorMs: number | null
}

/**
 * The likely cause: the clip froze waiting for data (stalls), the screen could not be sure of the server's time (its
 * clock error is half the threshold or more: its start instant, and every drift it measured, was that uncertain), or,
 * neither, the device could not keep its decoder on the clock (a slow device).
 */
export function likelyCause(clips: readonly DriftedClip[], thresholdMs: number): OutOfStepCause {
  if (clips.some((clip) => clip.stalls > 0)) return 'stalls'
  if (clips.some((clip) => clip.clockErrorMs !== null && clip.clockErrorMs * 2 >= thresholdMs)) return 'clockUnsure'
  return 'slowDevice'
}

/**
 * Proof of sync's alert (docs/CLASS-RUNS.md#proof-of-sync): a screen whose latest class it reported drift for, within
 * the week, had a 95th percentile of |drift| over the threshold. It names the screen, the clips over the threshold and
 * the likely cause, and resolves when a later class of the screen is in step (or none for a week, or it is deleted).
 */
export async function syncConditions(
  db: Db,
  fleet: Pick<Liveness, 'deviceState'>,
  inService: readonly LocationRow[],
  thresholdMs: number,
  now: Date,
): Promise<Condition[]> {
  if (inService.length === 0) return []
  const since = new Date(now.getTime() - OUT_OF_STEP_DAYS * 24 * 60 * 60_000)
  // Each screen's latest class with figures (one row a screen).
  const latest = await db
    .selectDistinctOn([classRunPlays.screenId], { screenId: classRunPlays.screenId, runId: classRunPlays.runId, anchorAt: classRuns.anchorAt })
    .from(classRunPlays)
    .innerJoin(classRuns, eq(classRuns.id, classRunPlays.runId))
    .where(
      and(
        isNotNull(classRunPlays.syncSamples),
        gte(classRuns.anchorAt, since),
        inArray(
          classRuns.locationId,
          inService.map((location) => location.id),
        ),
      ),
    )
    .orderBy(classRunPlays.screenId, desc(classRuns.anchorAt))
  if (latest.length === 0) return []
  const plays = await db
    .select({
      screenId: classRunPlays.screenId,
      runId: classRunPlays.runId,
      position: classRunPlays.position,
      name: classRunPlays.clipName,
      p95Ms: classRunPlays.syncP95Ms,
      maxMs: classRunPlays.syncMaxMs,
      stalls: classRunPlays.stalls,
      clockErrorMs: classRunPlays.clockErrorMs,
    })
    .from(classRunPlays)
    .where(
      and(
        isNotNull(classRunPlays.syncSamples),
        or(...latest.map((row) => and(eq(classRunPlays.screenId, row.screenId), eq(classRunPlays.runId, row.runId)))),
        sql`${classRunPlays.syncP95Ms} > ${thresholdMs}`,
      ),
    )
    .orderBy(classRunPlays.position)
  if (plays.length === 0) return []
  const named = await db
    .select({ id: screens.id, name: screens.name, round: screens.round, locationId: screens.locationId, deviceState: screens.deviceState })
    .from(screens)
    .where(inArray(screens.id, [...new Set(plays.map((row) => row.screenId))]))
  const found: Condition[] = []
  const inServiceIds = new Set(inService.map((location) => location.id))
  for (const screen of named) {
    if (!inServiceIds.has(screen.locationId)) continue
    const run = latest.find((row) => row.screenId === screen.id)!
    const clips = plays.filter((row) => row.screenId === screen.id && row.runId === run.runId).map((row) => ({ ...row, p95Ms: row.p95Ms ?? 0 }))
    if (clips.length === 0) continue
    const memory = fleet.deviceState(screen.id, screen.deviceState)?.facts?.deviceMemory ?? null
    found.push({
      // One alert a screen: a second class out of step keeps the alert open (its details stay those of the class that raised it).
      key: `screenOutOfStep|${screen.locationId}|${screen.id}`,
      locationId: screen.locationId,
      kind: 'screenOutOfStep',
      details: {
        screen: screen.name,
        round: screen.round,
        run: run.runId,
        classAt: run.anchorAt.toISOString(),
        p95Ms: Math.max(...clips.map((clip) => clip.p95Ms)),
        maxMs: Math.max(...clips.map((clip) => clip.maxMs ?? 0)),
        thresholdMs,
        clips: clips.map((clip) => clip.name || `#${clip.position + 1}`).join(', '),
        cause: likelyCause(clips, thresholdMs),
        deviceMemory: memory,
      },
    })
  }
  return found
}
