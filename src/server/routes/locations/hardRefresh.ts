import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SCREEN_CONTROL_ROLES } from '../../../shared/roles'
import { HardRefreshResponse } from '../../../shared/schemas/class'
import { errorResponses, IdParams } from '../../../shared/schemas/common'
import { requireLocationRow } from '../../domain/locations'
import { flagHardRefresh } from '../../domain/screens'
import { audit } from '../../lib/audit'
import { scopeOf } from '../../lib/locationScope'
import { signedInUser } from '../../plugins/auth'

const bearer = [{ bearerAuth: [] }]
const tags = ['class control']

/** /api/v1/locations/:id/hard-refresh: every screen of the location reloads. */
const hardRefreshRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/locations/:id/hard-refresh',
    {
      schema: {
        operationId: 'hardRefreshLocation',
        tags,
        summary: 'Ask every screen of the location to reload (the device clears the flag after reloading)',
        security: bearer,
        params: IdParams,
        response: { 200: HardRefreshResponse, ...errorResponses(401, 403, 404) },
      },
      onRequest: app.requireRole(...SCREEN_CONTROL_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const result = await app.db.transaction(async (tx) => {
        const location = await requireLocationRow(tx, request.params.id, scopeOf(actor), true)
        const screenIds = await flagHardRefresh(tx, location.id, new Date())
        await audit(tx, 'Location', 'update', actor, { id: location.id, action: 'hard refresh', screens: screenIds.length })
        return { location: location.id, screenIds }
      })
      // The flag is in each screen row: every process drops its copy before the frame goes out.
      app.fleet.push(result.location, { event: 'hard-refresh', data: { location: result.location } }, undefined, { screens: result.screenIds })
      return { data: { location: result.location, screens: result.screenIds.length } }
    },
  )
}

export default hardRefreshRoutes
