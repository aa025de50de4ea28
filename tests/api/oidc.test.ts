import { desc, eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logs, oidcPendingSignIns, userIdentities, users } from '../../src/server/db/schema'
import { oidcSettingsFromEnv, type OidcSettings } from '../../src/server/lib/oidcConfig'
import { redactUrl } from '../../src/server/lib/logRedaction'
import { issueSsoToken } from '../../src/server/lib/sso'
import { bearer, buildTestApp, type TestApp } from './helpers'
import { FIXTURE_PASSWORD, SSO_SECRET, USERS } from './fixtures'
import { signInAtProvider, startOidcProvider, type TestAccount, type TestProvider } from './oidcProvider'

// OpenID Connect sign-in against a real provider on loopback (docs/SECURITY.md#openid-connect-sign-in):
// the app sends the browser there, the provider sends it back with a code, and the app signs in the
// user the company account (the provider's issuer and `sub`) is linked to, with the same console
// session a password gives. An email alone links nothing.
const PUBLIC_URL = 'http://127.0.0.1:3999'
/** A super-admin whose address has a K, for the look-alike (KELVIN SIGN) attack. */
const CEO = { email: 'ceo.check@example.com', role: 'super-admin', isActive: true } as const
/** An admin with a K too, whom a super-admin allows to link. */
const KEEPER = { email: 'kiosk.keeper@example.com', role: 'admin', isActive: true } as const
const ACCOUNTS: Record<string, TestAccount> = {
  staff: { email: USERS.staff.email, email_verified: true },
  // Another company account with the staff member's verified email (another tenant, a reused address).
  staffTwin: { email: USERS.staff.email, email_verified: true },
  owner: { email: USERS.superAdmin.email, email_verified: true },
  admin: { email: USERS.admin.email, email_verified: true },
  stranger: { email: 'stranger@elsewhere.test', email_verified: true },
  newcomer: { email: 'New.Comer@studio.test', email_verified: true, given_name: 'Nia', family_name: 'Comer' },
  unverified: { email: USERS.admin.email, email_verified: false },
  gone: { email: USERS.inactive.email, email_verified: true },
  // KELVIN SIGN (U+212A) where the K is: NFKC and full-Unicode toLowerCase() both make it a k.
  kelvinCeo: { email: 'ceo.chec\u212A@example.com', email_verified: true },
  kelvinKeeper: { email: 'kiosk.\u212Aeeper@example.com', email_verified: true },
  keeper: { email: KEEPER.email, email_verified: true },
  kelvinNewcomer: { email: 'new.\u212Aid@studio.test', email_verified: true },
}
let provider: TestProvider
let settings: OidcSettings
let testApp: TestApp
let autoCreateApp: TestApp

beforeAll(async () => {
  provider = await startOidcProvider({
    accounts: ACCOUNTS,
    redirectUris: [`${PUBLIC_URL}/api/v1/auth/oidc/callback`],
    postLogoutRedirectUris: [`${PUBLIC_URL}/login`],
  })
  const env = { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret, OIDC_NAME: 'Studio ID' }
  settings = oidcSettingsFromEnv(env, PUBLIC_URL)!
  testApp = await buildTestApp({ oidc: settings })
  autoCreateApp = await buildTestApp({ oidc: { ...settings, autoCreateRole: 'location' } })
  const owner = await testApp.login(USERS.superAdmin)
  for (const user of [CEO, KEEPER]) {
    const payload = { firstName: 'Test', lastName: user.role, email: user.email, password: FIXTURE_PASSWORD, role: user.role }
    const created = await testApp.app.inject({ method: 'POST', url: '/api/v1/users', headers: bearer(owner), payload })
    expect(created.statusCode, created.body).toBe(200)
  }
})

afterAll(async () => {
  await testApp?.close()
  await autoCreateApp?.close()
  await provider?.close()
})

/** The browser's cookie for our callback, from the start's answer. */
function browserCookie(start: LightMyRequestResponse): string {
  const line = String(start.headers['set-cookie'])
  expect(line).toMatch(/^oidc_browser=[\w-]+; Path=\/api\/v1\/auth\/oidc; Max-Age=600; HttpOnly; SameSite=Lax$/)
  return line.split(';')[0]
}

