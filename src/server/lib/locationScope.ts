import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { isAdmin, isApiAccess, isSuperAdmin, seesAllLocations, type Role } from '../../shared/roles'
import type { Db } from '../db/client'
import { locations, userLocations } from '../db/schema'

/**
 * Which locations a caller may see (docs/RULES.md#regions): every one; only those linked to a user
 * (location staff); or only those of some regions (a regional admin).
 */
export type LocationScope =
  | { all: true }
  | { all: false; userId: string }
  | { all: false; regionIds: readonly string[] }
  /** An API key given locations (docs/SECURITY.md#api-keys). */
  | { all: false; locationIds: readonly string[] }

/** The caller as the scope needs it: `regionIds` are the regions an admin was given (none: chain-wide). */
export interface ScopedUser {
  id: string
  role: Role
  regionIds?: readonly string[]
  /** The locations an API key was given (none: not narrowed to locations). */
  locationIds?: readonly string[]
}

/**
 * The one door every route goes through: admins with no region and api-access see every location,
 * an admin given regions only the locations of those regions, location staff only those linked to
 * them. The super-admin is never scoped: they grant the scopes.
 */
export function scopeOf(user: ScopedUser): LocationScope {
  if (user.locationIds && user.locationIds.length > 0) return { all: false, locationIds: user.locationIds }
  // Admins given regions, and API keys (admin or api-access) given regions.
  if ((isAdmin(user.role) || isApiAccess(user.role)) && !isSuperAdmin(user.role) && user.regionIds && user.regionIds.length > 0)
    return { all: false, regionIds: user.regionIds }
  return seesAllLocations(user.role) ? { all: true } : { all: false, userId: user.id }
}

/** True when the scope is a regional admin's. */
export function isRegionScope(scope: LocationScope): scope is { all: false; regionIds: readonly string[] } {
  return !scope.all && 'regionIds' in scope
}

/** True when the scope is an API key's list of locations. */
export function isLocationListScope(scope: LocationScope): scope is { all: false; locationIds: readonly string[] } {
  return !scope.all && 'locationIds' in scope
}

/** A condition keeping rows whose location column is one the scope may see; undefined when it sees all. */
export function inLocationScope(locationColumn: AnyPgColumn, scope: LocationScope): SQL | undefined {
  if (scope.all) return undefined
  if (isRegionScope(scope)) {
    return inArray(locationColumn, sql`(select ${locations.id} from ${locations} where ${inArray(locations.regionId, [...scope.regionIds])})`)
  }
  if (isLocationListScope(scope)) return inArray(locationColumn, [...scope.locationIds])
  return inArray(locationColumn, sql`(select ${userLocations.locationId} from ${userLocations} where ${userLocations.userId} = ${scope.userId})`)
}

/** True when the scope may see the location. */
export async function scopeIncludes(db: Db, scope: LocationScope, locationId: string): Promise<boolean> {
  if (scope.all) return true
  if (isRegionScope(scope)) {
    const [row] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.id, locationId), inArray(locations.regionId, [...scope.regionIds])))
      .limit(1)
    return Boolean(row)
  }
  if (isLocationListScope(scope)) return scope.locationIds.includes(locationId)
  const [row] = await db
    .select({ locationId: userLocations.locationId })
    .from(userLocations)
    .where(and(eq(userLocations.userId, scope.userId), eq(userLocations.locationId, locationId)))
    .limit(1)
  return Boolean(row)
}

/** The locations a scope may hear of, as a set: every one, or those it includes now (none is none, never all). */
export type ScopeAudience = { all: true } | { all: false; locations: ReadonlySet<string> }

/**
 * Who may hear what (docs/SECURITY.md#who-may-hear-what): the event streams hand on a location's
 * events to the callers whose scope includes it, read from the same `scopeOf` REST and GraphQL use.
 * A regional admin hears their regions' locations, staff their own, an empty scope nothing.
 */
export async function audienceOf(db: Db, scope: LocationScope): Promise<ScopeAudience> {
  if (scope.all) return { all: true }
  if (isLocationListScope(scope)) return { all: false, locations: new Set(scope.locationIds) }
  const rows = await db.select({ id: locations.id }).from(locations).where(inLocationScope(locations.id, scope))
  return { all: false, locations: new Set(rows.map((row) => row.id)) }
}
