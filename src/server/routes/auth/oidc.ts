import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { API_MESSAGES, MESSAGE_CODES } from '../../../shared/messages'
import { ADMIN_ROLES, isSuperAdmin } from '../../../shared/roles'
import { AuthResponse, OidcLoginBody } from '../../../shared/schemas/auth'
import { errorResponses, NO_TOKEN } from '../../../shared/schemas/common'
import { CompanyAccountLinkBody, CompanyAccountLinkStartResponse, CompanyAccountParams, CompanyAccountsResponse } from '../../../shared/schemas/companyAccounts'
import { UserCreateBody } from '../../../shared/schemas/users'
import { users } from '../../db/schema'
import { companyAccountsOf, findIdentity, linkIdentity, takeLinkAllowance, touchIdentity, unlinkIdentity } from '../../domain/companyAccounts'
import { toUserDto } from '../../domain/users'
import { audit, requestOrigin } from '../../lib/audit'
import { badRequest, unauthorized } from '../../lib/httpErrors'
import type { OidcSettings } from '../../lib/oidcConfig'
import { hashPassword } from '../../lib/passwords'
import { providerEmailAsAccountEmail } from '../../lib/providerEmail'
import { createSession, type UserRow } from '../../lib/sessions'
import { hashToken, newToken } from '../../lib/tokens'
import { type AuthUser, signedInUser } from '../../plugins/auth'
import { type OidcClient, type OidcIdentity, providerRefusal } from './oidcClient'
import { linkSessionIdToken, saveHandoff, saveLinkTicket, savePendingSignIn, takeHandoff, takeLinkTicket, takePendingSignIn } from './oidcRepository'
import { findUserByEmail, findUserById } from './repository'

export interface OidcRoutesOptions {
  settings: OidcSettings | null
  client: OidcClient | null
  /** Throws unless `given` is the signed-in user's current password (counted and audited: routes/auth/index.ts). */
  checkCurrentPassword: (request: FastifyRequest, actor: AuthUser, passwordHash: string, given: string | undefined) => Promise<void>
}

/** How long the provider may take to send the browser back (the person types a password, maybe a second factor). */
const PENDING_MS = 10 * 60_000
/** How long the console has to exchange the one-time code: it does so at once. */
const HANDOFF_MS = 60_000
/** How long a signed-in person's link ticket takes them to the provider: the console goes at once. */
const LINK_TICKET_MS = 5 * 60_000
/** The cookie tying the callback to the browser that started the sign-in (no one else's callback signs this browser in). */
const BROWSER_COOKIE = 'oidc_browser'
const COOKIE_PATH = '/api/v1/auth/oidc'
/**
 * The cookie tying the one-time code to the browser the callback came back to (login CSRF): sent to
 * the two doors that exchange it, REST's and GraphQL's (whose oidcLogin passes it on to REST).
 */
const HANDOFF_COOKIE = 'oidc_handoff'
const HANDOFF_COOKIE_PATHS = [COOKIE_PATH, '/graphql']
/** Where the console shows the outcome: the fragment never reaches a server, so no log keeps the code. */
const CONSOLE_PAGE = '/login/oidc'
/** Where a person linking their company account comes back to: their profile, which says how it went. */
const PROFILE_PAGE = '/admin/profile'

type Refusal =
  | 'oidcNotConfigured'
  | 'oidcFailed'
  | 'oidcProviderUnavailable'
  | 'oidcEmailUnverified'
  | 'oidcUnknownUser'
  | 'oidcNotLinked'
  | 'oidcLinkEmailMismatch'
  | 'oidcLinkedElsewhere'
  | 'userInactive'

export function readCookie(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return decodeURIComponent(value.join('='))
  }
  return null
}

const bearer = [{ bearerAuth: [] }]
const tags = ['auth']

