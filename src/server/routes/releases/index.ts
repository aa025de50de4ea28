import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { RELEASES_KEPT } from '../../../shared/constants'
import { VALIDATION_MESSAGES } from '../../../shared/messages'
import { ROLES, SUPER_ADMIN_ROLES } from '../../../shared/roles'
import { errorResponses, ListQuery } from '../../../shared/schemas/common'
import {
  LatestReleaseResponse,
  ReleaseCreateBody,
  ReleaseListResponse,
  ReleaseResponse,
  ReleaseSummaryResponse,
  ScreenVersionsResponse,
} from '../../../shared/schemas/releases'
import { audit } from '../../lib/audit'
import { conflictOnDuplicate } from '../../lib/httpErrors'
import { listPage } from '../../lib/paging'
import { scopeOf } from '../../lib/locationScope'
import { signedInUser } from '../../plugins/auth'
import { insertRelease, listReleases, newestReleases, toReleaseDto } from './repository'
import { screenVersions } from './screenVersions'

const bearer = [{ bearerAuth: [] }]
const tags = ['releases']

const releaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v2/releases',
    {
      schema: {
        operationId: 'listReleases',
        tags,
        summary: 'Releases, newest version first (super-admin)',
        security: bearer,
        querystring: ListQuery,
        response: { 200: ReleaseListResponse, ...errorResponses(400, 401, 403) },
      },
      onRequest: app.requireRole(...SUPER_ADMIN_ROLES),
    },
    async (request) => {
      const { query } = request
      return listPage(query, await listReleases(app.db, query))
    },
  )

  app.get(
    '/api/v2/releases/summary',
    {
      schema: {
        operationId: 'releaseSummary',
        tags,
        summary: `The ${RELEASES_KEPT} newest releases, newest first`,
        security: bearer,
        response: { 200: ReleaseSummaryResponse, ...errorResponses(401, 403) },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async () => ({ data: await newestReleases(app.db, RELEASES_KEPT) }),
  )

  app.get(
    '/api/v2/releases/screen-versions',
    {
      schema: {
        operationId: 'screenAppVersions',
        tags,
        summary: 'Which class-screen app versions the screens run, with their studios (location staff: their own studios)',
        security: bearer,
        response: { 200: ScreenVersionsResponse, ...errorResponses(401, 403) },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async (request) => ({ data: await screenVersions(app.db, scopeOf(signedInUser(request))) }),
  )

  // A POST that only reads: docs/RULES.md#api-calls fixes the method; the console stores data.version as the app version.
  app.post(
    '/api/v2/releases/latest',
    {
      schema: {
        operationId: 'latestRelease',
        tags,
        summary: 'The newest release, or null before the first one',
        security: bearer,
        response: { 200: LatestReleaseResponse, ...errorResponses(401, 403) },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async () => {
      const [latest] = await newestReleases(app.db, 1)
      return { data: latest ?? null }
    },
  )

  app.post(
    '/api/v2/releases',
    {
      schema: {
        operationId: 'createRelease',
        tags,
        summary: 'Publish a release (super-admin); a client-chosen id must be new',
        security: bearer,
        body: ReleaseCreateBody,
        response: { 200: ReleaseResponse, ...errorResponses(400, 401, 403, 409) },
      },
      onRequest: app.requireRole(...SUPER_ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const release = await conflictOnDuplicate(VALIDATION_MESSAGES.duplicateRelease, () =>
        app.db.transaction(async (tx) => {
          const row = await insertRelease(tx, request.body)
          await audit(tx, 'Release', 'create', actor, row)
          return toReleaseDto(row)
        }),
      )
      return { data: release }
    },
  )
}

export default releaseRoutes
