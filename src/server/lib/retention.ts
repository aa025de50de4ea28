import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { letRequestsIn } from './jobs'

/** How many days each kind of history is kept (docs/OPERATIONS.md#data-that-does-not-grow-forever); 0 keeps it forever. */
export interface RetentionDays {
  /** Class runs with the plays the screens reported of them. */
  classRuns: number
  /** The audit log. */
  audit: number
  /** Alerts, counted from when they resolved (open alerts are never pruned). */
  alerts: number
}

/** A year of reporting, a month to spare: the year-on-year comparison of a whole year still has its data. */
export const DEFAULT_RETENTION_DAYS: RetentionDays = { classRuns: 400, audit: 400, alerts: 400 }

export interface PruneOptions {
  days: RetentionDays
  /** Rows a statement deletes at most: each is short, so it holds its row locks briefly (default 2,000). */
  batchSize?: number
  /** Statements a round runs at most per table; what is left waits for the next round (default 100). */
  maxBatches?: number
}

export type Pruned = Record<'plays' | 'classRuns' | 'audit' | 'alerts', number>

const DAY_MS = 24 * 60 * 60_000

function rowCount(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number }
  return rowCount ?? affectedRows ?? 0
}

/**
 * Runs `deleteBatch` (a DELETE of at most `batchSize` rows) until a batch deletes fewer, or `maxBatches` ran, letting
 * waiting requests in between batches (lib/jobs.ts): the first round after an upgrade may have a year to delete.
 */
async function deleteInBatches(db: Db, deleteBatch: SQL, batchSize: number, maxBatches: number): Promise<number> {
  let total = 0
  for (let batch = 0; batch < maxBatches; batch += 1) {
    if (batch > 0) await letRequestsIn()
    const deleted = rowCount(await db.execute(deleteBatch))
    total += deleted
    if (deleted < batchSize) break
  }
  return total
}

/**
 * Deletes history older than its retention, in short batches: plays of old runs first (a run's
 * plays would otherwise go in one cascade), then the runs, the audit log and resolved alerts. No
 * table the screens' poll reads is touched (the poll answers from memory; docs/FLEET.md), and each
 * statement locks only the rows it deletes. Callers make sure one process runs it at a time.
 */
export async function pruneHistory(db: Db, now: Date, options: PruneOptions): Promise<Pruned> {
  const batchSize = options.batchSize ?? 2_000
  const maxBatches = options.maxBatches ?? 100
  const cutoff = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString()
  const pruned: Pruned = { plays: 0, classRuns: 0, audit: 0, alerts: 0 }
  const { days } = options
  if (days.classRuns > 0) {
    const before = cutoff(days.classRuns)
    pruned.plays = await deleteInBatches(
      db,
      sql`delete from class_run_plays where id in (
        select p.id from class_run_plays p join class_runs r on r.id = p.run_id where r.started_at < ${before}::timestamptz limit ${batchSize})`,
      batchSize,
      maxBatches,
    )
    pruned.classRuns = await deleteInBatches(
      db,
      sql`delete from class_runs where id in (select id from class_runs where started_at < ${before}::timestamptz limit ${batchSize})`,
      batchSize,
      maxBatches,
    )
  }
  if (days.audit > 0) {
    const before = cutoff(days.audit)
    pruned.audit = await deleteInBatches(
      db,
      sql`delete from logs where id in (select id from logs where date < ${before}::timestamptz limit ${batchSize})`,
      batchSize,
      maxBatches,
    )
  }
  if (days.alerts > 0) {
    const before = cutoff(days.alerts)
    // An alert the webhook still owes a word stays until it is sent or given up.
    pruned.alerts = await deleteInBatches(
      db,
      sql`delete from alerts where id in (
        select id from alerts where resolved_at < ${before}::timestamptz and delivery <> 'pending' and not resolution_pending limit ${batchSize})`,
      batchSize,
      maxBatches,
    )
  }
  return pruned
}
