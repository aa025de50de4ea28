import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { resolveAlertsOfScreen } from '../../alerts/plugin'
import { API_MESSAGES, VALIDATION_MESSAGES } from '../../../shared/messages'
import { SCREEN_CONTROL_ROLES } from '../../../shared/roles'
import { errorResponses, IdParams } from '../../../shared/schemas/common'
import { AUTH_CODE_PATTERN } from '../../../shared/schemas/screenlinks'
import { LinkScreenBody, ScreenResponse } from '../../../shared/schemas/screens'
import { afterPairing, findPendingByCode, pair } from '../../domain/screenLinks'
import { findScreen, requireScreen, screenDto } from '../../domain/screens'
import { HttpError, notFound } from '../../lib/httpErrors'
import { scopeOf } from '../../lib/locationScope'
import { signedInUser } from '../../plugins/auth'
import { createGuessLimiter, DEFAULT_PAIRING_GUESS_LIMIT, type PairingGuessLimit } from './guessLimiter'

export interface LinkRoutesOptions {
  /** Default: DEFAULT_PAIRING_GUESS_LIMIT. */
  pairingGuessLimit?: PairingGuessLimit
}

const bearer = [{ bearerAuth: [] }]
const tags = ['screen links']

/**
 * /api/v1/screens/:id/link: staff pair a screen with the code its device shows (the link itself: routes/screenlinks).
 * Its earlier address, /api/v1/screens/link/:id, still answers for the clients that call it, out of the API document:
 * it was ambiguous beside /api/v1/screens/:id/disconnect.
 */
const linkRoutes: FastifyPluginAsyncZod<LinkRoutesOptions> = async (app, options) => {
  const guesses = createGuessLimiter(() => app.db, options.pairingGuessLimit ?? DEFAULT_PAIRING_GUESS_LIMIT)

  for (const [url, hide] of [
    ['/api/v1/screens/:id/link', false],
    ['/api/v1/screens/link/:id', true],
  ] as const)
    app.put(
      url,
      {
        schema: {
          hide,
          operationId: 'linkScreen',
          tags,
          summary: 'Pair screen {id} with the code its device shows; a screen already linked loses its old token',
          security: bearer,
          params: IdParams,
          body: LinkScreenBody,
          response: { 200: ScreenResponse, ...errorResponses(400, 401, 403, 404, 429) },
        },
        onRequest: app.requireRole(...SCREEN_CONTROL_ROLES),
      },
      async (request) => {
        const actor = signedInUser(request)
        // Counted before anything is looked up (see guessLimiter.ts).
        const takeBack = await guesses.attempt(actor.id, request.ip)
        if (!takeBack) throw new HttpError(429, API_MESSAGES.tooManyAttempts)
        const code = request.body.authCode.toUpperCase()
        const now = new Date()
        const outcome = await app.db.transaction(async (tx) => {
          const target = await requireScreen(tx, request.params.id, scopeOf(actor), true)
          const link = AUTH_CODE_PATTERN.test(code) ? await findPendingByCode(tx, code, now) : undefined
          if (!link) return null
          const hadDevice = await pair(tx, link, target, actor, now)
          const updated = (await findScreen(tx, target.screen.id, { all: true }))!
          return { target, hadDevice, screen: await screenDto(tx, app.fleet, updated, now) }
        })
        if (!outcome) throw notFound(VALIDATION_MESSAGES.invalidAuthorizationCode)
        // A right code does not use up the budget.
        await takeBack()
        afterPairing(app.fleet, outcome)
        await resolveAlertsOfScreen(app, outcome.target.screen.id)
        return { data: outcome.screen }
      },
    )
}

export default linkRoutes
