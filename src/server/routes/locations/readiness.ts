import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ROLES } from '../../../shared/roles'
import { ReadinessResponse } from '../../../shared/schemas/classRuns'
import { errorResponses, IdParams } from '../../../shared/schemas/common'
import { requireLocationRow } from '../../domain/locations'
import { locationReadiness } from '../../domain/readiness'
import { scopeOf } from '../../lib/locationScope'
import { signedInUser } from '../../plugins/auth'

const bearer = [{ bearerAuth: [] }]
const tags = ['class runs']

/** /api/v1/locations/:id/readiness: whether each screen of the location is ready for the next class. */
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
}

export default readinessRoutes
