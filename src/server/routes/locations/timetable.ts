import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { API_MESSAGES } from '../../../shared/messages'
import { ROLES, SCREEN_CONTROL_ROLES } from '../../../shared/roles'
import { LocationTimetableResponse, TimetableUpdateBody } from '../../../shared/schemas/class'
import { errorResponses, IdParams } from '../../../shared/schemas/common'
import { requireLocationRow } from '../../domain/locations'
import { readTimetable, replaceLocalTimetable } from '../../domain/timetable'
import { audit } from '../../lib/audit'
import { conflict } from '../../lib/httpErrors'
import { scopeOf } from '../../lib/locationScope'
import { signedInUser } from '../../plugins/auth'
import type { StudioService } from '../../timetable/studioService'

export interface TimetableRoutesOptions {
  /** The external timetable source; null keeps timetables in our database. */
  studioService?: StudioService | null
}

const bearer = [{ bearerAuth: [] }]
const tags = ['class control']

/** /api/v1/locations/:id/timetable: the weekly class timetable, read from the studio service or kept here. */
const timetableRoutes: FastifyPluginAsyncZod<TimetableRoutesOptions> = async (app, options) => {
  const studioService = options.studioService ?? null

  app.get(
    '/api/v1/locations/:id/timetable',
    {
      schema: {
        operationId: 'getLocationTimetable',
        tags,
        summary: 'The weekly class timetable: from the studio service when configured, else kept here',
        security: bearer,
        params: IdParams,
        response: { 200: LocationTimetableResponse, ...errorResponses(401, 403, 404) },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async (request) => {
      const location = await requireLocationRow(app.db, request.params.id, scopeOf(signedInUser(request)))
      return { data: await readTimetable(app.db, studioService, location) }
    },
  )

  app.put(
    '/api/v1/locations/:id/timetable',
    {
      schema: {
        operationId: 'updateLocationTimetable',
        tags,
        summary: 'Replace the weekly timetable kept here (only when no studio service is configured)',
        security: bearer,
        params: IdParams,
        body: TimetableUpdateBody,
        response: { 200: LocationTimetableResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: app.requireRole(...SCREEN_CONTROL_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const timetable = await app.db.transaction(async (tx) => {
        const location = await requireLocationRow(tx, request.params.id, scopeOf(actor), true)
        if (studioService) throw conflict(API_MESSAGES.timetableFromService)
        const saved = await replaceLocalTimetable(tx, location.id, request.body.timetable, new Date())
        await audit(tx, 'Timetable', 'update', actor, { location: location.id, timetable: saved })
        return { saved, locationId: location.id }
      })
      // The screens read today's classes again (their next class time), rather than at the next poll.
      app.fleet.push(timetable.locationId, { event: 'refresh', data: { location: timetable.locationId } })
      return { data: { source: 'local' as const, stale: false, editable: true, timetable: timetable.saved } }
    },
  )
}

export default timetableRoutes