async function start(app: TestApp, link?: string) {
  const response = await app.app.inject({ method: 'GET', url: link ?? '/api/v1/auth/oidc/start' })
  expect(response.statusCode).toBe(302)
  return { authorizationUrl: String(response.headers.location), cookie: browserCookie(response) }
}

/** Where the callback sends the browser, and the cookie it gives it for the one-time code (if it gave one). */
async function callbackAnswer(app: TestApp, url: URL, cookie: string | undefined) {
  const response = await app.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: cookie ? { cookie } : {} })
  expect(response.statusCode).toBe(302)
  const lines = [response.headers['set-cookie'] ?? []].flat().map(String)
  const handoff = lines.filter((line) => line.startsWith('oidc_handoff=') && !line.startsWith('oidc_handoff=;'))
  return { location: String(response.headers.location), handoffCookie: handoff[0]?.split(';')[0], handoffLines: handoff }
}

async function callback(app: TestApp, url: URL, cookie: string | undefined) {
  return (await callbackAnswer(app, url, cookie)).location
}

/** The whole flow as a browser goes through it: where the app finally sends the browser, and the browser's cookie for the code. */
async function signInFlow(app: TestApp, login: string) {
  const { authorizationUrl, cookie } = await start(app)
  return callbackAnswer(app, await signInAtProvider(authorizationUrl, login), cookie)
}

async function signIn(app: TestApp, login: string) {
  return (await signInFlow(app, login)).location
}

function codeOf(location: string): string {
  const code = /^\/login\/oidc#code=([\w-]+)$/.exec(location)?.[1]
  expect(code, location).toBeTruthy()
  return code!
}

/** Exchanges the one-time code in the browser the flow came back to (its cookie). */
async function exchange(app: TestApp, flow: { location: string; handoffCookie?: string }) {
  return app.app.inject({
    method: 'POST',
    url: '/api/v1/auth/oidc/session',
    payload: { code: codeOf(flow.location) },
    headers: { cookie: flow.handoffCookie ?? '' },
  })
}

/** A company sign-in all the way to a session; answers the exchange. */
async function companySignIn(app: TestApp, login: string) {
  return exchange(app, await signInFlow(app, login))
}

async function lastLog(app: TestApp, action?: string) {
  const [row] = await app.db
    .select()
    .from(logs)
    .where(action ? eq(logs.action, action) : undefined)
    .orderBy(desc(logs.date))
    .limit(1)
  return row
}

async function userIdOf(app: TestApp, email: string) {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  return row.id
}

/** A super-admin allows (or withdraws) the link of this account on its next company sign-in. */
async function allowLink(app: TestApp, email: string, allowed = true) {
  const owner = await app.login(USERS.superAdmin)
  return app.app.inject({
    method: 'PUT',
    url: `/api/v1/users/${await userIdOf(app, email)}/company-accounts/allowance`,
    headers: bearer(owner),
    payload: { allowed },
  })
}

/** The signed-in person links their company account from their profile: the ticket, the provider, the callback. */
async function linkAsSelf(app: TestApp, user: { email: string }, login: string) {
  const token = await app.login(user)
  const ticket = await app.app.inject({
    method: 'POST',
    url: '/api/v1/auth/me/company-accounts',
    headers: bearer(token),
    payload: { currentPassword: FIXTURE_PASSWORD },
  })
  expect(ticket.statusCode, ticket.body).toBe(200)
  const { authorizationUrl, cookie } = await start(app, ticket.json().data.url)
  return { token, location: await callback(app, await signInAtProvider(authorizationUrl, login), cookie) }
}

async function identitiesOf(app: TestApp, email: string) {
  return app.db
    .select()
    .from(userIdentities)
    .where(eq(userIdentities.userId, await userIdOf(app, email)))
}

