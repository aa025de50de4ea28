import { and, eq, gt, lt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { oidcHandoffs, oidcLinkTickets, oidcPendingSignIns, oidcSessions, sessions } from '../../db/schema'
import { hashToken } from '../../lib/tokens'

export interface PendingSignIn {
  state: string
  browser: string
  nonce: string
  codeVerifier: string
  /** The signed-in user linking their company account; null for a sign-in. */
  linkUserId: string | null
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
    linkUserId: pending.linkUserId,
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

export interface Handoff {
  code: string
  /** The random value of the cookie the callback gives its browser: only that browser exchanges the code. */
  browser: string
  userId: string
  idToken: string
  expiresAt: Date
}

/** Keeps the one-time code the console exchanges for a session (hashed, with the hash of its browser's value); drops expired codes on the way. */
export async function saveHandoff(db: Db, handoff: Handoff): Promise<void> {
  await db.delete(oidcHandoffs).where(lt(oidcHandoffs.expiresAt, new Date()))
  await db.insert(oidcHandoffs).values({
    codeHash: hashToken(handoff.code),
    browserHash: hashToken(handoff.browser),
    userId: handoff.userId,
    idToken: handoff.idToken,
    expiresAt: handoff.expiresAt,
  })
}

/** Keeps a signed-in user's ticket to start linking their company account; drops expired tickets on the way. */
export async function saveLinkTicket(db: Db, ticket: string, userId: string, expiresAt: Date): Promise<void> {
  await db.delete(oidcLinkTickets).where(lt(oidcLinkTickets.expiresAt, new Date()))
  await db.insert(oidcLinkTickets).values({ ticketHash: hashToken(ticket), userId, expiresAt })
}

/** Takes a link ticket, once, while it is current: the user it was given to. */
export async function takeLinkTicket(db: Db, ticket: string): Promise<string | undefined> {
  const [row] = await db
    .delete(oidcLinkTickets)
    .where(and(eq(oidcLinkTickets.ticketHash, hashToken(ticket)), gt(oidcLinkTickets.expiresAt, new Date())))
    .returning()
  return row?.userId
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
