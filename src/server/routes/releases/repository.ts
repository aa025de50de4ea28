import { count, desc, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { ListQuery } from '../../../shared/schemas/common'
import type { Release, ReleaseCreateBody } from '../../../shared/schemas/releases'
import type { Db } from '../../db/client'
import { releases } from '../../db/schema'
import { containing } from '../../lib/search'

export type ReleaseRow = typeof releases.$inferSelect

// Version order in SQL so paging stays correct: the dotted numbers compare as a numeric array
// (21.12.22 > 21.9.1), then the build suffix (21.12.22-001 > 21.12.22). A version of another shape
// (none can be created through the API) sorts last rather than failing the cast.
const NUMERIC_VERSION = sql`${releases.version} ~ '^[0-9]+([.][0-9]+)*(-[0-9]+)?$'`
const versionNumbers = sql`case when ${NUMERIC_VERSION} then string_to_array(split_part(${releases.version}, '-', 1), '.')::numeric[] end`
const versionBuild = sql`case when ${NUMERIC_VERSION} then coalesce(nullif(split_part(${releases.version}, '-', 2), ''), '0')::numeric end`

/** Newest first: by version, then by creation. */
const NEWEST_FIRST: SQL[] = [sql`${versionNumbers} desc nulls last`, sql`${versionBuild} desc nulls last`, desc(releases.createdAt), desc(releases.id)]

export function toReleaseDto(row: ReleaseRow): Release {
  return {
    id: row.id,
    _id: row.id,
    title: row.title,
    type: row.type,
    description: row.description,
    version: row.version,
    date: row.date.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** One page of releases, newest first, with the total matching count. */
export async function listReleases(db: Db, query: ListQuery): Promise<{ items: Release[]; total: number }> {
  const search = query.search ? containing(query.search) : undefined
  const where = search
    ? or(ilike(releases.title, search), ilike(releases.description, search), ilike(releases.version, search), ilike(releases.type, search))
    : undefined
  const [{ total }] = await db.select({ total: count() }).from(releases).where(where)
  const rows = await db
    .select()
    .from(releases)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  return { items: rows.map(toReleaseDto), total }
}

/** The `limit` newest releases. */
export async function newestReleases(db: Db, limit: number): Promise<Release[]> {
  const rows = await db
    .select()
    .from(releases)
    .orderBy(...NEWEST_FIRST)
    .limit(limit)
  return rows.map(toReleaseDto)
}

export async function insertRelease(db: Db, body: ReleaseCreateBody): Promise<ReleaseRow> {
  const { id, _id, date, ...fields } = body
  const [row] = await db
    .insert(releases)
    .values({ ...fields, id: id ?? _id, date: new Date(`${date}T00:00:00.000Z`) })
    .returning()
  return row
}
