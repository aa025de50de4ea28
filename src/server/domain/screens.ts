import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm'
import { SCREEN_CONNECTED_WINDOW_MS } from '../../shared/constants'
import { API_MESSAGES } from '../../shared/messages'
import type { Screen, ScreenStatus } from '../../shared/schemas/screens'
import type { Db } from '../db/client'
import { locations, screens, sessions } from '../db/schema'
import type { Liveness } from '../fleet/liveness'
import { notFound, OutsideScopeError } from '../lib/httpErrors'
import { inLocationScope, type LocationScope } from '../lib/locationScope'
import { recentTime, rowTime } from '../lib/isoTime'
import { isUuid } from '../lib/tokens'
import type { LocationRow } from './locations'

/**
 * Screens as stored and as the API shows them, their lookup and their tokens: the screens routes,
 * pairing (screen links), the location's screens and hard refresh, readiness and the fleet share them.
 */
export type ScreenRow = typeof screens.$inferSelect
export type ScreenChanges = Partial<Omit<typeof screens.$inferInsert, 'id' | 'createdAt'>>
/** A screen with the location it belongs to. */
export interface ScreenWithLocation {
  screen: ScreenRow
  location: LocationRow
}

/** Connected while the last heartbeat is within the window (docs/RULES.md#connection-and-forms); computed when read, never stored stale. */
export function screenStatus(statusUpdatedAt: Date | null, now: Date): ScreenStatus {
  const isConnected = statusUpdatedAt !== null && now.getTime() - statusUpdatedAt.getTime() <= SCREEN_CONNECTED_WINDOW_MS
  return { label: isConnected ? 'Connected' : 'Disconnected', isConnected, statusUpdatedAt: statusUpdatedAt ? recentTime(statusUpdatedAt) : null }
}

// Only the hash is stored, so the console can tell tokens apart but never read one.
function tokenFingerprint(tokenHash: string): string {
  return `••••${tokenHash.slice(-4)}`
}

const liveScreenSession = (now: Date) =>
  and(eq(sessions.kind, 'screen'), isNull(sessions.revokedAt), or(isNull(sessions.expiresAt), gt(sessions.expiresAt, now)))

/** The paired screens (a live screen session) of these locations, with what the alert checks and readiness read of them. */
export async function pairedScreens(db: Db, locationIds: readonly string[]) {
  if (locationIds.length === 0) return []
  return db
    .selectDistinct({
      id: screens.id,
      name: screens.name,
      round: screens.round,
      locationId: screens.locationId,
      deviceState: screens.deviceState,
      statusUpdatedAt: screens.statusUpdatedAt,
    })
    .from(screens)
    .innerJoin(sessions, and(eq(sessions.screenId, screens.id), eq(sessions.kind, 'screen'), isNull(sessions.revokedAt)))
    .where(inArray(screens.locationId, [...locationIds]))
}

export async function liveTokenHashes(db: Db, screenIds: string[], now: Date): Promise<Map<string, string>> {
  const hashes = new Map<string, string>()
  if (screenIds.length === 0) return hashes
  const rows = await db
    .select({ screenId: sessions.screenId, tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(inArray(sessions.screenId, screenIds), liveScreenSession(now)))
    .orderBy(desc(sessions.createdAt))
  for (const row of rows) if (row.screenId && !hashes.has(row.screenId)) hashes.set(row.screenId, row.tokenHash)
  return hashes
}

/** The screen as the API shows it, its liveness read through the fleet (`app.fleet`). */
export function toScreenDto(fleet: Liveness, { screen, location }: ScreenWithLocation, tokenHash: string | undefined, now: Date): Screen {
  const status = screenStatus(fleet.lastSeen(screen), now)
  const device = fleet.deviceState(screen.id, screen.deviceState)
  return {
    id: screen.id,
    _id: screen.id,
    name: screen.name,
    round: screen.round,
    location: location.id,
    locationName: location.name,
    contentId: screen.contentId,
    language: screen.language,
    timeZone: screen.timeZone,
    status,
    nowPlaying: fleet.nowPlaying(screen.id, device, status.isConnected),
    device: device?.facts ? { ...device.facts, appVersion: device.appVersion } : null,
    linked: tokenHash !== undefined,
    authToken: tokenHash ? tokenFingerprint(tokenHash) : null,
    refreshFlag: screen.refreshFlag,
    hardRefreshFlag: screen.hardRefreshFlag,
    isLrVideo: screen.isLrVideo,
    automaticMode: location.automaticMode,
    classStart: location.classStart,
    createdAt: rowTime(screen.createdAt),
    updatedAt: rowTime(screen.updatedAt),
  }
}

/** The screen if it exists and the scope may see its location; `forUpdate` locks the screen row. */
export async function findScreen(db: Db, id: string, scope: LocationScope, forUpdate = false): Promise<ScreenWithLocation | undefined> {
  if (!isUuid(id)) return undefined
  const query = db
    .select({ screen: screens, location: locations })
    .from(screens)
    .innerJoin(locations, eq(locations.id, screens.locationId))
    .where(and(eq(screens.id, id), inLocationScope(screens.locationId, scope)))
    .limit(1)
  const [row] = forUpdate ? await query.for('update', { of: screens }) : await query
  return row
}

/** The screen as `findScreen` finds it, or the 404 every route answers (`SCREEN_NOT_FOUND`), also when the scope may not see it. */
export async function requireScreen(db: Db, id: string, scope: LocationScope, forUpdate = false): Promise<ScreenWithLocation> {
  const found = await findScreen(db, id, scope, forUpdate)
  if (found) return found
  if (!scope.all && isUuid(id)) {
    const [exists] = await db.select({ id: screens.id }).from(screens).where(eq(screens.id, id)).limit(1)
    if (exists) throw new OutsideScopeError(API_MESSAGES.screenNotFound, 'Screen', id)
  }
  throw notFound(API_MESSAGES.screenNotFound)
}

export async function screenDto(db: Db, fleet: Liveness, row: ScreenWithLocation, now: Date): Promise<Screen> {
  const hashes = await liveTokenHashes(db, [row.screen.id], now)
  return toScreenDto(fleet, row, hashes.get(row.screen.id), now)
}

export async function updateScreenRow(db: Db, id: string, changes: ScreenChanges): Promise<ScreenRow> {
  const [row] = await db.update(screens).set(changes).where(eq(screens.id, id)).returning()
  return row
}

/** Revokes every live token of the screen; returns how many were live. */
export async function revokeScreenTokens(db: Db, screenId: string, now: Date): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.screenId, screenId), liveScreenSession(now)))
    .returning({ id: sessions.id })
  return revoked.length
}

/** The state of a screen that has no device: no token, no heartbeat, no pending refresh, nothing said of a device. */
export const UNLINKED_SCREEN: ScreenChanges = { statusUpdatedAt: null, refreshFlag: false, hardRefreshFlag: false, deviceState: null }

/** Sets the hard-refresh flag on every screen of a location; returns their ids. */
export async function flagHardRefresh(db: Db, locationId: string, now: Date): Promise<string[]> {
  const rows = await db.update(screens).set({ hardRefreshFlag: true, updatedAt: now }).where(eq(screens.locationId, locationId)).returning({ id: screens.id })
  return rows.map((row) => row.id)
}
