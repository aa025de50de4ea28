import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alerts, locations } from '../../src/server/db/schema'
import { buildTestApp, type TestApp } from './helpers'

// The alert webhook never follows a redirect (docs/SECURITY.md): a receiver that answers 307 towards another
// port has not taken the alert. It stays owed and is tried again, and nothing reaches the redirect's target.

let t: TestApp
let redirector: Server
let target: Server
const redirected: string[] = []
const reachedTarget: string[] = []

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

beforeAll(async () => {
  target = createServer((request, response) => {
    reachedTarget.push(`${request.method} ${request.url}`)
    response.writeHead(204).end()
  })
  const targetPort = await listen(target)
  redirector = createServer((request, response) => {
    redirected.push(`${request.method} ${request.url}`)
    request.resume()
    request.on('end', () => response.writeHead(307, { location: `http://127.0.0.1:${targetPort}/stolen` }).end())
  })
  const webhookUrl = `http://127.0.0.1:${await listen(redirector)}/hooks/alerts`
  t = await buildTestApp({ alerts: { webhookUrl, checkEveryMs: 3_600_000, deliverEveryMs: 3_600_000, retryDelaysMs: [0, 0] } })
})
afterAll(async () => {
  await t?.close()
  await Promise.all([redirector, target].map((server) => new Promise((resolve) => server?.close(resolve))))
})

describe('alert webhook', () => {
  it('counts a 307 as a failed delivery, tries again, gives up, and never posts to where it points', async () => {
    const [location] = await t.db.select({ id: locations.id }).from(locations).limit(1)
    const [alert] = await t.db
      .insert(alerts)
      .values({
        locationId: location.id,
        kind: 'noWorkoutTomorrow',
        key: `noWorkoutTomorrow|${location.id}|webhook-test`,
        details: { round: 9 },
        raisedAt: new Date(),
        delivery: 'pending',
        nextDeliveryAt: new Date(Date.now() - 1_000),
      })
      .returning()

    await t.app.alerts.deliver()
    const afterFirst = (await t.db.select().from(alerts).where(eq(alerts.id, alert.id)))[0]
    expect(afterFirst).toMatchObject({ delivery: 'pending', deliveryAttempts: 1, deliveryError: 'HTTP 307' })

    // Tried again (retry waits are 0 here), and given up after the last one: never "delivered".
    await t.app.alerts.deliver()
    await t.app.alerts.deliver()
    const last = (await t.db.select().from(alerts).where(eq(alerts.id, alert.id)))[0]
    expect(last).toMatchObject({ delivery: 'failed', deliveryError: 'HTTP 307' })
    expect(redirected).toEqual(['POST /hooks/alerts', 'POST /hooks/alerts', 'POST /hooks/alerts'])
    expect(reachedTarget).toEqual([])
  })
})
