import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { seesAllLocations } from '../../shared/roles'
import type { Db } from '../db/client'
import { userLocations } from '../db/schema'

/** Which locations a caller may see: every one, or only those linked to a user. */
export type LocationScope = { all: true } | { all: false; userId: string }

/** Admins and api-access see every location; location staff only those linked to them. */
export function scopeOf(user: { id: string; role: Parameters<typeof seesAllLocations>[0] }): LocationScope {
  return seesAllLocations(user.role) ? { all: true } : { all: false, userId: user.id }
}

/** A condition keeping rows whose location column is one the scope may see; undefined when it sees all. */
export function inLocationScope(locationColumn: AnyPgColumn, scope: LocationScope): SQL | undefined {
  if (scope.all) return undefined
  return inArray(locationColumn, sql`(select ${userLocations.locationId} from ${userLocations} where ${userLocations.userId} = ${scope.userId})`)
}

/** True when the scope may see the location. */
export async function scopeIncludes(db: Db, scope: LocationScope, locationId: string): Promise<boolean> {
  if (scope.all) return true
  const [row] = await db
    .select({ locationId: userLocations.locationId })
    .from(userLocations)
    .where(and(eq(userLocations.userId, scope.userId), eq(userLocations.locationId, locationId)))
    .limit(1)
  return Boolean(row)
}
