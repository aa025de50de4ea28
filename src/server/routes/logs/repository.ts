import { and, count, desc, ilike, or, sql } from 'drizzle-orm'
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

/** Deletes every log entry; returns how many there were. */
export async function deleteAllLogs(db: Db): Promise<number> {
  const deleted = await db.delete(logs).returning({ id: logs.id })
  return deleted.length
}
