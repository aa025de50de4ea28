import { and, eq, gt, lt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { oidcHandoffs, oidcPendingSignIns, oidcSessions, sessions } from '../../db/schema'
import { hashToken } from '../../lib/tokens'

export interface PendingSignIn {
  state: string
  browser: string
  nonce: string
  codeVerifier: string
  expiresAt: Date
}

/** Keeps a sign-in sent to the provider (hashed state and browser value); drops the expired ones on the way. */
export async function savePendingSignIn(db: Db, pending: PendingSignIn): Promise<void> {
  await db.delete(oidcPendingSignIns).where(lt(oidcPendingSignIns.expiresAt, new Date()))
  await db.insert(oidcPendingSignIns).values({
    stateHash: hashToken(pending.state),
    browserHash: hashToken(pending.browser),
    nonce: pending.nonce,
    codeVerifier: pending.codeVerifier,
    expiresAt: pending.expiresAt,
  })
}

/** Takes the pending sign-in of this state, once: a second callback with the same state finds nothing. */
export async function takePendingSignIn(db: Db, state: string): Promise<typeof oidcPendingSignIns.$inferSelect | undefined> {
  const [row] = await db
    .delete(oidcPendingSignIns)
    .where(and(eq(oidcPendingSignIns.stateHash, hashToken(state)), gt(oidcPendingSignIns.expiresAt, new Date())))
    .returning()
  return row
}

/** Keeps the one-time code the console exchanges for a session; drops expired codes on the way. */
export async function saveHandoff(db: Db, code: string, userId: string, idToken: string, expiresAt: Date): Promise<void> {
  await db.delete(oidcHandoffs).where(lt(oidcHandoffs.expiresAt, new Date()))
  await db.insert(oidcHandoffs).values({ codeHash: hashToken(code), userId, idToken, expiresAt })
}

/** Takes a one-time code, once, while it is current. */
export async function takeHandoff(db: Db, code: string): Promise<typeof oidcHandoffs.$inferSelect | undefined> {
  const [row] = await db
    .delete(oidcHandoffs)
    .where(and(eq(oidcHandoffs.codeHash, hashToken(code)), gt(oidcHandoffs.expiresAt, new Date())))
    .returning()
  return row
}

/** Remembers the provider's ID token beside the session its sign-in opened (the token is never stored, only its hash). */
export async function linkSessionIdToken(db: Db, token: string, idToken: string): Promise<void> {
  const [session] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1)
  await db.insert(oidcSessions).values({ sessionId: session.id, idToken })
}

/** The provider's ID token of a session it signed in, if it did. */
export async function sessionIdToken(db: Db, sessionId: string): Promise<string | null> {
  const [row] = await db.select({ idToken: oidcSessions.idToken }).from(oidcSessions).where(eq(oidcSessions.sessionId, sessionId)).limit(1)
  return row?.idToken ?? null
}
