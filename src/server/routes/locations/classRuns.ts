import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ROLES } from '../../../shared/roles'
import { ClassRunListQuery, ClassRunListResponse } from '../../../shared/schemas/classRuns'
import { errorResponses, IdParams } from '../../../shared/schemas/common'
import { listClassRuns } from '../../domain/classRuns'
import { requireLocationRow } from '../../domain/locations'
import { scopeOf } from '../../lib/locationScope'
import { listPage } from '../../lib/paging'
import { signedInUser } from '../../plugins/auth'

const bearer = [{ bearerAuth: [] }]
const tags = ['class runs']

/** /api/v1/locations/:id/class-runs: the classes that ran at the location (proof of play, docs/CLASS-RUNS.md). */
const locationClassRunRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const location = await requireLocationRow(app.db, request.params.id, scopeOf(signedInUser(request)))
      return listPage(request.query, await listClassRuns(app.db, location.id, request.query, new Date(), app.syncThresholdMs))
    },
  )
}

export default locationClassRunRoutes
