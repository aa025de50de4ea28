import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ROLES } from '../../../shared/roles'
import { errorResponses } from '../../../shared/schemas/common'
import { ClipFactsQuery, ClipFactsResponse, LinkProblemListQuery, LinkProblemListResponse } from '../../../shared/schemas/linkChecks'
import { listPage } from '../../lib/paging'
import { clipFactsFor, linkProblems, toClipFactsDto } from '../../linkChecks/facts'

const bearer = [{ bearerAuth: [] }]
const tags = ['workouts']

/** /api/v1/link-checks and /api/v1/clip-facts: the links of the coming days that will not play, and what is known of one clip (docs/LINK-CHECKS.md). */
const linkCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/link-checks',
    {
      schema: {
        operationId: 'listLinkProblems',
        tags,
        summary:
          'Workouts playing in the coming days (7 by default) with a link that does not answer, is not a video or has a codec TVs cannot play, soonest first',
        security: bearer,
        querystring: LinkProblemListQuery,
        response: { 200: LinkProblemListResponse, ...errorResponses(400, 401, 403) },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async (request) => {
      const { days, page, pageSize } = request.query
      return listPage(request.query, await linkProblems(app.db, new Date(), days, { page, pageSize }))
    },
  )

  app.get(
    '/api/v1/clip-facts',
    {
      schema: {
        operationId: 'getClipFacts',
        tags,
        summary: 'What the server knows of one clip’s address: status, type, size, SHA-256 where known, duration, codecs, resolution; null when never checked',
        security: bearer,
        querystring: ClipFactsQuery,
        response: { 200: ClipFactsResponse, ...errorResponses(400, 401, 403) },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async (request) => {
      const row = (await clipFactsFor(app.db, [request.query.url.trim()])).get(request.query.url.trim())
      return { data: row ? toClipFactsDto(row) : null }
    },
  )
}

export default linkCheckRoutes
