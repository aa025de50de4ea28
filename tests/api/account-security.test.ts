import { Writable } from 'node:stream'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logs, screens, sessions } from '../../src/server/db/schema'
import { createSession, deleteEndedSessions } from '../../src/server/lib/sessions'
import { issueSsoToken } from '../../src/server/lib/sso'
import { hashToken } from '../../src/server/lib/tokens'
import { API_MESSAGES, ERROR_CODES } from '../../src/shared/messages'
import { FIXTURE_PASSWORD, SSO_SECRET, USERS } from './fixtures'
import { bearer, buildTestApp, errorOf, type TestApp } from './helpers'

/**
 * Account take-over and leaks an attacker would try first (docs/SECURITY.md):
 * each test fails on the code before the fix.
 */

let t: TestApp
let superAdminToken: string
let demoLocationId: string
/** Log lines the app wrote, for the redaction checks. */
const logLines: string[] = []

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk))
      done()
    },
  })
  t = await buildTestApp({ logger: { level: 'info', stream }, graphql: { supergraphPath: 'mesh/supergraph.graphql', production: false } })
  superAdminToken = await t.login(USERS.superAdmin)
  const locations = await t.app.inject({ method: 'GET', url: '/api/v1/locations?search=Demo', headers: bearer(superAdminToken) })
  demoLocationId = locations.json().data[0].id
})
afterAll(async () => {
  await t?.close()
})

const FRESH_PASSWORD = 'Fresh-Pass1!'
let serial = 0

