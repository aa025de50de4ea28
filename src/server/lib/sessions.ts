import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { screenLinks, sessions, userRegions, users } from '../db/schema'
import { hashToken, newToken } from './tokens'

/** A console session ends 30 days after sign-in however busy it is (absolute limit)… */
export const USER_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000
/** …and after 12 hours without a request (sliding idle timeout). Screen tokens last until revoked. */
export const USER_SESSION_IDLE_MS = 12 * 60 * 60 * 1000
/** A session's last use is written at most this often, not on every request. */
const LAST_SEEN_GRANULARITY_MS = 5 * 60 * 1000
/** Revoked and ended sessions, and expired pairing links, are deleted after this long (they no longer answer anyway). */
const KEEP_ENDED_MS = 24 * 60 * 60 * 1000

export type SessionOwner = { kind: 'user'; userId: string } | { kind: 'screen'; screenId: string }
export type UserRow = typeof users.$inferSelect

/** Stores a new session and returns its token: the only time the token exists in clear. */
export async function createSession(db: Db, owner: SessionOwner, ttlMs: number | null = USER_SESSION_TTL_MS): Promise<string> {
  const token = newToken()
  await db.insert(sessions).values({
    kind: owner.kind,
    tokenHash: hashToken(token),
    userId: owner.kind === 'user' ? owner.userId : null,
    screenId: owner.kind === 'screen' ? owner.screenId : null,
    expiresAt: ttlMs === null ? null : new Date(Date.now() + ttlMs),
  })
  return token
}

const isLive = () => and(isNull(sessions.revokedAt), or(isNull(sessions.expiresAt), gt(sessions.expiresAt, new Date())))

/**
 * The active user and session behind a console token, or null: not revoked, within 30 days of
 * sign-in and used within the last 12 hours. A use moves the idle timeout on (written at most every
 * few minutes, so a busy console does not write on every request).
 */
export async function findUserSession(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<{ sessionId: string; user: UserRow; regionIds: string[] } | null> {
  // The regions an admin was given travel with the session lookup, read afresh on every request:
  // a scope the super-admin changes applies at once (src/server/lib/locationScope.ts).
  const regionIds = sql<string[]>`array(select ${userRegions.regionId}::text from ${userRegions} where ${userRegions.userId} = ${users.id})`
  const [row] = await db
    .select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, user: users, regionIds })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        eq(sessions.kind, 'user'),
        isLive(),
        gt(sessions.lastSeenAt, new Date(now.getTime() - USER_SESSION_IDLE_MS)),
        eq(users.isActive, true),
      ),
    )
    .limit(1)
  if (!row) return null
  if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_GRANULARITY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId))
  }
  return { sessionId: row.sessionId, user: row.user, regionIds: row.regionIds ?? [] }
}

/** Deletes sessions that can no longer be used and pairing links that expired, a day after they ended. */
export async function deleteEndedSessions(db: Db, now: Date = new Date()): Promise<void> {
  const before = new Date(now.getTime() - KEEP_ENDED_MS)
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.revokedAt, before),
        lt(sessions.expiresAt, before),
        and(eq(sessions.kind, 'user'), lt(sessions.lastSeenAt, new Date(before.getTime() - USER_SESSION_IDLE_MS))),
      ),
    )
  await db.delete(screenLinks).where(lt(screenLinks.expiresAt, before))
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/** Revokes every live session of a user, except optionally the one making the request. */
export async function revokeUserSessions(db: Db, userId: string, exceptSessionId?: string): Promise<void> {
  const keep = exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep))
}
