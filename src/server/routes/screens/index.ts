import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { resolveAlertsOfScreen } from '../../alerts/plugin'
import { API_MESSAGES } from '../../../shared/messages'
import { ADMIN_ROLES, isAdmin, ROLES, SCREEN_CONTROL_ROLES, SUPER_ADMIN_ROLES, type Role } from '../../../shared/roles'
import { errorResponses, IdParams } from '../../../shared/schemas/common'
import { ScreenCreateBody, ScreenListQuery, ScreenListResponse, ScreenResponse, ScreenUpdateBody } from '../../../shared/schemas/screens'
import { requireLocationRow } from '../../domain/locations'
import { requireScreen, revokeScreenTokens, type ScreenChanges, screenDto, UNLINKED_SCREEN, updateScreenRow } from '../../domain/screens'
import { audit } from '../../lib/audit'
import { forbidden } from '../../lib/httpErrors'
import { scopeOf } from '../../lib/locationScope'
import { listPage } from '../../lib/paging'
import { assertFresh } from '../../lib/versions'
import { signedInUser } from '../../plugins/auth'
import deviceRoutes from './device'
import eventRoutes, { type EventRoutesOptions } from './events'
import linkRoutes, { type LinkRoutesOptions } from './link'
import playsRoutes from './plays'
import screenshotRoutes from './screenshots'
import { deleteScreenRow, insertScreen, listScreens } from './repository'

export type ScreenRoutesOptions = EventRoutesOptions & LinkRoutesOptions

const bearer = [{ bearerAuth: [] }]
const tags = ['screens']
/** Screen fields the device plays or shows by. */
const SCREEN_SHOWN_FIELDS = ['name', 'round', 'language', 'timeZone', 'contentId', 'isLrVideo'] as const

/** The changes an update makes; location staff may only ask for a refresh. */
function changesFor(role: Role, body: ScreenUpdateBody & { updatedAt?: string }, now: Date): ScreenChanges {
  // updatedAt is the version an If-Match named (the versions plugin), not an edit.
  const { refreshFlag, updatedAt: _version, ...edits } = body
  if (!isAdmin(role) && (Object.keys(edits).length > 0 || refreshFlag === false)) throw forbidden(API_MESSAGES.staffRefreshOnly)
  return { ...edits, ...(refreshFlag === undefined ? {} : { refreshFlag }), updatedAt: now }
}

/**
 * /api/v1/screens, /api/v1/screens/:id and /:id/disconnect here; the screen device's own calls in
 * device.ts (auth, round, poll), the push channel in events.ts, proof of play in plays.ts, staff
 * pairing by code in link.ts.
 */
