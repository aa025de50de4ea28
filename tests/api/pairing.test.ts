import { desc, eq, inArray } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { logs, screenLinks } from '../../src/server/db/schema'
import { API_MESSAGES, VALIDATION_MESSAGES } from '../../src/shared/messages'
import { USERS } from './fixtures'
import { insertScreenLink } from '../../src/server/domain/screenLinks'
import { buildTestApp, errorOf, type TestApp } from './helpers'
import { consoleCall, newCode, pairScreen, registerLink, screenCall, templateIds } from './screensHelpers'

let t: TestApp
let ids: Awaited<ReturnType<typeof templateIds>>
const tokens = {} as Record<'superAdmin' | 'admin' | 'staff' | 'api', string>
beforeAll(async () => {
  t = await buildTestApp()
  for (const key of ['superAdmin', 'admin', 'staff', 'api'] as const) tokens[key] = await t.login(USERS[key])
  ids = await templateIds(t)
})
afterAll(async () => {
  await t?.close()
})
afterEach(() => {
  vi.useRealTimers()
})

const register = (authCode: string) => screenCall(t, 'POST', '/api/v1/screenlinks', undefined, { authCode })
const poll = (linkId: string) => screenCall(t, 'GET', `/api/v1/screenlinks/${linkId}`)
const link = (screenId: string, authCode: string, token = tokens.staff) => consoleCall(t, 'PUT', `/api/v1/screens/link/${screenId}`, token, { authCode })

describe('pairing flow', () => {
  it('registers, links, hands the token over once, and the token works until disconnected', async () => {
    const registered = await register(newCode())
    expect(registered.statusCode).toBe(200)
    const linkId = registered.json().data.id
    const code = registered.json().data.authCode
    expect(registered.json().data).toMatchObject({ id: linkId, _id: linkId, authCode: expect.stringMatching(/^[A-Z0-9]{6}$/), screen: null })

    expect((await poll(linkId)).json().data).toMatchObject({ id: linkId, screen: null, token: null })

    const screenId = ids.demoScreen(1)
    const linked = await link(screenId, code.toLowerCase())
    expect(linked.statusCode, linked.body).toBe(200)
    expect(linked.json().data).toMatchObject({ id: screenId, linked: false, status: { label: 'Disconnected' } })

    const collected = await poll(linkId)
    expect(collected.statusCode).toBe(200)
    expect(collected.headers['cache-control']).toBe('no-store')
    const { token, screen } = collected.json().data
    expect(screen).toMatchObject({ id: screenId, round: 1, location: ids.demoId })
    expect(token).toMatch(/^[\w-]{40,}$/)
    expect((await poll(linkId)).statusCode).toBe(404)
    expect(await t.db.select().from(screenLinks).where(eq(screenLinks.id, linkId))).toEqual([])

    const auth = await screenCall(t, 'GET', '/api/v1/screens/auth', token)
    expect(auth.statusCode).toBe(200)
    expect(auth.json().data).toMatchObject({ id: screenId, linked: true, location: { id: ids.demoId, name: 'Demo Studio', timeZone: 'America/New_York' } })

    const shown = (await consoleCall(t, 'GET', `/api/v1/screens/${screenId}`, tokens.staff)).json().data
    expect(shown.linked).toBe(true)
    expect(shown.authToken).toMatch(/^••••[0-9a-f]{4}$/)
    expect(JSON.stringify(shown)).not.toContain(token)

    const disconnected = await consoleCall(t, 'POST', `/api/v1/screens/${screenId}/disconnect`, tokens.staff)
    expect(disconnected.statusCode).toBe(200)
    expect(disconnected.json().data).toMatchObject({ linked: false, authToken: null, status: { isConnected: false, statusUpdatedAt: null } })
    expect((await screenCall(t, 'GET', '/api/v1/screens/auth', token)).statusCode).toBe(401)
  })

  it('audits the link and the hand-over without the code or token', async () => {
    const { code, linkId } = await registerLink(t)
    await link(ids.demoScreen(2), code)
    const token = (await poll(linkId)).json().data.token
    const entries = await t.db
      .select()
      .from(logs)
      .where(inArray(logs.model, ['ScreenLink', 'Screen']))
      .orderBy(desc(logs.date))
      .limit(2)
    expect(entries.map((entry) => `${entry.model} ${entry.action}`)).toEqual(['Screen paired', 'ScreenLink update'])
    expect(entries[1]).toMatchObject({ modifiedBy: USERS.staff.email, data: { id: linkId, screen: ids.demoScreen(2), authCode: '[REDACTED]' } })
    // The hand-over is one readable line: which screen paired, through which link.
    expect(entries[0]).toMatchObject({ modifiedBy: 'screen device', data: { id: ids.demoScreen(2), name: 'Screen 2', link: linkId } })
    expect(JSON.stringify(entries)).not.toContain(code)
    expect(JSON.stringify(entries)).not.toContain(token)
  })

  it('relinking a screen revokes the old device’s token', async () => {
    const screenId = ids.demoScreen(3)
    const first = await pairScreen(t, tokens.admin, screenId)
    const second = await pairScreen(t, tokens.admin, screenId)
    expect((await screenCall(t, 'GET', '/api/v1/screens/auth', first)).statusCode).toBe(401)
    expect((await screenCall(t, 'GET', '/api/v1/screens/auth', second)).statusCode).toBe(200)
  })
})

