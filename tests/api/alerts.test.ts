import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alerts, locations, workouts } from '../../src/server/db/schema'
import { USERS } from './fixtures'
import { evaluateAlerts } from '../../src/server/alerts/evaluate'
import { buildTestApp, type TestApp } from './helpers'
import { daytimeZone, oneClassTimetable, wallClock } from './wallClock'
import { consoleCall, pairScreen, screenCall, templateIds } from './screensHelpers'

// Alerts: raised once per condition, resolved when it clears, POSTed to a webhook that fails its first tries.
// The timers are off; the test runs the check and the deliveries itself, as the timers would.

interface Received {
  event: string
  alert: { id: string; kind: string; screen: string | null; details: Record<string, unknown>; resolvedAt: string | null }
}

let t: TestApp
let ids: Awaited<ReturnType<typeof templateIds>>
let receiver: Server
const received: Received[] = []
let failuresLeft = 2
const tokens = {} as Record<'admin' | 'staff', string>

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    request.on('end', () => {
      if (failuresLeft > 0) {
        failuresLeft -= 1
        response.writeHead(500).end('down for maintenance')
        return
      }
      received.push(JSON.parse(body) as Received)
      response.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/alerts`
  t = await buildTestApp({ alerts: { webhookUrl, checkEveryMs: 3_600_000, deliverEveryMs: 3_600_000, retryDelaysMs: [0, 0, 0] } })
  for (const key of ['admin', 'staff'] as const) tokens[key] = await t.login(USERS[key])
  ids = await templateIds(t)
})
afterAll(async () => {
  await t?.close()
  await new Promise((resolve) => receiver?.close(resolve))
})

const listAlerts = async (token = tokens.admin, status = 'all') => (await consoleCall(t, 'GET', `/api/v1/alerts?status=${status}`, token)).json()
const kinds = (alerts: { kind: string; resolvedAt: string | null }[]) => alerts.map((alert) => `${alert.kind}${alert.resolvedAt ? ' (resolved)' : ''}`).sort()

describe('alerts', () => {
  it('raise once, reach the webhook through its failures, and resolve themselves when the condition clears', async () => {
    const now = Date.now()
    const zone = daytimeZone(new Date(now))
    await t.db.update(locations).set({ timeZone: zone }).where(eq(locations.id, ids.demoId))
    // A class whose countdown was due two minutes ago (it starts 5 min after its first clip) and nothing played;
    // a paired screen that has not been heard from; round 9 with no workout tomorrow.
    const late = wallClock(now + 3 * 60_000, zone)
    const timetable = oneClassTimetable(now + 3 * 60_000, zone)
    expect((await consoleCall(t, 'PUT', `/api/v1/locations/${ids.demoId}/timetable`, tokens.admin, { timetable })).statusCode).toBe(200)
    await pairScreen(t, tokens.admin, ids.demoScreen(1))
    await t.db.delete(workouts).where(eq(workouts.roundNumber, 9))

    await t.app.alerts.evaluate()
    const raised = await listAlerts()
    expect(kinds(raised.data)).toEqual(['classNotStarted', 'noWorkoutTomorrow', 'screenNotReady'])
    expect(raised.meta).toMatchObject({ open: 3, total: 3 })
    const notStarted = raised.data.find((alert: { kind: string }) => alert.kind === 'classNotStarted')
    expect(notStarted).toMatchObject({
      location: ids.demoId,
      locationName: 'Demo Studio',
      details: { classTime: late.time, className: 'Kickboxing 45' },
      delivery: 'pending',
    })
    // The class's time as an instant too, for the console to show on the studio's clock in the reader's form.
    expect(wallClock(Date.parse(notStarted.details.classAt), zone).time).toBe(late.time)
    // The screen's alert names the screen, so the console can link to it; the others name none.
    expect(raised.data.find((alert: { kind: string }) => alert.kind === 'screenNotReady').screen).toBe(ids.demoScreen(1))
    expect(notStarted.screen).toBeNull()
    expect(raised.data.find((alert: { kind: string }) => alert.kind === 'screenNotReady').details).toMatchObject({
      screen: 'Screen 1',
      round: 1,
      reasons: 'disconnected,notReported',
    })
    expect(raised.data.find((alert: { kind: string }) => alert.kind === 'noWorkoutTomorrow').details).toMatchObject({ round: 9 })

    // Checked again: nothing new.
    await t.app.alerts.evaluate()
    expect((await listAlerts()).meta.total).toBe(3)

    // The receiver answers 500 twice, then takes them all; each alert is sent once it is taken.
    await t.app.alerts.deliver()
    let failed = (await listAlerts()).data.filter((alert: { deliveryAttempts: number }) => alert.deliveryAttempts > 0)
    expect(failed.map((alert: { deliveryError: string }) => alert.deliveryError)).toEqual(['HTTP 500', 'HTTP 500'])
    await t.app.alerts.deliver()
    failed = (await listAlerts()).data.filter((alert: { delivery: string }) => alert.delivery !== 'delivered')
    expect(failed).toEqual([])
    expect(received.map((message) => `${message.event} ${message.alert.kind}`).sort()).toEqual([
      'alert.raised classNotStarted',
      'alert.raised noWorkoutTomorrow',
      'alert.raised screenNotReady',
    ])
    expect(received.find((message) => message.alert.kind === 'screenNotReady')!.alert.screen).toBe(ids.demoScreen(1))

    // Staff start the class by hand: the class-not-started alert resolves, and the webhook hears of it.
    expect((await consoleCall(t, 'PUT', `/api/v1/locations/${ids.demoId}/class`, tokens.staff, { classStart: true, automaticMode: false })).statusCode).toBe(
      200,
    )
    await t.app.alerts.evaluate()
    const after = await listAlerts(tokens.admin, 'open')
    expect(kinds(after.data)).toEqual(['noWorkoutTomorrow'])
    await t.app.alerts.deliver()
    expect(
      received
        .filter((message) => message.event === 'alert.resolved')
        .map((message) => message.alert.kind)
        .sort(),
    ).toEqual(['classNotStarted', 'screenNotReady'])
    expect(received.find((message) => message.event === 'alert.resolved')!.alert.resolvedAt).not.toBeNull()
  })

  it('counts unread per user, and keeps staff to their locations', async () => {
    const before = await listAlerts(tokens.staff)
    expect(before.meta.unread).toBe(before.meta.total)
    expect((await consoleCall(t, 'PUT', '/api/v1/alerts/seen', tokens.staff)).json().data).toEqual({ unread: 0 })
    expect((await listAlerts(tokens.staff)).meta.unread).toBe(0)
    // Staff see only the locations they are given: the other studio's alert is in the admin's list, not theirs.
    await t.db
      .insert(alerts)
      .values({ locationId: ids.otherId, kind: 'noWorkoutTomorrow', key: `noWorkoutTomorrow|${ids.otherId}|test`, details: { round: 1 }, raisedAt: new Date() })
    expect((await listAlerts(tokens.admin)).data.some((alert: { location: string }) => alert.location === ids.otherId)).toBe(true)
    const staffList = await listAlerts(tokens.staff)
    expect(staffList.data.length).toBeGreaterThan(0)
    expect(staffList.data.every((alert: { location: string }) => alert.location === ids.demoId)).toBe(true)
    expect(staffList.meta.unread).toBe(0)
  })

  it('raise no alert for a Stop a person chose; a Stop by a system and a class that ended by itself early raise one, with instants', async () => {
    const token = await pairScreen(t, tokens.admin, ids.demoScreen(2))
    expect((await consoleCall(t, 'PUT', `/api/v1/locations/${ids.demoId}/class`, tokens.staff, { classStart: false })).json().data.classStart).toBe(false)
    /** Start (by `by`), one clip played on the screen; the start instant. */
    let plays = 0
    const startAndPlay = async (by: { authorization: string } | string) => {
      const headers = typeof by === 'string' ? { authorization: `Bearer ${by}` } : by
      const answer = await t.app.inject({ method: 'PUT', url: `/api/v1/locations/${ids.demoId}/class`, headers, payload: { classStart: true } })
      expect(answer.statusCode, answer.body).toBe(200)
      const start = answer.json().data.classStartedAt as string
      const play = {
        id: `stopped-early-${String(++plays).padStart(4, '0')}`,
        run: { kind: 'manual', anchor: start, format: 'normal' },
        position: 0,
        clipKind: 'countdown',
        step: 1,
        startedAt: start,
        endedAt: new Date(Date.parse(start) + 4_000).toISOString(),
        source: 'cache',
        replaced: false,
        stalls: 0,
        stallMs: 0,
      }
      expect((await screenCall(t, 'POST', '/api/v1/screens/plays', token, { plays: [play] })).statusCode).toBe(200)
      return { start, headers }
    }
    const stop = async (headers: Record<string, string>) =>
      expect((await t.app.inject({ method: 'PUT', url: `/api/v1/locations/${ids.demoId}/class`, headers, payload: { classStart: false } })).statusCode).toBe(
        200,
      )
    const stoppedEarly = async () => (await listAlerts(tokens.admin, 'all')).data.filter((alert: { kind: string }) => alert.kind === 'classStoppedEarly')

    // Staff confirm a Stop mid-class: a decision, recorded in the run (stopped, by whom), not an incident.
    const chosen = await startAndPlay(tokens.staff)
    await stop(chosen.headers)
    await t.app.alerts.evaluate()
    expect(await stoppedEarly()).toEqual([])
    const runs = (await consoleCall(t, 'GET', `/api/v1/locations/${ids.demoId}/class-runs?pageSize=50`, tokens.staff)).json().data
    expect(runs.find((run: { plannedStartAt: string }) => run.plannedStartAt === chosen.start)).toMatchObject({
      status: 'stopped',
      stoppedBy: 'location Tester',
    })

    // A system (an API key) stops one: nobody at the studio chose it. Its times are instants, for the reader's clock.
    const superToken = await t.login(USERS.superAdmin)
    const made = await consoleCall(t, 'POST', '/api/v1/api-keys', superToken, { name: 'Front desk', role: 'admin', scopes: ['classes:control'] })
    expect(made.statusCode, made.body).toBe(200)
    const bySystem = await startAndPlay({ authorization: `Bearer ${made.json().data.key as string}` })
    await stop(bySystem.headers)
    await t.app.alerts.evaluate()
    const [raised] = await stoppedEarly()
    expect(raised).toMatchObject({ resolvedAt: null, details: { startedAt: bySystem.start, stoppedBy: expect.stringContaining('Front desk') } })
    expect(Date.parse(raised.details.stoppedAt as string)).toBeGreaterThanOrEqual(Date.parse(bySystem.start))

    // A class nobody stopped that ended by itself before its last clip: quiet for ten minutes, it is raised (no one
    // stopped it); an hour after its last word it resolves, as does the system's Stop.
    const itself = await startAndPlay(tokens.staff)
    const later = (minutes: number) => evaluateAlerts(t.db, t.app.fleet, new Date(Date.parse(itself.start) + minutes * 60_000), true)
    await later(5)
    expect((await stoppedEarly()).filter((alert: { details: { startedAt: string } }) => alert.details.startedAt === itself.start)).toEqual([])
    await later(11)
    const ended = (await stoppedEarly()).find((alert: { details: { startedAt: string } }) => alert.details.startedAt === itself.start)
    expect(ended).toMatchObject({
      resolvedAt: null,
      details: { stoppedBy: null, stoppedAt: null, endedAt: new Date(Date.parse(itself.start) + 4_000).toISOString() },
    })
    await later(75)
    expect((await stoppedEarly()).map((alert: { resolvedAt: string | null }) => alert.resolvedAt !== null)).toEqual([true, true])
    await stop(itself.headers)
  })
})
