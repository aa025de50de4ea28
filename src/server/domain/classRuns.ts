import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import { lastClipPosition } from '../../shared/classFormat'
import {
  type ClassRunDetail,
  type ClassRunListQuery,
  type ClassRunPlay,
  type ClassRunScreen,
  type ClassRunSummary,
  type PlayReport,
} from '../../shared/schemas/classRuns'
import type { Db } from '../db/client'
import { emitWebhookEvent } from '../webhooks/outbox'
import { classRunPlays, classRuns, screens } from '../db/schema'
import { announceFinishedRuns, playedToEnd } from './classRunFinished'
import { clipSyncOf, runSyncs, screenSyncOf } from './classRunSync'
import { lateSeconds, summaryOf, type RunTotals } from './classRunSummary'
import type { LocationRow } from './locations'
import type { ScreenRow } from './screens'

/**
 * Proof of play (docs/CLASS-RUNS.md): the class runs of a location and what each screen played.
 * Routes call these; nothing here knows about HTTP.
 */

type RunRow = typeof classRuns.$inferSelect
type PlayRow = typeof classRunPlays.$inferSelect

/** Who pressed Start or Stop: a run keeps the name as it was then (the audit entry of the press has the user's id). */
interface Actor {
  firstName: string
  lastName: string
  /** Set when the caller is an API key: a system, not a person (its Stop raises an alert, docs/ALERTS.md). */
  apiKey?: unknown
}

const nameOf = (actor: Actor) => `${actor.firstName} ${actor.lastName}`.trim()

/** Staff pressed Start: the run begins at the server's start stamp, which every screen aligns to. True when a run was opened. */
export async function recordManualStart(db: Db, locationId: string, startedAt: Date, actor: Actor): Promise<boolean> {
  const [run] = await db
    .insert(classRuns)
    .values({
      locationId,
      kind: 'manual',
      anchorAt: startedAt,
      startedAt,
      startedByName: nameOf(actor),
      createdAt: startedAt,
      updatedAt: startedAt,
    })
    .onConflictDoNothing()
    .returning({ id: classRuns.id })
  // In the Start's own transaction: the webhook hears of the run exactly when it exists (docs/WEBHOOKS.md).
  if (run) {
    await emitWebhookEvent(
      db,
      'classRun.started',
      { runId: run.id, locationId, kind: 'manual', anchorAt: startedAt.toISOString(), startedBy: nameOf(actor) },
      startedAt,
    )
  }
  return run !== undefined
}

/**
 * Staff pressed Stop on the class that began at `anchorAt`. A class that already played to its end has ended
 * (docs/CLASS-RUNS.md): a Stop after that leaves its run completed, not stopped early.
 */
export async function recordStop(db: Db, locationId: string, anchorAt: Date, stoppedAt: Date, actor: Actor, syncThresholdMs: number): Promise<void> {
  const [open] = await db
    .select({ id: classRuns.id, format: classRuns.format })
    .from(classRuns)
    .where(and(eq(classRuns.locationId, locationId), eq(classRuns.anchorAt, anchorAt), isNull(classRuns.stoppedAt)))
    .limit(1)
  if (!open || (await playedToEnd(db, open.id, open.format))) return
  const [run] = await db
    .update(classRuns)
    .set({ stoppedAt, stoppedByName: nameOf(actor), stoppedBySystem: actor.apiKey !== undefined, updatedAt: stoppedAt })
    .where(and(eq(classRuns.id, open.id), isNull(classRuns.stoppedAt)))
    .returning({ id: classRuns.id, kind: classRuns.kind })
  if (run) {
    const at = stoppedAt.toISOString()
    const sync = (await runSyncs(db, [run.id], syncThresholdMs)).get(run.id) ?? null
    const facts = { runId: run.id, locationId, kind: run.kind, anchorAt: anchorAt.toISOString(), endedAt: at, stoppedAt: at, stoppedBy: nameOf(actor), sync }
    await emitWebhookEvent(db, 'classRun.finished', facts, stoppedAt)
  }
}

/**
 * Stores one screen's reports, checked by checkPlays (playValidation.ts: `anchors` are their runs'). A
 * run is found or made by its anchor; a play is stored once per (screen, report id) and per (run,
 * screen, position), so a retry or a clip sent again counts nothing twice. Each run touched keeps its
 * count of reporting screens and replaced clips, which the reliability report reads.
 */
