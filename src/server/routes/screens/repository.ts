import { and, asc, count, eq, ilike, or } from 'drizzle-orm'
import type { Screen, ScreenAuth, ScreenListQuery, ScreenLocation } from '../../../shared/schemas/screens'
import type { Db } from '../../db/client'
import { locations, screens } from '../../db/schema'
import type { LocationRow } from '../../domain/locations'
import type { Liveness } from '../../fleet/liveness'
import { liveTokenHashes, type ScreenRow, type ScreenWithLocation, toScreenDto } from '../../domain/screens'
import { rowTime } from '../../lib/isoTime'
import { inLocationScope, type LocationScope } from '../../lib/locationScope'
import { containing } from '../../lib/search'

export function toScreenLocation(location: LocationRow): ScreenLocation {
  return {
    id: location.id,
    _id: location.id,
    name: location.name,
    isActive: location.isActive,
    isEnabled: location.isEnabled,
    mctEnabled: location.mctEnabled,
    alternateCountdown: location.alternateCountdown,
    automaticMode: location.automaticMode,
    classStart: location.classStart,
    classStartedAt: location.classStartedAt ? rowTime(location.classStartedAt) : null,
    timeZone: location.timeZone,
    language: location.language,
    downloadWindowStart: location.downloadWindowStart,
    downloadWindowEnd: location.downloadWindowEnd,
    downloadCapMbps: location.downloadCapMbps,
  }
}

/** One page of screens sorted by location, round and name, with the total matching count. */
export async function listScreens(
  db: Db,
  fleet: Liveness,
  query: ScreenListQuery,
  scope: LocationScope,
  now: Date,
): Promise<{ items: Screen[]; total: number }> {
  const search = query.search ? containing(query.search) : undefined
  const where = and(
    inLocationScope(screens.locationId, scope),
    query.location ? eq(screens.locationId, query.location) : undefined,
    search ? or(ilike(screens.name, search), ilike(locations.name, search)) : undefined,
  )
  const [{ total }] = await db.select({ total: count() }).from(screens).innerJoin(locations, eq(locations.id, screens.locationId)).where(where)
  const rows = await db
    .select({ screen: screens, location: locations })
    .from(screens)
    .innerJoin(locations, eq(locations.id, screens.locationId))
    .where(where)
    .orderBy(asc(locations.name), asc(screens.round), asc(screens.name), asc(screens.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  const hashes = await liveTokenHashes(
    db,
    rows.map((row) => row.screen.id),
    now,
  )
  return { items: rows.map((row) => toScreenDto(fleet, row, hashes.get(row.screen.id), now)), total }
}

/** The calling device's own screen: its token is the live one, so no session read is needed. */
export function screenAuthDto(fleet: Liveness, row: ScreenWithLocation, tokenHash: string, now: Date): ScreenAuth {
  return { ...toScreenDto(fleet, row, tokenHash, now), location: toScreenLocation(row.location) }
}

export async function insertScreen(db: Db, values: typeof screens.$inferInsert): Promise<ScreenRow> {
  const [row] = await db.insert(screens).values(values).returning()
  return row
}

export async function deleteScreenRow(db: Db, id: string): Promise<void> {
  await db.delete(screens).where(eq(screens.id, id))
}

/** Clears the refresh requests a reloaded device has honoured (its heartbeat is buffered, not written here). */
export async function clearRefreshFlags(db: Db, screenId: string, clear: { refreshFlag?: false; hardRefreshFlag?: false }): Promise<ScreenRow | undefined> {
  const [row] = await db.update(screens).set(clear).where(eq(screens.id, screenId)).returning()
  return row
}
