import { and, count, eq, isNotNull, isNull, notInArray } from 'drizzle-orm'
import { classLength } from '../../shared/classFormat'
import type { Db } from '../db/client'
import { classRunPlays, classRuns, locations } from '../db/schema'
import type { LocationRow } from './locations'
import { emitWebhookEvent } from '../webhooks/outbox'
import { runSyncs } from './classRunSync'

/** A play just stored: its run, its place in the class, when it left the screen. */
export interface StoredPlay {
  id: string
  runId: string
  position: number
  endedAt: Date | null
}

/**
 * `classRun.finished` for a class that played to its end (docs/WEBHOOKS.md#events): the first report,
 * from any screen, of the last clip having ended. Called in the report's transaction; the run's row is
 * locked first, so two screens reporting the end at once send it once. A run staff stopped sent it
 * with the Stop (recordStop).
 *
 * A manual class that played to its end has ended: the location's class state goes back to stopped in the
 * same transaction (no Stop needed, and a later Stop finds nothing to stop). Returns the locations whose class
 * state this ended, for their screens and consoles to hear.
 */
export async function announceFinishedRuns(db: Db, stored: readonly StoredPlay[], now: Date, syncThresholdMs: number): Promise<LocationRow[]> {
  const classesEnded: LocationRow[] = []
  const ended = stored.filter((play) => play.endedAt !== null)
  for (const runId of new Set(ended.map((play) => play.runId))) {
    const [run] = await db
      .update(classRuns)
      .set({ updatedAt: now })
      .where(and(eq(classRuns.id, runId), isNull(classRuns.stoppedAt)))
      .returning()
    if (!run) continue
    const last = classLength(run.format ?? 'normal') - 1
    const mine = ended.filter((play) => play.runId === runId && play.position >= last)
    if (mine.length === 0) continue
    const [{ before }] = await db
      .select({ before: count() })
      .from(classRunPlays)
      .where(
        and(
          eq(classRunPlays.runId, runId),
          eq(classRunPlays.position, last),
          isNotNull(classRunPlays.endedAt),
          notInArray(
            classRunPlays.id,
            mine.map((play) => play.id),
          ),
        ),
      )
    // Another screen told of the end before.
    if (before > 0) continue
    const endedAt = new Date(Math.min(...mine.map((play) => play.endedAt!.getTime())))
    const facts = {
      runId,
      locationId: run.locationId,
      kind: run.kind,
      anchorAt: run.anchorAt.toISOString(),
      endedAt: endedAt.toISOString(),
      stoppedAt: null,
      stoppedBy: null,
      // As the screens reported it up to the first report of the end: a screen whose last clips come later is not in it.
      sync: (await runSyncs(db, [runId], syncThresholdMs)).get(runId) ?? null,
    }
    await emitWebhookEvent(db, 'classRun.finished', facts, now)
    if (run.kind === 'manual') {
      const [location] = await db
        .update(locations)
        .set({ classStart: false, classStartedAt: null })
        .where(and(eq(locations.id, run.locationId), eq(locations.classStart, true), eq(locations.classStartedAt, run.anchorAt)))
        .returning()
      if (location) classesEnded.push(location)
    }
  }
  return classesEnded
}

/** Whether a screen already reported the run's last clip ended (a Stop after that finishes nothing more). */
export async function playedToEnd(db: Db, runId: string, format: 'normal' | 'mashup' | null): Promise<boolean> {
  const [{ ended }] = await db
    .select({ ended: count() })
    .from(classRunPlays)
    .where(and(eq(classRunPlays.runId, runId), eq(classRunPlays.position, classLength(format ?? 'normal') - 1), isNotNull(classRunPlays.endedAt)))
  return ended > 0
}
