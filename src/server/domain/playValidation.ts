import { and, eq, gte, inArray, lte } from 'drizzle-orm'
import type { DayPlan } from '../../shared/calendar'
import { autoStartInstant, classesOfDay } from '../../shared/classSchedule'
import { clipSlot } from '../../shared/classFormat'
import { SYNC_INTERVAL_MS } from '../../shared/constants'
import { API_MESSAGES, ERROR_CODES } from '../../shared/messages'
import type { PlayReport } from '../../shared/schemas/classRuns'
import type { Db } from '../db/client'
import { classRuns, workouts } from '../db/schema'
import { badRequest } from '../lib/httpErrors'
import type { LocationRow } from './locations'

/**
 * Proof of play you can trust (docs/CLASS-RUNS.md#what-the-server-accepts): a screen's report is
 * stored only when it describes a clip the screen could have played, of a class the server knows
 * began at the screen's own location. Everything here is read from the server's own records (the
 * Start presses, the timetable, the workouts), never from what the report claims of itself.
 */

/** Reports about runs further than this from the server's now are refused (a device clock gone wild, or junk). */
export const PLAY_ANCHOR_WINDOW_MS = 36 * 60 * 60_000
/** A clip starts and ends within this long of its class's anchor (a class lasts 45 minutes). */
export const PLAY_NEAR_ANCHOR_MS = 3 * 60 * 60_000
/** How far ahead of the server's clock a report may be (what is left of a screen's clock error after its offset). */
export const PLAY_CLOCK_SKEW_MS = 2 * 60_000
/** How far a report's anchor may be from the instant the server knows the class began or was due. */
export const PLAY_ANCHOR_TOLERANCE_MS = 2 * 60_000

export interface PlayCheckSources {
  /** The classes of the location's date at `at`, the calendar applied (an extra class counts, a cancelled one or a closed day does not). */
  dayPlan(location: LocationRow, at: Date): Promise<Pick<DayPlan, 'classes'>>
}

/** What a checked report is stored against: its run's anchor as the server knows it, and whether the run is new. */
export interface CheckedPlays {
  /** The anchor of each report's run (a manual report's is the Start press it belongs to), by the report's index. */
  anchors: Date[]
  /** Automatic runs these reports would open (no screen reported them yet). */
  newRuns: number
}

const refuse = (message: string) => badRequest(message)

function checkTimes(plays: readonly PlayReport[], now: number): void {
  for (const play of plays) {
    const anchor = Date.parse(play.run.anchor)
    if (Math.abs(anchor - now) > PLAY_ANCHOR_WINDOW_MS) throw badRequest(API_MESSAGES.playAnchorRange, ERROR_CODES.invalidInput)
    for (const text of [play.startedAt, play.endedAt]) {
      if (text === null || text === undefined) continue
      const instant = Date.parse(text)
      if (Math.abs(instant - anchor) > PLAY_NEAR_ANCHOR_MS || instant > now + PLAY_CLOCK_SKEW_MS) throw refuse(API_MESSAGES.playTimeRange)
    }
  }
}

/** Each clip fits its class's format (position, kind, step), and a report names each clip of a run once. */
function checkClips(plays: readonly PlayReport[]): void {
  const seen = new Map<string, string>()
  for (const play of plays) {
    const slot = clipSlot(play.run.format, play.position)
    if (!slot || slot.kind !== play.clipKind || slot.step !== play.step) throw refuse(API_MESSAGES.playClipFormat)
    const clip = `${play.run.kind}|${Date.parse(play.run.anchor)}|${play.position}`
    const other = seen.get(clip)
    if (other !== undefined && other !== play.id) throw refuse(API_MESSAGES.playClipRepeated)
    seen.set(clip, play.id)
  }
}

/** Turns of the screen's sync a play may hold beyond its time on screen / SYNC_INTERVAL_MS (the first turn, a late timer). */
export const SYNC_SAMPLES_SLACK = 2

/**
 * A play's sync figures fit the play (docs/CLASS-RUNS.md#proof-of-sync): no more samples than five a second of its
 * time on screen (up to now for a clip cut off while it played), median ≤ 95th percentile ≤ largest, and no more
 * corrections than samples (each seek or rate change is the answer to one sample).
 */
export function checkSync(plays: readonly PlayReport[], now: number): void {
  for (const play of plays) {
    const sync = play.sync
    if (!sync) continue
    const shownMs = Math.max(0, (play.endedAt ? Date.parse(play.endedAt) : now) - Date.parse(play.startedAt))
    const ordered = sync.medianMs <= sync.p95Ms && sync.p95Ms <= sync.maxMs
    const fits = sync.samples <= Math.floor(shownMs / SYNC_INTERVAL_MS) + SYNC_SAMPLES_SLACK
    if (!ordered || !fits || sync.seeks + sync.rateChanges > sync.samples) throw refuse(API_MESSAGES.playSyncMismatch)
  }
}