/** A new admin of its own (so no other test's password changes get in the way), signed in. */
async function newAdmin(): Promise<{ id: string; email: string; token: string }> {
  const email = `account-${++serial}@studio.test`
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users',
    headers: bearer(superAdminToken),
    payload: { firstName: 'Acc', lastName: `Ount${serial}`, email, password: FIXTURE_PASSWORD, role: 'admin' },
  })
  expect(created.statusCode, created.body).toBe(200)
  return { id: created.json().data.id, email, token: await t.login({ email }) }
}

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })
const signIn = (email: string, password: string, remoteAddress = '127.0.0.2') =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { email, password }, remoteAddress, headers: { 'user-agent': 'AccountTest/2.0' } })
const updateMe = (token: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/v1/auth/me', headers: bearer(token), payload })
const lastLog = async (action: string) => (await t.db.select().from(logs).where(eq(logs.action, action)).orderBy(desc(logs.date)).limit(1))[0]

describe('finding 3: a new email or password needs the current password', () => {
  it('refuses a stolen session without it, checks it, audits the change and signs the other sessions out', async () => {
    const user = await newAdmin()
    const other = await t.login({ email: user.email })
    const profile = { firstName: 'Acc', lastName: 'Ount' }

    // The names alone change without it.
    expect((await updateMe(user.token, { ...profile, email: user.email })).statusCode).toBe(200)

    const missing = await updateMe(user.token, { ...profile, email: user.email, password: FRESH_PASSWORD })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({ error: API_MESSAGES.currentPasswordRequired, code: ERROR_CODES.currentPasswordRequired })
    const newEmail = await updateMe(user.token, { ...profile, email: `taken-over-${serial}@evil.test` })
    expect(newEmail.statusCode).toBe(400)
    expect(newEmail.json().code).toBe(ERROR_CODES.currentPasswordRequired)

    const wrong = await updateMe(user.token, { ...profile, email: user.email, password: FRESH_PASSWORD, currentPassword: 'Guess-Pass1!' })
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json()).toEqual({ error: API_MESSAGES.currentPasswordWrong, code: ERROR_CODES.currentPasswordWrong })
    expect(await lastLog('current password refused')).toMatchObject({ model: 'User', userId: user.id, data: { email: user.email } })
    // Nothing changed: the old password still signs in, the other session still works.
    expect((await signIn(user.email, FIXTURE_PASSWORD)).statusCode).toBe(200)
    expect((await me(other)).statusCode).toBe(200)

    const right = await updateMe(user.token, { ...profile, email: user.email, password: FRESH_PASSWORD, currentPassword: FIXTURE_PASSWORD })
    expect(right.statusCode).toBe(200)
    expect((await me(user.token)).statusCode).toBe(200)
    expect((await me(other)).statusCode).toBe(401)
    expect((await signIn(user.email, FIXTURE_PASSWORD)).statusCode).toBe(401)
    expect((await signIn(user.email, FRESH_PASSWORD)).statusCode).toBe(200)
    const audited = await lastLog('password change')
    expect(audited).toMatchObject({
      model: 'User',
      userId: user.id,
      modifiedBy: user.email,
      data: { id: user.id, email: user.email, by: 'self', otherSessionsEnded: true, address: '127.0.0.1' },
    })
    expect(JSON.stringify(audited.data)).not.toContain(FRESH_PASSWORD)
    expect(JSON.stringify(audited.data)).not.toContain(FIXTURE_PASSWORD)

    // A new email also needs it, and also signs the other sessions out.
    const third = await t.login({ email: user.email }, FRESH_PASSWORD)
    const moved = await updateMe(user.token, { ...profile, email: `moved-${serial}@studio.test`, currentPassword: FRESH_PASSWORD })
    expect(moved.statusCode).toBe(200)
    expect(moved.json().data.email).toBe(`moved-${serial}@studio.test`)
    expect((await me(third)).statusCode).toBe(401)
  })

  it('lets a stolen session guess the current password only a few times', async () => {
    const user = await newAdmin()
    const statuses: number[] = []
    for (let guess = 0; guess < 6; guess++) {
      statuses.push(
        (await updateMe(user.token, { firstName: 'A', lastName: 'B', email: user.email, password: FRESH_PASSWORD, currentPassword: `Guess-${guess}x!` }))
          .statusCode,
      )
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429])
    // Paused even with the right one, so a guess that happens to be right tells nothing.
    expect(
      (await updateMe(user.token, { firstName: 'A', lastName: 'B', email: user.email, password: FRESH_PASSWORD, currentPassword: FIXTURE_PASSWORD }))
        .statusCode,
    ).toBe(429)
    expect((await signIn(user.email, FIXTURE_PASSWORD)).statusCode).toBe(200)
  })

  it('lets a super-admin set a new password for another user, which ends all of that user’s sessions', async () => {
    const user = await newAdmin()
    const set = (id: string, token = superAdminToken, password = FRESH_PASSWORD) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/users/${id}/password`, headers: bearer(token), payload: { password } })

    expect((await set(user.id, user.token)).statusCode).toBe(403)
    const weak = await set(user.id, superAdminToken, 'weak')
    expect(weak.statusCode).toBe(400)
    const done = await set(user.id)
    expect(done.statusCode, done.body).toBe(200)
    expect(done.body).not.toMatch(/passwordHash|scrypt/)
    expect((await me(user.token)).statusCode).toBe(401)
    expect((await signIn(user.email, FIXTURE_PASSWORD)).statusCode).toBe(401)
    expect((await signIn(user.email, FRESH_PASSWORD)).statusCode).toBe(200)
    expect(await lastLog('password change')).toMatchObject({
      modifiedBy: USERS.superAdmin.email,
      data: { id: user.id, email: user.email, by: 'super-admin', sessionsEnded: true },
    })

    // Not one's own: that goes through the profile, which asks for the current password.
    const superAdminId = (await me(superAdminToken)).json().data.id
    const own = await set(superAdminId)
    expect(own.statusCode).toBe(403)
    expect(own.json()).toEqual({ error: API_MESSAGES.ownPasswordOnProfile, code: ERROR_CODES.ownPasswordOnProfile })
    expect((await set('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
  })
})

describe('error codes through GraphQL', () => {
  const graphql = (query: string, variables: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
      payload: { query, variables },
    })

  it('carries the REST answer’s own code, and Retry-After as retryAfter', async () => {
    const user = await newAdmin()
    const missing = await graphql(
      'mutation ($input: MeUpdateBodyInput_Input) { updateMe(input: $input) { data { id } } }',
      { input: { firstName: 'Acc', lastName: 'Ount', email: `stolen-${serial}@evil.test` } },
      user.token,
    )
    expect(missing.json().errors[0]).toMatchObject({
      message: API_MESSAGES.currentPasswordRequired,
      extensions: { status: 400, code: ERROR_CODES.currentPasswordRequired },
    })

    // An account this address never signed in to: its growing delay applies here.
    const login = (password: string) =>
      graphql('mutation ($input: LoginBodyInput_Input) { login(input: $input) { data { token } } }', {
        input: { email: `nobody-${serial}@studio.test`, password },
      })
    let last = await login('Wrong-Pass1!')
    for (let attempt = 0; attempt < 6 && !last.json().errors?.[0]?.extensions?.retryAfter; attempt++) last = await login('Wrong-Pass1!')
    expect(last.json().errors[0]).toMatchObject({ extensions: { status: 429, code: ERROR_CODES.signInDelayed, retryAfter: expect.any(Number) } })
  })
})

describe('finding 4: sign-ins, refusals, single sign-on, sign-outs and password changes are in Logs', () => {
  it('shows each in the Logs list with the email tried, the address and the browser, and no secret', async () => {
    const user = await newAdmin()
    expect((await signIn(user.email, 'Wrong-Pass1!', '127.0.0.3')).statusCode).toBe(401)
    const good = await signIn(user.email, FIXTURE_PASSWORD, '127.0.0.3')
    expect(good.statusCode).toBe(200)
    const ssoToken = issueSsoToken(SSO_SECRET, user.email)
    const sso = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sso',
      payload: { token: ssoToken },
      remoteAddress: '127.0.0.4',
      headers: { 'user-agent': 'AccountTest/2.0' },
    })
    expect(sso.statusCode).toBe(200)
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/v1/auth', headers: bearer(good.json().data.token), remoteAddress: '127.0.0.3' })).statusCode,
    ).toBe(200)
    expect(
      (await updateMe(sso.json().data.token, { firstName: 'A', lastName: 'B', email: user.email, password: FRESH_PASSWORD, currentPassword: FIXTURE_PASSWORD }))
        .statusCode,
    ).toBe(200)

    const list = await t.app.inject({ method: 'GET', url: '/api/v2/logs?pageSize=100', headers: bearer(superAdminToken) })
    expect(list.statusCode).toBe(200)
    const mine = (list.json().data as { model: string; action: string; modifiedBy: string; data: Record<string, unknown> }[]).filter(
      (entry) => entry.modifiedBy === user.email,
    )
    const seen = (action: string, extra: Record<string, unknown> = {}) =>
      mine.find((entry) => entry.action === action && Object.entries(extra).every(([key, value]) => entry.data[key] === value))
    expect(seen('sign-in failed')).toMatchObject({ model: 'Session', data: { email: user.email, address: '127.0.0.3', userAgent: 'AccountTest/2.0' } })
    expect(seen('sign-in', { method: 'password' })).toMatchObject({ model: 'Session', data: { address: '127.0.0.3', userAgent: 'AccountTest/2.0' } })
    expect(seen('sign-in', { method: 'single sign-on' })).toMatchObject({ model: 'Session', data: { address: '127.0.0.4' } })
    expect(seen('sign-out')).toMatchObject({ model: 'Session', data: { address: '127.0.0.3' } })
    expect(seen('password change')).toMatchObject({ model: 'User', data: { by: 'self', address: '127.0.0.1' } })
    const everything = JSON.stringify(list.json())
    for (const secret of [FIXTURE_PASSWORD, FRESH_PASSWORD, 'Wrong-Pass1!', ssoToken, good.json().data.token, sso.json().data.token])
      expect(everything).not.toContain(secret)
  })
})

describe('finding 6: console sessions have an idle timeout and an absolute limit, and are cleaned up', () => {
  const sessionOf = async (token: string) =>
    (
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)))
    )[0]
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)

  it('writes the last use at most every few minutes, not on every request', async () => {
    const token = await t.login(USERS.staff)
    const recent = minutesAgo(2)
    await t.db
      .update(sessions)
      .set({ lastSeenAt: recent })
      .where(eq(sessions.tokenHash, hashToken(token)))
    for (let call = 0; call < 3; call++) expect((await me(token)).statusCode).toBe(200)
    expect((await sessionOf(token)).lastSeenAt.getTime()).toBe(recent.getTime())
    await t.db
      .update(sessions)
      .set({ lastSeenAt: minutesAgo(6) })
      .where(eq(sessions.tokenHash, hashToken(token)))
    expect((await me(token)).statusCode).toBe(200)
    expect(Date.now() - (await sessionOf(token)).lastSeenAt.getTime()).toBeLessThan(60_000)
  })

  it('ends a session 12 hours unused or 30 days after sign-in; a screen token lasts until revoked', async () => {
    const idle = await t.login(USERS.staff)
    await t.db
      .update(sessions)
      .set({ lastSeenAt: minutesAgo(12 * 60 + 1) })
      .where(eq(sessions.tokenHash, hashToken(idle)))
    expect((await me(idle)).statusCode).toBe(401)
    const old = await t.login(USERS.staff)
    expect((await sessionOf(old)).expiresAt!.getTime() - Date.now()).toBeLessThanOrEqual(30 * 24 * 60 * 60_000)
    await t.db
      .update(sessions)
      .set({ expiresAt: minutesAgo(1) })
      .where(eq(sessions.tokenHash, hashToken(old)))
    expect((await me(old)).statusCode).toBe(401)

    // Clean-up a day later deletes both, and leaves a screen token that has not been used for months.
    const [screen] = await t.db.select({ id: screens.id }).from(screens).limit(1)
    const screenToken = await createSession(t.db, { kind: 'screen', screenId: screen.id }, null)
    await t.db
      .update(sessions)
      .set({ lastSeenAt: minutesAgo(90 * 24 * 60) })
      .where(eq(sessions.tokenHash, hashToken(screenToken)))
    await t.db
      .update(sessions)
      .set({ lastSeenAt: minutesAgo(40 * 60) })
      .where(eq(sessions.tokenHash, hashToken(idle)))
    await t.db
      .update(sessions)
      .set({ expiresAt: minutesAgo(25 * 60) })
      .where(eq(sessions.tokenHash, hashToken(old)))
    await deleteEndedSessions(t.db)
    expect(await sessionOf(idle)).toBeUndefined()
    expect(await sessionOf(old)).toBeUndefined()
    expect(await sessionOf(screenToken)).toBeDefined()
  })
})

describe('finding 8: single sign-on tokens travel in a POST body and never reach the logs', () => {
  it('exchanges the token from the body; the old GET answers 410 without spending the token; URLs are logged redacted', async () => {
    const token = issueSsoToken(SSO_SECRET, USERS.staff.email)
    const old = await t.app.inject({ method: 'GET', url: `/api/v1/auth/sso?token=${encodeURIComponent(token)}` })
    expect(old.statusCode).toBe(410)
    expect(old.json()).toEqual({ error: API_MESSAGES.ssoTokenInBody, code: ERROR_CODES.ssoTokenInBody })
    // The console's sign-in page carries the token in its path.
    await t.app.inject({ method: 'GET', url: `/login/${token}` })
    await t.app.inject({ method: 'GET', url: `/anything/${token}?session=${token}&page=2` })

    const exchanged = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sso', payload: { token } })
    expect(exchanged.statusCode).toBe(200)
    expect((await me(exchanged.json().data.token)).statusCode).toBe(200)

    const logged = logLines.join('')
    expect(logged).toContain('/login/[REDACTED]')
    expect(logged).toContain('/api/v1/auth/sso?token=[REDACTED]')
    expect(logged).toContain('/anything/[REDACTED]?session=[REDACTED]&page=2')
    const [payload, signature] = token.split('.')
    for (const part of [token, payload, signature]) expect(logged).not.toContain(part)
    expect(logged).not.toContain(exchanged.json().data.token)
  })
})

describe('finding 9: ids are UUIDs, in paths, bodies, queries and through GraphQL', () => {
  const invalidId = { error: API_MESSAGES.idFormat, code: ERROR_CODES.invalidId }
  const call = (method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(superAdminToken), ...(payload ? { payload } : {}) })

  it('answers a malformed id with a 400 in words and a code, before anything is looked up', async () => {
    const user = await newAdmin()
    const answers = [
      await call('GET', '/api/v1/users/not-a-uuid'),
      await call('GET', '/api/v1/locations/1%20or%201=1'),
      await call('DELETE', `/api/v1/users/${user.id}/locations/..%2F..%2Fusers`),
      await call('PATCH', `/api/v1/users/${user.id}/locations`, { locationId: '../locations' }),
      await call('PUT', `/api/v1/users/${user.id}`, { locations: [demoLocationId, 'nope'], updatedAt: new Date().toISOString() }),
      await call('PUT', '/api/v1/users/x/password', { password: FRESH_PASSWORD }),
      await call('GET', '/api/v1/screens?location=../users'),
    ]
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(400)
      expect(answer.json()).toMatchObject(invalidId)
      expect(Object.values(answer.json().fields)).toEqual([API_MESSAGES.idFormat])
    }
    // A missing id is Required, not malformed.
    const missing = await call('PATCH', `/api/v1/users/${user.id}/locations`, {})
    expect(missing.statusCode).toBe(400)
    expect(errorOf(missing)).toBe('Location is required.')
  })

  it('answers a GraphQL id of ../users with a 400 error and reaches no other route', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...bearer(superAdminToken), 'content-type': 'application/json' },
      payload: { query: 'query { getUser(id: "../users") { data { id email } } }' },
    })
    const body = answer.json()
    expect(body.errors).toHaveLength(1)
    expect(body.errors[0]).toMatchObject({ message: API_MESSAGES.idFormat, extensions: { status: 400 } })
    expect(JSON.stringify(body)).not.toContain('@studio.test')
    const plain = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...bearer(superAdminToken), 'content-type': 'application/json' },
      payload: { query: 'mutation { addUserLocation(id: "not-a-uuid", input: { locationId: "00000000-0000-4000-8000-000000000000" }) { data { id } } }' },
    })
    expect(plain.json().errors[0]).toMatchObject({ message: API_MESSAGES.idFormat, extensions: { status: 400 } })
  })
})
