// deploy/nginx.conf tried for real: Debian's nginx ends TLS in front of the server (WORKERS=2 on
// PostgreSQL when `npm test` passes E2E_DATABASE_URL, one process on the embedded database
// otherwise), and a client on 127.0.0.2 signs in, pairs a screen, polls and gets a push through it
// (docs/OPERATIONS.md#reverse-proxy). Never skipped: without nginx it fails and says how to install it.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseUrl } from '../api/global-setup'
import { startProxy, streamThrough, through, type RunningProxy } from './nginx'
import { startServer, type RunningServer } from './server'

const url = process.env.E2E_DATABASE_URL
const SCREEN_TOKEN = 'screen-auth-token'

describe('the sample nginx config in front of the server', () => {
  const name = `e2e_proxy_${process.pid}_${randomBytes(3).toString('hex')}`
  let admin: pg.Client | undefined
  let server: RunningServer
  let proxy: RunningProxy
  let token: string
  let bearer: Record<string, string>
  let locationId: string
  let screenId: string

  beforeAll(async () => {
    const env: Record<string, string> = { TRUST_PROXY: '1' }
    if (url) {
      admin = new pg.Client({ connectionString: url })
      await admin.connect()
      await admin.query(`create database "${name}"`)
      Object.assign(env, { DATABASE_URL: databaseUrl(url, name), WORKERS: '2' })
    }
    server = await startServer(env)
    proxy = await startProxy(Number(new URL(server.baseURL).port))
  }, 120_000)

  afterAll(async () => {
    await proxy?.stop()
    await server?.stop()
    await admin?.query(`drop database if exists "${name}" with (force)`)
    await admin?.end()
  }, 60_000)

  it('answers the probes through TLS, and sends plain http to https', async () => {
    expect((await through(proxy, 'GET', '/livez')).status).toBe(200)
    expect((await through(proxy, 'GET', '/readyz')).status).toBe(200)
    const plain = await fetch(`${proxy.plainOrigin}/screens`, { redirect: 'manual' })
    expect(plain.status).toBe(301)
    expect(plain.headers.get('location')).toMatch(/^https:\/\//)
  })

  it('tells the server the client’s real address and scheme: HSTS, and the sign-in logged from 127.0.0.2', async () => {
    // A forged X-Forwarded-For from the client is replaced by nginx, not believed.
    const signIn = await through(
      proxy,
      'POST',
      '/api/v1/auth',
      { email: server.adminEmail, password: server.adminPassword },
      { 'x-forwarded-for': '203.0.113.9', 'user-agent': 'ProxyTest/1.0' },
    )
    expect(signIn.status).toBe(200)
    // HSTS only because X-Forwarded-Proto says https: the same server reached directly over http sends none.
    expect(signIn.headers['strict-transport-security']).toMatch(/max-age=\d+/)
    expect((await fetch(`${server.baseURL}/livez`)).headers.get('strict-transport-security')).toBeNull()
    // The API is never cached.
    expect(signIn.headers['cache-control']).toBe('no-store')
    token = signIn.json<{ data: { token: string } }>().data.token
    bearer = { authorization: `Bearer ${token}` }

    const logs = await through(proxy, 'GET', '/api/v2/logs?model=Session&action=sign-in&pageSize=50', undefined, bearer)
    expect(logs.status).toBe(200)
    const mine = logs.json<{ data: { data: Record<string, unknown> }[] }>().data.find((entry) => entry.data.userAgent === 'ProxyTest/1.0')
    expect(mine?.data.address).toBe('127.0.0.2')
  })

  it('refuses a body larger than the app would take, before the app', async () => {
    const big = await through(proxy, 'POST', '/api/v1/auth', 'x'.repeat(1024 * 1024 + 1), { 'content-type': 'application/json' })
    expect(big.status).toBe(413)
    // nginx's own page: the app answers JSON.
    expect(big.headers['content-type']).toMatch(/^text\/html/)
  })

  it('pairs a screen, answers its poll and carries a push to its stream as it happens', async () => {
    const locations = await through(proxy, 'GET', '/api/v1/locations', undefined, bearer)
    locationId = locations.json<{ data: { id: string; name: string }[] }>().data.find((entry) => entry.name === 'Demo Studio')!.id
    const screens = await through(proxy, 'GET', `/api/v1/screens?location=${locationId}&pageSize=100`, undefined, bearer)
    screenId = screens.json<{ data: { id: string; round: number }[] }>().data.find((screen) => screen.round === 1)!.id

    const link = (await through(proxy, 'POST', '/api/v1/screenlinks', {})).json<{ data: { id: string; authCode: string } }>().data
    expect((await through(proxy, 'PUT', `/api/v1/screens/link/${screenId}`, { authCode: link.authCode }, bearer)).status).toBe(200)
    const screenToken = (await through(proxy, 'GET', `/api/v1/screenlinks/${link.id}`)).json<{ data: { token: string } }>().data.token
    const device = { [SCREEN_TOKEN]: screenToken }

    const poll = await through(proxy, 'POST', '/api/v1/screens/poll', { playing: false, automaticMode: true }, device)
    expect(poll.status).toBe(200)
    expect(poll.json<{ data: { classStart: boolean } }>().data.classStart).toBe(false)

    const stream = streamThrough(proxy, '/api/v1/screens/events', device)
    try {
      const headers = await stream.opened
      expect(headers[':status']).toBe('200')
      expect(headers['content-type']).toMatch(/^text\/event-stream/)
      expect(headers['content-encoding']).toBeUndefined()
      await expect.poll(() => stream.frames[0], { timeout: 20_000 }).toMatchObject({ event: 'class', data: { classStart: false } })
      // Start: the event reaches the open stream through nginx, not held back until the stream ends.
      const started = await through(proxy, 'PUT', `/api/v1/locations/${locationId}/class`, { automaticMode: false, classStart: true }, bearer)
      expect(started.status).toBe(200)
      await expect.poll(() => stream.frames.at(-1), { timeout: 20_000 }).toMatchObject({ event: 'class', data: { classStart: true } })
    } finally {
      stream.close()
      await through(proxy, 'PUT', `/api/v1/locations/${locationId}/class`, { automaticMode: true, classStart: false }, bearer)
    }
  }, 60_000)
})
