import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { downloadSettingsProblem } from '../../../shared/downloadWindow'
import { API_MESSAGES } from '../../../shared/messages'
import { ADMIN_ROLES, ROLES, SUPER_ADMIN_ROLES } from '../../../shared/roles'
import { errorResponses, IdParams } from '../../../shared/schemas/common'
import { LocationCreateBody, LocationListQuery, LocationListResponse, LocationResponse, LocationUpdateBody } from '../../../shared/schemas/locations'
import { classStateOf } from '../../domain/classState'
import { requireLocationRow, type LocationRow } from '../../domain/locations'
import { regionForLocationUpdate, regionForNewLocation } from '../../domain/regions'
import { audit } from '../../lib/audit'
import { badRequest, conflictOnDuplicate } from '../../lib/httpErrors'
import { scopeOf } from '../../lib/locationScope'
import { listPage } from '../../lib/paging'
import { signedInUser } from '../../plugins/auth'
import { assertFresh, nextUpdatedAt } from '../../lib/versions'
import locationActionRoutes from './actions'
import calendarRoutes from './calendar'
import classRoutes from './class'
import locationClassRunRoutes from './classRuns'
import hardRefreshRoutes from './hardRefresh'
import readinessRoutes from './readiness'
import locationScreenRoutes from './screens'
import timetableRoutes, { type TimetableRoutesOptions } from './timetable'
import { deleteLocationRow, insertLocation, listLocations, type LocationChanges, locationDto, updateLocationRow } from './repository'
import type { ScreenPush } from '../../fleet/fleet'

export type LocationRoutesOptions = TimetableRoutesOptions

const bearer = [{ bearerAuth: [] }]
/** Fields the screens apply at once: a change is pushed to them. */
const CLASS_FIELDS = ['classStart', 'automaticMode', 'alternateCountdown'] as const
/** Fields the screens show or start classes by: a real change tells them to re-read at once (else the 30 s poll would). */
const SCREEN_FIELDS = ['name', 'isActive', 'isEnabled', 'mctEnabled', 'timeZone', 'language', 'schedule'] as const
// The download window and cap reach the screens with their next poll (docs/LINK-CHECKS.md#download-window-and-cap): no reload for them.

