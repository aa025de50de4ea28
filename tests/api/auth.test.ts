import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { screenLinks, sessions } from '../../src/server/db/schema'
import { deleteEndedSessions } from '../../src/server/lib/sessions'
import { issueSsoToken, signSsoToken } from '../../src/server/lib/sso'
import { hashToken } from '../../src/server/lib/tokens'
import { API_MESSAGES, VALIDATION_MESSAGES } from '../../src/shared/messages'
import { FIXTURE_PASSWORD, SSO_SECRET, USERS } from './fixtures'
import { DEFAULT_SIGN_IN_LIMITS } from '../../src/server/limits/signInGuard'
import { bearer, buildTestApp, errorOf, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  // The account's growing delay is tested in sign-in-throttling.test.ts; here it starts late, so the per-address-and-email limit shows.
  t = await buildTestApp({ signInLimits: { ...DEFAULT_SIGN_IN_LIMITS, perAccount: { ...DEFAULT_SIGN_IN_LIMITS.perAccount, freeFailures: 20 } } })
})
afterAll(async () => {
  await t?.close()
})

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { email, password }, remoteAddress: ip })

describe('login', () => {
  it('answers a token and the user for the right password', async () => {
    const response = await login(USERS.admin.email, FIXTURE_PASSWORD)
    expect(response.statusCode).toBe(200)
    const { data } = response.json()
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(data.user).toMatchObject({ email: USERS.admin.email, role: 'admin', isActive: true })
    expect(data.user.id).toBe(data.user._id)
    expect(data.user).not.toHaveProperty('passwordHash')
  })

  it('accepts the email in any case', async () => {
    expect((await login(USERS.admin.email.toUpperCase(), FIXTURE_PASSWORD)).statusCode).toBe(200)
  })

  it('answers a wrong password and an unknown email alike', async () => {
    const wrongPassword = await login(USERS.admin.email, 'Wrong-Pass1!')
    const unknownEmail = await login('nobody@studio.test', FIXTURE_PASSWORD)
    expect(wrongPassword.statusCode).toBe(401)
    expect(unknownEmail.statusCode).toBe(401)
    expect(errorOf(wrongPassword)).toBe(VALIDATION_MESSAGES.loginFailed)
    expect(unknownEmail.body).toBe(wrongPassword.body)
  })

  it('refuses an inactive user', async () => {
    const response = await login(USERS.inactive.email, FIXTURE_PASSWORD)
    expect(response.statusCode).toBe(401)
    expect(errorOf(response)).toBe(API_MESSAGES.userInactive)
  })

  it('needs email and password', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { email: '' } })
    expect(response.statusCode).toBe(400)
    expect(errorOf(response)).toContain('Email is required.')
    expect(errorOf(response)).toContain('Password is required.')
  })

  it('rate-limits attempts per IP and email with 429', async () => {
    const email = 'guess@studio.test'
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt++) statuses.push((await login(email, 'Wrong-Pass1!', '10.9.9.9')).statusCode)
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true)
    const limited = await login(email, 'Wrong-Pass1!', '10.9.9.9')
    expect(limited.statusCode).toBe(429)
    expect(errorOf(limited)).toBe('Too many attempts, try again later.')
    // Another IP, or another email from the same IP, is not held back.
    expect((await login(email, 'Wrong-Pass1!', '10.9.9.10')).statusCode).toBe(401)
    expect((await login(USERS.api.email, FIXTURE_PASSWORD, '10.9.9.9')).statusCode).toBe(200)
  })
})

describe('me and logout', () => {
  it('answers the signed-in user', async () => {
    const token = await t.login(USERS.staff)
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })
    expect(response.statusCode).toBe(200)
    const user = response.json().data
    expect(user).toMatchObject({ email: USERS.staff.email, role: 'location' })
    expect(user.locations).toHaveLength(1)
  })

  it('needs a token, and a valid one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' })
    expect(none.statusCode).toBe(401)
    expect(errorOf(none)).toBe(API_MESSAGES.authRequired)
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer('not-a-token') })
    expect(bad.statusCode).toBe(401)
    expect(errorOf(bad)).toBe(API_MESSAGES.invalidToken)
  })

  it('logout revokes the token', async () => {
    const token = await t.login(USERS.admin)
    const logout = await t.app.inject({ method: 'DELETE', url: '/api/v1/auth', headers: bearer(token) })
    expect(logout.statusCode).toBe(200)
    expect(logout.json()).toEqual({ data: { ok: true, endSessionUrl: null } })
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })
    expect(after.statusCode).toBe(401)
  })
})