describe('createScreenLink', () => {
  it('refuses malformed proposals, and never tells whether a code is live: the server chooses it', async () => {
    for (const authCode of ['abc', 'ABCDEFG', 'ABC-12', '']) {
      const response = await register(authCode)
      expect(response.statusCode, authCode).toBe(400)
      expect(errorOf(response)).toBe(VALIDATION_MESSAGES.invalidAuthorizationCode)
    }
    // Proposing a live code is answered like any other proposal: 200 and a fresh code.
    const { code: live } = await registerLink(t)
    const codes = new Set([live])
    for (let index = 0; index < 5; index++) {
      const again = await register(live)
      expect(again.statusCode).toBe(200)
      codes.add(again.json().data.authCode)
    }
    expect(codes.size).toBe(6)
    // A screen that proposes nothing gets a code all the same.
    const bare = await screenCall(t, 'POST', '/api/v1/screenlinks', undefined, {})
    expect(bare.statusCode).toBe(200)
    expect(bare.json().data.authCode).toMatch(/^[A-Z0-9]{6}$/)
  })

  it('lets a code live one hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.now()
    vi.setSystemTime(start)
    const registered = (await register(newCode())).json().data
    const code = registered.authCode
    expect(registered.expiresAt).toBe(new Date(start + 3_600_000).toISOString())

    vi.setSystemTime(start + 3_599_000)
    expect((await poll(registered.id)).statusCode).toBe(200)

    vi.setSystemTime(start + 3_601_000)
    expect((await poll(registered.id)).statusCode).toBe(404)
    const late = await link(ids.demoScreen(4), code)
    expect(late.statusCode).toBe(404)
    expect(errorOf(late)).toBe(VALIDATION_MESSAGES.invalidAuthorizationCode)
    // An expired code may be drawn again: its old link no longer stands in the way.
    const reused = await insertScreenLink(t.db, code, new Date(start + 3_601_000))
    expect(reused).toMatchObject({ authCode: code, screenId: null })
  })
})

describe('linkScreen', () => {
  it('answers Invalid Authorization Code for an empty, unknown or used code', async () => {
    const { code: used } = await registerLink(t)
    expect((await link(ids.demoScreen(5), used)).statusCode).toBe(200)
    for (const authCode of ['', 'ZZZZZZ', used]) {
      const response = await link(ids.demoScreen(6), authCode, tokens.superAdmin)
      expect(response.statusCode, authCode).toBe(404)
      expect(errorOf(response)).toBe(VALIDATION_MESSAGES.invalidAuthorizationCode)
    }
  })

  it('keeps staff to their own locations and api-access out', async () => {
    const otherScreen = (await consoleCall(t, 'POST', '/api/v1/screens', tokens.admin, { name: 'Elsewhere', round: 1, location: ids.otherId })).json().data.id
    const { code } = await registerLink(t)
    expect((await link(otherScreen, code)).statusCode).toBe(404)
    expect((await link(ids.demoScreen(7), code, tokens.api)).statusCode).toBe(403)
    expect((await consoleCall(t, 'PUT', `/api/v1/screens/link/${ids.demoScreen(7)}`, undefined, { authCode: code })).statusCode).toBe(401)
    expect((await link(otherScreen, code, tokens.admin)).statusCode).toBe(200)
  })
})

