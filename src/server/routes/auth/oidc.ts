import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { API_MESSAGES, MESSAGE_CODES } from '../../../shared/messages'
import { AuthResponse, OidcLoginBody } from '../../../shared/schemas/auth'
import { errorResponses, NO_TOKEN } from '../../../shared/schemas/common'
import { users } from '../../db/schema'
import { toUserDto } from '../../domain/users'
import { audit, requestOrigin } from '../../lib/audit'
import { unauthorized } from '../../lib/httpErrors'
import type { OidcSettings } from '../../lib/oidcConfig'
import { hashPassword } from '../../lib/passwords'
import { createSession } from '../../lib/sessions'
import { hashToken, newToken } from '../../lib/tokens'
import type { OidcClient, OidcIdentity } from './oidcClient'
import { linkSessionIdToken, saveHandoff, savePendingSignIn, takeHandoff, takePendingSignIn } from './oidcRepository'
import { findUserByEmail, findUserById } from './repository'

export interface OidcRoutesOptions {
  settings: OidcSettings | null
  client: OidcClient | null
}

/** How long the provider may take to send the browser back (the person types a password, maybe a second factor). */
const PENDING_MS = 10 * 60_000
/** How long the console has to exchange the one-time code: it does so at once. */
const HANDOFF_MS = 60_000
/** The cookie tying the callback to the browser that started the sign-in (no one else's callback signs this browser in). */
const BROWSER_COOKIE = 'oidc_browser'
const COOKIE_PATH = '/api/v1/auth/oidc'
/** Where the console shows the outcome: the fragment never reaches a server, so no log keeps the code. */
const CONSOLE_PAGE = '/login/oidc'

type Refusal = 'oidcNotConfigured' | 'oidcFailed' | 'oidcProviderUnavailable' | 'oidcEmailUnverified' | 'oidcUnknownUser' | 'userInactive'

function readCookie(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return decodeURIComponent(value.join('='))
  }
  return null
}

