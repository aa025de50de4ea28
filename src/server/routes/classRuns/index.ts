import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { API_MESSAGES } from '../../../shared/messages'
import { ROLES } from '../../../shared/roles'
import { ClassRunResponse, ReliabilityQuery, ReliabilityResponse } from '../../../shared/schemas/classRuns'
import { errorResponses, IdParams } from '../../../shared/schemas/common'
import { classRunDetail, classRunLocation } from '../../domain/classRuns'
import { createReliabilityReader } from '../../domain/reliability'
import { HttpError, notFound, OutsideScopeError } from '../../lib/httpErrors'
import { hitCounter } from '../../limits/counters'
import { scopeIncludes, scopeOf } from '../../lib/locationScope'
import { signedInUser } from '../../plugins/auth'

/**
 * Proof of play (docs/CLASS-RUNS.md): one run's timeline and the reliability over days. A location's
 * runs and readiness are under routes/locations/, the screens' reports under routes/screens/plays.ts.
 */
const bearer = [{ bearerAuth: [] }]
const tags = ['class runs']

/** Reliability reports a user may ask for per minute (docs/SECURITY.md#proof-of-play): the console asks once per page view. */
export const RELIABILITY_PER_MINUTE = 30

const classRunRoutes: FastifyPluginAsyncZod = async (app) => {
  const reliability = createReliabilityReader(() => app.db, app.syncThresholdMs)

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
      if (!locationId) throw notFound(API_MESSAGES.classRunNotFound)
      if (!(await scopeIncludes(app.db, scopeOf(signedInUser(request)), locationId))) {
        throw new OutsideScopeError(API_MESSAGES.classRunNotFound, 'ClassRun', request.params.id)
      }
      const run = await classRunDetail(app.db, request.params.id, new Date(), app.syncThresholdMs)
      if (!run) throw notFound(API_MESSAGES.classRunNotFound)
      return { data: run }
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
        response: { 200: ReliabilityResponse, ...errorResponses(400, 401, 403, 429) },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async (request) => {
      const user = signedInUser(request)
      const now = new Date()
      const hit = await hitCounter(app.db, `reliability|${user.id}`, 60_000, now)
      if (hit.count > RELIABILITY_PER_MINUTE) {
        throw new HttpError(429, API_MESSAGES.reliabilityTooOften, Math.max(1, Math.ceil((hit.resetAt.getTime() - now.getTime()) / 1000)))
      }
      return { data: await reliability(scopeOf(user), request.query.days, now) }
    },
  )
}

export default classRunRoutes