describe('OpenID Connect sign-in', () => {
  it('says in the public config that it is on, with the provider’s name', async () => {
    const config = (await testApp.app.inject({ method: 'GET', url: '/api/v1/config' })).json().data
    expect(config).toMatchObject({ oidcSignIn: true, oidcName: 'Studio ID' })
  })

  it('sends the browser to the provider with PKCE, state and nonce, keeping them in the database', async () => {
    const { authorizationUrl } = await start(testApp)
    const url = new URL(authorizationUrl)
    expect(url.origin).toBe(provider.issuer)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: `${PUBLIC_URL}/api/v1/auth/oidc/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    })
    for (const name of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(name)).toMatch(/^[\w-]{32,}$/)
    expect(await testApp.db.select().from(oidcPendingSignIns)).not.toHaveLength(0)
  })

  it('signs a linked user in with a console session, audited with method oidc, once per code', async () => {
    expect((await allowLink(testApp, USERS.staff.email)).statusCode).toBe(200)
    const flow = await signInFlow(testApp, 'staff')
    const answer = await exchange(testApp, flow)
    expect(answer.statusCode, answer.body).toBe(200)
    const { token, user } = answer.json().data
    expect(user).toMatchObject({ email: USERS.staff.email, role: 'location' })
    const me = await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })
    expect(me.json().data.email).toBe(USERS.staff.email)
    expect(await lastLog(testApp)).toMatchObject({ model: 'Session', action: 'sign-in', modifiedBy: USERS.staff.email, data: { method: 'oidc' } })

    const again = await exchange(testApp, flow)
    expect(again.statusCode).toBe(401)
    expect(again.json().code).toBe('OIDC_CODE_INVALID')

    // Signing out goes on to the provider's own sign-out, which sends the browser back to our sign-in page.
    const out = await testApp.app.inject({ method: 'DELETE', url: '/api/v1/auth', headers: bearer(token) })
    const endSession = new URL(out.json().data.endSessionUrl)
    expect(endSession.origin).toBe(provider.issuer)
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC_URL}/login`)
    expect(endSession.searchParams.get('id_token_hint')).toMatch(/^ey/)
    const providerPage = await fetch(endSession)
    expect(providerPage.status).toBe(200)
  })

  it('keeps the provider’s code and the state out of the request log', async () => {
    const { authorizationUrl } = await start(testApp)
    const back = await signInAtProvider(authorizationUrl, 'staff')
    const logged = redactUrl(`${back.pathname}${back.search}`)
    expect(logged).toContain('code=[REDACTED]')
    expect(logged).toContain('state=[REDACTED]')
    expect(logged).not.toContain(back.searchParams.get('code')!)
  })

  it('refuses an unknown user, an unverified email and a disabled account, each audited', async () => {
    expect(await signIn(testApp, 'stranger')).toBe('/login/oidc#error=OIDC_UNKNOWN_USER')
    expect(await lastLog(testApp)).toMatchObject({
      action: 'sign-in failed',
      data: { email: 'stranger@elsewhere.test', subject: 'stranger', method: 'oidc', reason: 'unknown user' },
    })
    expect(await testApp.db.select().from(users).where(eq(users.email, 'stranger@elsewhere.test'))).toHaveLength(0)

    expect(await signIn(testApp, 'unverified')).toBe('/login/oidc#error=OIDC_EMAIL_UNVERIFIED')
    expect(await signIn(testApp, 'gone')).toBe('/login/oidc#error=USER_INACTIVE')
    expect(await lastLog(testApp)).toMatchObject({ action: 'sign-in failed', data: { email: USERS.inactive.email, reason: 'inactive account' } })
  })

  it('creates an unknown, verified user with OIDC_AUTO_CREATE_ROLE, linked to its company account at once', async () => {
    const answer = await companySignIn(autoCreateApp, 'newcomer')
    expect(answer.statusCode).toBe(200)
    expect(answer.json().data.user).toMatchObject({ email: 'new.comer@studio.test', role: 'location', firstName: 'Nia', lastName: 'Comer', isActive: true })
    const [created] = await autoCreateApp.db.select().from(logs).where(eq(logs.action, 'create'))
    expect(created).toMatchObject({ model: 'User', modifiedBy: 'new.comer@studio.test', data: { role: 'location', method: 'oidc' } })
    expect(await identitiesOf(autoCreateApp, 'new.comer@studio.test')).toMatchObject([{ issuer: provider.issuer, subject: 'newcomer' }])
    expect(await lastLog(autoCreateApp, 'company account link')).toMatchObject({ data: { subject: 'newcomer', by: 'created' } })
    // A second sign-in finds the same user, by its company account.
    expect((await companySignIn(autoCreateApp, 'newcomer')).json().data.user.id).toBe(answer.json().data.user.id)
    // An existing account's email is no reason to create or link anything: it is someone's already.
    expect(await signIn(autoCreateApp, 'admin')).toBe('/login/oidc#error=OIDC_NOT_LINKED')
  })

  it('refuses a tampered state, a replayed callback and a callback in another browser', async () => {
    const { authorizationUrl, cookie } = await start(testApp)
    const back = await signInAtProvider(authorizationUrl, 'staff')
    const tampered = new URL(back)
    tampered.searchParams.set('state', `${back.searchParams.get('state')}x`)
    expect(await callback(testApp, tampered, cookie)).toBe('/login/oidc#error=OIDC_FAILED')
    expect(await callback(testApp, back, undefined)).toBe('/login/oidc#error=OIDC_FAILED')
    expect(await lastLog(testApp)).toMatchObject({ action: 'sign-in failed', data: { method: 'oidc', reason: 'another browser' } })
    // The state was spent by the refused try: the real browser cannot use it now either.
    expect(await callback(testApp, back, cookie)).toBe('/login/oidc#error=OIDC_FAILED')

    const fresh = await start(testApp)
    const good = await signInAtProvider(fresh.authorizationUrl, 'staff')
    expect(await callback(testApp, good, fresh.cookie)).toMatch(/^\/login\/oidc#code=/)
    expect(await callback(testApp, good, fresh.cookie)).toBe('/login/oidc#error=OIDC_FAILED')
  })

  it('refuses a code stolen from another sign-in (PKCE), auditing the provider’s own error', async () => {
    const victim = await start(testApp)
    const stolen = await signInAtProvider(victim.authorizationUrl, 'staff')
    const attacker = await start(testApp)
    const attackerBack = await signInAtProvider(attacker.authorizationUrl, 'stranger')
    // The attacker's own state and browser, with the victim's code.
    const injected = new URL(attackerBack)
    injected.searchParams.set('code', stolen.searchParams.get('code')!)
    expect(await callback(testApp, injected, attacker.cookie)).toBe('/login/oidc#error=OIDC_FAILED')
    // What the provider said (invalid_grant), not openid-client's "server responded with an error in the response body".
    expect(await lastLog(testApp)).toMatchObject({
      action: 'sign-in failed',
      data: { method: 'oidc', reason: expect.stringMatching(/^provider answer refused: invalid_grant\b/) },
    })
  })

  it('keeps password sign-in and single sign-on, and says when OIDC is off', async () => {
    await expect(testApp.login(USERS.admin)).resolves.toBeTruthy()
    const sso = await testApp.app.inject({ method: 'POST', url: '/api/v1/auth/sso', payload: { token: issueSsoToken(SSO_SECRET, USERS.admin.email) } })
    expect(sso.statusCode).toBe(200)
    const off = await buildTestApp()
    try {
      const config = (await off.app.inject({ method: 'GET', url: '/api/v1/config' })).json().data
      expect(config).toMatchObject({ oidcSignIn: false, oidcName: null })
      const response = await off.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/start' })
      expect(response.headers.location).toBe('/login/oidc#error=OIDC_NOT_CONFIGURED')
      const token = await off.login(USERS.admin)
      const out = await off.app.inject({ method: 'DELETE', url: '/api/v1/auth', headers: bearer(token) })
      expect(out.json().data).toEqual({ ok: true, endSessionUrl: null })
      const link = await off.app.inject({
        method: 'POST',
        url: '/api/v1/auth/me/company-accounts',
        headers: bearer(await off.login(USERS.admin)),
        payload: { currentPassword: FIXTURE_PASSWORD },
      })
      expect(link.statusCode).toBe(400)
      expect(link.json().code).toBe('OIDC_NOT_CONFIGURED')
    } finally {
      await off.close()
    }
  })
})

