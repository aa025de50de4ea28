import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ROLES } from '../../../shared/roles'
import { ContentReadinessResponse, ReadinessResponse } from '../../../shared/schemas/classRuns'
import { errorResponses, IdParams } from '../../../shared/schemas/common'
import { requireLocationRow } from '../../domain/locations'
import { chainContent } from '../../domain/chainContent'
import { locationReadiness } from '../../domain/readiness'
import { scopeOf } from '../../lib/locationScope'
import { signedInUser } from '../../plugins/auth'

const bearer = [{ bearerAuth: [] }]
const tags = ['class runs']

/** /api/v1/locations/:id/readiness: whether each screen of the location is ready for the next class; /api/v1/content-readiness: content ahead, chain-wide. */
const readinessRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const location = await requireLocationRow(app.db, request.params.id, scopeOf(signedInUser(request)))
      return { data: await locationReadiness(app.db, app.fleet, location, new Date()) }
    },
  )

  app.get(
    '/api/v1/content-readiness',
    {
      schema: {
        operationId: 'getContentReadiness',
        tags,
        summary:
          'Content ahead by region and location: how many paired screens hold today’s workout, their next change’s and the next 7 days’ (docs/CLASS-RUNS.md#content-ahead)',
        security: bearer,
        response: { 200: ContentReadinessResponse, ...errorResponses(401, 403) },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async (request) => ({ data: await chainContent(app.db, app.fleet, scopeOf(signedInUser(request)), new Date()) }),
  )
}

export default readinessRoutes
