import { and, count, desc, eq, gt, isNull, type SQL } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ROLES } from '../../../shared/roles'
import { API_MESSAGES } from '../../../shared/messages'
import { AlertListQuery, AlertListResponse, AlertResponse, AlertsSeenResponse } from '../../../shared/schemas/alerts'
import { errorResponses, IdParams } from '../../../shared/schemas/common'
import { alertDto, alertScreenJoin } from '../../alerts/dto'
import { alertReads, alerts, locations, screens } from '../../db/schema'
import { notFound, OutsideScopeError } from '../../lib/httpErrors'
import { inLocationScope, scopeOf } from '../../lib/locationScope'
import { signedInUser } from '../../plugins/auth'

/** Alerts (docs/ALERTS.md): what puts a class at risk, for the console's bell and for API users. */
const bearer = [{ bearerAuth: [] }]
const tags = ['alerts']

const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  /** How many alerts the user has not seen, among those of locations they may see. */
  async function unreadFor(userId: string, scopeWhere: SQL | undefined): Promise<number> {
    const [read] = await app.db.select({ seenAt: alertReads.seenAt }).from(alertReads).where(eq(alertReads.userId, userId))
    const [{ unread }] = await app.db
      .select({ unread: count() })
      .from(alerts)
      .where(and(scopeWhere, read ? gt(alerts.raisedAt, read.seenAt) : undefined))
    return unread
  }

  app.get(
    '/api/v1/alerts',
    {
      schema: {
        operationId: 'listAlerts',
        tags,
        summary: 'Alerts of the locations the caller may see, newest first: open and resolved, with the webhook delivery of each',
        security: bearer,
        querystring: AlertListQuery,
        response: { 200: AlertListResponse, ...errorResponses(400, 401, 403) },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async (request) => {
      const user = signedInUser(request)
      const scopeWhere = inLocationScope(alerts.locationId, scopeOf(user))
      const { page, pageSize, status } = request.query
      const where = and(scopeWhere, status === 'open' ? isNull(alerts.resolvedAt) : undefined)
      const [{ total }] = await app.db.select({ total: count() }).from(alerts).where(where)
      const [{ open }] = await app.db
        .select({ open: count() })
        .from(alerts)
        .where(and(scopeWhere, isNull(alerts.resolvedAt)))
      const rows = await app.db
        .select({ alert: alerts, location: { name: locations.name, timeZone: locations.timeZone }, screenId: screens.id })
        .from(alerts)
        .innerJoin(locations, eq(locations.id, alerts.locationId))
        .leftJoin(screens, alertScreenJoin)
        .where(where)
        .orderBy(desc(alerts.raisedAt), desc(alerts.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize)
      return {
        data: rows.map((row) => alertDto(row.alert, row.location, row.screenId)),
        meta: { total, page, pageSize, open, unread: await unreadFor(user.id, scopeWhere) },
      }
    },
  )

  app.get(
    '/api/v1/alerts/:id',
    {
      schema: {
        operationId: 'getAlert',
        tags,
        summary: 'One alert, if its location is one the caller may see',
        security: bearer,
        params: IdParams,
        response: { 200: AlertResponse, ...errorResponses(401, 403, 404) },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async (request) => {
      const [row] = await app.db
        .select({ alert: alerts, location: { name: locations.name, timeZone: locations.timeZone } })
        .from(alerts)
        .innerJoin(locations, eq(locations.id, alerts.locationId))
        .where(and(eq(alerts.id, request.params.id), inLocationScope(alerts.locationId, scopeOf(signedInUser(request)))))
        .limit(1)
      // An alert of a location the caller may not see is as unknown as one that never was (and counted as such a try).
      if (!row) {
        const [exists] = await app.db.select({ id: alerts.id }).from(alerts).where(eq(alerts.id, request.params.id)).limit(1)
        throw exists ? new OutsideScopeError(API_MESSAGES.alertNotFound, 'Alert', request.params.id) : notFound(API_MESSAGES.alertNotFound)
      }
      return { data: alertDto(row.alert, row.location) }
    },
  )

  app.put(
    '/api/v1/alerts/seen',
    {
      schema: {
        operationId: 'markAlertsSeen',
        tags,
        summary: 'The caller has seen every alert so far: the unread count starts again from zero',
        security: bearer,
        response: { 200: AlertsSeenResponse, ...errorResponses(401, 403) },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async (request) => {
      const user = signedInUser(request)
      const now = new Date()
      await app.db
        .insert(alertReads)
        .values({ userId: user.id, seenAt: now })
        .onConflictDoUpdate({ target: alertReads.userId, set: { seenAt: now } })
      return { data: { unread: await unreadFor(user.id, inLocationScope(alerts.locationId, scopeOf(user))) } }
    },
  )
}

export default alertRoutes