const screenRoutes: FastifyPluginAsyncZod<ScreenRoutesOptions> = async (app, options) => {
  app.get(
    '/api/v1/screens',
    {
      schema: {
        operationId: 'listScreens',
        tags,
        summary: 'Screens by location, round and name; location staff see only their locations’ screens',
        security: bearer,
        querystring: ScreenListQuery,
        response: { 200: ScreenListResponse, ...errorResponses(400, 401, 403) },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async (request) => {
      const { query } = request
      return listPage(query, await listScreens(app.db, app.fleet, query, scopeOf(signedInUser(request)), new Date()))
    },
  )

  app.get(
    '/api/v1/screens/:id',
    {
      schema: {
        operationId: 'getScreen',
        tags,
        summary: 'One screen',
        security: bearer,
        params: IdParams,
        response: { 200: ScreenResponse, ...errorResponses(401, 403, 404) },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async (request) => {
      const found = await requireScreen(app.db, request.params.id, scopeOf(signedInUser(request)))
      return { data: await screenDto(app.db, app.fleet, found, new Date()) }
    },
  )

  app.post(
    '/api/v1/screens',
    {
      schema: {
        operationId: 'createScreen',
        tags,
        summary: 'Add a screen to a location; time zone and language default to the location’s',
        security: bearer,
        body: ScreenCreateBody,
        response: { 200: ScreenResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: app.requireRole(...ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const { location: locationId, ...fields } = request.body
      const now = new Date()
      const screen = await app.db.transaction(async (tx) => {
        const location = await requireLocationRow(tx, locationId, scopeOf(actor))
        const row = await insertScreen(tx, {
          ...fields,
          locationId,
          timeZone: fields.timeZone ?? location.timeZone,
          language: fields.language ?? location.language,
          createdAt: now,
          updatedAt: now,
        })
        await audit(tx, 'Screen', 'create', actor, row)
        return screenDto(tx, app.fleet, { screen: row, location }, now)
      })
      return { data: screen }
    },
  )

  app.put(
    '/api/v1/screens/:id',
    {
      schema: {
        operationId: 'updateScreen',
        tags,
        summary: 'Edit a screen (admins), or ask it to reload with refreshFlag true (also staff of its location)',
        security: bearer,
        params: IdParams,
        body: ScreenUpdateBody,
        response: { 200: ScreenResponse, ...errorResponses(400, 401, 403, 404) },
      },
      config: { ifMatch: true },
      onRequest: app.requireRole(...SCREEN_CONTROL_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const now = new Date()
      const screen = await app.db.transaction(async (tx) => {
        const found = await requireScreen(tx, request.params.id, scopeOf(actor), true)
        assertFresh(found.screen.updatedAt, request.body, API_MESSAGES.screenChanged)
        const changes = changesFor(actor.role, request.body, now)
        const row = await updateScreenRow(tx, found.screen.id, changes)
        await audit(tx, 'Screen', 'update', actor, { id: row.id, changes })
        return {
          dto: await screenDto(tx, app.fleet, { screen: row, location: found.location }, now),
          locationId: found.location.id,
          // What the device plays or shows changed (its round picks the workout): it re-reads at once.
          shownChanged: SCREEN_SHOWN_FIELDS.some((field) => found.screen[field] !== row[field]),
        }
      })
      const refresh = request.body.refreshFlag || screen.shownChanged
      app.fleet.changed({
        screens: [screen.dto.id],
        push: refresh ? { location: screen.locationId, screen: screen.dto.id, event: { event: 'refresh', data: { screen: screen.dto.id } } } : undefined,
      })
      return { data: screen.dto }
    },
  )

  app.delete(
    '/api/v1/screens/:id',
    {
      schema: {
        operationId: 'deleteScreen',
        tags,
        summary: 'Delete a screen and revoke its token (super-admin)',
        security: bearer,
        params: IdParams,
        response: { 200: ScreenResponse, ...errorResponses(401, 403, 404) },
      },
      onRequest: app.requireRole(...SUPER_ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const now = new Date()
      const deleted = await app.db.transaction(async (tx) => {
        const found = await requireScreen(tx, request.params.id, scopeOf(actor), true)
        const dto = await screenDto(tx, app.fleet, found, now)
        await revokeScreenTokens(tx, found.screen.id, now)
        await deleteScreenRow(tx, found.screen.id)
        await audit(tx, 'Screen', 'delete', actor, dto)
        return dto
      })
      app.fleet.push(deleted.location, { event: 'unlinked', data: { screen: deleted.id } }, deleted.id)
      await resolveAlertsOfScreen(app, deleted.id)
      return { data: { ...deleted, linked: false, authToken: null } }
    },
  )

  app.post(
    '/api/v1/screens/:id/disconnect',
    {
      schema: {
        operationId: 'disconnectScreen',
        tags,
        summary: 'Unlink / Disconnect: revoke the screen’s token and mark it unlinked',
        security: bearer,
        params: IdParams,
        response: { 200: ScreenResponse, ...errorResponses(401, 403, 404) },
      },
      onRequest: app.requireRole(...SCREEN_CONTROL_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const now = new Date()
      const screen = await app.db.transaction(async (tx) => {
        const found = await requireScreen(tx, request.params.id, scopeOf(actor), true)
        const revoked = await revokeScreenTokens(tx, found.screen.id, now)
        const row = await updateScreenRow(tx, found.screen.id, { ...UNLINKED_SCREEN, updatedAt: now })
        await audit(tx, 'Screen', 'update', actor, { id: row.id, action: 'disconnect', tokensRevoked: revoked })
        return screenDto(tx, app.fleet, { screen: row, location: found.location }, now)
      })
      app.fleet.push(screen.location, { event: 'unlinked', data: { screen: screen.id } }, screen.id)
      await resolveAlertsOfScreen(app, screen.id)
      return { data: screen }
    },
  )

  await app.register(deviceRoutes)
  await app.register(eventRoutes, { pushStreamMaxAgeMs: options.pushStreamMaxAgeMs })
  await app.register(linkRoutes, { pairingGuessLimit: options.pairingGuessLimit })
  await app.register(playsRoutes)
  await app.register(screenshotRoutes)
}

export default screenRoutes
