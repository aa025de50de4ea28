import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/server/app'
import type { Database } from '../../src/server/db/client'
import { logs, webhookDeliveries, webhookEndpoints } from '../../src/server/db/schema'
import { emitWebhookEvent } from '../../src/server/webhooks/outbox'
import { newWebhookSecret } from '../../src/server/webhooks/signing'
import { API_MESSAGES } from '../../src/shared/messages'
import { MEDIA_BASE_URL, SSO_SECRET, USERS } from './fixtures'
import { bearer, buildTestApp, errorOf, type TestApp } from './helpers'
import { templateIds } from './screensHelpers'

// Webhook endpoints (docs/WEBHOOKS.md): signed the Standard Webhooks way (checked here with that
// project's own library), retried from the database by any process, never sent to a private address
// unless WEBHOOK_ALLOW_PRIVATE, and a redirect never followed.

interface Received {
  headers: IncomingHttpHeaders
  body: string
}

let t: TestApp
let database: Database
let receiver: Server
let receiverUrl: string
let answerWith = 204
const received: Received[] = []
let adminToken: string
let ids: Awaited<ReturnType<typeof templateIds>>

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    request.on('end', () => {
      received.push({ headers: request.headers, body })
      response.writeHead(answerWith).end()
    })
  })
  receiverUrl = `http://127.0.0.1:${await listen(receiver)}/hooks`
  t = await buildTestApp({ alerts: false, webhooks: { allowPrivate: true, sends: false, retryDelaysMs: [0, 0] } }, (opened) => (database = opened))
  adminToken = await t.login(USERS.superAdmin)
  ids = await templateIds(t)
})
afterAll(async () => {
  await t?.close()
  await new Promise((resolve) => receiver?.close(resolve))
})

