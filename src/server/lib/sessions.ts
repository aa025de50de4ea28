import { and, eq, gt, isNull, ne, or } from 'drizzle-orm'
import type { Db } from '../db/client'
import { sessions, users } from '../db/schema'
import { hashToken, newToken } from './tokens'

export const USER_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000

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

/** The active user and session behind a console token, or null. */
export async function findUserSession(db: Db, token: string): Promise<{ sessionId: string; user: UserRow } | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.kind, 'user'), isLive(), eq(users.isActive, true)))
    .limit(1)
  return row ?? null
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/** Revokes every live session of a user, except optionally the one making the request. */
export async function revokeUserSessions(db: Db, userId: string, exceptSessionId?: string): Promise<void> {
  const keep = exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep))
}
