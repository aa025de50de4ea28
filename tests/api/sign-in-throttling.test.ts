// Sign-in throttling as an attacker meets it: one address spraying many emails, many addresses
// guessing one account, and a client forging X-Forwarded-For. Real sockets from distinct loopback
// addresses; the real owner of the account must be unaffected throughout.
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ERROR_CODES } from '../../src/shared/messages'
import { FIXTURE_PASSWORD, USERS } from './fixtures'
import { buildTestApp, type TestApp } from './helpers'
import { loopbackCall } from './loopback'

const LIMITS = {
  perAddress: { max: 6, windowMs: 60_000 },
  perAccount: { freeFailures: 3, windowMs: 60_000, baseDelayMs: 30_000, maxDelayMs: 60_000 },
  knownAddressMs: 60_000,
}

interface Server {
  t: TestApp
  port: number
}

async function start(trustProxy?: false | number | string[]): Promise<Server> {
  const t = await buildTestApp({ signInLimits: LIMITS, trustProxy, loginRateLimit: { max: 100, timeWindowMs: 60_000 } })
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  return { t, port: (t.app.server.address() as AddressInfo).port }
}

const signIn = (server: Server, from: string, email: string, password: string, headers: Record<string, string> = {}) =>
  loopbackCall(server.port, from, 'POST', '/api/v1/auth', { email, password }, undefined, headers)

describe('sign-in throttling', () => {
  let server: Server
  beforeAll(async () => {
    server = await start()
  })
  afterAll(async () => {
    await server?.t.close()
  })

  it('stops one address trying many emails, before any hash, while other addresses sign in', async () => {
    const statuses: number[] = []
    for (let index = 0; index < 10; index++) statuses.push((await signIn(server, '127.0.0.2', `nobody${index}@spray.test`, 'Wrong-Pass1!')).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429, 429, 429])
    const refused = await signIn(server, '127.0.0.2', USERS.admin.email, FIXTURE_PASSWORD)
    expect(refused.status).toBe(429)
    expect(refused.body.code).toBe(ERROR_CODES.tooManyAttempts)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await signIn(server, '127.0.0.3', USERS.admin.email, FIXTURE_PASSWORD)).status).toBe(200)
  })

  it('does not hold right passwords against an address: a shared studio address signs everyone in', async () => {
    for (let index = 0; index < 10; index++) expect((await signIn(server, '127.0.0.4', USERS.staff.email, FIXTURE_PASSWORD)).status).toBe(200)
  })

  it('slows guesses at one account from many addresses with a growing delay, and the owner at a known address still signs in', async () => {
    // The owner has signed in from 127.0.0.10 before.
    expect((await signIn(server, '127.0.0.10', USERS.superAdmin.email, FIXTURE_PASSWORD)).status).toBe(200)
    // An attacker spreads wrong passwords over addresses, one each, so no address limit is reached.
    const answers = []
    for (let index = 0; index < 6; index++) answers.push(await signIn(server, `127.0.1.${index + 1}`, USERS.superAdmin.email, 'Wrong-Pass1!'))
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 429, 429, 429])
    const delayed = answers[3]
    expect(delayed.body.code).toBe(ERROR_CODES.signInDelayed)
    expect(Number(delayed.headers['retry-after'])).toBeGreaterThan(20)
    // Even the right password waits from an address the account has not used…
    expect((await signIn(server, '127.0.1.20', USERS.superAdmin.email, FIXTURE_PASSWORD)).status).toBe(429)
    // …but the owner, at the address the account knows, is let in, and that ends the delay.
    expect((await signIn(server, '127.0.0.10', USERS.superAdmin.email, FIXTURE_PASSWORD)).status).toBe(200)
    expect((await signIn(server, '127.0.1.21', USERS.superAdmin.email, FIXTURE_PASSWORD)).status).toBe(200)
  })

  it('writes refused sign-ins to the audit log with the real client address', async () => {
    const owner = await signIn(server, '127.0.0.11', USERS.superAdmin.email, FIXTURE_PASSWORD)
    const token = (owner.body.data as { token: string }).token
    const logs = await loopbackCall(server.port, '127.0.0.11', 'GET', '/api/v2/logs?model=Session&action=sign-in%20failed&pageSize=100', undefined, token)
    expect(logs.status).toBe(200)
    const text = JSON.stringify(logs.body.data)
    expect(text).toContain('127.0.0.2')
    expect(text).toContain('127.0.1.1')
  })
})

describe('TRUST_PROXY', () => {
  it('believes X-Forwarded-For only from the listed proxy: a client cannot pick its address', async () => {
    const server = await start(['127.0.0.1', '127.0.0.9'])
    try {
      // A client at 127.0.0.5 forging a new address on every try is still counted as 127.0.0.5.
      const forged = []
      for (let index = 0; index < 8; index++) {
        forged.push((await signIn(server, '127.0.0.5', `x${index}@spray.test`, 'Wrong-Pass1!', { 'x-forwarded-for': `198.51.100.${index + 1}` })).status)
      }
      expect(forged.slice(-2)).toEqual([429, 429])
      // The proxy at 127.0.0.9 forwards two real clients: each is counted on its own.
      for (let index = 0; index < 6; index++) {
        await signIn(server, '127.0.0.9', `y${index}@spray.test`, 'Wrong-Pass1!', { 'x-forwarded-for': '198.51.100.7' })
      }
      expect((await signIn(server, '127.0.0.9', 'z@spray.test', 'Wrong-Pass1!', { 'x-forwarded-for': '198.51.100.7' })).status).toBe(429)
      expect((await signIn(server, '127.0.0.9', 'z@spray.test', 'Wrong-Pass1!', { 'x-forwarded-for': '198.51.100.8' })).status).toBe(401)
    } finally {
      await server.t.close()
    }
  })

  it('with a hop count, takes the address the nearest proxy saw', async () => {
    const server = await start(1)
    try {
      for (let index = 0; index < 6; index++) {
        await signIn(server, '127.0.0.6', `h${index}@spray.test`, 'Wrong-Pass1!', { 'x-forwarded-for': '203.0.113.9, 198.51.100.20' })
      }
      // Limited as 198.51.100.20 (the hop the proxy added), whatever the client put before it.
      expect((await signIn(server, '127.0.0.6', 'h@spray.test', 'Wrong-Pass1!', { 'x-forwarded-for': '203.0.113.10, 198.51.100.20' })).status).toBe(429)
      expect((await signIn(server, '127.0.0.6', 'h@spray.test', 'Wrong-Pass1!', { 'x-forwarded-for': '203.0.113.9, 198.51.100.21' })).status).toBe(401)
    } finally {
      await server.t.close()
    }
  })
})
