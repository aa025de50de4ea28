import { and, inArray, isNotNull } from 'drizzle-orm'
import type { ClipSync, RunSync, ScreenSync } from '../../shared/schemas/classRuns'
import type { Db } from '../db/client'
import { classRunPlays } from '../db/schema'

/**
 * Proof of sync (docs/CLASS-RUNS.md#proof-of-sync): each screen measures |drift| of its playhead from the class
 * clock five times a second and reports, per clip, the median, 95th percentile and largest. A class's figures are
 * built from those alone, conservatively: a screen's 95th percentile over the class is the largest of its clips'
 * (at least 95 % of each clip's samples are within it, so at least 95 % of all of them are), the class's is its
 * worst screen's.
 */

/** A stored play's figures, or null when its screen did not report any (an app before proof of sync). */
export function clipSyncOf(row: {
  syncSamples: number | null
  syncMedianMs: number | null
  syncP95Ms: number | null
  syncMaxMs: number | null
  syncSeeks: number | null
  syncRateChanges: number | null
  clockErrorMs: number | null
}): ClipSync | null {
  if (row.syncSamples === null || row.syncMedianMs === null || row.syncP95Ms === null || row.syncMaxMs === null) return null
  return {
    samples: row.syncSamples,
    medianMs: row.syncMedianMs,
    p95Ms: row.syncP95Ms,
    maxMs: row.syncMaxMs,
    seeks: row.syncSeeks ?? 0,
    rateChanges: row.syncRateChanges ?? 0,
    clockErrorMs: row.clockErrorMs,
  }
}

const largest = (values: readonly (number | null)[]): number | null =>
  values.reduce<number | null>((top, value) => (value === null ? top : top === null ? value : Math.max(top, value)), null)

/** One screen's class from its clips' figures; null when none has any. */
export function screenSyncOf(clips: readonly (ClipSync | null)[], thresholdMs: number): ScreenSync | null {
  const measured = clips.filter((clip): clip is ClipSync => clip !== null)
  if (measured.length === 0) return null
  const p95Ms = Math.max(...measured.map((clip) => clip.p95Ms))
  return {
    clips: measured.length,
    samples: measured.reduce((sum, clip) => sum + clip.samples, 0),
    p95Ms,
    maxMs: Math.max(...measured.map((clip) => clip.maxMs)),
    seeks: measured.reduce((sum, clip) => sum + clip.seeks, 0),
    rateChanges: measured.reduce((sum, clip) => sum + clip.rateChanges, 0),
    clockErrorMs: largest(measured.map((clip) => clip.clockErrorMs)),
    inStep: p95Ms <= thresholdMs,
  }
}

/** The class from its screens' figures; null when no screen reported any. */
export function runSyncOf(screens: readonly (ScreenSync | null)[], thresholdMs: number): RunSync | null {
  const measured = screens.filter((screen): screen is ScreenSync => screen !== null)
  if (measured.length === 0) return null
  return {
    thresholdMs,
    screens: measured.length,
    inStep: measured.filter((screen) => screen.p95Ms <= thresholdMs).length,
    p95Ms: Math.max(...measured.map((screen) => screen.p95Ms)),
    maxMs: Math.max(...measured.map((screen) => screen.maxMs)),
    clockErrorMs: largest(measured.map((screen) => screen.clockErrorMs)),
  }
}

type SyncColumns = Pick<
  typeof classRunPlays.$inferSelect,
  'syncSamples' | 'syncMedianMs' | 'syncP95Ms' | 'syncMaxMs' | 'syncSeeks' | 'syncRateChanges' | 'clockErrorMs'
>

const syncColumns = {
  syncSamples: classRunPlays.syncSamples,
  syncMedianMs: classRunPlays.syncMedianMs,
  syncP95Ms: classRunPlays.syncP95Ms,
  syncMaxMs: classRunPlays.syncMaxMs,
  syncSeeks: classRunPlays.syncSeeks,
  syncRateChanges: classRunPlays.syncRateChanges,
  clockErrorMs: classRunPlays.clockErrorMs,
}

/** Each run's proof of sync, from its screens' clips (classRunSync.ts). */
export async function runSyncs(db: Db, runIds: readonly string[], thresholdMs: number): Promise<Map<string, RunSync | null>> {
  const found = new Map<string, RunSync | null>()
  if (runIds.length === 0) return found
  const rows = await db
    .select({ runId: classRunPlays.runId, screenId: classRunPlays.screenId, ...syncColumns })
    .from(classRunPlays)
    .where(and(inArray(classRunPlays.runId, [...runIds]), isNotNull(classRunPlays.syncSamples)))
  const byRun = new Map<string, Map<string, SyncColumns[]>>()
  for (const row of rows) {
    const screensOfRun = byRun.get(row.runId) ?? new Map<string, SyncColumns[]>()
    screensOfRun.set(row.screenId, [...(screensOfRun.get(row.screenId) ?? []), row])
    byRun.set(row.runId, screensOfRun)
  }
  for (const [runId, screensOfRun] of byRun) {
    const perScreen = [...screensOfRun.values()].map((clips) => screenSyncOf(clips.map(clipSyncOf), thresholdMs))
    found.set(runId, runSyncOf(perScreen, thresholdMs))
  }
  return found
}
