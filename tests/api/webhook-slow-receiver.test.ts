// One slow receiver never holds another's deliveries (docs/WEBHOOKS.md#delivery): a receiver on loopback that answers
// 200 at once and then drips a byte of its body every second, so an idle timeout never fires. Endpoint B's delivery,
// due while A's attempt drips, is claimed and delivered beside it; A's attempt ends at its total deadline and is
// recorded as timed out; a second delivery to A waits for A's one place (one in flight per endpoint here).
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { webhookDeliveries } from '../../src/server/db/schema'
import { emitWebhookEvent } from '../../src/server/webhooks/outbox'
import { USERS } from './fixtures'
import { bearer, buildTestApp, type TestApp } from './helpers'

const DEADLINE_MS = 8_000

let t: TestApp
let slow: Server
let healthy: Server
/** The requests A's receiver took, in order, and the answers it keeps dripping. */
const atSlow: string[] = []
const dripping = new Set<ServerResponse>()
const atHealthy: string[] = []
let adminToken: string

const listen = async (server: Server, address: string) => {
  await new Promise<void>((resolve) => server.listen(0, address, resolve))
  return `http://${address}:${(server.address() as AddressInfo).port}/hooks`
}

beforeAll(async () => {
  slow = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      atSlow.push(String(request.headers['webhook-id']))
      if (atSlow.length > 1) return void response.writeHead(204).end()
      // The first one: 200 and a body that never ends, a byte a second.
      response.writeHead(200, { 'content-type': 'text/plain' })
      response.write('.')
      dripping.add(response)
      const drip = setInterval(() => response.write('.'), 1_000)
      response.on('close', () => {
        clearInterval(drip)
        dripping.delete(response)
      })
    })
  })
  healthy = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      atHealthy.push(String(request.headers['webhook-id']))
      response.writeHead(204).end()
    })
  })
  const [slowUrl, healthyUrl] = await Promise.all([listen(slow, '127.0.0.2'), listen(healthy, '127.0.0.3')])
  t = await buildTestApp({
    alerts: false,
    webhooks: { allowPrivate: true, sends: false, deadlineMs: DEADLINE_MS, inFlightPerEndpoint: 1, retryDelaysMs: [60_000] },
  })
  adminToken = await t.login(USERS.superAdmin)
  for (const [name, url, events] of [
    ['A, slow', slowUrl, ['alert.raised']],
    ['B, healthy', healthyUrl, ['alert.resolved']],
  ] as const) {
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/webhooks', headers: bearer(adminToken), payload: { name, url, events } })
    expect(created.statusCode, created.body).toBe(200)
  }
})
afterAll(async () => {
  for (const response of dripping) response.destroy()
  await t?.close()
  for (const server of [slow, healthy]) server?.closeAllConnections()
  await Promise.all([slow, healthy].map((server) => new Promise((resolve) => (server ? server.close(resolve) : resolve(null)))))
})

const rowOf = async (id: string) => (await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0]
const idsOf = async (event: string) =>
  (await t.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(eq(webhookDeliveries.event, event))).map((row) => row.id)

describe('a slow webhook receiver', () => {
  it('holds only its own deliveries: another endpoint’s arrives while it drips, and its attempt ends at the deadline', async () => {
    // Two deliveries for A: the first goes out and drips; the second waits for A's one place.
    await emitWebhookEvent(t.db, 'alert.raised', { alertId: 'first', kind: 'screenOffline' })
    await emitWebhookEvent(t.db, 'alert.raised', { alertId: 'second', kind: 'screenOffline' })
    const [toA, nextToA] = await idsOf('alert.raised')
    const first = t.app.webhooks.deliver()
    await expect.poll(() => dripping.size).toBe(1)

    // B's event happens now, while A drips: the next round of sending delivers it without waiting for A.
    await emitWebhookEvent(t.db, 'alert.resolved', { alertId: 'first', kind: 'screenOffline' })
    const [toB] = await idsOf('alert.resolved')
    expect(await t.app.webhooks.deliver()).toBe(1)
    expect(atHealthy).toEqual([toB])
    expect(await rowOf(toB)).toMatchObject({ status: 'delivered', attempts: 1, responseStatus: 204, error: null })
    // A is still dripping its first answer, and its second delivery has not been sent: one place per endpoint.
    expect(dripping.size).toBe(1)
    expect(atSlow).toHaveLength(1)
    expect(await rowOf(toA)).toMatchObject({ status: 'pending', attempts: 0 })
    expect(await rowOf(nextToA)).toMatchObject({ status: 'pending', attempts: 0 })

    // A's attempt ends at its total deadline, though a byte came every second; then its second delivery goes out.
    expect(await first).toBe(1)
    expect(await rowOf(toA)).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: 200,
      error: `no complete answer within ${DEADLINE_MS / 1000} s`,
    })
    expect(atSlow).toEqual([toA, nextToA])
    expect(await rowOf(nextToA)).toMatchObject({ status: 'delivered', attempts: 1, responseStatus: 204 })
  }, 60_000)
})
