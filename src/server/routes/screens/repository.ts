import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lt, or, gte } from 'drizzle-orm'
import { SCREEN_CONNECTED_WINDOW_MS } from '../../../shared/constants'
import { effectiveDate, pickCurrentWorkout } from '../../../shared/rollover'
import type { Screen, ScreenAuth, ScreenListQuery, ScreenLocation, ScreenStatus } from '../../../shared/schemas/screens'
import type { Workout } from '../../../shared/schemas/workouts'
import type { Db } from '../../db/client'
import { locations, screens, sessions, workouts } from '../../db/schema'
import { inLocationScope, type LocationScope } from '../../lib/locationScope'
import { workoutDto } from '../workouts/repository'
import { isUuid } from '../../lib/tokens'
import { pendingDeviceState, pendingHeartbeat } from '../../fleet/heartbeats'

export type ScreenRow = typeof screens.$inferSelect
export type LocationRow = typeof locations.$inferSelect
export type ScreenChanges = Partial<Omit<typeof screens.$inferInsert, 'id' | 'createdAt'>>
/** A screen with the location it belongs to. */
export interface ScreenWithLocation {
  screen: ScreenRow
  location: LocationRow
}

const DAY_MS = 24 * 60 * 60 * 1000

/** Connected while the last heartbeat is within the window (docs/RULES.md#connection-and-forms); computed when read, never stored stale. */
export function screenStatus(statusUpdatedAt: Date | null, now: Date): ScreenStatus {
  const isConnected = statusUpdatedAt !== null && now.getTime() - statusUpdatedAt.getTime() <= SCREEN_CONNECTED_WINDOW_MS
  return { label: isConnected ? 'Connected' : 'Disconnected', isConnected, statusUpdatedAt: statusUpdatedAt?.toISOString() ?? null }
}

/** The newest heartbeat: the stored one, or one this process has not written yet (docs/FLEET.md). */
export function lastSeen(screen: ScreenRow): Date | null {
  const pending = pendingHeartbeat(screen.id)
  if (!pending) return screen.statusUpdatedAt
  return screen.statusUpdatedAt && screen.statusUpdatedAt > pending ? screen.statusUpdatedAt : pending
}

// Only the hash is stored, so the console can tell tokens apart but never read one.
function tokenFingerprint(tokenHash: string): string {
  return `••••${tokenHash.slice(-4)}`
}

const liveScreenSession = (now: Date) =>
  and(eq(sessions.kind, 'screen'), isNull(sessions.revokedAt), or(isNull(sessions.expiresAt), gt(sessions.expiresAt, now)))

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

export function toScreenDto({ screen, location }: ScreenWithLocation, tokenHash: string | undefined, now: Date): Screen {
  const status = screenStatus(lastSeen(screen), now)
  const device = pendingDeviceState(screen.id) ?? screen.deviceState ?? null
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
    nowPlaying: status.isConnected && device && device.playing !== undefined ? { playing: device.playing, position: device.position ?? null } : null,
    linked: tokenHash !== undefined,
    authToken: tokenHash ? tokenFingerprint(tokenHash) : null,
    refreshFlag: screen.refreshFlag,
    hardRefreshFlag: screen.hardRefreshFlag,
    isLrVideo: screen.isLrVideo,
    automaticMode: location.automaticMode,
    classStart: location.classStart,
    createdAt: screen.createdAt.toISOString(),
    updatedAt: screen.updatedAt.toISOString(),
  }
}

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
    classStartedAt: location.classStartedAt?.toISOString() ?? null,
    timeZone: location.timeZone,
    language: location.language,
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}

/** One page of screens sorted by location, round and name, with the total matching count. */
export async function listScreens(db: Db, query: ScreenListQuery, scope: LocationScope, now: Date): Promise<{ items: Screen[]; total: number }> {
  const search = query.search ? `%${escapeLike(query.search)}%` : undefined
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
  return { items: rows.map((row) => toScreenDto(row, hashes.get(row.screen.id), now)), total }
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

export async function screenDto(db: Db, row: ScreenWithLocation, now: Date): Promise<Screen> {
  const hashes = await liveTokenHashes(db, [row.screen.id], now)
  return toScreenDto(row, hashes.get(row.screen.id), now)
}

/** The calling device's own screen: its token is the live one, so no session read is needed. */
export function screenAuthDto(row: ScreenWithLocation, tokenHash: string, now: Date): ScreenAuth {
  return { ...toScreenDto(row, tokenHash, now), location: toScreenLocation(row.location) }
}

export async function insertScreen(db: Db, values: typeof screens.$inferInsert): Promise<ScreenRow> {
  const [row] = await db.insert(screens).values(values).returning()
  return row
}

export async function updateScreenRow(db: Db, id: string, changes: ScreenChanges): Promise<ScreenRow> {
  const [row] = await db.update(screens).set(changes).where(eq(screens.id, id)).returning()
  return row
}

export async function deleteScreenRow(db: Db, id: string): Promise<void> {
  await db.delete(screens).where(eq(screens.id, id))
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

/** The state of a screen that has no device: no token, no heartbeat, no pending refresh. */
export const UNLINKED_SCREEN: ScreenChanges = { statusUpdatedAt: null, refreshFlag: false, hardRefreshFlag: false }

/** Sets the hard-refresh flag on every screen of a location; returns their ids. */
export async function flagHardRefresh(db: Db, locationId: string, now: Date): Promise<string[]> {
  const rows = await db.update(screens).set({ hardRefreshFlag: true, updatedAt: now }).where(eq(screens.locationId, locationId)).returning({ id: screens.id })
  return rows.map((row) => row.id)
}

/**
 * The workout round `roundNumber` plays at `now` in the location: the location's effective date
 * (its zone and roll hour) picks among the workouts covering it, routines sorted by step.
 */
export async function currentWorkoutFor(db: Db, roundNumber: number, location: Pick<LocationRow, 'timeZone' | 'schedule'>, now: Date): Promise<Workout | null> {
  const date = effectiveDate(now, location.timeZone, location.schedule)
  // Stored ranges are calendar days at UTC midnight (see workoutCovers): narrow in SQL, decide in pickCurrentWorkout.
  const dayStart = new Date(Date.UTC(date.year, date.month - 1, date.day))
  const candidates = await db
    .select()
    .from(workouts)
    .where(and(eq(workouts.roundNumber, roundNumber), lt(workouts.startDate, new Date(dayStart.getTime() + DAY_MS)), gte(workouts.endDate, dayStart)))
  const workout = pickCurrentWorkout(candidates, date)
  return workout ? workoutDto(db, workout) : null
}

/** Clears the refresh requests a reloaded device has honoured (its heartbeat is buffered, not written here). */
export async function clearRefreshFlags(db: Db, screenId: string, clear: { refreshFlag?: false; hardRefreshFlag?: false }): Promise<ScreenRow | undefined> {
  const [row] = await db.update(screens).set(clear).where(eq(screens.id, screenId)).returning()
  return row
}
