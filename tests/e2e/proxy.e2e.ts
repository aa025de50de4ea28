// deploy/nginx.conf tried for real: Debian's nginx ends TLS in front of the server (WORKERS=2 on
// PostgreSQL when `npm test` passes E2E_DATABASE_URL, one process on the embedded database
// otherwise), and a client on 127.0.0.2 signs in, pairs a screen, polls and gets a push through it;
// then a real Chromium screen pairs and plays a class over https through it, started by a push
// (docs/OPERATIONS.md#reverse-proxy). Never skipped: without nginx it fails and says how to install it.
import { createHash, randomBytes, X509Certificate } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseUrl } from '../api/globalSetup'
import { launchBrowser } from './browser'
import { startProxy, streamThrough, through, type RunningProxy } from './nginx'
import { shownPairingCode, snapshot } from './screenSupport'
import { startServer, type RunningServer } from './server'
import { saveScreenshot } from './support'

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
    // Ready once its GraphQL gateway has loaded, a few seconds after it listens (docs/OPERATIONS.md#probes).
    await expect.poll(async () => (await through(proxy, 'GET', '/readyz')).status, { timeout: 30_000, interval: 250 }).toBe(200)
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

  it('a Chromium screen pairs and plays a class over https through nginx, started by a push through it', async () => {
    // Chromium trusts the test's self-signed certificate by its key rather than ignoring certificate
    // errors: the screen runs as on a real https origin, service worker included.
    const spki = createHash('sha256')
      .update(new X509Certificate(proxy.ca).publicKey.export({ type: 'spki', format: 'der' }))
      .digest('base64')
    const browser = await launchBrowser([`--ignore-certificate-errors-spki-list=${spki}`])
    try {
      const context = await browser.newContext({ baseURL: proxy.origin, viewport: { width: 540, height: 960 } })
      const page = await context.newPage()
      page.on('pageerror', (error) => console.error('[proxied screen pageerror]', error.message))
      const classAt = (body: object) => through(proxy, 'PUT', `/api/v1/locations/${locationId}/class`, body, bearer)
      expect((await classAt({ automaticMode: false, classStart: false })).status).toBe(200)

      // Pairing: the screen shows its code, staff link it through nginx, the screen collects its token.
      await page.goto('/screens')
      const authCode = await shownPairingCode(page)
      const screens = await through(proxy, 'GET', `/api/v1/screens?location=${locationId}&pageSize=100`, undefined, bearer)
      const round2 = screens.json<{ data: { id: string; round: number }[] }>().data.find((screen) => screen.round === 2)!.id
      const linked = await through(proxy, 'PUT', `/api/v1/screens/link/${round2}`, { authCode }, bearer)
      expect(linked.status).toBe(200)
      await expect.poll(() => page.evaluate(() => localStorage.getItem('screen_auth_token')), { timeout: 25_000, interval: 250 }).toBeTruthy()
      await page.getByRole('heading', { name: /^Welcome to Demo Studio/ }).waitFor({ timeout: 20_000 })
      // A trusted https origin: the screen's service worker (its offline shell) installs through nginx.
      await expect
        .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration('/screens'))?.active)), { timeout: 30_000 })
        .toBe(true)
      // Its push stream is open through nginx before the Start: the first frame has arrived.
      await expect.poll(() => page.evaluate(() => window.__screenMetrics?.push.length ?? 0), { timeout: 20_000 }).toBeGreaterThan(0)

      // HTTP/2 from the browser to nginx: the page and its files came over it (deploy/nginx.conf's `http2`).
      const protocols = await page.evaluate(() =>
        [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map(
          (entry) => (entry as PerformanceResourceTiming).nextHopProtocol,
        ),
      )
      expect(new Set(protocols.filter(Boolean))).toEqual(new Set(['h2']))

      // Start, as the console sends it: the class reaches the screen on its stream through nginx.
      const pressed = Date.now()
      expect((await classAt({ classStart: true })).status).toBe(200)
      await page.getByTestId('class-view').waitFor({ timeout: 20_000 })
      const arrived = await page.evaluate((since) => window.__screenMetrics?.push.find((entry) => entry.event === 'class' && entry.at >= since)?.at, pressed)
      expect(arrived, 'the Start came on the push stream, not a later poll').toBeDefined()
      // A figure, not a bound (a loaded CI machine is slow): docs/OPERATIONS.md#reverse-proxy.
      console.log(`[proxy] Start through nginx reached the Chromium screen's stream after ${arrived! - pressed} ms`)

      // The class plays: clips advance, each one fetched from the https origin through nginx.
      await expect.poll(async () => (await snapshot(page))?.position ?? -1, { timeout: 30_000, interval: 250 }).toBeGreaterThanOrEqual(1)
      const playing = await snapshot(page)
      expect(playing?.paused).toBe(false)
      expect(new URL(playing!.url!, proxy.origin).origin).toBe(proxy.origin)
      await saveScreenshot(page, 'proxy-screen-class')

      // Stop, the same way: back to the welcome screen.
      expect((await classAt({ classStart: false })).status).toBe(200)
      await page.getByRole('heading', { name: /^Welcome to Demo Studio/ }).waitFor({ timeout: 20_000 })
    } finally {
      await browser.close()
      await through(proxy, 'PUT', `/api/v1/locations/${locationId}/class`, { automaticMode: true, classStart: false }, bearer)
    }
  }, 120_000)
})
