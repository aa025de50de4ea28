import { desc, eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logs, oidcPendingSignIns, users } from '../../src/server/db/schema'
import { oidcSettingsFromEnv, type OidcSettings } from '../../src/server/lib/oidcConfig'
import { redactUrl } from '../../src/server/lib/logRedaction'
import { issueSsoToken } from '../../src/server/lib/sso'
import { bearer, buildTestApp, type TestApp } from './helpers'
import { SSO_SECRET, USERS } from './fixtures'
import { signInAtProvider, startOidcProvider, type TestProvider } from './oidcProvider'

// OpenID Connect sign-in against a real provider on loopback (docs/SECURITY.md#openid-connect-sign-in):
// the app sends the browser there, the provider sends it back with a code, and the app signs in
// the user its verified email names, with the same console session a password gives.
const PUBLIC_URL = 'http://127.0.0.1:3999'
let provider: TestProvider
let settings: OidcSettings
let testApp: TestApp
let autoCreateApp: TestApp

beforeAll(async () => {
  provider = await startOidcProvider({
    accounts: {
      staff: { email: USERS.staff.email, email_verified: true },
      stranger: { email: 'stranger@elsewhere.test', email_verified: true },
      newcomer: { email: 'New.Comer@studio.test', email_verified: true, given_name: 'Nia', family_name: 'Comer' },
      unverified: { email: USERS.admin.email, email_verified: false },
      gone: { email: USERS.inactive.email, email_verified: true },
    },
    redirectUris: [`${PUBLIC_URL}/api/v1/auth/oidc/callback`],
    postLogoutRedirectUris: [`${PUBLIC_URL}/login`],
  })
  const env = { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret, OIDC_NAME: 'Studio ID' }
  settings = oidcSettingsFromEnv(env, PUBLIC_URL)!
  testApp = await buildTestApp({ oidc: settings })
  autoCreateApp = await buildTestApp({ oidc: { ...settings, autoCreateRole: 'location' } })
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

async function start(app: TestApp) {
  const response = await app.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/start' })
  expect(response.statusCode).toBe(302)
  return { authorizationUrl: String(response.headers.location), cookie: browserCookie(response) }
}

async function callback(app: TestApp, url: URL, cookie: string | undefined) {
  const response = await app.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: cookie ? { cookie } : {} })
  expect(response.statusCode).toBe(302)
  return String(response.headers.location)
}

/** The whole flow as a browser goes through it; answers where the app finally sends the browser. */
async function signIn(app: TestApp, login: string) {
  const { authorizationUrl, cookie } = await start(app)
  return callback(app, await signInAtProvider(authorizationUrl, login), cookie)
}

async function exchange(app: TestApp, location: string) {
  const code = /^\/login\/oidc#code=([\w-]+)$/.exec(location)?.[1]
  expect(code, location).toBeTruthy()
  return app.app.inject({ method: 'POST', url: '/api/v1/auth/oidc/session', payload: { code } })
}

async function lastLog(app: TestApp) {
  const [row] = await app.db.select().from(logs).orderBy(desc(logs.date)).limit(1)
  return row
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

  it('signs a known user in with a console session, audited with method oidc, once per code', async () => {
    const location = await signIn(testApp, 'staff')
    const answer = await exchange(testApp, location)
    expect(answer.statusCode).toBe(200)
    const { token, user } = answer.json().data
    expect(user).toMatchObject({ email: USERS.staff.email, role: 'location' })
    const me = await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })
    expect(me.json().data.email).toBe(USERS.staff.email)
    expect(await lastLog(testApp)).toMatchObject({ model: 'Session', action: 'sign-in', modifiedBy: USERS.staff.email, data: { method: 'oidc' } })

    const again = await exchange(testApp, location)
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
      data: { email: 'stranger@elsewhere.test', method: 'oidc', reason: 'unknown user' },
    })
    expect(await testApp.db.select().from(users).where(eq(users.email, 'stranger@elsewhere.test'))).toHaveLength(0)

    expect(await signIn(testApp, 'unverified')).toBe('/login/oidc#error=OIDC_EMAIL_UNVERIFIED')
    expect(await signIn(testApp, 'gone')).toBe('/login/oidc#error=USER_INACTIVE')
    expect(await lastLog(testApp)).toMatchObject({ action: 'sign-in failed', data: { email: USERS.inactive.email, reason: 'inactive account' } })
  })

  it('creates an unknown, verified user with OIDC_AUTO_CREATE_ROLE', async () => {
    const answer = await exchange(autoCreateApp, await signIn(autoCreateApp, 'newcomer'))
    expect(answer.statusCode).toBe(200)
    expect(answer.json().data.user).toMatchObject({ email: 'new.comer@studio.test', role: 'location', firstName: 'Nia', lastName: 'Comer', isActive: true })
    const [created] = await autoCreateApp.db.select().from(logs).where(eq(logs.action, 'create'))
    expect(created).toMatchObject({ model: 'User', modifiedBy: 'new.comer@studio.test', data: { role: 'location', method: 'oidc' } })
    // A second sign-in finds the same user.
    expect((await exchange(autoCreateApp, await signIn(autoCreateApp, 'newcomer'))).json().data.user.id).toBe(answer.json().data.user.id)
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

  it('refuses a code stolen from another sign-in (PKCE): its verifier does not match', async () => {
    const victim = await start(testApp)
    const stolen = await signInAtProvider(victim.authorizationUrl, 'staff')
    const attacker = await start(testApp)
    const attackerBack = await signInAtProvider(attacker.authorizationUrl, 'stranger')
    // The attacker's own state and browser, with the victim's code.
    const injected = new URL(attackerBack)
    injected.searchParams.set('code', stolen.searchParams.get('code')!)
    expect(await callback(testApp, injected, attacker.cookie)).toBe('/login/oidc#error=OIDC_FAILED')
    expect(await lastLog(testApp)).toMatchObject({
      action: 'sign-in failed',
      data: { method: 'oidc', reason: expect.stringMatching(/^provider answer refused/) },
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
    } finally {
      await off.close()
    }
  })
})
