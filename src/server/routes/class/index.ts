import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { API_MESSAGES } from '../../../shared/messages'
import { ROLES, SCREEN_CONTROL_ROLES } from '../../../shared/roles'
import { ClassControlBody, ClassStateResponse, HardRefreshResponse, LocationTimetableResponse, TimetableUpdateBody } from '../../../shared/schemas/class'
import { errorResponses, IdParams } from '../../../shared/schemas/common'
import { recordManualStart, recordStop } from '../../domain/classRuns'
import { audit } from '../../lib/audit'
import { conflict, notFound } from '../../lib/http-errors'
import { scopeOf } from '../../lib/locationScope'
import { signedInUser } from '../../plugins/auth'
import type { StudioService } from '../../timetable/studioService'
import { findLocationRow } from '../locations/repository'
import { flagHardRefresh } from '../screens/repository'
import { applyClassControl, classStateOf, readTimetable, replaceLocalTimetable } from './repository'

export interface ClassRoutesOptions {
  /** The external timetable source; null keeps timetables in our database. */
  studioService?: StudioService | null
}

const bearer = [{ bearerAuth: [] }]
const tags = ['class control']

const classRoutes: FastifyPluginAsyncZod<ClassRoutesOptions> = async (app, options) => {
  const studioService = options.studioService ?? null

  app.put(
    '/api/v1/locations/:id/class',
    {
      schema: {
        operationId: 'setClassControl',
        tags,
        summary: 'Start/Stop the class and set automatic mode for every screen of the location',
        security: bearer,
        params: IdParams,
        body: ClassControlBody,
        response: { 200: ClassStateResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: app.requireRole(...SCREEN_CONTROL_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const state = await app.db.transaction(async (tx) => {
        const location = await findLocationRow(tx, request.params.id, scopeOf(actor), true)
        if (!location) throw notFound(API_MESSAGES.locationNotFound)
        const now = new Date()
        const row = await applyClassControl(tx, location, request.body, now)
        // Proof of play (docs/CLASS-RUNS.md): a Start opens a run, a Stop closes the one running.
        if (row.classStart && row.classStartedAt && !location.classStart) await recordManualStart(tx, row.id, row.classStartedAt, actor)
        if (!row.classStart && location.classStart && location.classStartedAt) await recordStop(tx, row.id, location.classStartedAt, now, actor)
        const next = classStateOf(row)
        await audit(tx, 'Location', 'update', actor, { id: row.id, class: next })
        return next
      })
      app.fleet.push(state.location, { event: 'class', data: state })
      return { data: state }
    },
  )

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
        const location = await findLocationRow(tx, request.params.id, scopeOf(actor), true)
        if (!location) throw notFound(API_MESSAGES.locationNotFound)
        const screenIds = await flagHardRefresh(tx, location.id, new Date())
        await audit(tx, 'Location', 'update', actor, { id: location.id, action: 'hard refresh', screens: screenIds.length })
        return { location: location.id, screenIds }
      })
      // The flag is in each screen row: every process drops its copy before the frame goes out.
      app.fleet.push(result.location, { event: 'hard-refresh', data: { location: result.location } }, undefined, { screens: result.screenIds })
      return { data: { location: result.location, screens: result.screenIds.length } }
    },
  )

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
      const location = await findLocationRow(app.db, request.params.id, scopeOf(signedInUser(request)))
      if (!location) throw notFound(API_MESSAGES.locationNotFound)
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
        const location = await findLocationRow(tx, request.params.id, scopeOf(actor), true)
        if (!location) throw notFound(API_MESSAGES.locationNotFound)
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

export default classRoutes