export async function storePlays(
  db: Db,
  screen: Pick<ScreenRow, 'id' | 'name' | 'round'>,
  locationId: string,
  plays: readonly PlayReport[],
  anchors: readonly Date[],
  now: Date,
  syncThresholdMs: number,
): Promise<{ accepted: number; duplicates: number; runsStarted: Record<RunRow['kind'], number>; classesEnded: LocationRow[] }> {
  const runIds = new Map<string, string>()
  /** Runs this report opened (the metrics count them), by kind. */
  const runsStarted = { manual: 0, automatic: 0 }
  for (const [index, play] of plays.entries()) {
    const anchor = anchors[index]
    const key = anchor.toISOString()
    const startedAt = new Date(play.startedAt)
    const endedAt = play.endedAt ? new Date(play.endedAt) : null
    const [run] = await db
      .insert(classRuns)
      .values({
        locationId,
        kind: play.run.kind,
        anchorAt: anchor,
        scheduledAt: play.run.scheduledAt ? new Date(play.run.scheduledAt) : null,
        startedAt,
        format: play.run.format,
        lastPlayEndedAt: endedAt,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [classRuns.locationId, classRuns.anchorAt],
        set: {
          format: sql`coalesce(${classRuns.format}, excluded.format)`,
          // An automatic run starts with the first clip any screen showed; a manual one with the Start press.
          startedAt: sql`case when ${classRuns.kind} = 'automatic' then least(${classRuns.startedAt}, excluded.started_at) else ${classRuns.startedAt} end`,
          lastPlayEndedAt: sql`greatest(${classRuns.lastPlayEndedAt}, excluded.last_play_ended_at)`,
          updatedAt: now,
        },
      })
      // `xmax = 0`: PostgreSQL's way of telling a row this statement inserted from one it updated.
      .returning({ id: classRuns.id, inserted: sql<boolean>`(xmax = 0)` })
    if (run.inserted && !runIds.has(key)) runsStarted[play.run.kind] += 1
    runIds.set(key, run.id)
    if (run.inserted) {
      const facts = { runId: run.id, locationId, kind: play.run.kind, anchorAt: key, scheduledAt: play.run.scheduledAt ?? null, startedBy: null }
      await emitWebhookEvent(db, 'classRun.started', facts, now)
    }
  }
  const inserted = await db
    .insert(classRunPlays)
    .values(
      plays.map((play, index) => ({
        runId: runIds.get(anchors[index].toISOString())!,
        screenId: screen.id,
        screenName: screen.name,
        round: screen.round,
        reportId: play.id,
        position: play.position,
        clipKind: play.clipKind,
        step: play.step,
        clipName: play.clipName ?? '',
        workoutId: play.workoutId ?? null,
        startedAt: new Date(play.startedAt),
        endedAt: play.endedAt ? new Date(play.endedAt) : null,
        source: play.source,
        replaced: play.replaced,
        replaceReason: play.replaced ? (play.replaceReason ?? null) : null,
        stalls: play.stalls,
        stallMs: play.stallMs,
        gapBeforeMs: play.gapBeforeMs ?? null,
        clockOffsetMs: play.clockOffsetMs ?? null,
        syncSamples: play.sync?.samples ?? null,
        syncMedianMs: play.sync?.medianMs ?? null,
        syncP95Ms: play.sync?.p95Ms ?? null,
        syncMaxMs: play.sync?.maxMs ?? null,
        syncSeeks: play.sync?.seeks ?? null,
        syncRateChanges: play.sync?.rateChanges ?? null,
        clockErrorMs: play.sync?.clockErrorMs ?? null,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: classRunPlays.id, runId: classRunPlays.runId, position: classRunPlays.position, endedAt: classRunPlays.endedAt })
  if (inserted.length > 0) {
    await db
      .update(classRuns)
      .set({
        reportingScreens: sql`(select count(distinct p.screen_id) from class_run_plays p where p.run_id = ${classRuns.id})::int`,
        replacedClips: sql`(select count(*) from class_run_plays p where p.run_id = ${classRuns.id} and p.replaced)::int`,
        syncScreens: sql`(select count(distinct p.screen_id) from class_run_plays p where p.run_id = ${classRuns.id} and p.sync_samples is not null)::int`,
        syncP95Ms: sql`(select max(p.sync_p95_ms) from class_run_plays p where p.run_id = ${classRuns.id})`,
        syncMaxMs: sql`(select max(p.sync_max_ms) from class_run_plays p where p.run_id = ${classRuns.id})`,
      })
      .where(inArray(classRuns.id, [...new Set(runIds.values())]))
  }
  // After the run's figures are brought up to date: `classRun.finished` carries its proof of sync as it stands.
  const classesEnded = await announceFinishedRuns(db, inserted, now, syncThresholdMs)
  return { accepted: inserted.length, duplicates: plays.length - inserted.length, runsStarted, classesEnded }
}

async function totalsOf(db: Db, runs: readonly RunRow[], thresholdMs: number): Promise<Map<string, RunTotals>> {
  const totals = new Map<string, RunTotals>()
  if (runs.length === 0) return totals
  const ids = runs.map((run) => run.id)
  const rows = await db
    .select({
      runId: classRunPlays.runId,
      screens: sql<number>`count(distinct ${classRunPlays.screenId})::int`,
      clips: sql<number>`count(*)::int`,
      replaced: sql<number>`count(*) filter (where ${classRunPlays.replaced})::int`,
      stalls: sql<number>`coalesce(sum(${classRunPlays.stalls}), 0)::int`,
      lastPosition: sql<number>`coalesce(max(${classRunPlays.position}) filter (where ${classRunPlays.endedAt} is not null), -1)::int`,
    })
    .from(classRunPlays)
    .where(inArray(classRunPlays.runId, ids))
    .groupBy(classRunPlays.runId)
  const byId = new Map(rows.map((row) => [row.runId, row]))
  const syncs = await runSyncs(db, ids, thresholdMs)
  for (const run of runs) {
    const row = byId.get(run.id)
    const last = lastClipPosition(run.format)
    totals.set(run.id, {
      screens: row?.screens ?? 0,
      clips: row?.clips ?? 0,
      replaced: row?.replaced ?? 0,
      stalls: row?.stalls ?? 0,
      finished: (row?.lastPosition ?? -1) >= last,
      sync: syncs.get(run.id) ?? null,
    })
  }
  return totals
}

/** A location's runs, newest first. */
export async function listClassRuns(
  db: Db,
  locationId: string,
  query: ClassRunListQuery,
  now: Date,
  syncThresholdMs: number,
): Promise<{ items: ClassRunSummary[]; total: number }> {
  const where = and(
    eq(classRuns.locationId, locationId),
    query.from ? gte(classRuns.startedAt, new Date(query.from)) : undefined,
    query.to ? lt(classRuns.startedAt, new Date(query.to)) : undefined,
  )
  const [{ total }] = await db.select({ total: count() }).from(classRuns).where(where)
  const rows = await db
    .select()
    .from(classRuns)
    .where(where)
    .orderBy(desc(classRuns.startedAt), desc(classRuns.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  const totals = await totalsOf(db, rows, syncThresholdMs)
  return { items: rows.map((run) => summaryOf(run, totals.get(run.id)!, now)), total }
}

/** One run's location, to check the caller may see it before reading more. */
export async function classRunLocation(db: Db, runId: string): Promise<string | undefined> {
  const [row] = await db.select({ locationId: classRuns.locationId }).from(classRuns).where(eq(classRuns.id, runId)).limit(1)
  return row?.locationId
}

function playDto(play: PlayRow): ClassRunPlay {
  return {
    position: play.position,
    clipKind: play.clipKind,
    step: play.step,
    clipName: play.clipName,
    startedAt: play.startedAt.toISOString(),
    endedAt: play.endedAt?.toISOString() ?? null,
    source: play.source,
    replaced: play.replaced,
    replaceReason: play.replaceReason ?? null,
    stalls: play.stalls,
    stallMs: play.stallMs,
    gapBeforeMs: play.gapBeforeMs,
    sync: clipSyncOf(play),
  }
}

/** One run with each screen's clips in order, and the location's screens that reported nothing. */
export async function classRunDetail(db: Db, runId: string, now: Date, syncThresholdMs: number): Promise<ClassRunDetail | undefined> {
  const [run] = await db.select().from(classRuns).where(eq(classRuns.id, runId)).limit(1)
  if (!run) return undefined
  const plays = await db
    .select()
    .from(classRunPlays)
    .where(eq(classRunPlays.runId, runId))
    .orderBy(asc(classRunPlays.round), asc(classRunPlays.screenId), asc(classRunPlays.position), asc(classRunPlays.startedAt))
  const lanes = new Map<string, { rows: PlayRow[] }>()
  for (const play of plays) {
    const lane = lanes.get(play.screenId) ?? { rows: [] }
    lane.rows.push(play)
    lanes.set(play.screenId, lane)
  }
  const timeline: ClassRunScreen[] = [...lanes.entries()].map(([screenId, { rows }]) => {
    const first = rows.reduce((earliest, row) => (row.startedAt < earliest ? row.startedAt : earliest), rows[0].startedAt)
    const offsets = rows.filter((row) => row.clockOffsetMs !== null)
    const latest = rows[rows.length - 1]
    return {
      screen: screenId,
      name: latest.screenName,
      round: latest.round,
      startedAt: first.toISOString(),
      lateSeconds: lateSeconds(run.anchorAt, first),
      clockOffsetMs: offsets.length > 0 ? offsets[offsets.length - 1].clockOffsetMs : null,
      sync: screenSyncOf(rows.map(clipSyncOf), syncThresholdMs),
      plays: rows.map(playDto),
    }
  })
  // Screens that existed when the class began and said nothing of it.
  const locationScreens = await db
    .select({ id: screens.id, name: screens.name, round: screens.round })
    .from(screens)
    .where(and(eq(screens.locationId, run.locationId), lte(screens.createdAt, run.startedAt)))
    .orderBy(asc(screens.round), asc(screens.name))
  const missing = locationScreens.filter((screen) => !lanes.has(screen.id)).map((screen) => ({ screen: screen.id, name: screen.name, round: screen.round }))
  const totals = (await totalsOf(db, [run], syncThresholdMs)).get(run.id)!
  return { ...summaryOf(run, totals, now), timeline, missing }
}

/** How long back an open run may have begun and still be playing when an emergency stops it. */
const EMERGENCY_STOP_LOOKBACK_MS = 3 * 60 * 60_000
/** An automatic run is playing when a screen began it or reported a clip this recently (clips are a few minutes long). */
const EMERGENCY_STOP_RECENT_MS = 10 * 60_000

/**
 * An emergency message stopped the classes at a location (docs/MESSAGES.md): the run playing there is
 * recorded as stopped, by the sender, with the message as its reason. That is the manual class staff
 * started (`manualAnchor`, the location's start stamp), or an automatic one that began or had a clip
 * reported in the last minutes and has not played to its end: the screens stop both. Answers how many.
 */
export async function recordEmergencyStop(
  db: Db,
  locationId: string,
  manualAnchor: Date | null,
  stoppedAt: Date,
  actor: Actor,
  reason: string,
): Promise<number> {
  const recent = new Date(stoppedAt.getTime() - EMERGENCY_STOP_RECENT_MS)
  const open = await db
    .select({ id: classRuns.id, format: classRuns.format, anchorAt: classRuns.anchorAt })
    .from(classRuns)
    .where(
      and(
        eq(classRuns.locationId, locationId),
        isNull(classRuns.stoppedAt),
        gte(classRuns.anchorAt, new Date(stoppedAt.getTime() - EMERGENCY_STOP_LOOKBACK_MS)),
        lte(classRuns.anchorAt, stoppedAt),
        or(
          manualAnchor ? and(eq(classRuns.kind, 'manual'), eq(classRuns.anchorAt, manualAnchor)) : undefined,
          and(eq(classRuns.kind, 'automatic'), or(gte(classRuns.startedAt, recent), gte(classRuns.lastPlayEndedAt, recent))),
        ),
      ),
    )
  let stopped = 0
  for (const candidate of open) {
    if (await playedToEnd(db, candidate.id, candidate.format)) continue
    const [run] = await db
      .update(classRuns)
      .set({ stoppedAt, stoppedByName: nameOf(actor), stoppedBySystem: false, stopReason: reason, updatedAt: stoppedAt })
      .where(and(eq(classRuns.id, candidate.id), isNull(classRuns.stoppedAt)))
      .returning({ id: classRuns.id, kind: classRuns.kind })
    if (!run) continue
    stopped += 1
    const at = stoppedAt.toISOString()
    const facts = {
      runId: run.id,
      locationId,
      kind: run.kind,
      anchorAt: candidate.anchorAt.toISOString(),
      endedAt: at,
      stoppedAt: at,
      stoppedBy: nameOf(actor),
      stopReason: reason,
    }
    await emitWebhookEvent(db, 'classRun.finished', facts, stoppedAt)
  }
  return stopped
}