/** OpenID Connect sign-in: the authorization code flow with PKCE, state and nonce (docs/SECURITY.md#openid-connect-sign-in). */
const oidcRoutes: FastifyPluginAsyncZod<OidcRoutesOptions> = async (app, { settings, client, checkCurrentPassword }) => {
  const secureCookie = settings ? new URL(settings.redirectUri).protocol === 'https:' : false
  const cookieLine = (name: string, path: string, value: string, maxAgeSeconds: number) =>
    `${name}=${value}; Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secureCookie ? '; Secure' : ''}`
  const cookie = (value: string, maxAgeSeconds: number) => cookieLine(BROWSER_COOKIE, COOKIE_PATH, value, maxAgeSeconds)
  const handoffCookies = (value: string, maxAgeSeconds: number) => HANDOFF_COOKIE_PATHS.map((path) => cookieLine(HANDOFF_COOKIE, path, value, maxAgeSeconds))

  function refuse(reply: FastifyReply, refusal: Refusal, page = CONSOLE_PAGE) {
    return reply.header('cache-control', 'no-store').redirect(`${page}#error=${MESSAGE_CODES[refusal]}`, 302)
  }

  async function auditRefusal(request: FastifyRequest, identity: Pick<OidcIdentity, 'email' | 'subject'> | null, userId: string | null, reason: string) {
    const email = identity?.email ?? ''
    const subject = identity ? { subject: identity.subject } : {}
    await audit(app.db, 'Session', 'sign-in failed', { id: userId, email }, { email, ...subject, ...requestOrigin(request), method: 'oidc', reason })
  }

  /**
   * The user a company sign-in opens a session for, or the refusal (docs/SECURITY.md#openid-connect-sign-in):
   * a linked company account signs its user in, whatever email it now has; an unlinked one only links
   * when a super-admin allowed it for the account of its verified email, or when OIDC_AUTO_CREATE_ROLE
   * creates that account. An email match alone opens no session.
   */
  async function userFor(
    request: FastifyRequest,
    identity: OidcIdentity,
  ): Promise<{ user: UserRow } | { refusal: Refusal; userId: string | null; reason: string }> {
    const linked = await findIdentity(app.db, identity.issuer, identity.subject)
    if (linked) {
      const user = await findUserById(app.db, linked.userId)
      if (!user) return { refusal: 'oidcUnknownUser', userId: null, reason: 'unknown user' }
      await touchIdentity(app.db, linked.id)
      return { user }
    }
    if (!identity.email || !identity.emailVerified) return { refusal: 'oidcEmailUnverified', userId: null, reason: 'email not verified' }
    // A look-alike (KELVIN SIGN for K, fullwidth letters) is no account's address: never folded onto one.
    const email = providerEmailAsAccountEmail(identity.email)
    if (!email) return { refusal: 'oidcUnknownUser', userId: null, reason: 'email no account can hold (not plain ASCII after NFKC)' }
    const known = await findUserByEmail(app.db, email)
    if (known) {
      if (!known.isActive) return { user: known }
      // The super-admin is never linked by an email: they link themselves, signed in with their password.
      const linkedNow = isSuperAdmin(known.role)
        ? false
        : await app.db.transaction(async (tx) => {
            const allowance = await takeLinkAllowance(tx, known.id)
            if (!allowance) return false
            const actor = { id: known.id, email: known.email }
            return linkIdentity(tx, request, actor, { user: known, issuer: identity.issuer, subject: identity.subject, email, by: 'allowance' })
          })
      if (!linkedNow) return { refusal: 'oidcNotLinked', userId: known.id, reason: 'company account not linked' }
      return { user: known }
    }
    if (!settings?.autoCreateRole) return { refusal: 'oidcUnknownUser', userId: null, reason: 'unknown user' }
    if (!UserCreateBody.shape.email.safeParse(email).success) return { refusal: 'oidcUnknownUser', userId: null, reason: 'not an email address' }
    const role = settings.autoCreateRole
    // A password no one knows: this user signs in through the provider (a super-admin may set one later).
    const passwordHash = await hashPassword(newToken())
    const created = await app.db.transaction(async (tx) => {
      const values = { email, firstName: identity.firstName ?? email.split('@')[0], lastName: identity.lastName ?? '', role, passwordHash }
      const [row] = await tx.insert(users).values(values).onConflictDoNothing().returning()
      if (!row) return null
      const { passwordHash: _hash, ...shown } = values
      const actor = { id: row.id, email: row.email }
      await audit(tx, 'User', 'create', actor, { id: row.id, ...shown, ...requestOrigin(request), method: 'oidc' })
      // Made by this company account, so bound to it at once.
      await linkIdentity(tx, request, actor, { user: row, issuer: identity.issuer, subject: identity.subject, email, by: 'created' })
      return row
    })
    // Someone else's sign-in made the same email's account meanwhile: it is theirs, not linked to this one.
    if (!created) return { refusal: 'oidcNotLinked', userId: null, reason: 'company account not linked' }
    return { user: created }
  }

  /** The callback of a signed-in person linking their company account: the link, never a session. */
  async function linkCallback(request: FastifyRequest, reply: FastifyReply, userId: string, identity: OidcIdentity) {
    const user = await findUserById(app.db, userId)
    const refuseLink = async (refusal: Refusal, reason: string) => {
      await audit(
        app.db,
        'User',
        'company account link',
        { id: userId, email: user?.email ?? '' },
        {
          id: userId,
          refused: reason,
          issuer: identity.issuer,
          subject: identity.subject,
          providerEmail: identity.email,
          ...requestOrigin(request),
        },
      )
      return refuse(reply, refusal, PROFILE_PAGE)
    }
    if (!user?.isActive) return refuseLink('userInactive', 'inactive account')
    if (!identity.email || !identity.emailVerified) return refuseLink('oidcEmailUnverified', 'email not verified')
    // The company account must be the person's own: its verified email is this account's, look-alikes refused.
    if (providerEmailAsAccountEmail(identity.email) !== user.email) return refuseLink('oidcLinkEmailMismatch', 'another email address')
    const linked = await app.db.transaction((tx) =>
      linkIdentity(tx, request, user, { user, issuer: identity.issuer, subject: identity.subject, email: identity.email, by: 'self' }),
    )
    if (!linked) return refuseLink('oidcLinkedElsewhere', 'linked to another account')
    return reply.header('cache-control', 'no-store').redirect(`${PROFILE_PAGE}#companyAccount=linked`, 302)
  }

  app.get(
    '/api/v1/auth/oidc/start',
    {
      schema: { hide: true, querystring: z.object({ link: z.string().max(256).optional() }) },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      if (!settings || !client) return refuse(reply, 'oidcNotConfigured')
      // A signed-in person's ticket (POST /api/v1/auth/me/company-accounts) makes this a link, for them.
      const linkUserId = request.query.link ? await takeLinkTicket(app.db, request.query.link) : null
      if (request.query.link && !linkUserId) return refuse(reply, 'oidcFailed', PROFILE_PAGE)
      const checks = client.newChecks()
      let url: string
      try {
        url = await client.authorizationUrl(checks)
      } catch (error) {
        request.log.warn({ err: error }, 'OIDC provider discovery failed')
        return refuse(reply, 'oidcProviderUnavailable', linkUserId ? PROFILE_PAGE : CONSOLE_PAGE)
      }
      const browser = newToken()
      await savePendingSignIn(app.db, { ...checks, browser, linkUserId: linkUserId ?? null, expiresAt: new Date(Date.now() + PENDING_MS) })
      return reply
        .header('cache-control', 'no-store')
        .header('set-cookie', cookie(browser, PENDING_MS / 1000))
        .redirect(url, 302)
    },
  )

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
      // The provider's own words (`invalid_grant: grant request is invalid`), not the library's.
      await auditRefusal(request, null, pending.linkUserId, `provider answer refused: ${providerRefusal(error)}`)
      return refuse(reply, 'oidcFailed', pending.linkUserId ? PROFILE_PAGE : CONSOLE_PAGE)
    }
    if (pending.linkUserId) return linkCallback(request, reply, pending.linkUserId, identity)
    const found = await userFor(request, identity)
    if ('refusal' in found) {
      await auditRefusal(request, identity, found.userId, found.reason)
      return refuse(reply, found.refusal)
    }
    const { user } = found
    if (!user.isActive) {
      await auditRefusal(request, identity, user.id, 'inactive account')
      return refuse(reply, 'userInactive')
    }
    const code = newToken()
    const handoffBrowser = newToken()
    await saveHandoff(app.db, { code, browser: handoffBrowser, userId: user.id, idToken: identity.idToken, expiresAt: new Date(Date.now() + HANDOFF_MS) })
    return reply
      .header('cache-control', 'no-store')
      .header('set-cookie', [cookie('', 0), ...handoffCookies(handoffBrowser, HANDOFF_MS / 1000)])
      .redirect(`${CONSOLE_PAGE}#code=${code}`, 302)
  })

  app.post(
    '/api/v1/auth/oidc/session',
    {
      schema: {
        operationId: 'oidcLogin',
        tags,
        summary:
          'Exchange the one-time code an OpenID Connect sign-in handed the console for a session; only in the browser the sign-in came back to (its cookie)',
        security: NO_TOKEN,
        body: OidcLoginBody,
        response: { 200: AuthResponse, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const handoff = await takeHandoff(app.db, request.body.code)
      if (!handoff) throw unauthorized(API_MESSAGES.oidcCodeInvalid)
      // The code works only in the browser the provider sent back (login CSRF): one posted from elsewhere is spent, unused.
      const browser = readCookie(request, HANDOFF_COOKIE)
      if (!browser || !handoff.browserHash || hashToken(browser) !== handoff.browserHash) {
        const owner = await findUserById(app.db, handoff.userId)
        await auditRefusal(request, owner ? { email: owner.email, subject: '' } : null, handoff.userId, 'code from another browser')
        throw unauthorized(API_MESSAGES.oidcOtherBrowser)
      }
      const user = await findUserById(app.db, handoff.userId)
      if (!user?.isActive) throw unauthorized(API_MESSAGES.userInactive)
      const session = await app.db.transaction(async (tx) => {
        const token = await createSession(tx, { kind: 'user', userId: user.id })
        await linkSessionIdToken(tx, token, handoff.idToken)
        await audit(tx, 'Session', 'sign-in', { id: user.id, email: user.email }, { email: user.email, ...requestOrigin(request), method: 'oidc' })
        return { token, user: await toUserDto(tx, user) }
      })
      reply.header('set-cookie', handoffCookies('', 0))
      return { data: session }
    },
  )

  // The signed-in person's own company account: see it, link it (through the provider), remove it.
  app.get(
    '/api/v1/auth/me/company-accounts',
    {
      schema: {
        operationId: 'getMyCompanyAccounts',
        tags,
        summary: 'The signed-in user’s company accounts (OpenID Connect): what a company sign-in is matched by',
        security: bearer,
        response: { 200: CompanyAccountsResponse, ...errorResponses(401, 403) },
      },
      onRequest: app.requireRole(...ADMIN_ROLES),
    },
    async (request) => ({ data: await companyAccountsOf(app.db, signedInUser(request).id) }),
  )

  app.post(
    '/api/v1/auth/me/company-accounts',
    {
      schema: {
        operationId: 'linkMyCompanyAccount',
        tags,
        summary:
          'Start linking the signed-in user’s company account: answers the address to send the browser to (the provider’s sign-in); needs `currentPassword`',
        security: bearer,
        body: CompanyAccountLinkBody,
        response: { 200: CompanyAccountLinkStartResponse, ...errorResponses(400, 401, 403, 429) },
      },
      onRequest: app.requireRole(...ADMIN_ROLES),
    },
    async (request) => {
      if (!settings) throw badRequest(API_MESSAGES.oidcNotConfigured)
      const actor = signedInUser(request)
      const user = await findUserById(app.db, actor.id)
      if (!user) throw unauthorized(API_MESSAGES.invalidToken)
      await checkCurrentPassword(request, actor, user.passwordHash, request.body.currentPassword)
      const ticket = newToken()
      await saveLinkTicket(app.db, ticket, user.id, new Date(Date.now() + LINK_TICKET_MS))
      return { data: { url: `${COOKIE_PATH}/start?link=${ticket}` } }
    },
  )

  app.delete(
    '/api/v1/auth/me/company-accounts/:accountId',
    {
      schema: {
        operationId: 'unlinkMyCompanyAccount',
        tags,
        summary: 'Remove one of the signed-in user’s company accounts: it no longer signs them in',
        security: bearer,
        params: CompanyAccountParams,
        response: { 200: CompanyAccountsResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: app.requireRole(...ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const accounts = await app.db.transaction(async (tx) => {
        await unlinkIdentity(tx, request, actor, actor, request.params.accountId)
        return companyAccountsOf(tx, actor.id)
      })
      return { data: accounts }
    },
  )
}

export default oidcRoutes
