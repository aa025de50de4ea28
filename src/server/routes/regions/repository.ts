import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { RegionListQuery } from '../../../shared/schemas/regions'
import type { Db } from '../../db/client'
import { locations, regions, userRegions, users } from '../../db/schema'
import { inRegionScope, type RegionRow } from '../../domain/regions'
import type { LocationScope } from '../../lib/locationScope'

/** One page of the regions the scope may see, sorted by name, with the total. */
export async function listRegionRows(db: Db, query: RegionListQuery, scope: LocationScope): Promise<{ rows: RegionRow[]; total: number }> {
  const where = inRegionScope(scope)
  const [{ total }] = await db.select({ total: count() }).from(regions).where(where)
  const rows = await db
    .select()
    .from(regions)
    .where(where)
    .orderBy(sql`lower(${regions.name})`, asc(regions.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  return { rows, total }
}

/** The ids among `ids` that name existing locations. */
export async function existingLocationIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(inArray(locations.id, [...ids]))
  return new Set(rows.map((row) => row.id))
}

/**
 * Makes `locationIds` the region's locations: those listed move in (leaving any region they were in),
 * those no longer listed leave it. Answers which locations moved in and which left.
 */
export async function setRegionLocations(db: Db, regionId: string, locationIds: readonly string[], now: Date): Promise<{ added: string[]; removed: string[] }> {
  const removed = await db
    .update(locations)
    .set({ regionId: null, updatedAt: now })
    .where(and(eq(locations.regionId, regionId), locationIds.length > 0 ? notInArray(locations.id, [...locationIds]) : undefined))
    .returning({ id: locations.id })
  const added =
    locationIds.length === 0
      ? []
      : await db
          .update(locations)
          .set({ regionId, updatedAt: now })
          .where(and(inArray(locations.id, [...locationIds]), sql`${locations.regionId} is distinct from ${regionId}`))
          .returning({ id: locations.id })
  return { added: added.map((row) => row.id), removed: removed.map((row) => row.id) }
}

/** The people scoped to the region (any of their regions), by name: whom its deletion would touch. */
export async function peopleScopedTo(db: Db, regionId: string): Promise<{ name: string; email: string }[]> {
  const rows = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(userRegions)
    .innerJoin(users, eq(users.id, userRegions.userId))
    .where(eq(userRegions.regionId, regionId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email))
  return rows.map((row) => ({ name: `${row.firstName} ${row.lastName}`.trim(), email: row.email }))
}
