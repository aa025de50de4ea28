import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ERROR_CODES, API_MESSAGES } from '../../../shared/messages'
import { ROLES } from '../../../shared/roles'
import {
  ClassRunListQuery,
  ClassRunListResponse,
  ClassRunResponse,
  PlaysBody,
  PlaysResponse,
  ReadinessResponse,
  ReliabilityQuery,
  ReliabilityResponse,
} from '../../../shared/schemas/classRuns'
import { errorResponses, IdParams } from '../../../shared/schemas/common'
import { anchorsInWindow, classReliability, classRunDetail, classRunLocation, listClassRuns, storePlays } from '../../domain/classRuns'
import { locationReadiness } from '../../domain/readiness'
import { badRequest, notFound } from '../../lib/http-errors'
import { scopeIncludes, scopeOf } from '../../lib/locationScope'
import { signedInUser } from '../../plugins/auth'
import { findLocationRow } from '../locations/repository'

/**
 * Proof of play (docs/CLASS-RUNS.md): screens report what they played, clip by clip; the console
 * reads a location's class runs and one run's timeline.
 */
const bearer = [{ bearerAuth: [] }]
const tags = ['class runs']

const classRunRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/screens/plays',
    {
      schema: {
        operationId: 'reportScreenPlays',
        tags: ['screen device'],
        summary: 'The calling screen reports the clips it played (proof of play); a report id sent again is stored once',
        security: [{ screenToken: [] }],
        body: PlaysBody,
        response: { 200: PlaysResponse, ...errorResponses(400, 401, 404) },
      },
      onRequest: app.requireScreen(),
    },
    async (request) => {
      const now = new Date()
      const found = request.screen ? await app.fleet.screenWithLocation(request.screen.screenId) : undefined
      if (!found) throw notFound(API_MESSAGES.screenNotFound)
      if (!anchorsInWindow(request.body.plays, now)) throw badRequest(API_MESSAGES.playAnchorRange, ERROR_CODES.invalidInput)
      return { data: await storePlays(app.db, found.screen, found.location.id, request.body.plays, now) }
    },
  )

  app.get(
    '/api/v1/locations/:id/class-runs',
    {
      schema: {
        operationId: 'listClassRuns',
        tags,
        summary: 'The classes that ran at the location, newest first: when each began against its plan, who started or stopped it, what the screens reported',
        security: bearer,
        params: IdParams,
        querystring: ClassRunListQuery,
        response: { 200: ClassRunListResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async (request) => {
      const location = await findLocationRow(app.db, request.params.id, scopeOf(signedInUser(request)))
      if (!location) throw notFound(API_MESSAGES.locationNotFound)
      const { page, pageSize } = request.query
      const { runs, total } = await listClassRuns(app.db, location.id, request.query, new Date())
      return { data: runs, meta: { total, page, pageSize } }
    },
  )

  app.get(
    '/api/v1/class-runs/:id',
    {
      schema: {
        operationId: 'getClassRun',
        tags,
        summary: 'One class run with each screen’s clip timeline (positions, cache or network, replaced clips, stalls and gaps) and the screens that missed it',
        security: bearer,
        params: IdParams,
        response: { 200: ClassRunResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async (request) => {
      const locationId = await classRunLocation(app.db, request.params.id)
      // A run at a location the caller may not see is as unknown as one that never was.
      if (!locationId || !(await scopeIncludes(app.db, scopeOf(signedInUser(request)), locationId))) throw notFound(API_MESSAGES.classRunNotFound)
      const run = await classRunDetail(app.db, request.params.id, new Date())
      if (!run) throw notFound(API_MESSAGES.classRunNotFound)
      return { data: run }
    },
  )

  app.get(
    '/api/v1/locations/:id/readiness',
    {
      schema: {
        operationId: 'getLocationReadiness',
        tags,
        summary:
          'The next class today and whether each screen is ready for it (linked, connected, a workout, its clips stored, the current app), with the reasons',
        security: bearer,
        params: IdParams,
        response: { 200: ReadinessResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async (request) => {
      const location = await findLocationRow(app.db, request.params.id, scopeOf(signedInUser(request)))
      if (!location) throw notFound(API_MESSAGES.locationNotFound)
      return { data: await locationReadiness(app.db, app.fleet, location, new Date()) }
    },
  )

  app.get(
    '/api/v1/class-reliability',
    {
      schema: {
        operationId: 'getClassReliability',
        tags,
        summary: 'Class reliability over the last N days: per location and per day, classes run, begun on time, screens that missed, clips replaced',
        security: bearer,
        querystring: ReliabilityQuery,
        response: { 200: ReliabilityResponse, ...errorResponses(400, 401, 403) },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async (request) => ({ data: await classReliability(app.db, scopeOf(signedInUser(request)), request.query.days, new Date()) }),
  )
}

export default classRunRoutes