describe('webhook endpoints', () => {
  it('signs each delivery so a Standard Webhooks library verifies it, and shows the secret only once', async () => {
    const created = await call('POST', '/api/v1/webhooks', adminToken, {
      name: 'Booking system',
      url: receiverUrl,
      events: ['classRun.started', 'classRun.finished', 'location.changed'],
    })
    expect(created.statusCode, created.body).toBe(200)
    const { id, secret } = created.json().data as { id: string; secret: string }
    expect(secret).toMatch(/^whsec_/)
    const read = (await call('GET', `/api/v1/webhooks/${id}`, adminToken)).json().data
    expect(read).not.toHaveProperty('secret')
    expect(read.secretHint).toBe(`${secret.slice(0, 10)}…`)

    // A class started and stopped at the demo studio.
    const classCall = (body: object) => call('PUT', `/api/v1/locations/${ids.demoId}/class`, adminToken, body)
    await classCall({ automaticMode: false })
    await classCall({ classStart: true })
    await classCall({ classStart: false })
    received.length = 0
    expect(await t.app.webhooks.deliver()).toBeGreaterThanOrEqual(2)

    const verifier = new Webhook(secret)
    // Deliveries to one endpoint go out side by side (docs/WEBHOOKS.md#delivery): in the order of the events' times.
    const events = received
      .map(
        (delivery) =>
          verifier.verify(delivery.body, delivery.headers as Record<string, string>) as { type: string; timestamp: string; data: Record<string, unknown> },
      )
      .sort((a, b) => a.timestamp.localeCompare(b.timestamp))
    expect(events.map((event) => event.type)).toEqual(
      ['location.changed', 'classRun.started', 'classRun.finished'].filter((type) => events.some((event) => event.type === type)),
    )
    expect(events.find((event) => event.type === 'classRun.started')?.data).toMatchObject({ locationId: ids.demoId, kind: 'manual' })
    expect(events.find((event) => event.type === 'classRun.finished')?.data).toMatchObject({ locationId: ids.demoId, kind: 'manual' })
    // A forged body does not verify.
    const [first] = received
    expect(() => verifier.verify(first.body.replace('manual', 'automatic'), first.headers as Record<string, string>)).toThrow()
    // The secret, once replaced, signs the next deliveries; the old one no longer verifies them.
    const rotated = (await call('POST', `/api/v1/webhooks/${id}/secret`, adminToken)).json().data.secret as string
    expect(rotated).not.toBe(secret)
    const audit = await t.db.select().from(logs).where(eq(logs.model, 'Webhook'))
    expect(JSON.stringify(audit)).not.toContain(secret.slice(6))
    await call('DELETE', `/api/v1/webhooks/${id}`, adminToken)
  })

  it('retries a failed delivery from the database: another process, started later, delivers it with the same id', async () => {
    const created = (await call('POST', '/api/v1/webhooks', adminToken, { name: 'BI', url: receiverUrl, events: ['location.changed'] })).json().data
    answerWith = 503
    received.length = 0
    await call('PUT', `/api/v1/locations/${ids.demoId}/class`, adminToken, { automaticMode: true })
    const location = (await call('GET', `/api/v1/locations/${ids.demoId}`, adminToken)).json().data
    await call('PUT', `/api/v1/locations/${ids.demoId}`, adminToken, { ...location, name: 'Demo Studio West', updatedAt: location.updatedAt })
    await expect.poll(async () => (await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, created.id))).length).toBe(1)
    expect(await t.app.webhooks.deliver()).toBe(0)
    const [failed] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, created.id))
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 503, error: 'HTTP 503' })

    // A new process on the same database: nothing in memory, the outbox row is all it has.
    answerWith = 200
    const restarted = await buildApp({
      database,
      mediaBaseUrl: MEDIA_BASE_URL,
      ssoSecret: SSO_SECRET,
      alerts: false,
      webhooks: { allowPrivate: true, sends: false, retryDelaysMs: [0, 0] },
    })
    try {
      await restarted.ready()
      expect(await restarted.webhooks.deliver()).toBe(1)
    } finally {
      await restarted.close()
    }
    const deliveredTwice = received.map((delivery) => delivery.headers['webhook-id'])
    expect(deliveredTwice).toEqual([failed.id, failed.id])
    const deliveries = (await call('GET', `/api/v1/webhooks/${created.id}/deliveries`, adminToken)).json().data
    expect(deliveries).toMatchObject([{ id: failed.id, event: 'location.changed', status: 'delivered', attempts: 2, responseStatus: 200 }])
    expect(typeof deliveries[0].responseMs).toBe('number')

    // Re-sent from the console: the same id once more.
    const resent = await call('POST', `/api/v1/webhooks/${created.id}/deliveries/${failed.id}/resend`, adminToken)
    expect(resent.json().data).toMatchObject({ status: 'pending', attempts: 0 })
    expect(await t.app.webhooks.deliver()).toBe(1)
    expect(received.at(-1)?.headers['webhook-id']).toBe(failed.id)
    await call('DELETE', `/api/v1/webhooks/${created.id}`, adminToken)
  })

  it('refuses a URL that leads to a loopback, link-local or private address, and never follows a redirect', async () => {
    const strict = await buildTestApp({ alerts: false, webhooks: { allowPrivate: false, sends: false, retryDelaysMs: [0] } })
    try {
      const token = await strict.login(USERS.superAdmin)
      for (const url of [
        'http://127.0.0.1:9/hooks',
        'http://169.254.169.254/latest/meta-data',
        'http://[::1]:9/hooks',
        'http://10.1.2.3/hooks',
        'http://localhost:9/hooks',
        'http://[::ffff:127.0.0.1]/x',
        'http://2130706433/x',
        'http://0x7f000001/x',
        'http://0177.0.0.1/x',
        'http://127.1/x',
        'http://0.0.0.0/x',
        'http://[::]/x',
        'http://[fe80::1]/x',
        'http://[fc00::1]/x',
        // IPv4-compatible IPv6 (the URL parser writes [::127.0.0.1] as [::7f00:1], which the address library calls unicast).
        'http://[::127.0.0.1]/x',
        'http://[::7f00:1]/x',
        'http://[0:0:0:0:0:0:7f00:1]/x',
        'http://[::a00:1]/x',
        'http://[::a9fe:a9fe]/latest/meta-data',
        'http://[::c0a8:101]/x',
        // Other forms with an IPv4 address inside: SIIT, NAT64, 6to4, and the mapped form in hex.
        'http://[::ffff:0:7f00:1]/x',
        'http://[64:ff9b::7f00:1]/x',
        'http://[2002:7f00:1::1]/x',
        'http://[::ffff:7f00:1]/x',
        'http://[::ffff:a9fe:a9fe]/x',
      ]) {
        const refused = await strict.app.inject({
          method: 'POST',
          url: '/api/v1/webhooks',
          headers: bearer(token),
          payload: { name: 'Nope', url, events: ['alert.raised'] },
        })
        expect(refused.statusCode, url).toBe(400)
        expect(errorOf(refused), url).toBe(API_MESSAGES.webhookUrlPrivate)
      }
      const bad = await strict.app.inject({
        method: 'POST',
        url: '/api/v1/webhooks',
        headers: bearer(token),
        payload: { name: 'Nope', url: 'ftp://example.test/x', events: ['alert.raised'] },
      })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().fields.url).toBe(API_MESSAGES.webhookUrlInvalid)
    } finally {
      await strict.close()
    }

    // A receiver that answers 307 towards the cloud's metadata address has not taken the delivery.
    const redirector = createServer((request, response) => {
      request.resume()
      request.on('end', () => response.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data' }).end())
    })
    const redirectUrl = `http://127.0.0.1:${await listen(redirector)}/hooks`
    try {
      const created = (await call('POST', '/api/v1/webhooks', adminToken, { name: 'Bouncer', url: redirectUrl, events: ['location.changed'] })).json().data
      const location = (await call('GET', `/api/v1/locations/${ids.demoId}`, adminToken)).json().data
      await call('PUT', `/api/v1/locations/${ids.demoId}`, adminToken, { ...location, name: 'Demo Studio', updatedAt: location.updatedAt })
      await expect.poll(async () => (await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, created.id))).length).toBe(1)
      await t.app.webhooks.deliver()
      const [delivery] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, created.id))
      expect(delivery).toMatchObject({ status: 'pending', responseStatus: 307, error: 'HTTP 307' })
    } finally {
      await new Promise((resolve) => redirector.close(resolve))
    }
  })

  it('lets the hosts of WEBHOOK_ALLOWED_HOSTS reach a private address, and no other host', async () => {
    const internal = await buildTestApp({
      alerts: false,
      webhooks: { allowPrivate: false, allowedHosts: ['127.0.0.2', '169.254.169.254'], sends: false, retryDelaysMs: [0] },
    })
    const onTwo = createServer((request, response) => {
      request.resume()
      request.on('end', () => response.writeHead(204).end())
    })
    await new Promise<void>((resolve) => onTwo.listen(0, '127.0.0.2', resolve))
    const port = (onTwo.address() as AddressInfo).port
    try {
      const token = await internal.login(USERS.superAdmin)
      const create = (url: string) =>
        internal.app.inject({ method: 'POST', url: '/api/v1/webhooks', headers: bearer(token), payload: { name: 'Internal', url, events: ['alert.raised'] } })
      // The listed host is saved and delivered to; another private address is refused as before.
      const listed = await create(`http://127.0.0.2:${port}/hooks`)
      expect(listed.statusCode, listed.body).toBe(200)
      for (const url of [`http://127.0.0.1:${port}/hooks`, `http://127.0.0.3:${port}/hooks`, 'http://10.0.0.5/hooks']) {
        const refused = await create(url)
        expect(refused.statusCode, url).toBe(400)
        expect(errorOf(refused), url).toBe(API_MESSAGES.webhookUrlPrivate)
      }
      // A link-local address stays refused though listed: the clouds' metadata address is never a receiver.
      expect((await create('http://169.254.169.254/latest/meta-data')).statusCode).toBe(400)
      await emitWebhookEvent(internal.db, 'alert.raised', { alertId: 'a', kind: 'screenOffline' })
      expect(await internal.app.webhooks.deliver()).toBe(1)
    } finally {
      await internal.close()
      await new Promise((resolve) => onTwo.close(resolve))
    }
  })

  it('keeps an earlier release’s secret, kept in clear, working: sealed at the next start, and signing as before', async () => {
    // As the previous release wrote it: the secret in clear in its row.
    const clear = newWebhookSecret()
    const [row] = await t.db
      .insert(webhookEndpoints)
      .values({ name: 'From before', url: receiverUrl, events: ['location.changed'], secret: clear })
      .returning()
    const restarted = await buildApp({
      database,
      mediaBaseUrl: MEDIA_BASE_URL,
      ssoSecret: SSO_SECRET,
      alerts: false,
      webhooks: { allowPrivate: true, sends: false, retryDelaysMs: [0, 0] },
    })
    try {
      await restarted.ready()
      const [stored] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, row.id))
      expect(stored.secret).toMatch(/^sealed:v1:/)
      expect(stored.secret).not.toContain(clear.slice('whsec_'.length))
      // The console's hint and the signature are the secret's, as before the upgrade.
      const read = await restarted.inject({ method: 'GET', url: `/api/v1/webhooks/${row.id}`, headers: bearer(adminToken) })
      expect(read.json().data.secretHint).toBe(`${clear.slice(0, 10)}…`)
      received.length = 0
      answerWith = 204
      await emitWebhookEvent(t.db, 'location.changed', { locationId: ids.demoId, changed: ['name'] })
      expect(await restarted.webhooks.deliver()).toBeGreaterThanOrEqual(1)
      const mine = received.filter((delivery) => delivery.body.includes('location.changed'))
      expect(mine).toHaveLength(1)
      expect(new Webhook(clear).verify(mine[0].body, mine[0].headers as Record<string, string>)).toMatchObject({ type: 'location.changed' })
    } finally {
      await restarted.close()
      await t.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, row.id))
    }
  })

  it('is for super-admins only', async () => {
    const admin = await t.login(USERS.admin)
    expect((await call('GET', '/api/v1/webhooks', admin)).statusCode).toBe(403)
    expect((await call('POST', '/api/v1/webhooks', admin, { name: 'x', url: receiverUrl, events: ['alert.raised'] })).statusCode).toBe(403)
  })
})
