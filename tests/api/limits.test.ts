// Limits an attacker would try first: a parallel burst of pairing guesses, and one account or one
// address stopping pairing for everyone. Clients at distinct loopback addresses, over real sockets.
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimits } from '../../src/server/db/schema'
import { deleteExpiredCounters, hitCounter } from '../../src/server/limits/counters'
import { USERS } from './fixtures'
import { buildTestApp, type TestApp } from './helpers'
import { loopbackCall } from './loopback'
import { newCode, templateIds } from './screensHelpers'

const SUPERGRAPH = path.resolve(import.meta.dirname, '../../mesh/supergraph.graphql')

let t: TestApp
let port: number
let ids: Awaited<ReturnType<typeof templateIds>>
beforeAll(async () => {
  t = await buildTestApp({ pairingGuessLimit: { perAccount: 5, perAddress: 7, windowMs: 60_000 }, graphql: { supergraphPath: SUPERGRAPH, production: true } })
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  port = (t.app.server.address() as AddressInfo).port
  ids = await templateIds(t)
})
afterAll(async () => {
  await t?.close()
})

/** A JSON request from `from` (a loopback address of its own) to the app's socket. */
const call = (from: string, method: string, path: string, body?: object, token?: string) => loopbackCall(port, from, method, path, body, token)

/** A screen at `from` asks for a code: answers the code the server chose. */
async function registerCode(from: string): Promise<string> {
  const answer = await call(from, 'POST', '/api/v1/screenlinks', { authCode: newCode() })
  expect(answer.status).toBe(200)
  return (answer.body.data as { authCode: string }).authCode
}

async function signIn(from: string, email: string): Promise<string> {
  const answer = await call(from, 'POST', '/api/v1/auth', { email, password: 'Fixture-Pass1!' })
  expect(answer.status).toBe(200)
  return (answer.body.data as { token: string }).token
}

describe('pairing guesses', () => {
  it('lets no more than the limit through when wrong codes arrive all at once', async () => {
    const staff = await signIn('127.0.0.2', USERS.staff.email)
    const burst = await Promise.all(
      Array.from({ length: 30 }, () => call('127.0.0.2', 'PUT', `/api/v1/screens/link/${ids.demoScreen(8)}`, { authCode: 'WRONG9' }, staff)),
    )
    const statuses = burst.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 404)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(25)
  })

  it('does not let one account or one address stop pairing for everyone else', async () => {
    // An admin at 127.0.0.3 spends the budget of that address on wrong codes…
    const attacker = await signIn('127.0.0.3', USERS.admin.email)
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await call('127.0.0.3', 'PUT', `/api/v1/screens/link/${ids.demoScreen(9)}`, { authCode: 'WRONG8' }, attacker)).status).toBe(404)
    expect((await call('127.0.0.3', 'PUT', `/api/v1/screens/link/${ids.demoScreen(9)}`, { authCode: 'WRONG8' }, attacker)).status).toBe(429)
    // …while a super-admin at another address pairs a real screen, and may still mistype.
    const owner = await signIn('127.0.0.4', USERS.superAdmin.email)
    const code = await registerCode('127.0.0.4')
    expect((await call('127.0.0.4', 'PUT', `/api/v1/screens/link/${ids.demoScreen(9)}`, { authCode: 'WRONG7' }, owner)).status).toBe(404)
    expect((await call('127.0.0.4', 'PUT', `/api/v1/screens/link/${ids.demoScreen(9)}`, { authCode: code }, owner)).status).toBe(200)
  })

  it('does not use up the budget with right codes: staff pair screen after screen', async () => {
    const owner = await signIn('127.0.0.5', USERS.superAdmin.email)
    for (let round = 1; round <= 7; round++) {
      const code = await registerCode('127.0.0.5')
      expect((await call('127.0.0.5', 'PUT', `/api/v1/screens/link/${ids.demoScreen(round)}`, { authCode: code }, owner)).status).toBe(200)
    }
  })
})

describe('shared counters', () => {
  it('count within a window, start again after it, and are deleted once it ends', async () => {
    const start = new Date('2031-01-01T00:00:00Z')
    const at = (ms: number) => new Date(start.getTime() + ms)
    expect((await hitCounter(t.db, 'test:window', 1_000, at(0))).count).toBe(1)
    expect((await hitCounter(t.db, 'test:window', 1_000, at(500))).count).toBe(2)
    expect((await hitCounter(t.db, 'test:window', 1_000, at(1_000))).count).toBe(1)
    await deleteExpiredCounters(t.db, at(1_999))
    expect(await t.db.select().from(rateLimits).where(eq(rateLimits.key, 'test:window'))).toHaveLength(1)
    await deleteExpiredCounters(t.db, at(2_000))
    expect(await t.db.select().from(rateLimits).where(eq(rateLimits.key, 'test:window'))).toHaveLength(0)
  })
})

describe('through /graphql', () => {
  const REGISTER = (aliases: number) =>
    `mutation { ${Array.from({ length: aliases }, (_, index) => `r${index}: createScreenLink(input: { authCode: "${newCode()}" }) { data { id } }`).join(' ')} }`

  it('counts each alias against the caller’s own address: one client cannot stop another from registering its code', async () => {
    // 127.0.0.6 floods the code registration (30 a minute per address) with aliased mutations…
    let refused = 0
    for (let request = 0; request < 4; request++) {
      const answer = await call('127.0.0.6', 'POST', '/graphql', { query: REGISTER(10) })
      const errors = (answer.body as { errors?: { extensions?: { status?: number } }[] }).errors ?? []
      refused += errors.filter((error) => error.extensions?.status === 429).length
    }
    expect(refused).toBe(10)
    // …and a screen at 127.0.0.7 still registers its code the way the screen app does.
    const screen = await call('127.0.0.7', 'POST', '/graphql', { query: REGISTER(1) })
    expect((screen.body as { errors?: unknown[] }).errors).toBeUndefined()
  })
})
