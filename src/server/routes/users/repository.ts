import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import { API_MESSAGES } from '../../../shared/messages'
import type { User } from '../../../shared/schemas/auth'
import type { UserDetail, UserListQuery, UserLocation } from '../../../shared/schemas/users'
import type { Db } from '../../db/client'
import { locations, userLocations, userRegions, users } from '../../db/schema'
import { notFound } from '../../lib/httpErrors'
import { containing } from '../../lib/search'
import type { UserRow } from '../../lib/sessions'
import { isUuid } from '../../lib/tokens'
import { toUser, userRegionIds } from '../../domain/users'

export type { UserRow }
export type UserChanges = Partial<Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'email' | 'role' | 'isActive' | 'passwordHash' | 'updatedAt'>>
export type NewUser = Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'email' | 'role' | 'passwordHash' | 'isActive'>

async function locationIdsByUser(db: Db, userIds: string[]): Promise<Map<string, string[]>> {
  const byUser = new Map<string, string[]>(userIds.map((id) => [id, []]))
  if (userIds.length === 0) return byUser
  const rows = await db
    .select({ userId: userLocations.userId, locationId: userLocations.locationId })
    .from(userLocations)
    .innerJoin(locations, eq(locations.id, userLocations.locationId))
    .where(inArray(userLocations.userId, userIds))
    .orderBy(asc(locations.name), asc(locations.id))
  for (const row of rows) byUser.get(row.userId)?.push(row.locationId)
  return byUser
}

async function regionIdsByUser(db: Db, userIds: string[]): Promise<Map<string, string[]>> {
  const byUser = new Map<string, string[]>(userIds.map((id) => [id, []]))
  if (userIds.length === 0) return byUser
  const rows = await db.select().from(userRegions).where(inArray(userRegions.userId, userIds))
  for (const row of rows) byUser.get(row.userId)?.push(row.regionId)
  return byUser
}

/** One page of users sorted by last name, then first name, with the total matching count. */
export async function listUsers(db: Db, query: UserListQuery): Promise<{ items: User[]; total: number }> {
  const search = query.search ? containing(query.search) : undefined
  const fullName = sql`${users.firstName} || ' ' || ${users.lastName}`
  const where = and(
    search ? or(ilike(users.email, search), ilike(users.firstName, search), ilike(users.lastName, search), ilike(fullName, search)) : undefined,
    query.email ? ilike(users.email, containing(query.email)) : undefined,
    query.firstName ? ilike(users.firstName, containing(query.firstName)) : undefined,
    query.lastName ? ilike(users.lastName, containing(query.lastName)) : undefined,
  )
  const [{ total }] = await db.select({ total: count() }).from(users).where(where)
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(sql`lower(${users.lastName})`, sql`lower(${users.firstName})`, asc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  const locationIds = await locationIdsByUser(
    db,
    rows.map((row) => row.id),
  )
  const regionIds = await regionIdsByUser(
    db,
    rows.map((row) => row.id),
  )
  return { items: rows.map((row) => toUser(row, locationIds.get(row.id) ?? [], regionIds.get(row.id) ?? [])), total }
}

/** The user row; `forUpdate` locks it in the transaction. */
export async function findUserRow(db: Db, id: string, forUpdate = false): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined
  const query = db.select().from(users).where(eq(users.id, id)).limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  return row
}

/** The user with its locations spelled out, sorted by name. */
export async function userDetail(db: Db, row: UserRow): Promise<UserDetail> {
  const linked: UserLocation[] = await db
    .select({
      id: locations.id,
      _id: locations.id,
      name: locations.name,
      locationIdentifier: locations.locationIdentifier,
      timeZone: locations.timeZone,
      language: locations.language,
      isActive: locations.isActive,
      isEnabled: locations.isEnabled,
    })
    .from(userLocations)
    .innerJoin(locations, eq(locations.id, userLocations.locationId))
    .where(eq(userLocations.userId, row.id))
    .orderBy(asc(locations.name), asc(locations.id))
  return {
    ...toUser(
      row,
      linked.map((location) => location.id),
      await userRegionIds(db, row.id),
    ),
    locationDetails: linked,
  }
}

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning()
  return row
}

export async function updateUserRow(db: Db, id: string, changes: UserChanges): Promise<UserRow> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning()
  return row
}

/** The ids among `ids` that name existing locations. */
export async function existingLocationIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(inArray(locations.id, [...ids]))
  return new Set(rows.map((row) => row.id))
}

/** Links the user to the locations; already linked ones are left alone. */
export async function linkLocations(db: Db, userId: string, locationIds: readonly string[]): Promise<void> {
  if (locationIds.length === 0) return
  await db
    .insert(userLocations)
    .values(locationIds.map((locationId) => ({ userId, locationId })))
    .onConflictDoNothing()
}

/** Unlinks the user from the locations; returns how many links were removed. */
export async function unlinkLocations(db: Db, userId: string, locationIds: readonly string[]): Promise<number> {
  if (locationIds.length === 0) return 0
  const removed = await db
    .delete(userLocations)
    .where(and(eq(userLocations.userId, userId), inArray(userLocations.locationId, [...locationIds])))
    .returning({ locationId: userLocations.locationId })
  return removed.length
}

/** Deletes the user; its sessions and location links go with it (foreign keys cascade). */
export async function deleteUserRow(db: Db, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id))
}

/** The user, locked for the rest of the transaction; 404 when there is none. */
export async function lockedUser(tx: Db, id: string): Promise<UserRow> {
  const user = await findUserRow(tx, id, true)
  if (!user) throw notFound(API_MESSAGES.userNotFound)
  return user
}
