import { and, count, desc, eq, ilike, max, min, ne, or, sql } from 'drizzle-orm'
import type { LogEntry, LogListQuery } from '../../../shared/schemas/logs'
import type { Db } from '../../db/client'
import { logs } from '../../db/schema'
import { containing } from '../../lib/search'

export type LogRow = typeof logs.$inferSelect

export function toLogDto(row: LogRow): LogEntry {
  return {
    id: row.id,
    _id: row.id,
    date: row.date.toISOString(),
    model: row.model,
    action: row.action,
    modifiedBy: row.modifiedBy,
    userId: row.userId,
    data: (row.data ?? {}) as Record<string, unknown>,
  }
}

/** One page of log entries, newest first, with the total matching count. */
export async function listLogs(db: Db, query: LogListQuery): Promise<{ items: LogEntry[]; total: number }> {
  const search = query.search ? containing(query.search) : undefined
  const where = and(
    search ? or(ilike(logs.model, search), ilike(logs.action, search), ilike(logs.modifiedBy, search)) : undefined,
    query.model ? sql`lower(${logs.model}) = lower(${query.model})` : undefined,
    query.action ? sql`lower(${logs.action}) = lower(${query.action})` : undefined,
  )
  const [{ total }] = await db.select({ total: count() }).from(logs).where(where)
  const rows = await db
    .select()
    .from(logs)
    .where(where)
    .orderBy(desc(logs.date), desc(logs.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  return { items: rows.map(toLogDto), total }
}

/** The log's own entries (cleanings, refused cleaning words): a clean never deletes them. */
export const LOG_MODEL = 'Log'

/**
 * Deletes every log entry but the log's own history (who cleaned, who tried to); answers how many
 * went and the range of dates they covered, for the trace the clean leaves.
 */
export async function cleanLogs(db: Db): Promise<{ deleted: number; from: string | null; to: string | null }> {
  const cleaned = ne(logs.model, LOG_MODEL)
  const [range] = await db
    .select({ from: min(logs.date), to: max(logs.date) })
    .from(logs)
    .where(cleaned)
  const deleted = await db.delete(logs).where(cleaned).returning({ id: logs.id })
  const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null)
  return { deleted: deleted.length, from: iso(range?.from), to: iso(range?.to) }
}

/** How many times the log was cleaned before (each clean's own entry is kept). */
export async function earlierCleanings(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(logs)
    .where(and(eq(logs.model, LOG_MODEL), eq(logs.action, 'delete')))
  return row.n
}
