// Cross-origin calls (docs/SECURITY.md#cross-origin-calls): a page of a foreign origin gets no CORS header
// from any route, REST or /graphql, preflight or not, so its browser never lets it act as its visitor;
// an origin of CORS_ORIGINS gets its own origin back, with credentials. Real sockets, as a browser calls.
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { USERS } from './fixtures'
import { buildTestApp, type TestApp } from './helpers'
import { loopbackCall } from './loopback'
import { pairScreen, templateIds } from './screensHelpers'

const PORTAL = 'https://portal.example.com'
const FOREIGN = 'https://evil.example.net'
const ME = { query: '{ getMe { data { email } } }' }

let t: TestApp
let port: number
let token: string
beforeAll(async () => {
  t = await buildTestApp({ corsOrigins: [PORTAL], graphql: { supergraphPath: 'mesh/supergraph.graphql', production: true } })
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  port = (t.app.server.address() as AddressInfo).port
  token = await t.login(USERS.admin)
})
afterAll(async () => {
  await t?.close()
})

const corsHeaders = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => name.startsWith('access-control-')))

/** A browser's preflight before a credentialed JSON POST. */
const preflight = (origin: string, path: string) =>
  loopbackCall(port, '127.0.0.9', 'OPTIONS', path, undefined, undefined, {
    origin,
    'access-control-request-method': 'POST',
    'access-control-request-headers': 'authorization, content-type',
  })

describe('a page of a foreign origin', () => {
  it('gets no CORS header from /graphql, preflight or not', async () => {
    const answer = await loopbackCall(port, '127.0.0.9', 'POST', '/graphql', ME, token, { origin: FOREIGN })
    expect(answer.status).toBe(200)
    expect(corsHeaders(answer.headers)).toEqual({})
    const before = await preflight(FOREIGN, '/graphql')
    expect(before.status).toBe(204)
    expect(corsHeaders(before.headers)).toEqual({})
  })

  it('gets no CORS header from the REST routes, preflight or not', async () => {
    const answer = await loopbackCall(port, '127.0.0.9', 'GET', '/api/v1/auth/me', undefined, token, { origin: FOREIGN })
    expect(answer.status).toBe(200)
    expect(corsHeaders(answer.headers)).toEqual({})
    const before = await preflight(FOREIGN, '/api/v1/locations')
    expect(before.status).toBe(204)
    expect(corsHeaders(before.headers)).toEqual({})
  })
})

describe('a page of an origin in CORS_ORIGINS', () => {
  it('may call /graphql and the REST routes with credentials', async () => {
    for (const [method, path, body] of [
      ['POST', '/graphql', ME],
      ['GET', '/api/v1/auth/me', undefined],
    ] as const) {
      const answer = await loopbackCall(port, '127.0.0.9', method, path, body, token, { origin: PORTAL })
      expect(answer.status).toBe(200)
      expect(answer.headers).toMatchObject({
        'access-control-allow-origin': PORTAL,
        'access-control-allow-credentials': 'true',
        vary: expect.stringMatching(/origin/i),
      })
      const before = await preflight(PORTAL, path)
      expect(before.status).toBe(204)
      expect(before.headers).toMatchObject({ 'access-control-allow-origin': PORTAL, 'access-control-allow-credentials': 'true' })
      expect(before.headers['access-control-allow-methods']).toContain('POST')
      expect(before.headers['access-control-allow-headers']).toContain('authorization')
    }
  })

  it('is matched exactly: another scheme, port or subdomain is foreign', async () => {
    for (const origin of ['http://portal.example.com', 'https://portal.example.com:8443', 'https://x.portal.example.com', 'null']) {
      const answer = await loopbackCall(port, '127.0.0.9', 'POST', '/graphql', ME, token, { origin })
      expect(corsHeaders(answer.headers), origin).toEqual({})
    }
  })

  it('keeps Origin in Vary where an answer also varies by its encoding (the heartbeat)', async () => {
    const screenToken = await pairScreen(t, token, (await templateIds(t)).demoScreen(5))
    const heartbeat = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/screens/auth',
      headers: { origin: PORTAL, 'screen-auth-token': screenToken, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      payload: {},
    })
    expect(heartbeat.statusCode).toBe(200)
    expect(heartbeat.headers['content-encoding']).toBe('gzip')
    expect(
      String(heartbeat.headers.vary)
        .split(/,\s*/)
        .map((name) => name.toLowerCase())
        .sort(),
    ).toEqual(['accept-encoding', 'origin'])
  })
})
