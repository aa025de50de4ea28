import { and, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm'
import type { ScreenLink, ScreenLinkStatus } from '../../shared/schemas/screenlinks'
import type { Db } from '../db/client'
import { screenLinks } from '../db/schema'
import type { Fleet } from '../fleet/fleet'
import { audit, type AuditActor } from '../lib/audit'
import { isUuid } from '../lib/tokens'
import { revokeScreenTokens, type ScreenRow, type ScreenWithLocation, UNLINKED_SCREEN, updateScreenRow } from './screens'

/**
 * Pairing a screen with its device (docs/SECURITY.md): the links a device asks for and polls
 * (/api/v1/screenlinks) and the pairing itself, which staff make by code (/api/v1/screens/link/:id)
 * or an admin by the link's id (PUT /api/v1/screenlinks/:id).
 */
export type ScreenLinkRow = typeof screenLinks.$inferSelect

/** A code lives one hour, as the screen tells staff (docs/RULES.md#class-screen). */
export const SCREEN_LINK_TTL_MS = 60 * 60_000
/** Once staff attach a screen, the device has this long to collect its token (it polls every 15 s). */
export const SCREEN_LINK_COLLECT_MS = 10 * 60_000

export function toScreenLinkDto(row: ScreenLinkRow): ScreenLink {
  return {
    id: row.id,
    _id: row.id,
    authCode: row.authCode,
    screen: row.screenId,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }
}

/** What the device's poll of its link answers: screen and token null while pending, both (once) when it collects them. */
export function toScreenLinkStatus(row: ScreenLinkRow, collected?: { screen: ScreenRow; token: string }): ScreenLinkStatus {
  const screen = collected?.screen
  return {
    id: row.id,
    _id: row.id,
    screen: screen ? { id: screen.id, _id: screen.id, name: screen.name, round: screen.round, location: screen.locationId } : null,
    token: collected?.token ?? null,
    expiresAt: row.expiresAt.toISOString(),
  }
}

/** Registers a code shown by a screen; expired links with the same code are cleared first. */
export async function insertScreenLink(db: Db, authCode: string, now: Date): Promise<ScreenLinkRow> {
  await db.delete(screenLinks).where(and(eq(screenLinks.authCode, authCode), lte(screenLinks.expiresAt, now)))
  const [row] = await db
    .insert(screenLinks)
    .values({ authCode, expiresAt: new Date(now.getTime() + SCREEN_LINK_TTL_MS), createdAt: now, updatedAt: now })
    .returning()
  return row
}

/** A live link by its id. */
export async function findScreenLink(db: Db, id: string, now: Date, forUpdate = false): Promise<ScreenLinkRow | undefined> {
  if (!isUuid(id)) return undefined
  const query = db
    .select()
    .from(screenLinks)
    .where(and(eq(screenLinks.id, id), gt(screenLinks.expiresAt, now)))
    .limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  return row
}

/** A live link still waiting for a screen, by the code staff typed. */
export async function findPendingByCode(db: Db, authCode: string, now: Date): Promise<ScreenLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(screenLinks)
    .where(and(eq(screenLinks.authCode, authCode), isNull(screenLinks.screenId), gt(screenLinks.expiresAt, now)))
    .limit(1)
    .for('update')
  return row
}

/** Attaches a screen; the code is then used, and the device has a short while to collect its token. */
export async function attachScreen(db: Db, linkId: string, screenId: string, now: Date): Promise<ScreenLinkRow> {
  const [row] = await db
    .update(screenLinks)
    .set({ screenId, expiresAt: new Date(now.getTime() + SCREEN_LINK_COLLECT_MS), updatedAt: now })
    .where(eq(screenLinks.id, linkId))
    .returning()
  return row
}

/** Deletes a linked, live link and returns it: only one caller ever gets it, so the token is issued once. */
export async function takeLinkedLink(db: Db, id: string, now: Date): Promise<ScreenLinkRow | undefined> {
  if (!isUuid(id)) return undefined
  const [row] = await db
    .delete(screenLinks)
    .where(and(eq(screenLinks.id, id), isNotNull(screenLinks.screenId), gt(screenLinks.expiresAt, now)))
    .returning()
  return row
}

export async function deleteScreenLink(db: Db, id: string): Promise<void> {
  await db.delete(screenLinks).where(eq(screenLinks.id, id))
}

/** Attaches `target` to the link and cuts off whatever device held the screen before; returns whether one did. */
export async function pair(tx: Db, link: ScreenLinkRow, target: ScreenWithLocation, actor: AuditActor, now: Date): Promise<boolean> {
  await attachScreen(tx, link.id, target.screen.id, now)
  const revoked = await revokeScreenTokens(tx, target.screen.id, now)
  await updateScreenRow(tx, target.screen.id, { ...UNLINKED_SCREEN, updatedAt: now })
  await audit(tx, 'ScreenLink', 'update', actor, {
    id: link.id,
    screen: target.screen.id,
    location: target.location.id,
    authCode: link.authCode,
    tokensRevoked: revoked,
  })
  return revoked > 0
}

/** After a pairing (once committed): the device that held the screen is cut off, and every process drops the screen's row and tokens. */
export function afterPairing(fleet: Pick<Fleet, 'changed'>, { target, hadDevice }: { target: ScreenWithLocation; hadDevice: boolean }): void {
  const screen = target.screen.id
  fleet.changed({
    screens: [screen],
    revokedScreens: [screen],
    push: hadDevice ? { location: target.location.id, screen, event: { event: 'unlinked', data: { screen } } } : undefined,
  })
}