function screenFieldsChanged(before: LocationRow, after: LocationRow): boolean {
  return SCREEN_FIELDS.some((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
}
const tags = ['locations']

/** The changes an update makes, after the read-only and stale-version checks. */
function changesFor(current: LocationRow, body: LocationUpdateBody, now: Date): LocationChanges {
  const { locationIdentifier, updatedAt: _version, classStart, regionId: _region, ...editable } = body
  if (locationIdentifier !== undefined && locationIdentifier.toUpperCase() !== current.locationIdentifier.toUpperCase()) {
    throw badRequest(API_MESSAGES.studioNumberReadOnly)
  }
  assertFresh(current.updatedAt, body, API_MESSAGES.locationChanged)
  const changes: LocationChanges = { ...editable }
  if (classStart !== undefined && classStart !== current.classStart) {
    changes.classStart = classStart
    changes.classStartedAt = classStart ? now : null
  }
  // One end of the window alone pairs with the stored other end.
  const problem = downloadSettingsProblem({
    downloadWindowStart: changes.downloadWindowStart === undefined ? current.downloadWindowStart : changes.downloadWindowStart,
    downloadWindowEnd: changes.downloadWindowEnd === undefined ? current.downloadWindowEnd : changes.downloadWindowEnd,
    downloadCapMbps: null,
  })
  if (problem) throw badRequest(problem)
  changes.updatedAt = nextUpdatedAt(current.updatedAt, now)
  return changes
}

/**
 * /api/v1/locations and /api/v1/locations/:id here; each resource under /api/v1/locations/:id/ in
 * its own file beside this one (class, timetable, hard-refresh, screens, class-runs, readiness).
 */
const locationRoutes: FastifyPluginAsyncZod<LocationRoutesOptions> = async (app, options) => {
  app.get(
    '/api/v1/locations',
    {
      schema: {
        operationId: 'listLocations',
        tags,
        summary: 'Locations sorted by name; location staff see only their own, a regional admin only their regions’',
        security: bearer,
        querystring: LocationListQuery,
        response: { 200: LocationListResponse, ...errorResponses(400, 401, 403) },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async (request) => {
      const { query } = request
      return listPage(query, await listLocations(app.db, query, scopeOf(signedInUser(request))))
    },
  )

  app.get(
    '/api/v1/locations/:id',
    {
      schema: {
        operationId: 'getLocation',
        tags,
        summary: 'One location',
        security: bearer,
        params: IdParams,
        response: { 200: LocationResponse, ...errorResponses(401, 403, 404) },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async (request) => {
      const row = await requireLocationRow(app.db, request.params.id, scopeOf(signedInUser(request)))
      return { data: await locationDto(app.db, row) }
    },
  )

  app.post(
    '/api/v1/locations',
    {
      schema: {
        operationId: 'createLocation',
        tags,
        summary: 'Add a location',
        security: bearer,
        body: LocationCreateBody,
        response: { 200: LocationResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: app.requireRole(...ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const { downloadWindowStart = null, downloadWindowEnd = null } = request.body
      const problem = downloadSettingsProblem({ downloadWindowStart, downloadWindowEnd, downloadCapMbps: null })
      if (problem) throw badRequest(problem)
      const location = await conflictOnDuplicate(API_MESSAGES.studioNumberTaken, () =>
        app.db.transaction(async (tx) => {
          const regionId = await regionForNewLocation(tx, scopeOf(actor), request.body.regionId)
          const row = await insertLocation(tx, { ...request.body, regionId })
          await audit(tx, 'Location', 'create', actor, row)
          return locationDto(tx, row)
        }),
      )
      return { data: location }
    },
  )

  app.put(
    '/api/v1/locations/:id',
    {
      schema: {
        operationId: 'updateLocation',
        tags,
        summary: 'Update a location; the body carries the updatedAt of the version edited; only a chain-wide admin may change its region',
        security: bearer,
        params: IdParams,
        body: LocationUpdateBody,
        response: { 200: LocationResponse, ...errorResponses(400, 401, 403, 404, 409, 412) },
      },
      config: { ifMatch: true },
      onRequest: app.requireRole(...ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const { location, row, changes, before } = await app.db.transaction(async (tx) => {
        const current = await requireLocationRow(tx, request.params.id, scopeOf(actor), true)
        const changes = changesFor(current, request.body, new Date())
        const regionId = await regionForLocationUpdate(tx, scopeOf(actor), current.regionId, request.body.regionId)
        if (regionId !== undefined) changes.regionId = regionId
        const row = await updateLocationRow(tx, current.id, changes)
        const region = regionId !== undefined ? { region: { from: current.regionId, to: regionId } } : {}
        await audit(tx, 'Location', 'update', actor, { id: current.id, changes, ...region })
        return { location: await locationDto(tx, row), row, changes, before: current }
      })
      // Every process re-reads the location (the screens' poll answers from memory: docs/FLEET.md).
      const push: ScreenPush[] = []
      if (CLASS_FIELDS.some((field) => field in changes)) push.push({ location: row.id, event: { event: 'class', data: classStateOf(row) } })
      if (screenFieldsChanged(before, row)) push.push({ location: row.id, event: { event: 'refresh', data: { location: row.id } } })
      app.fleet.changed({ locations: [row.id], push })
      app.webhooks.emit('location.changed', { locationId: row.id, name: row.name, locationIdentifier: row.locationIdentifier, changed: Object.keys(changes) })
      return { data: location }
    },
  )

  app.delete(
    '/api/v1/locations/:id',
    {
      schema: {
        operationId: 'deleteLocation',
        tags,
        summary: 'Delete a location with its screens and user links (super-admin)',
        security: bearer,
        params: IdParams,
        response: { 200: LocationResponse, ...errorResponses(401, 403, 404) },
      },
      onRequest: app.requireRole(...SUPER_ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const location = await app.db.transaction(async (tx) => {
        const current = await requireLocationRow(tx, request.params.id, scopeOf(actor), true)
        const deleted = await locationDto(tx, current)
        const removedScreens = await deleteLocationRow(tx, current.id)
        await audit(tx, 'Location', 'delete', actor, deleted)
        return { deleted, removedScreens }
      })
      // The deleted screens' devices go back to pairing at once.
      const push = location.removedScreens.map((screen): ScreenPush => ({
        location: location.deleted.id,
        screen,
        event: { event: 'unlinked', data: { screen } },
      }))
      app.fleet.changed({ locations: [location.deleted.id], push })
      return { data: location.deleted }
    },
  )

  await app.register(locationActionRoutes)
  await app.register(classRoutes)
  await app.register(timetableRoutes, { studioService: options.studioService })
  await app.register(calendarRoutes)
  await app.register(hardRefreshRoutes)
  await app.register(locationScreenRoutes)
  await app.register(locationClassRunRoutes)
  await app.register(readinessRoutes)
}

export default locationRoutes