describe('profile update', () => {
  it('updates the profile and keeps the password when it is blank', async () => {
    const token = await t.login(USERS.superAdmin)
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/me',
      headers: bearer(token),
      payload: { firstName: 'Olive', lastName: 'Owner', email: USERS.superAdmin.email, password: '', role: 'location' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({ firstName: 'Olive', lastName: 'Owner', role: 'super-admin' })
    await t.login(USERS.superAdmin)
  })

  it('checks the password rule with the product’s message', async () => {
    const token = await t.login(USERS.superAdmin)
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/me',
      headers: bearer(token),
      payload: { firstName: 'Olive', lastName: 'Owner', email: USERS.superAdmin.email, password: 'weakpass' },
    })
    expect(response.statusCode).toBe(400)
    expect(errorOf(response)).toBe(VALIDATION_MESSAGES.passwordTooWeak)
  })

  it('changes the password and signs out other sessions', async () => {
    const other = await t.login(USERS.admin)
    const token = await t.login(USERS.admin)
    const newPassword = 'Another-Pass2#'
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/me',
      headers: bearer(token),
      payload: { firstName: 'Ada', lastName: 'Admin', email: USERS.admin.email, password: newPassword, currentPassword: FIXTURE_PASSWORD },
    })
    expect(response.statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(other) })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })).statusCode).toBe(200)
    expect((await login(USERS.admin.email, FIXTURE_PASSWORD, '10.0.0.2')).statusCode).toBe(401)
    await t.login(USERS.admin, newPassword)
  })

  it('refuses an email another user has with 409', async () => {
    const token = await t.login(USERS.superAdmin)
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/me',
      headers: bearer(token),
      payload: { firstName: 'Olive', lastName: 'Owner', email: USERS.staff.email, currentPassword: FIXTURE_PASSWORD },
    })
    expect(response.statusCode).toBe(409)
    expect(errorOf(response)).toBe(API_MESSAGES.emailTaken)
  })

  it('is for admins only', async () => {
    for (const user of [USERS.staff, USERS.api]) {
      const token = await t.login(user)
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/auth/me',
        headers: bearer(token),
        payload: { firstName: 'X', lastName: 'Y', email: user.email },
      })
      expect(response.statusCode).toBe(403)
    }
  })
})

describe('single sign-on', () => {
  const sso = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/sso', payload: { token } })

  it('exchanges a signed token once', async () => {
    const token = issueSsoToken(SSO_SECRET, USERS.staff.email)
    const first = await sso(token)
    expect(first.statusCode).toBe(200)
    const { data } = first.json()
    expect(data.user.email).toBe(USERS.staff.email)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(data.token) })).statusCode).toBe(200)

    const replay = await sso(token)
    expect(replay.statusCode).toBe(401)
    expect(errorOf(replay)).toBe(API_MESSAGES.ssoInvalid)
  })

  it('refuses an expired token, a bad signature and an inactive user', async () => {
    const expired = issueSsoToken(SSO_SECRET, USERS.staff.email, 60, Date.now() - 120_000)
    expect((await sso(expired)).statusCode).toBe(401)
    const forged = issueSsoToken('another-secret-another-secret-another', USERS.staff.email)
    expect((await sso(forged)).statusCode).toBe(401)
    const [payload] = issueSsoToken(SSO_SECRET, USERS.staff.email).split('.')
    expect((await sso(`${payload}.${randomBytes(32).toString('base64url')}`)).statusCode).toBe(401)
    expect((await sso(issueSsoToken(SSO_SECRET, USERS.inactive.email))).statusCode).toBe(401)
    const tooLong = signSsoToken(SSO_SECRET, { email: USERS.staff.email, exp: Math.floor(Date.now() / 1000) + 86_400, nonce: 'n'.repeat(16) })
    expect((await sso(tooLong)).statusCode).toBe(401)
  })

  it('says so when single sign-on is not configured', async () => {
    const unconfigured = await buildTestApp({ ssoSecret: undefined })
    try {
      const response = await unconfigured.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sso',
        payload: { token: issueSsoToken(SSO_SECRET, USERS.staff.email) },
      })
      expect(response.statusCode).toBe(401)
      expect(errorOf(response)).toBe('Single sign-on is not configured')
    } finally {
      await unconfigured.close()
    }
  })
})

describe('console sessions end', () => {
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })
  const sessionOf = async (token: string) =>
    (
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)))
    )[0]
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000)

  it('after 12 hours unused, and a use moves that on', async () => {
    const token = (await login(USERS.staff.email, FIXTURE_PASSWORD, '10.0.9.1')).json().data.token
    // Used 11 hours ago: still signed in, and this use counts as the last one.
    await t.db
      .update(sessions)
      .set({ lastSeenAt: hoursAgo(11) })
      .where(eq(sessions.tokenHash, hashToken(token)))
    expect((await me(token)).statusCode).toBe(200)
    expect(Date.now() - (await sessionOf(token)).lastSeenAt.getTime()).toBeLessThan(60_000)
    // Unused for 13 hours: signed out.
    await t.db
      .update(sessions)
      .set({ lastSeenAt: hoursAgo(13) })
      .where(eq(sessions.tokenHash, hashToken(token)))
    const idle = await me(token)
    expect(idle.statusCode).toBe(401)
    expect(errorOf(idle)).toBe(API_MESSAGES.invalidToken)
  })

  it('30 days after sign-in however busy, and ended ones are deleted a day later with expired pairing links', async () => {
    const token = (await login(USERS.staff.email, FIXTURE_PASSWORD, '10.0.9.2')).json().data.token
    await t.db
      .update(sessions)
      .set({ expiresAt: hoursAgo(25) })
      .where(eq(sessions.tokenHash, hashToken(token)))
    expect((await me(token)).statusCode).toBe(401)
    const [link] = await t.db
      .insert(screenLinks)
      .values({ authCode: 'OLDONE', expiresAt: hoursAgo(25) })
      .returning()
    const live = (await login(USERS.staff.email, FIXTURE_PASSWORD, '10.0.9.3')).json().data.token
    await deleteEndedSessions(t.db)
    expect(await sessionOf(token)).toBeUndefined()
    expect(await t.db.select().from(screenLinks).where(eq(screenLinks.id, link.id))).toHaveLength(0)
    // A session in use stays.
    expect(await sessionOf(live)).toBeDefined()
    expect((await me(live)).statusCode).toBe(200)
  })
})
