import { and, count, desc, eq, gte, ilike, lt, max, min, ne, or, sql, type SQL } from 'drizzle-orm'
import type { LogEntry, LogListQuery } from '../../../shared/schemas/logs'
import type { Db } from '../../db/client'
import { logs, screens } from '../../db/schema'
import { containing } from '../../lib/search'
import { idsIn, namesFor } from './names'

export type LogRow = typeof logs.$inferSelect

export function toLogDto(row: LogRow, names: ReadonlyMap<string, string> = new Map()): LogEntry {
  const mentioned = idsIn(row.data)
  if (row.userId) mentioned.add(row.userId)
  return {
    id: row.id,
    _id: row.id,
    date: row.date.toISOString(),
    model: row.model,
    action: row.action,
    modifiedBy: row.modifiedBy,
    userId: row.userId,
    data: (row.data ?? {}) as Record<string, unknown>,
    names: Object.fromEntries([...mentioned].flatMap((id) => (names.has(id) ? [[id, names.get(id) as string]] : []))),
  }
}

/**
 * Entries about a location: the location's own (its id), its timetable's and a screen moved to or from it
 * (`location`, as an id or as from/to), a screen created there (`locationId`), and any entry about one of its
 * screens (the screen's id).
 */
function aboutLocation(locationId: string): SQL {
  return sql`(${logs.data}->>'id' = ${locationId}
    or ${logs.data}->>'location' = ${locationId}
    or ${logs.data}->>'locationId' = ${locationId}
    or ${logs.data}->'location'->>'from' = ${locationId}
    or ${logs.data}->'location'->>'to' = ${locationId}
    or ${logs.data}->>'id' in (select ${screens.id}::text from ${screens} where ${screens.locationId} = ${locationId}))`
}

/** One page of log entries, newest first, with the total matching count. */
export async function listLogs(db: Db, query: LogListQuery): Promise<{ items: LogEntry[]; total: number }> {
  const search = query.search ? containing(query.search) : undefined
  const where = and(
    search ? or(ilike(logs.model, search), ilike(logs.action, search), ilike(logs.modifiedBy, search)) : undefined,
    query.model ? sql`lower(${logs.model}) = lower(${query.model})` : undefined,
    query.excludeModel ? sql`lower(${logs.model}) <> lower(${query.excludeModel})` : undefined,
    query.action ? sql`lower(${logs.action}) = lower(${query.action})` : undefined,
    query.userId ? eq(logs.userId, query.userId) : undefined,
    query.location ? aboutLocation(query.location) : undefined,
    query.from ? gte(logs.date, new Date(query.from)) : undefined,
    query.to ? lt(logs.date, new Date(query.to)) : undefined,
  )
  const [{ total }] = await db.select({ total: count() }).from(logs).where(where)
  const rows = await db
    .select()
    .from(logs)
    .where(where)
    .orderBy(desc(logs.date), desc(logs.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  const mentioned = new Set<string>()
  for (const row of rows) {
    idsIn(row.data, mentioned)
    if (row.userId) mentioned.add(row.userId)
  }
  const names = await namesFor(db, mentioned)
  return { items: rows.map((row) => toLogDto(row, names)), total }
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
