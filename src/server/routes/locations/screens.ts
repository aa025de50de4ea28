import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ADMIN_ROLES } from '../../../shared/roles'
import { errorResponses, IdParams } from '../../../shared/schemas/common'
import { LocationScreenBody, ScreenResponse } from '../../../shared/schemas/screens'
import { requireLocationRow } from '../../domain/locations'
import { requireScreen, screenDto, updateScreenRow } from '../../domain/screens'
import { audit } from '../../lib/audit'
import { scopeOf } from '../../lib/locationScope'
import { signedInUser } from '../../plugins/auth'

const bearer = [{ bearerAuth: [] }]
const tags = ['screens']

/** /api/v1/locations/:id/screens: a screen moves to the location. */
const locationScreenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/v1/locations/:id/screens',
    {
      schema: {
        operationId: 'addScreenToLocation',
        tags,
        summary: 'Move a screen to this location (it takes the location’s time zone and language)',
        security: bearer,
        params: IdParams,
        body: LocationScreenBody,
        response: { 200: ScreenResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: app.requireRole(...ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const now = new Date()
      const moved = await app.db.transaction(async (tx) => {
        const location = await requireLocationRow(tx, request.params.id, scopeOf(actor))
        const found = await requireScreen(tx, request.body.screenId, scopeOf(actor), true)
        const row = await updateScreenRow(tx, found.screen.id, {
          locationId: location.id,
          timeZone: location.timeZone,
          language: location.language,
          updatedAt: now,
        })
        await audit(tx, 'Screen', 'update', actor, { id: row.id, location: { from: found.location.id, to: location.id } })
        return { dto: await screenDto(tx, app.fleet, { screen: row, location }, now), from: found.location.id }
      })
      // The device listens on its old location's channel: a reload reconnects it to the new one.
      app.fleet.changed({
        screens: [moved.dto.id],
        push:
          moved.from !== moved.dto.location
            ? { location: moved.from, screen: moved.dto.id, event: { event: 'refresh', data: { screen: moved.dto.id } } }
            : undefined,
      })
      return { data: moved.dto }
    },
  )
}

export default locationScreenRoutes