describe('screen links as admins see them', () => {
  it('attaches a screen by link id, and lets only a super-admin delete a pending link', async () => {
    const linkId = (await register(newCode())).json().data.id
    const screenId = ids.demoScreen(9)
    expect((await consoleCall(t, 'PUT', `/api/v1/screenlinks/${linkId}`, tokens.staff, { screen: screenId })).statusCode).toBe(403)
    const attached = await consoleCall(t, 'PUT', `/api/v1/screenlinks/${linkId}`, tokens.admin, { screen: screenId })
    expect(attached.statusCode, attached.body).toBe(200)
    expect(attached.json().data).toMatchObject({ id: linkId, screen: screenId, authCode: expect.any(String) })
    expect((await consoleCall(t, 'PUT', `/api/v1/screenlinks/${linkId}`, tokens.admin, { screen: screenId })).statusCode).toBe(409)
    const token = (await poll(linkId)).json().data.token
    expect((await screenCall(t, 'GET', '/api/v1/screens/auth', token)).statusCode).toBe(200)

    const pending = (await register(newCode())).json().data.id
    expect((await consoleCall(t, 'DELETE', `/api/v1/screenlinks/${pending}`, tokens.staff)).statusCode).toBe(403)
    expect((await consoleCall(t, 'DELETE', `/api/v1/screenlinks/${pending}`, tokens.admin)).statusCode).toBe(403)
    expect((await consoleCall(t, 'DELETE', `/api/v1/screenlinks/${pending}`, tokens.superAdmin)).statusCode).toBe(200)
    expect((await poll(pending)).statusCode).toBe(404)
    expect((await consoleCall(t, 'DELETE', `/api/v1/screenlinks/${pending}`, tokens.superAdmin)).statusCode).toBe(404)
  })
})

describe('tokens stay in their lane', () => {
  it('a screen token cannot call console routes, nor a console token device routes', async () => {
    const screenToken = await pairScreen(t, tokens.admin, ids.demoScreen(4))
    expect((await consoleCall(t, 'GET', '/api/v1/screens', screenToken)).statusCode).toBe(401)
    expect((await screenCall(t, 'GET', '/api/v1/screens', screenToken)).statusCode).toBe(401)
    expect((await screenCall(t, 'GET', '/api/v1/screens/auth', tokens.admin)).statusCode).toBe(401)
    expect((await consoleCall(t, 'GET', '/api/v1/screens/auth', tokens.admin)).statusCode).toBe(401)
    expect((await screenCall(t, 'POST', '/api/v1/screens/poll', undefined, { playing: false, automaticMode: true })).statusCode).toBe(401)
  })
})

describe('guessing codes', () => {
  let limited: TestApp
  let staff: string
  let admin: string
  beforeAll(async () => {
    limited = await buildTestApp({ pairingGuessLimit: { perAccount: 5, perAddress: 8, windowMs: 60_000 } })
    ;[staff, admin] = [await limited.login(USERS.staff), await limited.login(USERS.admin)]
  })
  afterAll(async () => {
    await limited?.close()
  })
  const guess = (authCode: string, token: string) => consoleCall(limited, 'PUT', `/api/v1/screens/link/${ids.demoScreen(8)}`, token, { authCode })

  it('answers 429 after too many wrong codes per account, then per address', async () => {
    for (let attempt = 0; attempt < 5; attempt++) expect((await guess('WRONG1', staff)).statusCode).toBe(404)
    const blocked = await guess('WRONG1', staff)
    expect(blocked.statusCode).toBe(429)
    expect(errorOf(blocked)).toBe(API_MESSAGES.tooManyAttempts)
    // A right code is refused too while the account is blocked: guessing cannot go on.
    const { code } = await registerLink(limited)
    expect((await guess(code, staff)).statusCode).toBe(429)
    // Another account at the same address may guess until the address's budget (8) is spent.
    for (let attempt = 0; attempt < 3; attempt++) expect((await guess('WRONG2', admin)).statusCode).toBe(404)
    expect((await guess(code, admin)).statusCode).toBe(429)
  })
})
