import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { API_MESSAGES } from '../../shared/messages'
import type { Region } from '../../shared/schemas/regions'
import type { Db } from '../db/client'
import { locations, regions } from '../db/schema'
import { badRequest, forbidden, notFound, OutsideScopeError } from '../lib/httpErrors'
import { isRegionScope, type LocationScope } from '../lib/locationScope'
import { isUuid } from '../lib/tokens'

/**
 * Regions as stored and how a route finds one (docs/RULES.md#regions): the regions routes, a new
 * location's region, an admin's scope and the actions across a whole region all start here.
 */
export type RegionRow = typeof regions.$inferSelect

/** The regions a scope may see: all of them chain-wide, a regional admin's own, none for location staff. */
export function inRegionScope(scope: LocationScope): SQL | undefined {
  if (scope.all) return undefined
  if (isRegionScope(scope)) return inArray(regions.id, [...scope.regionIds])
  return sql`false`
}

/** The region if it exists and the scope may see it; `forUpdate` locks the row in the transaction. */
export async function findRegionRow(db: Db, id: string, scope: LocationScope, forUpdate = false): Promise<RegionRow | undefined> {
  if (!isUuid(id)) return undefined
  const query = db
    .select()
    .from(regions)
    .where(and(eq(regions.id, id), inRegionScope(scope)))
    .limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  return row
}

/** The region as `findRegionRow` finds it, or the 404 (`REGION_NOT_FOUND`), also when the scope may not see it. */
export async function requireRegion(db: Db, id: string, scope: LocationScope, forUpdate = false): Promise<RegionRow> {
  const row = await findRegionRow(db, id, scope, forUpdate)
  if (row) return row
  if (!scope.all && (await findRegionRow(db, id, { all: true }))) throw new OutsideScopeError(API_MESSAGES.regionNotFound, 'Region', id)
  throw notFound(API_MESSAGES.regionNotFound)
}

/** The regions with their locations, sorted by name, as the API shows them. */
export async function regionDtos(db: Db, rows: RegionRow[]): Promise<Region[]> {
  const ids = rows.map((row) => row.id)
  const members =
    ids.length === 0
      ? []
      : await db
          .select({ id: locations.id, name: locations.name, locationIdentifier: locations.locationIdentifier, regionId: locations.regionId })
          .from(locations)
          .where(inArray(locations.regionId, ids))
          .orderBy(asc(locations.name), asc(locations.id))
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    locations: members.filter((member) => member.regionId === row.id).map(({ id, name, locationIdentifier }) => ({ id, name, locationIdentifier })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }))
}

/** The ids of the region's locations. */
export async function regionLocationIds(db: Db, regionId: string): Promise<string[]> {
  const rows = await db.select({ id: locations.id }).from(locations).where(eq(locations.regionId, regionId))
  return rows.map((row) => row.id)
}

/** The region named by a chain-wide caller: null for none, else one that exists (400 `REGION_UNKNOWN`). */
async function existingRegionId(db: Db, regionId: string | null): Promise<string | null> {
  if (regionId === null) return null
  const row = await findRegionRow(db, regionId, { all: true })
  if (!row) throw badRequest(API_MESSAGES.regionUnknown)
  return row.id
}

/**
 * The region of a new location: chain-wide, the one named (or none); a regional admin's goes to one
 * of their own regions (403 `REGION_OUTSIDE_SCOPE` for another or none), named when they have
 * several (400 `REGION_REQUIRED`). Any other narrowed caller may not name one (403).
 */
export async function regionForNewLocation(db: Db, scope: LocationScope, regionId: string | null | undefined): Promise<string | null> {
  if (scope.all) return existingRegionId(db, regionId ?? null)
  if (!isRegionScope(scope)) {
    if (regionId) throw forbidden(API_MESSAGES.regionChangeChainWide)
    return null
  }
  if (regionId === undefined) {
    if (scope.regionIds.length === 1) return scope.regionIds[0]
    throw badRequest(API_MESSAGES.regionRequired)
  }
  if (regionId === null || !scope.regionIds.includes(regionId)) throw forbidden(API_MESSAGES.regionOutsideScope)
  return regionId
}

/**
 * The region a location update sets: undefined when it leaves it (not named, or named unchanged);
 * only a chain-wide caller may change it (403 `REGION_CHANGE_CHAIN_WIDE`).
 */
export async function regionForLocationUpdate(
  db: Db,
  scope: LocationScope,
  current: string | null,
  regionId: string | null | undefined,
): Promise<string | null | undefined> {
  if (regionId === undefined || regionId === current) return undefined
  if (!scope.all) throw forbidden(API_MESSAGES.regionChangeChainWide)
  return existingRegionId(db, regionId)
}
