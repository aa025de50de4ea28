import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { User } from '../../shared/schemas/auth'
import type { Db } from '../db/client'
import { userLocations, userRegions } from '../db/schema'
import { audit, type AuditActor, requestOrigin } from '../lib/audit'
import type { UserRow } from '../lib/sessions'

// A user as the API shows it, with the ids of its locations, and the audit entry of a new password: the users routes and the auth routes (sign-in, me) share them.

/** The user as the API shows it; the password hash never leaves this function. */
export function toUser(row: UserRow, locationIds: string[], regionIds: string[]): User {
  return {
    id: row.id,
    _id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    isActive: row.isActive,
    locations: locationIds,
    regions: regionIds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export async function userLocationIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ locationId: userLocations.locationId }).from(userLocations).where(eq(userLocations.userId, userId))
  return rows.map((row) => row.locationId)
}

/** The regions an admin is scoped to (docs/RULES.md#regions). */
export async function userRegionIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ regionId: userRegions.regionId }).from(userRegions).where(eq(userRegions.userId, userId))
  return rows.map((row) => row.regionId)
}

/** The user as the API shows it: no password hash, with the ids of its locations and regions. */
export async function toUserDto(db: Db, user: UserRow): Promise<User> {
  return toUser(user, await userLocationIds(db, user.id), await userRegionIds(db, user.id))
}

/**
 * The audit entry of a new password (docs/API-CONVENTIONS.md#auth), never the password itself: whose
 * it is, who set it (`self` on the profile, which keeps the session that saved it and ends the others;
 * `super-admin` for another user, which ends every session of that user) and where the request came from.
 */
export async function auditPasswordChange(tx: Db, actor: AuditActor, request: FastifyRequest, user: { id: string; email: string }, by: 'self' | 'super-admin') {
  await audit(tx, 'User', 'password change', actor, {
    id: user.id,
    email: user.email,
    by,
    ...(by === 'self' ? { otherSessionsEnded: true } : { sessionsEnded: true }),
    ...requestOrigin(request),
  })
}
