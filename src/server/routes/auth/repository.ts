import { eq, lt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users, usedSsoNonces } from '../../db/schema'
import type { UserRow } from '../../lib/sessions'

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1)
  return user
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return user
}

export interface ProfileChanges {
  firstName: string
  lastName: string
  email: string
  passwordHash?: string
}

export async function updateProfile(db: Db, userId: string, changes: ProfileChanges): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning()
  return user
}

/** Records an SSO nonce; false when it was already used. Expired nonces are pruned on the way. */
export async function claimSsoNonce(db: Db, nonce: string, expiresAt: Date): Promise<boolean> {
  await db.delete(usedSsoNonces).where(lt(usedSsoNonces.expiresAt, new Date()))
  const inserted = await db.insert(usedSsoNonces).values({ nonce, expiresAt }).onConflictDoNothing().returning()
  return inserted.length === 1
}