describe('a company account is bound to the person (issuer and sub), never to an email alone', () => {
  it('refuses an unlinked account whose email the provider verified, super-admin included, saying what to do', async () => {
    expect(await signIn(testApp, 'owner')).toBe('/login/oidc#error=OIDC_NOT_LINKED')
    expect(await lastLog(testApp)).toMatchObject({
      action: 'sign-in failed',
      userId: await userIdOf(testApp, USERS.superAdmin.email),
      data: { email: USERS.superAdmin.email, subject: 'owner', method: 'oidc', reason: 'company account not linked' },
    })
    expect(await signIn(testApp, 'admin')).toBe('/login/oidc#error=OIDC_NOT_LINKED')
    // A super-admin's account is never linked by an email, even with leave: they link it themselves.
    const leave = await allowLink(testApp, USERS.superAdmin.email)
    expect(leave.statusCode).toBe(400)
    expect(leave.json().code).toBe('COMPANY_ACCOUNT_SUPER_ADMIN')
    expect(await signIn(testApp, 'owner')).toBe('/login/oidc#error=OIDC_NOT_LINKED')
  })

  it('links an account once when a super-admin allowed it, then matches by sub: the same email at another company account is refused', async () => {
    const keeperId = await userIdOf(testApp, KEEPER.email)
    const allowed = await allowLink(testApp, KEEPER.email)
    expect(allowed.statusCode).toBe(200)
    expect(Date.parse(allowed.json().data.linkAllowedUntil)).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000)
    expect(await lastLog(testApp)).toMatchObject({ action: 'company account link allowed', modifiedBy: USERS.superAdmin.email, data: { id: keeperId } })

    const answer = await companySignIn(testApp, 'keeper')
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json().data.user.email).toBe(KEEPER.email)
    expect(await lastLog(testApp, 'company account link')).toMatchObject({
      userId: keeperId,
      data: { issuer: provider.issuer, subject: 'keeper', by: 'allowance' },
    })
    const owner = await testApp.login(USERS.superAdmin)
    const shown = await testApp.app.inject({ method: 'GET', url: `/api/v1/users/${keeperId}/company-accounts`, headers: bearer(owner) })
    expect(shown.json().data).toMatchObject({ accounts: [{ issuer: provider.issuer, subject: 'keeper', email: KEEPER.email }], linkAllowedUntil: null })
    // The leave was used: a later sign-in is matched by the company account, and any other one is refused.
    expect((await companySignIn(testApp, 'keeper')).statusCode).toBe(200)
    const later = await testApp.app.inject({ method: 'GET', url: `/api/v1/users/${keeperId}/company-accounts`, headers: bearer(owner) })
    expect(Date.parse(later.json().data.accounts[0].lastSignInAt)).toBeGreaterThan(Date.now() - 60_000)

    // A leave links the first company account that comes; a second one with the same verified email is refused.
    if ((await identitiesOf(testApp, USERS.staff.email)).length === 0) {
      expect((await allowLink(testApp, USERS.staff.email)).statusCode).toBe(200)
      expect((await companySignIn(testApp, 'staff')).statusCode).toBe(200)
    }
    expect(await identitiesOf(testApp, USERS.staff.email)).toMatchObject([{ subject: 'staff' }])
    expect(await signIn(testApp, 'staffTwin')).toBe('/login/oidc#error=OIDC_NOT_LINKED')
    expect((await companySignIn(testApp, 'staff')).statusCode).toBe(200)

    // The super-admin removes the link (audited): the company account signs no one in any more.
    const accountId = shown.json().data.accounts[0].id
    const removed = await testApp.app.inject({ method: 'DELETE', url: `/api/v1/users/${keeperId}/company-accounts/${accountId}`, headers: bearer(owner) })
    expect(removed.statusCode).toBe(200)
    expect(removed.json().data.accounts).toEqual([])
    expect(await lastLog(testApp)).toMatchObject({
      action: 'company account unlink',
      modifiedBy: USERS.superAdmin.email,
      data: { id: keeperId, subject: 'keeper' },
    })
    expect(await signIn(testApp, 'keeper')).toBe('/login/oidc#error=OIDC_NOT_LINKED')
    const again = await testApp.app.inject({ method: 'DELETE', url: `/api/v1/users/${keeperId}/company-accounts/${accountId}`, headers: bearer(owner) })
    expect(again.statusCode).toBe(404)
    expect(again.json().code).toBe('COMPANY_ACCOUNT_NOT_FOUND')
  })

  it('lets a signed-in person link their own company account with their password, see it and remove it', async () => {
    const token = await testApp.login(USERS.admin)
    const wrong = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/me/company-accounts',
      headers: bearer(token),
      payload: { currentPassword: 'Not-it-1!' },
    })
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json().code).toBe('CURRENT_PASSWORD_WRONG')

    // Someone else's company account (another email) is not theirs to link.
    expect((await linkAsSelf(testApp, USERS.admin, 'stranger')).location).toBe('/admin/profile#error=OIDC_LINK_EMAIL_MISMATCH')
    expect(await identitiesOf(testApp, USERS.admin.email)).toEqual([])

    const { location } = await linkAsSelf(testApp, USERS.admin, 'admin')
    expect(location).toBe('/admin/profile#companyAccount=linked')
    expect(await lastLog(testApp, 'company account link')).toMatchObject({ modifiedBy: USERS.admin.email, data: { subject: 'admin', by: 'self' } })
    // A link ticket is good once.
    const mine = await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/me/company-accounts', headers: bearer(token) })
    expect(mine.json().data).toMatchObject({ accounts: [{ subject: 'admin', email: USERS.admin.email }], linkAllowedUntil: null })

    const answer = await companySignIn(testApp, 'admin')
    expect(answer.statusCode).toBe(200)
    expect(answer.json().data.user.email).toBe(USERS.admin.email)

    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/me/company-accounts/${mine.json().data.accounts[0].id}`,
      headers: bearer(token),
    })
    expect(removed.statusCode).toBe(200)
    expect(await lastLog(testApp)).toMatchObject({ action: 'company account unlink', modifiedBy: USERS.admin.email, data: { subject: 'admin' } })
    expect(await signIn(testApp, 'admin')).toBe('/login/oidc#error=OIDC_NOT_LINKED')
  })

  it('refuses a used or made-up link ticket', async () => {
    const token = await testApp.login(USERS.admin)
    const ticket = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/me/company-accounts',
      headers: bearer(token),
      payload: { currentPassword: FIXTURE_PASSWORD },
    })
    const url = ticket.json().data.url as string
    expect(url).toMatch(/^\/api\/v1\/auth\/oidc\/start\?link=[\w-]+$/)
    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(302)
    const reused = await testApp.app.inject({ method: 'GET', url })
    expect(reused.headers.location).toBe('/admin/profile#error=OIDC_FAILED')
    const madeUp = await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/start?link=made-up' })
    expect(madeUp.headers.location).toBe('/admin/profile#error=OIDC_FAILED')
  })
})

describe('a provider address with a Unicode look-alike matches no account', () => {
  it('does not sign in the super-admin whose address it imitates (KELVIN SIGN for K)', async () => {
    const location = await signIn(testApp, 'kelvinCeo')
    expect(location).toBe('/login/oidc#error=OIDC_UNKNOWN_USER')
    expect(await lastLog(testApp)).toMatchObject({
      action: 'sign-in failed',
      userId: null,
      data: { email: 'ceo.chec\u212A@example.com', reason: expect.stringContaining('not plain ASCII') },
    })
  })

  it('does not use an account’s leave to link, and creates no account with OIDC_AUTO_CREATE_ROLE', async () => {
    expect((await allowLink(testApp, KEEPER.email)).statusCode).toBe(200)
    expect(await signIn(testApp, 'kelvinKeeper')).toBe('/login/oidc#error=OIDC_UNKNOWN_USER')
    expect(await identitiesOf(testApp, KEEPER.email)).toEqual([])
    // The leave is still there for the real address.
    expect((await companySignIn(testApp, 'keeper')).statusCode).toBe(200)

    expect(await signIn(autoCreateApp, 'kelvinNewcomer')).toBe('/login/oidc#error=OIDC_UNKNOWN_USER')
    expect(await autoCreateApp.db.select().from(users).where(eq(users.email, 'new.kid@studio.test'))).toEqual([])
  })
})

describe('the one-time code opens a session only in the browser the sign-in came back to (login CSRF)', () => {
  // An app of its own: the start and the callback allow 30 a minute per address. Its newcomer is linked at creation.
  let csrfApp: TestApp
  beforeAll(async () => {
    csrfApp = await buildTestApp({
      oidc: { ...settings, autoCreateRole: 'location' },
      graphql: { supergraphPath: 'mesh/supergraph.graphql', production: false },
    })
  })
  afterAll(async () => {
    await csrfApp?.close()
  })

  it('gives the browser a cookie for the two doors that exchange the code', async () => {
    const flow = await signInFlow(csrfApp, 'newcomer')
    expect(flow.handoffLines).toEqual([
      expect.stringMatching(/^oidc_handoff=[\w-]+; Path=\/api\/v1\/auth\/oidc; Max-Age=60; HttpOnly; SameSite=Lax$/),
      expect.stringMatching(/^oidc_handoff=[\w-]+; Path=\/graphql; Max-Age=60; HttpOnly; SameSite=Lax$/),
    ])
  })

  it('refuses the code posted from another browser and address to POST /api/v1/auth/oidc/session, and spends it', async () => {
    const flow = await signInFlow(csrfApp, 'newcomer')
    const code = codeOf(flow.location)
    const elsewhere = await csrfApp.app.inject({ method: 'POST', url: '/api/v1/auth/oidc/session', payload: { code }, remoteAddress: '127.0.0.2' })
    expect(elsewhere.statusCode).toBe(401)
    expect(elsewhere.json()).toMatchObject({ code: 'OIDC_OTHER_BROWSER', error: 'This sign-in was started in another browser. Sign in again in this one.' })
    expect(await lastLog(csrfApp)).toMatchObject({
      action: 'sign-in failed',
      data: { method: 'oidc', reason: 'code from another browser', address: '127.0.0.2' },
    })
    // Another browser's cookie does not do either.
    const other = await signInFlow(csrfApp, 'newcomer')
    const wrongCookie = await csrfApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/oidc/session',
      payload: { code: codeOf(other.location) },
      headers: { cookie: flow.handoffCookie },
    })
    expect(wrongCookie.json().code).toBe('OIDC_OTHER_BROWSER')
    // The refused try spent the code: the real browser signs in again.
    expect((await exchange(csrfApp, flow)).json().code).toBe('OIDC_CODE_INVALID')
    const fresh = await exchange(csrfApp, await signInFlow(csrfApp, 'newcomer'))
    expect(fresh.statusCode).toBe(200)
    expect(String(fresh.headers['set-cookie'])).toContain('oidc_handoff=; Path=/api/v1/auth/oidc; Max-Age=0')
  })

  it('refuses it through GraphQL oidcLogin too, and takes it there with the browser’s cookie', async () => {
    const mutation = 'mutation ($input: OidcLoginBodyInput_Input!) { oidcLogin(input: $input) { data { token user { email } } } }'
    const graphql = (code: string, cookie?: string) =>
      csrfApp.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: mutation, variables: { input: { code } } },
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        remoteAddress: '127.0.0.3',
      })
    const stolen = await graphql(codeOf((await signInFlow(csrfApp, 'newcomer')).location))
    expect(stolen.json().errors?.[0]).toMatchObject({ message: API_OTHER_BROWSER, extensions: { errorCode: 'OIDC_OTHER_BROWSER' } })
    expect(stolen.json().data?.oidcLogin ?? null).toBeNull()

    const flow = await signInFlow(csrfApp, 'newcomer')
    const mine = await graphql(codeOf(flow.location), `other=1; ${flow.handoffCookie}`)
    expect(mine.json().errors).toBeUndefined()
    expect(mine.json().data.oidcLogin.data.user.email).toBe('new.comer@studio.test')
  })
})

const API_OTHER_BROWSER = 'This sign-in was started in another browser. Sign in again in this one.'

describe('the token request authenticates as the provider advertises', () => {
  for (const method of ['client_secret_basic', 'client_secret_post'] as const) {
    it(`signs in against a provider that takes only ${method}`, async () => {
      const only = await startOidcProvider({
        accounts: { newcomer: ACCOUNTS.newcomer },
        redirectUris: [`${PUBLIC_URL}/api/v1/auth/oidc/callback`],
        postLogoutRedirectUris: [`${PUBLIC_URL}/login`],
        clientAuthMethods: [method],
      })
      const app = await buildTestApp({ oidc: { ...settings, issuer: only.issuer, autoCreateRole: 'location' } })
      try {
        const discovery = await (await fetch(`${only.issuer}/.well-known/openid-configuration`)).json()
        expect(discovery.token_endpoint_auth_methods_supported).toEqual([method])
        const answer = await companySignIn(app, 'newcomer')
        expect(answer.statusCode, answer.body).toBe(200)
        expect(only.tokenRequests).toEqual([method])
      } finally {
        await app.close()
        await only.close()
      }
    })
  }
})
