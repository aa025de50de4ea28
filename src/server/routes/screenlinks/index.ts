import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { resolveAlertsOfScreen } from '../../alerts/plugin'
import { API_MESSAGES } from '../../../shared/messages'
import { ADMIN_ROLES, SUPER_ADMIN_ROLES } from '../../../shared/roles'
import { errorResponses, IdParams, NO_TOKEN } from '../../../shared/schemas/common'
import { AUDIT_DEVICE_ACTOR } from '../../../shared/schemas/logs'
import { ScreenLinkCreateBody, ScreenLinkResponse, ScreenLinkStatusResponse, ScreenLinkUpdateBody } from '../../../shared/schemas/screenlinks'
import { generatePairingCode } from '../../../shared/pairingCode'
import {
  afterPairing,
  deleteScreenLink,
  findScreenLink,
  insertScreenLink,
  pair,
  takeLinkedLink,
  toScreenLinkDto,
  toScreenLinkStatus,
} from '../../domain/screenLinks'
import { findScreen, requireScreen, revokeScreenTokens } from '../../domain/screens'
import { audit, type AuditActor } from '../../lib/audit'
import { conflict, isUniqueViolation, notFound } from '../../lib/httpErrors'
import { createSession } from '../../lib/sessions'
import { scopeOf } from '../../lib/locationScope'
import { signedInUser } from '../../plugins/auth'

const bearer = [{ bearerAuth: [] }]
const tags = ['screen links']
/** Who the audit log names when the device itself changes something. */
const DEVICE_ACTOR: AuditActor = { id: null, email: AUDIT_DEVICE_ACTOR }
/** Per client address: a studio's screens may share one. */
const REGISTER_LIMIT = { max: 30, timeWindow: 60_000 }
const LINK_POLL_LIMIT = { max: 240, timeWindow: 60_000 }
const MAX_CODE_DRAWS = 5

/**
 * /api/v1/screenlinks: a device asks for a pairing code and polls its link; an admin attaches a
 * screen by the link's id. Staff pairing by code is /api/v1/screens/link/:id (routes/screens/link.ts).
 */
const screenLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/screenlinks',
    {
      schema: {
        operationId: 'createScreenLink',
        security: NO_TOKEN,
        tags,
        summary: 'A screen asks for a pairing code; answers the code to show (chosen by the server) and the link id it polls (the code lives 1 hour)',
        body: ScreenLinkCreateBody,
        response: { 200: ScreenLinkResponse, ...errorResponses(400, 429) },
      },
      config: { rateLimit: REGISTER_LIMIT },
    },
    async () => {
      // The server chooses the code, whatever the screen proposed: answering "that code is taken"
      // would tell anyone which codes are live (docs/SECURITY.md). A clash with a live code (one
      // in 2 billion per live link) simply draws again.
      for (let draw = 1; ; draw++) {
        try {
          const row = await app.db.transaction((tx) => insertScreenLink(tx, generatePairingCode(), new Date()))
          return { data: toScreenLinkDto(row) }
        } catch (error) {
          if (!isUniqueViolation(error) || draw >= MAX_CODE_DRAWS) throw error
        }
      }
    },
  )

  app.get(
    '/api/v1/screenlinks/:id',
    {
      schema: {
        operationId: 'getScreenLink',
        security: NO_TOKEN,
        tags,
        summary: 'The device polls its link by id: screen and token null while pending; once linked, the token exactly once',
        params: IdParams,
        response: { 200: ScreenLinkStatusResponse, ...errorResponses(404, 429) },
      },
      config: { rateLimit: LINK_POLL_LIMIT },
    },
    async (request, reply) => {
      const now = new Date()
      const status = await app.db.transaction(async (tx) => {
        const taken = await takeLinkedLink(tx, request.params.id, now)
        if (taken?.screenId) {
          const found = await findScreen(tx, taken.screenId, { all: true })
          if (!found) return null
          // A screen paired twice before collecting must not end up with two live tokens.
          await revokeScreenTokens(tx, found.screen.id, now)
          const token = await createSession(tx, { kind: 'screen', screenId: found.screen.id }, null)
          await audit(tx, 'Screen', 'paired', DEVICE_ACTOR, { id: found.screen.id, name: found.screen.name, link: taken.id })
          return toScreenLinkStatus(taken, { screen: found.screen, token })
        }
        const pending = await findScreenLink(tx, request.params.id, now)
        return pending ? toScreenLinkStatus(pending) : null
      })
      if (!status) throw notFound(API_MESSAGES.screenLinkNotFound)
      if (status.screen) {
        // Collecting revoked any older token of the screen: every process forgets it.
        app.fleet.invalidate({ screens: [status.screen.id], revokedScreens: [status.screen.id] })
        // The TV has its token now: the consoles that wait for it say it is linked (a pairing is done only then).
        app.consoleHub.screensChanged(status.screen.location)
      }
      reply.header('cache-control', 'no-store')
      return { data: status }
    },
  )

  app.put(
    '/api/v1/screenlinks/:id',
    {
      schema: {
        operationId: 'updateScreenLink',
        tags,
        summary: 'Attach a screen to a pending link by the link’s id (admin)',
        security: bearer,
        params: IdParams,
        body: ScreenLinkUpdateBody,
        response: { 200: ScreenLinkResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: app.requireRole(...ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const now = new Date()
      const outcome = await app.db.transaction(async (tx) => {
        const link = await findScreenLink(tx, request.params.id, now, true)
        if (!link) throw notFound(API_MESSAGES.screenLinkNotFound)
        if (link.screenId) throw conflict(API_MESSAGES.screenLinkNotFound)
        const target = await requireScreen(tx, request.body.screen, scopeOf(actor), true)
        const hadDevice = await pair(tx, link, target, actor, now)
        return { target, hadDevice, link: (await findScreenLink(tx, link.id, now))! }
      })
      afterPairing(app.fleet, outcome)
      await resolveAlertsOfScreen(app, outcome.target.screen.id)
      return { data: toScreenLinkDto(outcome.link) }
    },
  )

  app.delete(
    '/api/v1/screenlinks/:id',
    {
      schema: {
        operationId: 'deleteScreenLink',
        tags,
        summary: 'Cancel a link (super-admin: every delete is theirs)',
        security: bearer,
        params: IdParams,
        response: { 200: ScreenLinkResponse, ...errorResponses(401, 403, 404) },
      },
      onRequest: app.requireRole(...SUPER_ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const link = await app.db.transaction(async (tx) => {
        const row = await findScreenLink(tx, request.params.id, new Date(), true)
        if (!row) throw notFound(API_MESSAGES.screenLinkNotFound)
        await deleteScreenLink(tx, row.id)
        await audit(tx, 'ScreenLink', 'delete', actor, toScreenLinkDto(row))
        return row
      })
      return { data: toScreenLinkDto(link) }
    },
  )
}

export default screenLinkRoutes
