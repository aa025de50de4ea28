import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { API_MESSAGES, ERROR_CODES, VALIDATION_MESSAGES } from '../../../shared/messages'
import { ADMIN_ROLES, ROLES } from '../../../shared/roles'
import { AuthResponse, LoginBody, LogoutResponse, MeUpdateBody, SsoBody, UserResponse } from '../../../shared/schemas/auth'
import { errorResponses, NO_TOKEN } from '../../../shared/schemas/common'
import { audit, requestOrigin } from '../../lib/audit'
import { badRequest, conflictOnDuplicate, forbidden, HttpError, unauthorized } from '../../lib/httpErrors'
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords'
import { createSession, revokeSession, revokeUserSessions } from '../../lib/sessions'
import { verifySsoToken } from '../../lib/sso'
import { auditPasswordChange, toUserDto } from '../../domain/users'
import { assertFresh } from '../../lib/versions'
import { createGuessGuard } from '../../limits/guessGuard'
import { createSignInGuard, DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from '../../limits/signInGuard'
import { type AuthUser, signedInUser } from '../../plugins/auth'
import type { OidcSettings } from '../../lib/oidcConfig'
import { claimSsoNonce, findUserByEmail, findUserById, updateProfile } from './repository'
import oidcRoutes from './oidc'
import { createOidcClient } from './oidcClient'
import { sessionIdToken } from './oidcRepository'

export interface AuthRoutesOptions {
  ssoSecret?: string
  /** OpenID Connect sign-in; null or unset: off. */
  oidc?: OidcSettings | null
  /** Sign-in attempts allowed per client IP and email within the window. */
  loginRateLimit: { max: number; timeWindowMs: number }
  /** Per address across emails, per account across addresses (docs/SECURITY.md). */
  signInLimits?: SignInLimits
}

const bearer = [{ bearerAuth: [] }]

/** Wrong current passwords a user may send before a pause: a stolen session cannot guess its way to the password. */
const CURRENT_PASSWORD_GUESSES = { max: 5, windowMs: 15 * 60_000 }

const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const signIns = createSignInGuard(() => app.db, options.signInLimits ?? DEFAULT_SIGN_IN_LIMITS)
  const currentPasswordGuesses = createGuessGuard(() => app.db, 'current-password', CURRENT_PASSWORD_GUESSES)
  const oidc = options.oidc ? createOidcClient(options.oidc) : null

  /**
   * Throws unless `given` is the user's current password. Wrong ones are audited and counted per
   * user (a pause after a few), so a stolen session cannot guess the password either.
   */
  async function checkCurrentPassword(request: FastifyRequest, actor: AuthUser, passwordHash: string, given: string | undefined) {
    if (!given) throw badRequest(API_MESSAGES.currentPasswordRequired, ERROR_CODES.currentPasswordRequired)
    const guess = await currentPasswordGuesses.attempt(actor.id)
    if (await verifyPassword(given, passwordHash)) return guess.right()
    await audit(app.db, 'User', 'current password refused', actor, { id: actor.id, email: actor.email, ...requestOrigin(request) })
    throw forbidden(API_MESSAGES.currentPasswordWrong, ERROR_CODES.currentPasswordWrong)
  }
  await app.register(oidcRoutes, { settings: options.oidc ?? null, client: oidc, checkCurrentPassword })

  app.post(
    '/api/v1/auth',
    {
      schema: {
        operationId: 'login',
        security: NO_TOKEN,
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: LoginBody,
        response: { 200: AuthResponse, ...errorResponses(400, 401, 429) },
      },
      config: {
        rateLimit: {
          max: options.loginRateLimit.max,
          timeWindow: options.loginRateLimit.timeWindowMs,
          // After validation, so the key can include the email being tried.
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `login|${request.ip}|${(request.body as LoginBody | undefined)?.email ?? ''}`,
        },
      },
    },
    async (request) => {
      const { email, password } = request.body
      const attempt = { email, ...requestOrigin(request) }
      // Counted before any hash is computed: a refused try costs the server nothing.
      await signIns.admit({ address: request.ip, email }, new Date())
      const user = await findUserByEmail(app.db, email)
      // Unknown emails pay for a hash check too, so timing does not tell them apart.
      const passwordMatches = await verifyPassword(password, user?.passwordHash ?? (await decoyPasswordHash()))
      // Every sign-in, and every refused one, is in the audit log with the email tried and where it came from.
      if (!user || !passwordMatches || !user.isActive) {
        const reason = !user || !passwordMatches ? 'wrong email or password' : 'inactive account'
        await signIns.failed({ address: request.ip, email })
        await audit(app.db, 'Session', 'sign-in failed', { id: user?.id ?? null, email }, { ...attempt, reason })
        throw unauthorized(user && passwordMatches ? API_MESSAGES.userInactive : VALIDATION_MESSAGES.loginFailed)
      }
      const token = await app.db.transaction(async (tx) => {
        const created = await createSession(tx, { kind: 'user', userId: user.id })
        await audit(tx, 'Session', 'sign-in', { id: user.id, email: user.email }, { ...attempt, method: 'password' })
        return created
      })
      await signIns.succeeded({ address: request.ip, email })
      return { data: { token, user: await toUserDto(app.db, user) } }
    },
  )

  app.post(
    '/api/v1/auth/sso',
    {
      schema: {
        operationId: 'ssoLogin',
        security: NO_TOKEN,
        tags: ['auth'],
        summary: 'Exchange a single-use signed token, sent in the body, for a session',
        body: SsoBody,
        response: { 200: AuthResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      if (!options.ssoSecret) throw unauthorized(API_MESSAGES.ssoNotConfigured)
      const payload = verifySsoToken(options.ssoSecret, request.body.token)
      if (!payload) throw unauthorized(API_MESSAGES.ssoInvalid)
      const session = await app.db.transaction(async (tx) => {
        if (!(await claimSsoNonce(tx, payload.nonce, new Date(payload.exp * 1000)))) return null
        const user = await findUserByEmail(tx, payload.email)
        if (!user?.isActive) return null
        const token = await createSession(tx, { kind: 'user', userId: user.id })
        await audit(tx, 'Session', 'sign-in', { id: user.id, email: user.email }, { email: user.email, ...requestOrigin(request), method: 'single sign-on' })
        return { token, user: await toUserDto(tx, user) }
      })
      if (!session) throw unauthorized(API_MESSAGES.ssoInvalid)
      return { data: session }
    },
  )

  // The old exchange put the token in the URL, where servers and proxies log it. Old links get a
  // clear answer, and the token is left unused (the console posts it from /login/{token}).
  app.get('/api/v1/auth/sso', { schema: { hide: true } }, async () => {
    throw new HttpError(410, API_MESSAGES.ssoTokenInBody, undefined, ERROR_CODES.ssoTokenInBody)
  })

  app.get(
    '/api/v1/auth/me',
    {
      schema: {
        operationId: 'getMe',
        tags: ['auth'],
        summary: 'The signed-in user',
        security: bearer,
        response: { 200: UserResponse, ...errorResponses(401) },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async (request) => {
      const user = await findUserById(app.db, signedInUser(request).id)
      if (!user) throw unauthorized(API_MESSAGES.invalidToken)
      return { data: await toUserDto(app.db, user) }
    },
  )

  app.put(
    '/api/v1/auth/me',
    {
      schema: {
        operationId: 'updateMe',
        tags: ['auth'],
        summary:
          'Update the signed-in user’s profile; a blank password keeps the current one; a new email or password needs `currentPassword` and signs out the user’s other sessions',
        security: bearer,
        body: MeUpdateBody,
        response: { 200: UserResponse, ...errorResponses(400, 401, 403, 409, 429) },
      },
      config: { ifMatch: true },
      onRequest: app.requireRole(...ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      // updatedAt is the version an If-Match named (the versions plugin), not an edit.
      const { password, currentPassword, updatedAt: _version, ...profile } = request.body as MeUpdateBody & { updatedAt?: string }
      const current = await findUserById(app.db, actor.id)
      if (!current) throw unauthorized(API_MESSAGES.invalidToken)
      assertFresh(current.updatedAt, request.body, API_MESSAGES.userChanged)
      const emailChanges = profile.email !== current.email
      const passwordChanges = Boolean(password)
      // A stolen session must not be enough to take the account over: the sign-in email and the
      // password change only with the current password.
      if (emailChanges || passwordChanges) await checkCurrentPassword(request, actor, current.passwordHash, currentPassword)
      const passwordHash = password ? await hashPassword(password) : undefined
      const user = await conflictOnDuplicate(API_MESSAGES.emailTaken, () =>
        app.db.transaction(async (tx) => {
          const updated = await updateProfile(tx, actor.id, { ...profile, passwordHash })
          // A new email or password signs the user out everywhere else.
          if (emailChanges || passwordChanges) await revokeUserSessions(tx, actor.id, actor.sessionId)
          const namesChange = profile.firstName !== current.firstName || profile.lastName !== current.lastName
          if (namesChange || emailChanges) {
            await audit(tx, 'User', 'update', actor, { id: actor.id, ...profile, ...(emailChanges ? { previousEmail: current.email } : {}) })
          }
          if (passwordChanges) await auditPasswordChange(tx, actor, request, updated, 'self')
          return toUserDto(tx, updated)
        }),
      )
      return { data: user }
    },
  )

  app.delete(
    '/api/v1/auth',
    {
      schema: {
        operationId: 'logout',
        tags: ['auth'],
        summary: 'Sign out: revoke the token of this request; a session an OpenID Connect provider signed in also gets the provider’s sign-out address',
        security: bearer,
        response: { 200: LogoutResponse, ...errorResponses(401) },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const idToken = oidc ? await sessionIdToken(app.db, actor.sessionId) : null
      await app.db.transaction(async (tx) => {
        await revokeSession(tx, actor.sessionId)
        await audit(tx, 'Session', 'sign-out', actor, { email: actor.email, ...requestOrigin(request) })
      })
      // The provider's own session ends too, when it offers a sign-out (end_session_endpoint).
      return { data: { ok: true, endSessionUrl: oidc && idToken ? await oidc.endSessionUrl(idToken) : null } }
    },
  )
}

export default authRoutes
