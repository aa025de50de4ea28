import { and, eq } from 'drizzle-orm'
import { API_MESSAGES } from '../../shared/messages'
import type { Db } from '../db/client'
import { locations } from '../db/schema'
import { HttpError, notFound, OutsideScopeError } from '../lib/httpErrors'
import { inLocationScope, type LocationScope } from '../lib/locationScope'
import { isUuid } from '../lib/tokens'

/**
 * A location as stored, and how a route finds one: every route under /api/v1/locations/:id and a
 * few others (screens, the device's round) start from here: `requireLocationRow` when a missing
 * location is the caller's 404, `findLocationRow` when the caller decides.
 */
export type LocationRow = typeof locations.$inferSelect

/** The location if it exists and the scope may see it; `forUpdate` locks the row in the transaction. */
export async function findLocationRow(db: Db, id: string, scope: LocationScope, forUpdate = false): Promise<LocationRow | undefined> {
  if (!isUuid(id)) return undefined
  const query = db
    .select()
    .from(locations)
    .where(and(eq(locations.id, id), inLocationScope(locations.id, scope)))
    .limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  return row
}

/** The location as `findLocationRow` finds it, or the 404 every route answers (`LOCATION_NOT_FOUND`), also when the scope may not see it. */
export async function requireLocationRow(db: Db, id: string, scope: LocationScope, forUpdate = false): Promise<LocationRow> {
  const row = await findLocationRow(db, id, scope, forUpdate)
  if (!row) throw await locationMissing(db, id, scope)
  return row
}

/** The 404 of a location the scope does not see: marked as outside the scope when it exists (counted and audited). */
export async function locationMissing(db: Db, id: string, scope: LocationScope): Promise<HttpError> {
  if (!scope.all && isUuid(id)) {
    const [exists] = await db.select({ id: locations.id }).from(locations).where(eq(locations.id, id)).limit(1)
    if (exists) return new OutsideScopeError(API_MESSAGES.locationNotFound, 'Location', id)
  }
  return notFound(API_MESSAGES.locationNotFound)
}
