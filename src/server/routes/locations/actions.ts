import { and, asc, inArray } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { API_MESSAGES, MESSAGE_CODES } from '../../../shared/messages'
import { SCREEN_CONTROL_ROLES } from '../../../shared/roles'
import { CLOSURE_MAX_DAYS, daysBetween } from '../../../shared/schemas/calendar'
import { errorResponses } from '../../../shared/schemas/common'
import { LocationActionBody, LocationActionResponse, type LocationActionResult } from '../../../shared/schemas/locationActions'
import type { Db } from '../../db/client'
import { locations } from '../../db/schema'
import { requireLocationRow } from '../../domain/locations'
import { regionLocationIds, requireRegion } from '../../domain/regions'
import { badRequest, HttpError, OutsideScopeError } from '../../lib/httpErrors'
import { inLocationScope, scopeOf, type LocationScope } from '../../lib/locationScope'
import { signedInUser } from '../../plugins/auth'
import { actOnLocation, locationNearAClass } from './bulkActions'

const bearer = [{ bearerAuth: [] }]
const tags = ['class control']

/** The ids among `ids` of locations that exist, whoever may see them. */
async function existingLocationIds(db: Db, ids: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(inArray(locations.id, [...ids]))
  return rows.map((row) => row.id)
}

/**
 * The locations an action names: the listed ones, every one the scope may see or the 404 (nothing is
 * done when one is out of reach), or a whole region the scope may see.
 */
async function targetIds(db: Db, scope: LocationScope, body: LocationActionBody): Promise<string[]> {
  if ((body.locations === undefined) === (body.region === undefined)) throw badRequest(API_MESSAGES.locationActionTarget)
  if (body.region !== undefined) {
    const region = await requireRegion(db, body.region, scope)
    return regionLocationIds(db, region.id)
  }
  const wanted = [...new Set(body.locations)]
  if (wanted.length === 0) return []
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(inArray(locations.id, wanted), inLocationScope(locations.id, scope)))
    .orderBy(asc(locations.name), asc(locations.id))
  if (rows.length !== wanted.length) {
    // Name the ones out of reach (the caller sent them: nothing is told of them but that they are not theirs to act on).
    const found = new Set(rows.map((row) => row.id))
    const missing = wanted.filter((id) => !found.has(id))
    const words =
      missing.length === 1
        ? `This location was not found, or is not yours to act on: ${missing[0]}. Nothing was done.`
        : `These locations were not found, or are not yours to act on: ${missing.join(', ')}. Nothing was done.`
    const [outside] = await existingLocationIds(db, missing)
    throw outside
      ? new OutsideScopeError(words, 'Location', outside, MESSAGE_CODES.locationNotFound)
      : new HttpError(404, words, undefined, MESSAGE_CODES.locationNotFound)
  }
  return rows.map((row) => row.id)
}

/**
 * /api/v1/locations/actions (docs/RULES.md#actions-across-many-locations): one action on many
 * locations, each in its own transaction with its own audit line, each result reported.
 */
const locationActionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/locations/actions',
    {
      schema: {
        operationId: 'actOnLocations',
        tags,
        summary:
          'Apply one action to several locations or a whole region: hard refresh, refresh, automatic mode on/off, Start, Stop, reload the idle screens after a deploy (not in a class, not within 30 minutes of one), or add a closure to each',
        security: bearer,
        body: LocationActionBody,
        response: { 200: LocationActionResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: app.requireRole(...SCREEN_CONTROL_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const scope = scopeOf(actor)
      const { action, closure } = request.body
      if (closure) {
        if (closure.endsOn < closure.startsOn) throw badRequest(API_MESSAGES.closureRangeOrder)
        if (daysBetween(closure.startsOn, closure.endsOn) > CLOSURE_MAX_DAYS) throw badRequest(API_MESSAGES.closureTooLong)
      }
      const ids = await targetIds(app.db, scope, request.body)
      const results: LocationActionResult[] = []
      for (const id of ids) {
        const now = new Date()
        const nearClass = action === 'reloadIdle' && (await locationNearAClass(app.fleet, await requireLocationRow(app.db, id, scope), now))
        const done = await app.db.transaction(async (tx) => {
          const location = await requireLocationRow(tx, id, scope, true)
          return actOnLocation(tx, actor, location, action, { now, nearClass, fleet: app.fleet, closure, syncThresholdMs: app.syncThresholdMs })
        })
        done.afterCommit(app.fleet)
        results.push(done.result)
      }
      results.sort((a, b) => a.name.localeCompare(b.name) || a.location.localeCompare(b.location))
      return { data: { action, results } }
    },
  )
}

export default locationActionRoutes
