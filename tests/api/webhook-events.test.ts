import { createServer, type Server } from 'node:http'
import { inArray } from 'drizzle-orm'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classLength } from '../../src/shared/classFormat'
import type { PlayReport } from '../../src/shared/schemas/classRuns'
import { screens, sessions } from '../../src/server/db/schema'
import { USERS } from './fixtures'
import { bearer, buildTestApp, turnsDuring, type TestApp } from './helpers'
import { automaticPlay, MINUTE, pastClass, scheduleClasses } from './playsHelpers'
import { pairScreen, screenCall, templateIds } from './screensHelpers'

// The webhook events a receiver hears of (docs/WEBHOOKS.md#events), sent to a real receiver on
// loopback: a screen gone and back (not a Wi-Fi blip), a class that played to its end.

interface Event {
  type: string
  data: Record<string, unknown>
}

let t: TestApp
let receiver: Server
let receiverUrl: string
const received: Event[] = []
let adminToken: string
let ids: Awaited<ReturnType<typeof templateIds>>

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    request.on('end', () => {
      received.push(JSON.parse(body) as Event)
      response.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`
  t = await buildTestApp({ alerts: false, webhooks: { allowPrivate: true, sends: false } })
  adminToken = await t.login(USERS.superAdmin)
  ids = await templateIds(t)
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks',
    headers: bearer(adminToken),
    payload: { name: 'Events', url: receiverUrl, events: ['screen.connected', 'screen.disconnected', 'classRun.finished'] },
  })
  expect(created.statusCode, created.body).toBe(200)
})
afterAll(async () => {
  await t?.close()
  await new Promise((resolve) => receiver?.close(resolve))
})

/** Sends what is due and answers what the receiver got since the last call. */
async function deliveredNow(): Promise<Event[]> {
  received.length = 0
  await t.app.webhooks.deliver()
  return [...received]
}

const report = (token: string, plays: PlayReport[]) => screenCall(t, 'POST', '/api/v1/screens/plays', token, { plays })

describe('webhook events', () => {
  it('says a screen disconnected once it stayed away past the Connected window, and connected when it came back', async () => {
    const screenId = ids.demoScreen(1)
    const token = await pairScreen(t, adminToken, screenId)
    const heartbeat = async () => expect((await screenCall(t, 'PATCH', '/api/v1/screens/auth', token, {})).statusCode).toBe(200)
    await heartbeat()
    const mine = (events: Event[]) => events.filter((event) => event.data.screenId === screenId)
    const later = (ms: number) => new Date(Date.now() + ms)

    await t.app.webhooks.checkScreens()
    // A minute without a heartbeat (a Wi-Fi blip): nothing said.
    await t.app.webhooks.checkScreens(later(MINUTE))
    expect(mine(await deliveredNow())).toEqual([])

    await t.app.webhooks.checkScreens(later(3 * MINUTE))
    // Still gone at the next check: not said twice.
    await t.app.webhooks.checkScreens(later(4 * MINUTE))
    const gone = mine(await deliveredNow())
    expect(gone).toEqual([
      { type: 'screen.disconnected', timestamp: expect.any(String), data: expect.objectContaining({ screenId, locationId: ids.demoId, round: 1 }) },
    ])
    expect(Date.parse(gone[0].data.lastSeenAt as string)).toBeLessThanOrEqual(Date.now())

    await heartbeat()
    await t.app.webhooks.checkScreens()
    await t.app.webhooks.checkScreens()
    expect(mine(await deliveredNow()).map((event) => [event.type, event.data.screenId])).toEqual([['screen.connected', screenId]])
  })

  it('never says connected of a screen whose disconnect was not announced', async () => {
    const screenId = ids.demoScreen(2)
    const token = await pairScreen(t, adminToken, screenId)
    expect((await screenCall(t, 'PATCH', '/api/v1/screens/auth', token, {})).statusCode).toBe(200)
    await t.app.webhooks.checkScreens()
    expect((await deliveredNow()).filter((event) => event.data.screenId === screenId)).toEqual([])
  })

  it('says an automatic class finished when the first screen reports its last clip ended, once', async () => {
    const one = await pairScreen(t, adminToken, ids.demoScreen(3))
    const two = await pairScreen(t, adminToken, ids.demoScreen(4))
    const due = pastClass(40)
    await scheduleClasses(t, ids.demoId, [due.scheduledAt])
    const last = classLength('normal') - 1
    expect((await report(one, [automaticPlay(due, 0)])).statusCode).toBe(200)
    expect((await deliveredNow()).filter((event) => event.type === 'classRun.finished')).toEqual([])

    expect((await report(one, [automaticPlay(due, last)])).statusCode).toBe(200)
    expect((await report(two, [automaticPlay(due, last)])).statusCode).toBe(200)
    const finished = (await deliveredNow()).filter((event) => event.type === 'classRun.finished')
    expect(finished).toHaveLength(1)
    expect(finished[0].data).toMatchObject({
      locationId: ids.demoId,
      kind: 'automatic',
      anchorAt: new Date(due.anchor).toISOString(),
      endedAt: new Date(due.anchor + (last + 1) * 10_000).toISOString(),
      stoppedAt: null,
      stoppedBy: null,
    })
  })

  it('says a manual class finished when staff press Stop, with who stopped it', async () => {
    const setClass = (body: object) => t.app.inject({ method: 'PUT', url: `/api/v1/locations/${ids.demoId}/class`, headers: bearer(adminToken), payload: body })
    await setClass({ automaticMode: false })
    const anchor = (await setClass({ classStart: true })).json().data.classStartedAt as string
    await setClass({ classStart: false, automaticMode: true })
    const finished = (await deliveredNow()).filter((event) => event.type === 'classRun.finished')
    expect(finished).toHaveLength(1)
    expect(finished[0].data).toMatchObject({ kind: 'manual', anchorAt: anchor, stoppedBy: expect.any(String) })
    expect(finished[0].data.endedAt).toBe(finished[0].data.stoppedAt)
  })
  it('announces a whole chain gone at once (a region closing for the night), and lets requests in while it writes', async () => {
    // Hundreds of paired screens whose last heartbeat was five minutes ago: more than one batch (lib/jobs.ts).
    const count = 450
    const fiveMinutesAgo = new Date(Date.now() - 5 * MINUTE)
    const created = await t.db
      .insert(screens)
      .values(
        Array.from({ length: count }, (_, index) => ({
          name: `Night ${index}`,
          round: (index % 9) + 1,
          locationId: ids.otherId,
          language: 'en-us',
          timeZone: 'America/New_York',
          statusUpdatedAt: fiveMinutesAgo,
        })),
      )
      .returning({ id: screens.id })
    const night = new Set(created.map((row) => row.id))
    await t.db
      .insert(sessions)
      .values(created.map((row, index) => ({ kind: 'screen' as const, screenId: row.id, tokenHash: `night-${index}`, expiresAt: null })))
    const ours = (events: Event[]) => events.filter((event) => night.has(event.data.screenId as string))
    try {
      // The event loop gets turns while the check writes: requests go on meanwhile.
      const { result, turns } = await turnsDuring(() => t.app.webhooks.checkScreens())
      expect(result.disconnected).toBeGreaterThanOrEqual(count)
      expect(turns).toBeGreaterThan(1)

      const gone = ours(await deliveredNow())
      expect(gone).toHaveLength(count)
      expect(new Set(gone.map((event) => event.type))).toEqual(new Set(['screen.disconnected']))
      expect(new Set(gone.map((event) => event.data.screenId))).toEqual(night)
      // Said once: the next check finds every mark.
      await t.app.webhooks.checkScreens()
      expect(ours(await deliveredNow())).toEqual([])

      // Morning: every screen polls again, and each is said back once.
      await t.db
        .update(screens)
        .set({ statusUpdatedAt: new Date() })
        .where(inArray(screens.id, [...night]))
      await t.app.webhooks.checkScreens()
      const back = ours(await deliveredNow())
      expect(back.map((event) => event.type)).toEqual(Array.from({ length: count }, () => 'screen.connected'))
      expect(new Set(back.map((event) => event.data.screenId))).toEqual(night)
    } finally {
      await t.db.delete(screens).where(inArray(screens.id, [...night]))
    }
  })
})
