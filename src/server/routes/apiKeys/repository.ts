import { and, count, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm'
import type { ApiKey } from '../../../shared/schemas/apiKeys'
import type { Db } from '../../db/client'
import { apiKeys, locations, regions, users } from '../../db/schema'
import type { ApiKeyRow } from '../../fleet/apiKeys'
import { keyPrefix } from '../../lib/apiKeys'
import { isUuid } from '../../lib/tokens'

/** The keys, newest first, as the API shows them. */
export async function listApiKeys(db: Db, now: Date = new Date()): Promise<ApiKey[]> {
  const rows = await db.select().from(apiKeys).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
  return apiKeyDtos(db, rows, now)
}

export async function findApiKey(db: Db, id: string): Promise<ApiKeyRow | undefined> {
  if (!isUuid(id)) return undefined
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id)).limit(1)
  return row
}

/** Keys neither revoked nor expired. */
export async function activeKeyTotal(db: Db, now: Date = new Date()): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(apiKeys)
    .where(and(isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now))))
  return row.total
}

/** The names of these locations and regions, by id (a deleted one is missing). */
async function namesOf(db: Db, locationIds: string[], regionIds: string[]) {
  const [locationRows, regionRows] = await Promise.all([
    locationIds.length ? db.select({ id: locations.id, name: locations.name }).from(locations).where(inArray(locations.id, locationIds)) : [],
    regionIds.length ? db.select({ id: regions.id, name: regions.name }).from(regions).where(inArray(regions.id, regionIds)) : [],
  ])
  return new Map([...locationRows, ...regionRows].map((row) => [row.id, row.name]))
}

export async function apiKeyDtos(db: Db, rows: ApiKeyRow[], now: Date = new Date()): Promise<ApiKey[]> {
  const names = await namesOf(db, [...new Set(rows.flatMap((row) => row.locationIds))], [...new Set(rows.flatMap((row) => row.regionIds))])
  const creatorIds = [...new Set(rows.map((row) => row.createdBy).filter((id): id is string => Boolean(id)))]
  const creators = creatorIds.length ? await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, creatorIds)) : []
  const creatorEmail = new Map(creators.map((row) => [row.id, row.email]))
  const named = (ids: string[]) => ids.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : []))
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    prefix: keyPrefix(row.publicId),
    role: row.role,
    scopes: row.scopes as ApiKey['scopes'],
    locations: named(row.locationIds),
    regions: named(row.regionIds),
    status: row.revokedAt ? 'revoked' : row.expiresAt && row.expiresAt <= now ? 'expired' : 'active',
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedAddress: row.lastUsedAddress,
    createdBy: row.createdBy ? (creatorEmail.get(row.createdBy) ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  }))
}