async function checkWorkouts(db: Db, plays: readonly PlayReport[]): Promise<void> {
  const ids = [...new Set(plays.flatMap((play) => (play.workoutId ? [play.workoutId] : [])))]
  if (ids.length === 0) return
  const found = await db.select({ id: workouts.id }).from(workouts).where(inArray(workouts.id, ids))
  if (found.length !== ids.length) throw refuse(API_MESSAGES.playWorkoutUnknown)
}

/** The instant the first clip was due of the timetable's class at `scheduledAt`, when `anchor` is near it (either countdown). */
function dueByTimetable(classes: DayPlan['classes'], location: LocationRow, scheduledAt: number, anchor: number): number | undefined {
  for (const entry of classesOfDay(classes, scheduledAt, location.timeZone)) {
    if (Math.abs(entry.startsAt - scheduledAt) >= 60_000) continue
    for (const alternate of [false, true]) {
      const due = autoStartInstant(entry, alternate)
      if (Math.abs(due - anchor) <= PLAY_ANCHOR_TOLERANCE_MS) return due
    }
  }
  return undefined
}

/**
 * Checks one screen's reports before anything is stored, and answers which run each belongs to.
 * Refuses the whole report (400, with the code of what is wrong) when any of them:
 * - names a class more than 36 hours from now, or a clip more than 3 hours from its class's anchor or in the future;
 * - does not fit the class format, or names a clip of a run twice;
 * - carries sync figures its clip could not have measured (checkSync);
 * - names a workout that does not exist;
 * - names a class the server does not know began at the screen's location: a manual class must be a
 *   Start press the server recorded (within 2 minutes of the anchor), an automatic one a class of the
 *   location's timetable whose first clip was due then (and is due by now), or a run already recorded.
 */
export async function checkPlays(db: Db, sources: PlayCheckSources, location: LocationRow, plays: readonly PlayReport[], now: Date): Promise<CheckedPlays> {
  checkTimes(plays, now.getTime())
  checkClips(plays)
  checkSync(plays, now.getTime())
  await checkWorkouts(db, plays)

  const anchorsClaimed = plays.map((play) => Date.parse(play.run.anchor))
  const earliest = Math.min(...anchorsClaimed) - PLAY_ANCHOR_TOLERANCE_MS
  const latest = Math.max(...anchorsClaimed) + PLAY_ANCHOR_TOLERANCE_MS
  const known = await db
    .select({ kind: classRuns.kind, anchorAt: classRuns.anchorAt })
    .from(classRuns)
    .where(and(eq(classRuns.locationId, location.id), gte(classRuns.anchorAt, new Date(earliest)), lte(classRuns.anchorAt, new Date(latest))))
  const newRuns = new Set<number>()
  const anchors: Date[] = []
  for (const [index, play] of plays.entries()) {
    const claimed = anchorsClaimed[index]
    const sameKind = known.filter((run) => run.kind === play.run.kind)
    if (play.run.kind === 'manual') {
      // The Start press nearest the screen's anchor (the screen aligns to the server's stamp, so it is normally the same instant).
      const nearest = sameKind
        .map((run) => ({ run, distance: Math.abs(run.anchorAt.getTime() - claimed) }))
        .filter(({ distance }) => distance <= PLAY_ANCHOR_TOLERANCE_MS)
        .sort((a, b) => a.distance - b.distance)[0]
      if (!nearest) throw refuse(API_MESSAGES.playClassUnknown)
      anchors.push(nearest.run.anchorAt)
      continue
    }
    if (sameKind.some((run) => run.anchorAt.getTime() === claimed)) {
      anchors.push(new Date(claimed))
      continue
    }
    const scheduledAt = play.run.scheduledAt ? Date.parse(play.run.scheduledAt) : Number.NaN
    const due = Number.isNaN(scheduledAt)
      ? undefined
      : dueByTimetable((await sources.dayPlan(location, new Date(scheduledAt))).classes, location, scheduledAt, claimed)
    // Not in the timetable, or not due yet: a class announced ahead of time is not proof that it ran.
    if (due === undefined || due > now.getTime() + PLAY_CLOCK_SKEW_MS) throw refuse(API_MESSAGES.playClassUnknown)
    if (!sameKind.some((run) => run.anchorAt.getTime() === due)) newRuns.add(due)
    anchors.push(new Date(due))
  }
  return { anchors, newRuns: newRuns.size }
}