/** OpenID Connect sign-in: the authorization code flow with PKCE, state and nonce (docs/SECURITY.md#openid-connect-sign-in). */
const oidcRoutes: FastifyPluginAsyncZod<OidcRoutesOptions> = async (app, { settings, client }) => {
  const secureCookie = settings ? new URL(settings.redirectUri).protocol === 'https:' : false
  const cookie = (value: string, maxAgeSeconds: number) =>
    `${BROWSER_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secureCookie ? '; Secure' : ''}`

  function refuse(reply: FastifyReply, refusal: Refusal) {
    return reply.header('cache-control', 'no-store').redirect(`${CONSOLE_PAGE}#error=${MESSAGE_CODES[refusal]}`, 302)
  }

  async function auditRefusal(request: FastifyRequest, identity: Pick<OidcIdentity, 'email'> | null, userId: string | null, reason: string) {
    const email = identity?.email ?? ''
    await audit(app.db, 'Session', 'sign-in failed', { id: userId, email }, { email, ...requestOrigin(request), method: 'oidc', reason })
  }

  /** The user this verified email names, created with OIDC_AUTO_CREATE_ROLE when there is none and that is set. */
  async function userFor(request: FastifyRequest, identity: OidcIdentity & { email: string }) {
    const known = await findUserByEmail(app.db, identity.email)
    if (known || !settings?.autoCreateRole) return known
    const role = settings.autoCreateRole
    // A password no one knows: this user signs in through the provider (a super-admin may set one later).
    const passwordHash = await hashPassword(newToken())
    return app.db.transaction(async (tx) => {
      const values = {
        email: identity.email,
        firstName: identity.firstName ?? identity.email.split('@')[0],
        lastName: identity.lastName ?? '',
        role,
        passwordHash,
      }
      const [created] = await tx.insert(users).values(values).onConflictDoNothing().returning()
      if (!created) return findUserByEmail(tx, identity.email)
      const { passwordHash: _hash, ...shown } = values
      await audit(tx, 'User', 'create', { id: created.id, email: created.email }, { id: created.id, ...shown, ...requestOrigin(request), method: 'oidc' })
      return created
    })
  }

  app.get('/api/v1/auth/oidc/start', { schema: { hide: true }, config: { rateLimit: { max: 30, timeWindow: 60_000 } } }, async (request, reply) => {
    if (!settings || !client) return refuse(reply, 'oidcNotConfigured')
    const checks = client.newChecks()
    let url: string
    try {
      url = await client.authorizationUrl(checks)
    } catch (error) {
      request.log.warn({ err: error }, 'OIDC provider discovery failed')
      return refuse(reply, 'oidcProviderUnavailable')
    }
    const browser = newToken()
    await savePendingSignIn(app.db, { ...checks, browser, expiresAt: new Date(Date.now() + PENDING_MS) })
    return reply
      .header('cache-control', 'no-store')
      .header('set-cookie', cookie(browser, PENDING_MS / 1000))
      .redirect(url, 302)
  })

  app.get('/api/v1/auth/oidc/callback', { schema: { hide: true }, config: { rateLimit: { max: 30, timeWindow: 60_000 } } }, async (request, reply) => {
    if (!settings || !client) return refuse(reply, 'oidcNotConfigured')
    reply.header('set-cookie', cookie('', 0))
    const queryAt = request.url.indexOf('?')
    const query = queryAt === -1 ? '' : request.url.slice(queryAt + 1)
    const state = new URLSearchParams(query).get('state')
    const pending = state ? await takePendingSignIn(app.db, state) : undefined
    const browser = readCookie(request, BROWSER_COOKIE)
    // An unknown or spent state, or a callback in another browser than the one that started (login CSRF).
    if (!state || !pending || !browser || hashToken(browser) !== pending.browserHash) {
      await auditRefusal(request, null, null, pending ? 'another browser' : 'unknown or expired state')
      return refuse(reply, 'oidcFailed')
    }
    let identity: OidcIdentity
    try {
      identity = await client.identify(query, { state, nonce: pending.nonce, codeVerifier: pending.codeVerifier })
    } catch (error) {
      request.log.warn({ err: error }, 'OIDC sign-in refused')
      await auditRefusal(request, null, null, `provider answer refused: ${(error as Error).message}`)
      return refuse(reply, 'oidcFailed')
    }
    const { email } = identity
    if (!email || !identity.emailVerified) {
      await auditRefusal(request, identity, null, 'email not verified')
      return refuse(reply, 'oidcEmailUnverified')
    }
    const user = await userFor(request, { ...identity, email })
    if (!user) {
      await auditRefusal(request, identity, null, 'unknown user')
      return refuse(reply, 'oidcUnknownUser')
    }
    if (!user.isActive) {
      await auditRefusal(request, identity, user.id, 'inactive account')
      return refuse(reply, 'userInactive')
    }
    const code = newToken()
    await saveHandoff(app.db, code, user.id, identity.idToken, new Date(Date.now() + HANDOFF_MS))
    return reply.header('cache-control', 'no-store').redirect(`${CONSOLE_PAGE}#code=${code}`, 302)
  })

  app.post(
    '/api/v1/auth/oidc/session',
    {
      schema: {
        operationId: 'oidcLogin',
        tags: ['auth'],
        summary: 'Exchange the one-time code an OpenID Connect sign-in handed the console for a session',
        security: NO_TOKEN,
        body: OidcLoginBody,
        response: { 200: AuthResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const handoff = await takeHandoff(app.db, request.body.code)
      if (!handoff) throw unauthorized(API_MESSAGES.oidcCodeInvalid)
      const user = await findUserById(app.db, handoff.userId)
      if (!user?.isActive) throw unauthorized(API_MESSAGES.userInactive)
      const session = await app.db.transaction(async (tx) => {
        const token = await createSession(tx, { kind: 'user', userId: user.id })
        await linkSessionIdToken(tx, token, handoff.idToken)
        await audit(tx, 'Session', 'sign-in', { id: user.id, email: user.email }, { email: user.email, ...requestOrigin(request), method: 'oidc' })
        return { token, user: await toUserDto(tx, user) }
      })
      return { data: session }
    },
  )
}

export default oidcRoutes
