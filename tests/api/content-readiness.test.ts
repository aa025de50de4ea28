// Content ahead (docs/CLASS-RUNS.md#content-ahead): each screen reports what it holds of each workout of its plan;
// the readiness of its location and the chain-wide view count the screens ready for today, the next change and the
// week; a screen that will not hold the next workout by the lead time raises an alert naming the cause, sent to the
// webhook, resolved once the screen holds it.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentConditions } from '../../src/server/alerts/contentConditions'
import { evaluateAlerts } from '../../src/server/alerts/evaluate'
import { locations, screens, sessions, workouts } from '../../src/server/db/schema'
import { hashToken } from '../../src/server/lib/tokens'
import { APP_VERSION } from '../../src/shared/constants'
import { USERS } from './fixtures'
import { buildTestApp, turnsDuring, type TestApp } from './helpers'
import { consoleCall, pairScreen, screenCall, templateIds } from './screensHelpers'

interface Received {
  event: string
  alert: { kind: string; details: Record<string, unknown>; resolvedAt: string | null }
}
interface PlanEntry {
  date: string
  from: string | null
  workout: { id: string; name: string; updatedAt: string } | null
  clips: { url: string }[]
}

let t: TestApp
let ids: Awaited<ReturnType<typeof templateIds>>
let receiver: Server
const received: Received[] = []
const tokens = {} as Record<'admin' | 'staff', string>
const screenTokens = {} as Record<1 | 2 | 3, string>
const DAY = 24 * 60 * 60_000
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10)

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    request.on('end', () => {
      received.push(JSON.parse(body) as Received)
      response.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/alerts`
  t = await buildTestApp({ alerts: { webhookUrl, checkEveryMs: 3_600_000, deliverEveryMs: 3_600_000, retryDelaysMs: [0] } })
  for (const key of ['admin', 'staff'] as const) tokens[key] = await t.login(USERS[key])
  ids = await templateIds(t)
  // UTC, rolling over at midnight; a class at 09:00 every day. Rounds 1-3 play today's workout, then tomorrow's.
  await t.db
    .update(locations)
    .set({ timeZone: 'UTC', schedule: [12, 12, 12, 12, 12, 12, 12] })
    .where(eq(locations.id, ids.demoId))
  t.app.fleet.invalidate({ locations: [ids.demoId] })
  const daily = [{ class_name: 'Kickboxing 45', class_time: '09:00' }]
  const timetable = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((name) => [name, daily]))
  expect((await consoleCall(t, 'PUT', `/api/v1/locations/${ids.demoId}/timetable`, tokens.admin, { timetable })).statusCode).toBe(200)
  await t.db.delete(workouts).where(inArray(workouts.roundNumber, [1, 2, 3]))
  for (const round of [1, 2, 3]) {
    for (const [name, startDate, endDate] of [
      [`Today ${round}`, day(0), day(0)],
      [`Next ${round}`, day(1), day(10)],
    ]) {
      const created = await consoleCall(t, 'POST', '/api/v1/workouts', tokens.admin, { name, subHeader: '', round, startDate, endDate })
      expect(created.statusCode, created.body).toBe(200)
    }
  }
  for (const round of [1, 2, 3] as const) screenTokens[round] = await pairScreen(t, tokens.admin, ids.demoScreen(round))
})
afterAll(async () => {
  await t?.close()
  await new Promise((resolve) => receiver?.close(resolve))
})

const planOf = async (token: string): Promise<PlanEntry[]> => (await screenCall(t, 'GET', '/api/v1/screens/plan', token)).json().data.workouts
/** What a screen holding `heldOf(entry)` clips of each planned workout reports. */
const holding = (plan: PlanEntry[], heldOf: (entry: PlanEntry, index: number) => number, extra: object = {}) =>
  plan
    .filter((entry) => entry.workout)
    .map((entry, index) => {
      const held = heldOf(entry, index)
      return {
        workout: entry.workout!.id,
        updatedAt: entry.workout!.updatedAt,
        clips: entry.clips.length,
        held,
        bytesHeld: held * 1_000_000,
        bytesNeeded: (entry.clips.length - held) * 1_000_000,
        failing: 0,
        noRoom: 0,
        expectedAt: null,
        ...extra,
      }
    })
const poll = (token: string, ahead?: object[]) =>
  screenCall(t, 'POST', '/api/v1/screens/poll', token, {
    playing: false,
    automaticMode: true,
    device: { appVersion: APP_VERSION, cacheAvailable: true, clipsWanted: 14, clipsCached: 14, ...(ahead ? { ahead } : {}) },
  })
const readiness = async () => (await consoleCall(t, 'GET', `/api/v1/locations/${ids.demoId}/readiness`, tokens.staff)).json().data
const contentAlerts = async () =>
  (await consoleCall(t, 'GET', '/api/v1/alerts?status=all', tokens.admin)).json().data.filter((alert: { kind: string }) => alert.kind === 'contentNotReady')

describe('content ahead', () => {
  it('counts the screens that hold today’s workout, the next change’s and the week’s, with each one’s progress', async () => {
    const plan = await planOf(screenTokens[1])
    expect(plan.map((entry) => entry.workout?.name)).toEqual(['Today 1', 'Next 1'])
    // Screen 1 holds both; screen 2 today's and all but one clip of the next; screen 3 reports nothing of its plan.
    expect(
      (
        await poll(
          screenTokens[1],
          holding(plan, (entry) => entry.clips.length),
        )
      ).statusCode,
    ).toBe(200)
    const plan2 = await planOf(screenTokens[2])
    expect(
      (
        await poll(
          screenTokens[2],
          holding(plan2, (entry, index) => (index === 0 ? entry.clips.length : entry.clips.length - 1)),
        )
      ).statusCode,
    ).toBe(200)
    expect((await poll(screenTokens[3])).statusCode).toBe(200)

    const answer = await readiness()
    const nextChange = new Date(`${day(1)}T00:00:00Z`).toISOString()
    expect(answer.content).toEqual({
      today: { ready: 2, total: 3 },
      nextChange: { ready: 1, total: 3 },
      week: { ready: 1, total: 3 },
      nextChangeAt: nextChange,
    })
    const byRound = Object.fromEntries(answer.screens.map((screen: { round: number; content: unknown }) => [screen.round, screen.content]))
    expect(byRound[1]).toMatchObject({ readyToday: true, readyNextChange: true, readyWeek: true, nextChangeAt: nextChange })
    expect(byRound[2].workouts[1]).toMatchObject({
      name: 'Next 2',
      date: day(1),
      from: nextChange,
      firstClassAt: `${day(1)}T09:00:00.000Z`,
      clips: plan2[1].clips.length,
      held: plan2[1].clips.length - 1,
      bytesHeld: (plan2[1].clips.length - 1) * 1_000_000,
      ready: false,
      cause: 'downloading',
    })
    expect(byRound[3]).toMatchObject({ readyToday: false, readyNextChange: false, workouts: [{ cause: 'notReported' }, { cause: 'notReported' }] })
    // A screen never paired has no content to speak of.
    expect(byRound[4]).toBeNull()

    // Chain-wide, by region: the demo studio in no region here.
    const chain = (await consoleCall(t, 'GET', '/api/v1/content-readiness', tokens.admin)).json().data
    const demo = chain.regions
      .flatMap((region: { locations: { location: string }[] }) => region.locations)
      .find((row: { location: string }) => row.location === ids.demoId)
    expect(demo.content).toEqual(answer.content)
    expect(chain.content.nextChange.total).toBeGreaterThanOrEqual(3)
    // Staff see their own studios only.
    const staffChain = (await consoleCall(t, 'GET', '/api/v1/content-readiness', tokens.staff)).json().data
    expect(staffChain.regions.flatMap((region: { locations: { location: string }[] }) => region.locations.map((row) => row.location))).not.toContain(
      ids.otherId,
    )
  })

  it('counts a report of an older version of a workout for nothing, and refuses a malformed one', async () => {
    const plan = await planOf(screenTokens[1])
    const stale = holding(plan, (entry) => entry.clips.length).map((held, index) => (index === 1 ? { ...held, updatedAt: '2020-01-01T00:00:00.000Z' } : held))
    expect((await poll(screenTokens[1], stale)).statusCode).toBe(200)
    expect((await readiness()).screens[0].content).toMatchObject({ readyToday: true, readyNextChange: false })
    const bad = await poll(screenTokens[1], [
      { workout: 'not-an-id', updatedAt: 'x', clips: -1, held: 0, bytesHeld: 0, bytesNeeded: null, failing: 0, noRoom: 0, expectedAt: null },
    ])
    expect(bad.statusCode).toBe(400)
    expect(bad.json().code).toBeTruthy()
    expect(
      (
        await poll(
          screenTokens[1],
          holding(plan, (entry) => entry.clips.length),
        )
      ).statusCode,
    ).toBe(200)
  })

  it('raises an alert for a screen that will not hold the next workout by the lead time, names the cause, and resolves it', async () => {
    const plan2 = await planOf(screenTokens[2])
    expect(plan2[1].clips.length).toBeGreaterThan(1)
    await poll(
      screenTokens[2],
      holding(plan2, (entry, index) => (index === 0 ? entry.clips.length : entry.clips.length - 1), { failing: 0 }),
    )
    // Before the lead time (the class is 9-33 hours away, the lead 1 minute): nothing.
    await evaluateAlerts(t.db, t.app.fleet, new Date(), true, { contentLeadHours: 1 / 60 })
    expect(await contentAlerts()).toEqual([])
    // With a 48-hour lead: screen 2 is still downloading (the window is too short), screen 3 has said nothing.
    await evaluateAlerts(t.db, t.app.fleet, new Date(), true, { contentLeadHours: 48 })
    const raised = await contentAlerts()
    const byScreen = Object.fromEntries(raised.map((alert: { details: { round: number } }) => [alert.details.round, alert]))
    expect(Object.keys(byScreen).sort()).toEqual(['2', '3'])
    expect(byScreen[2]).toMatchObject({
      screen: ids.demoScreen(2),
      resolvedAt: null,
      details: { workout: 'Next 2', date: day(1), classAt: `${day(1)}T09:00:00.000Z`, held: plan2[1].clips.length - 1, cause: 'windowTooShort' },
    })
    // Screen 3 reported no plan at all: the next workout, and today's while today's class is ahead, each its own alert.
    const round3 = Date.parse(`${day(0)}T09:00:00Z`) - 15 * 60_000 > Date.now() ? 2 : 1
    expect(raised.filter((alert: { details: { round: number } }) => alert.details.round === 3).length).toBe(round3)
    // Once raised, raised once.
    await evaluateAlerts(t.db, t.app.fleet, new Date(), true, { contentLeadHours: 48 })
    expect(await contentAlerts()).toHaveLength(raised.length)

    // A clip failing is named as such.
    await poll(
      screenTokens[2],
      holding(plan2, (entry, index) => (index === 0 ? entry.clips.length : entry.clips.length - 1), { failing: 1 }),
    )
    // (the open alert keeps its details; the readiness says the cause now)
    expect((await readiness()).screens[1].content.workouts[1].cause).toBe('clipFailing')

    // Screen 2 completes: its alert resolves; the webhook hears both.
    await poll(
      screenTokens[2],
      holding(plan2, (entry) => entry.clips.length),
    )
    await evaluateAlerts(t.db, t.app.fleet, new Date(), true, { contentLeadHours: 48 })
    const after = await contentAlerts()
    expect(after.find((alert: { details: { round: number } }) => alert.details.round === 2).resolvedAt).not.toBeNull()
    expect(after.filter((alert: { details: { round: number }; resolvedAt: string | null }) => alert.details.round === 3 && !alert.resolvedAt)).toHaveLength(
      round3,
    )
    // One delivery round sends what is owed of each alert: its raising, then its resolution.
    for (let round = 0; round < 3; round += 1) await t.app.alerts.deliver()
    const hooks = received.filter((hook) => hook.alert.kind === 'contentNotReady' && hook.alert.details.round === 2).map((hook) => hook.event)
    expect(hooks).toEqual(['alert.raised', 'alert.resolved'])
  })
  // A chain of a thousand studios has ten thousand screens: made one plan after another, from the embedded database in
  // this process, they once held every poll for half a minute. Plans are made a batch at a time, requests let in between.
  it('checks a chain’s screens a batch at a time, letting the polls in, each location’s round planned once', async () => {
    const now = new Date()
    const walls = await t.db
      .insert(screens)
      .values(
        Array.from({ length: 250 }, (_, index) => ({
          name: `Wall ${index}`,
          round: (index % 3) + 1,
          locationId: ids.demoId,
          language: 'en-US',
          timeZone: 'UTC',
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: screens.id })
    await t.db
      .insert(sessions)
      .values(walls.map((wall) => ({ kind: 'screen' as const, screenId: wall.id, tokenHash: hashToken(`wall-${wall.id}`), expiresAt: null })))
    // Plans made afresh, from the database.
    t.app.fleet.invalidate({ workouts: true })
    const before = t.app.fleet.cacheStats().roundWorkouts.misses
    const [demo] = await t.db.select().from(locations).where(eq(locations.id, ids.demoId))
    const { result, turns } = await turnsDuring(() => contentConditions(t.db, t.app.fleet, [demo], now, 48, 15))
    expect(turns).toBeGreaterThan(1)
    // 253 screens of three rounds: three plans, each round's workouts read once.
    expect(t.app.fleet.cacheStats().roundWorkouts.misses - before).toBe(3)
    // None of the new screens has reported anything: each is told it does not hold the next workout yet.
    const named = new Set(result.map((condition) => condition.details.screen))
    expect(walls.every((_, index) => named.has(`Wall ${index}`))).toBe(true)
    await t.db.delete(screens).where(
      inArray(
        screens.id,
        walls.map((wall) => wall.id),
      ),
    )
  })
})
