import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import type { Location, LocationCreateBody, LocationListQuery } from '../../../shared/schemas/locations'
import type { Db } from '../../db/client'
import { locations, screens, userLocations } from '../../db/schema'
import type { LocationRow } from '../../domain/locations'
import { inLocationScope, type LocationScope } from '../../lib/locationScope'
import { containing } from '../../lib/search'

export type LocationChanges = Partial<Omit<typeof locations.$inferInsert, 'id' | 'createdAt' | 'locationIdentifier'>>

async function screenIdsByLocation(db: Db, locationIds: string[]): Promise<Map<string, string[]>> {
  const byLocation = new Map<string, string[]>(locationIds.map((id) => [id, []]))
  if (locationIds.length === 0) return byLocation
  const rows = await db
    .select({ id: screens.id, locationId: screens.locationId })
    .from(screens)
    .where(inArray(screens.locationId, locationIds))
    .orderBy(asc(screens.round), asc(screens.name))
  for (const row of rows) byLocation.get(row.locationId)?.push(row.id)
  return byLocation
}

export function toLocationDto(row: LocationRow, screenIds: string[]): Location {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    locationIdentifier: row.locationIdentifier,
    urlSlug: row.urlSlug,
    timeZone: row.timeZone,
    language: row.language,
    isActive: row.isActive,
    isEnabled: row.isEnabled,
    mctEnabled: row.mctEnabled,
    alternateCountdown: row.alternateCountdown,
    automaticMode: row.automaticMode,
    classStart: row.classStart,
    classStartedAt: row.classStartedAt?.toISOString() ?? null,
    schedule: row.schedule,
    screens: screenIds,
    regionId: row.regionId,
    downloadWindowStart: row.downloadWindowStart,
    downloadWindowEnd: row.downloadWindowEnd,
    downloadCapMbps: row.downloadCapMbps,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** One page of locations sorted by name, with the total matching count. */
export async function listLocations(db: Db, query: LocationListQuery, scope: LocationScope): Promise<{ items: Location[]; total: number }> {
  const search = query.search ? containing(query.search) : undefined
  const where = and(
    inLocationScope(locations.id, scope),
    search ? or(ilike(locations.name, search), ilike(locations.locationIdentifier, search)) : undefined,
    query.name ? sql`lower(${locations.name}) = lower(${query.name})` : undefined,
    query.locationIdentifier ? sql`upper(${locations.locationIdentifier}) = upper(${query.locationIdentifier})` : undefined,
    query.region ? eq(locations.regionId, query.region) : undefined,
  )
  const [{ total }] = await db.select({ total: count() }).from(locations).where(where)
  const rows = await db
    .select()
    .from(locations)
    .where(where)
    .orderBy(asc(locations.name), asc(locations.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  const screenIds = await screenIdsByLocation(
    db,
    rows.map((row) => row.id),
  )
  return { items: rows.map((row) => toLocationDto(row, screenIds.get(row.id) ?? [])), total }
}

export async function locationDto(db: Db, row: LocationRow): Promise<Location> {
  const screenIds = await screenIdsByLocation(db, [row.id])
  return toLocationDto(row, screenIds.get(row.id) ?? [])
}

export async function insertLocation(db: Db, values: Omit<LocationCreateBody, 'regionId'> & { regionId: string | null }): Promise<LocationRow> {
  const [row] = await db.insert(locations).values(values).returning()
  return row
}

export async function updateLocationRow(db: Db, id: string, changes: LocationChanges): Promise<LocationRow> {
  const [row] = await db.update(locations).set(changes).where(eq(locations.id, id)).returning()
  return row
}

/** Deletes the location with its screens and user links; returns the ids of the removed screens. */
export async function deleteLocationRow(db: Db, id: string): Promise<string[]> {
  const removedScreens = await db.delete(screens).where(eq(screens.locationId, id)).returning({ id: screens.id })
  await db.delete(userLocations).where(eq(userLocations.locationId, id))
  await db.delete(locations).where(eq(locations.id, id))
  return removedScreens.map((screen) => screen.id)
}
