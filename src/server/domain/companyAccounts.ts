import { and, asc, eq, gt, lt } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { API_MESSAGES } from '../../shared/messages'
import type { CompanyAccounts } from '../../shared/schemas/companyAccounts'
import type { Db } from '../db/client'
import { oidcLinkAllowances, userIdentities } from '../db/schema'
import { audit, type AuditActor, requestOrigin } from '../lib/audit'
import { notFound } from '../lib/httpErrors'

// Company accounts (docs/SECURITY.md#openid-connect-sign-in): a person's account at the identity
// provider, bound to their account here by the provider's issuer and `sub`. The sign-in routes (auth)
// make and use the links; the profile (auth) and the user page (users) show and remove them.

/** How long a super-admin's leave to link an account on its next company sign-in lasts. */
export const LINK_ALLOWANCE_MS = 7 * 24 * 60 * 60_000

export type IdentityRow = typeof userIdentities.$inferSelect

/** The account a company sign-in of this issuer and subject belongs to, if it was linked. */
export async function findIdentity(db: Db, issuer: string, subject: string): Promise<IdentityRow | undefined> {
  const [row] = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
    .limit(1)
  return row
}

/** The user's company accounts, and until when a super-admin allows the next company sign-in to link one. */
export async function companyAccountsOf(db: Db, userId: string): Promise<CompanyAccounts> {
  const rows = await db.select().from(userIdentities).where(eq(userIdentities.userId, userId)).orderBy(asc(userIdentities.linkedAt))
  const [allowance] = await db
    .select()
    .from(oidcLinkAllowances)
    .where(and(eq(oidcLinkAllowances.userId, userId), gt(oidcLinkAllowances.expiresAt, new Date())))
    .limit(1)
  return {
    accounts: rows.map((row) => ({
      id: row.id,
      issuer: row.issuer,
      subject: row.subject,
      email: row.email,
      linkedAt: row.linkedAt.toISOString(),
      lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    })),
    linkAllowedUntil: allowance?.expiresAt.toISOString() ?? null,
  }
}

export interface NewLink {
  user: { id: string; email: string }
  issuer: string
  subject: string
  email: string | null
  /** Who made the link: the person signed in (`self`), a super-admin's leave (`allowance`), or the account's creation (`created`). */
  by: 'self' | 'allowance' | 'created'
}

/**
 * Binds this company account to the user, replacing the user's earlier one of the same provider, and
 * audits it. False when the company account is linked to another user already (nothing changes).
 */
export async function linkIdentity(tx: Db, request: FastifyRequest, actor: AuditActor, link: NewLink): Promise<boolean> {
  const taken = await findIdentity(tx, link.issuer, link.subject)
  if (taken && taken.userId !== link.user.id) return false
  const [previous] = await tx
    .delete(userIdentities)
    .where(and(eq(userIdentities.userId, link.user.id), eq(userIdentities.issuer, link.issuer)))
    .returning()
  const [made] = await tx
    .insert(userIdentities)
    .values({ userId: link.user.id, issuer: link.issuer, subject: link.subject, email: link.email })
    .onConflictDoNothing()
    .returning()
  if (!made) return false
  await audit(tx, 'User', 'company account link', actor, {
    id: link.user.id,
    email: link.user.email,
    issuer: link.issuer,
    subject: link.subject,
    providerEmail: link.email,
    by: link.by,
    ...(previous && previous.subject !== link.subject ? { previousSubject: previous.subject } : {}),
    ...requestOrigin(request),
  })
  return true
}

/** Notes a company sign-in on its link (shown on the profile and the user page). */
export async function touchIdentity(db: Db, identityId: string): Promise<void> {
  await db.update(userIdentities).set({ lastSignInAt: new Date() }).where(eq(userIdentities.id, identityId))
}

/** Removes one of the user's company accounts (404 when it is not theirs) and audits it. */
export async function unlinkIdentity(tx: Db, request: FastifyRequest, actor: AuditActor, user: { id: string; email: string }, identityId: string) {
  const [removed] = await tx
    .delete(userIdentities)
    .where(and(eq(userIdentities.id, identityId), eq(userIdentities.userId, user.id)))
    .returning()
  if (!removed) throw notFound(API_MESSAGES.companyAccountNotFound)
  await audit(tx, 'User', 'company account unlink', actor, {
    id: user.id,
    email: user.email,
    issuer: removed.issuer,
    subject: removed.subject,
    providerEmail: removed.email,
    ...requestOrigin(request),
  })
}

/** A super-admin allows (for LINK_ALLOWANCE_MS) or withdraws the link of this account on its next company sign-in. */
export async function setLinkAllowance(tx: Db, request: FastifyRequest, actor: AuditActor, user: { id: string; email: string }, allowed: boolean) {
  await tx.delete(oidcLinkAllowances).where(eq(oidcLinkAllowances.userId, user.id))
  const expiresAt = new Date(Date.now() + LINK_ALLOWANCE_MS)
  if (allowed) await tx.insert(oidcLinkAllowances).values({ userId: user.id, allowedBy: actor.email, expiresAt })
  await audit(tx, 'User', allowed ? 'company account link allowed' : 'company account link withdrawn', actor, {
    id: user.id,
    email: user.email,
    ...(allowed ? { until: expiresAt.toISOString() } : {}),
    ...requestOrigin(request),
  })
}

/** Takes a current allowance for this user, once; drops expired ones on the way. */
export async function takeLinkAllowance(db: Db, userId: string): Promise<{ allowedBy: string } | undefined> {
  await db.delete(oidcLinkAllowances).where(lt(oidcLinkAllowances.expiresAt, new Date()))
  const [row] = await db
    .delete(oidcLinkAllowances)
    .where(and(eq(oidcLinkAllowances.userId, userId), gt(oidcLinkAllowances.expiresAt, new Date())))
    .returning()
  return row
}
