import { ON_TIME_SECONDS, type ClassRunSummary } from '../../shared/schemas/classRuns'
import type { classRuns } from '../db/schema'

// A class run as the console lists it (docs/CLASS-RUNS.md): its status, how late it began, its totals.

type RunRow = typeof classRuns.$inferSelect

export interface RunTotals {
  screens: number
  clips: number
  replaced: number
  stalls: number
  /** A screen reported the last clip of the class as ended. */
  finished: boolean
  /** How closely its screens played together (classRunSync.ts). */
  sync: ClassRunSummary['sync']
}

const RUNNING_FOR_MS = 60 * 60_000

function statusOf(run: RunRow, totals: RunTotals, now: Date): ClassRunSummary['status'] {
  if (run.stoppedAt) return 'stopped'
  if (totals.finished) return 'completed'
  const lastWord = run.lastPlayEndedAt ?? run.startedAt
  return now.getTime() - lastWord.getTime() < RUNNING_FOR_MS ? 'running' : 'unfinished'
}

export function lateSeconds(anchorAt: Date, startedAt: Date): number {
  return Math.max(0, Math.round((startedAt.getTime() - anchorAt.getTime()) / 1000))
}

export function summaryOf(run: RunRow, totals: RunTotals, now: Date): ClassRunSummary {
  const late = lateSeconds(run.anchorAt, run.startedAt)
  return {
    id: run.id,
    location: run.locationId,
    kind: run.kind,
    format: run.format ?? null,
    status: statusOf(run, totals, now),
    scheduledAt: run.scheduledAt?.toISOString() ?? null,
    plannedStartAt: run.anchorAt.toISOString(),
    startedAt: run.startedAt.toISOString(),
    lateSeconds: late,
    onTime: late <= ON_TIME_SECONDS,
    startedBy: run.startedByName ?? null,
    stoppedAt: run.stoppedAt?.toISOString() ?? null,
    stoppedBy: run.stoppedByName ?? null,
    stopReason: run.stopReason ?? null,
    endedAt: run.lastPlayEndedAt?.toISOString() ?? null,
    screens: totals.screens,
    clips: totals.clips,
    replaced: totals.replaced,
    stalls: totals.stalls,
    sync: totals.sync,
  }
}
