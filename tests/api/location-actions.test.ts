import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classRuns, locations, logs, screens } from '../../src/server/db/schema'
import { API_MESSAGES } from '../../src/shared/messages'
import type { LocationActionResult } from '../../src/shared/schemas/locationActions'
import { USERS } from './fixtures'
import { bearer, buildTestApp, errorOf, type TestApp } from './helpers'

// Actions across many locations (docs/RULES.md#actions-across-many-locations): one call, a result per location, an audit line each.
let t: TestApp
let admin: string
let staff: string
const ids: string[] = []
const screensOf = new Map<string, string[]>()

const act = (body: object, token = admin) => t.app.inject({ method: 'POST', url: '/api/v1/locations/actions', headers: bearer(token), payload: body })
const resultsOf = async (body: object, token = admin) => {
  const response = await act(body, token)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data.results as LocationActionResult[]
}
const DEVICE = { appVersion: '1', cacheAvailable: true, clipsWanted: 1, clipsCached: 1 }

beforeAll(async () => {
  t = await buildTestApp()
  admin = await t.login(USERS.admin)
  staff = await t.login(USERS.staff)
  // Three studios of two screens each, without a timetable: Alpha has both screens connected, Bravo one, Charlie none.
  for (const [index, name] of ['Alpha', 'Bravo', 'Charlie'].entries()) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/locations',
      headers: bearer(admin),
      payload: {
        name: `Bulk ${name}`,
        locationIdentifier: `KB-BK-000${index}`,
        urlSlug: `bulk-${index}`,
        timeZone: 'UTC',
        language: 'en-us',
        automaticMode: false,
      },
    })
    const location = created.json().data.id as string
    ids.push(location)
    const made: string[] = []
    for (const round of [1, 2]) {
      const screen = await t.app.inject({
        method: 'POST',
        url: '/api/v1/screens',
        headers: bearer(admin),
        payload: { name: `${name} ${round}`, round, location },
      })
      made.push(screen.json().data.id)
    }
    screensOf.set(location, made)
    const connected = made.slice(0, 2 - index)
    if (connected.length > 0) await t.db.update(screens).set({ statusUpdatedAt: new Date() }).where(inArray(screens.id, connected))
  }
})
afterAll(async () => {
  await t?.close()
})

describe('POST /api/v1/locations/actions', () => {
  it('hard-refreshes every screen of the locations, counting the connected ones, and audits each location', async () => {
    const results = await resultsOf({ action: 'hardRefresh', locations: ids })
    expect(results.map(({ name, outcome, screens, flagged, connected }) => ({ name, outcome, screens, flagged: flagged.length, connected }))).toEqual([
      { name: 'Bulk Alpha', outcome: 'done', screens: 2, flagged: 2, connected: 2 },
      { name: 'Bulk Bravo', outcome: 'done', screens: 2, flagged: 2, connected: 1 },
      { name: 'Bulk Charlie', outcome: 'done', screens: 2, flagged: 2, connected: 0 },
    ])
    const flags = await t.db.select({ flag: screens.hardRefreshFlag }).from(screens).where(inArray(screens.locationId, ids))
    expect(flags.every((row) => row.flag)).toBe(true)
    const lines = (await t.db.select().from(logs).where(eq(logs.model, 'Location'))).filter(
      (row) => (row.data as { action?: string }).action === 'bulk hardRefresh',
    )
    expect(lines.map((row) => (row.data as { id: string }).id).sort()).toEqual([...ids].sort())
    expect(lines.every((row) => row.modifiedBy === USERS.admin.email)).toBe(true)
  })

  it('starts and stops a manual class at each location, and a second Stop changes nothing', async () => {
    expect((await resultsOf({ action: 'start', locations: ids })).map((row) => row.outcome)).toEqual(['done', 'done', 'done'])
    const started = await t.db.select().from(locations).where(inArray(locations.id, ids))
    expect(started.every((row) => row.classStart && row.classStartedAt)).toBe(true)
    const runs = await t.db.select().from(classRuns).where(inArray(classRuns.locationId, ids))
    expect(runs).toHaveLength(3)
    expect((await resultsOf({ action: 'stop', locations: ids.slice(0, 2) })).map((row) => row.outcome)).toEqual(['done', 'done'])
    expect((await resultsOf({ action: 'stop', locations: ids })).map((row) => row.outcome)).toEqual(['unchanged', 'unchanged', 'done'])
    const stopped = await t.db.select().from(classRuns).where(inArray(classRuns.locationId, ids))
    expect(stopped.every((run) => run.stoppedAt)).toBe(true)
    expect((await resultsOf({ action: 'automaticOn', locations: ids })).map((row) => row.outcome)).toEqual(['done', 'done', 'done'])
    expect((await resultsOf({ action: 'automaticOn', locations: [ids[0]] })).map((row) => row.outcome)).toEqual(['unchanged'])
    await resultsOf({ action: 'automaticOff', locations: ids })
  })

  it('reloads only idle screens: not where a class runs, nor a screen that plays one, nor near a timetable class', async () => {
    await t.db.update(screens).set({ hardRefreshFlag: false }).where(inArray(screens.locationId, ids))
    const [alpha, bravo, charlie] = ids
    await resultsOf({ action: 'start', locations: [alpha] })
    await t.db
      .update(screens)
      .set({ deviceState: { ...DEVICE, playing: true } })
      .where(eq(screens.id, screensOf.get(bravo)![0]))
    // A class in 20 minutes at Charlie, in its own zone (UTC).
    const soon = new Date(Date.now() + 20 * 60_000)
    const weekday = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][soon.getUTCDay()]
    const timetable = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] } as Record<string, object[]>
    timetable[weekday] = [{ class_name: 'Soon', class_time: soon.toISOString().slice(11, 16) }]
    const saved = await t.app.inject({ method: 'PUT', url: `/api/v1/locations/${charlie}/timetable`, headers: bearer(admin), payload: { timetable } })
    expect(saved.statusCode, saved.body).toBe(200)
    const sameDay = soon.getUTCDate() === new Date().getUTCDate()

    const results = await resultsOf({ action: 'reloadIdle', locations: ids })
    expect(results.map(({ name, flagged, skipped }) => ({ name, flagged: flagged.length, skipped }))).toEqual([
      { name: 'Bulk Alpha', flagged: 0, skipped: 2 },
      { name: 'Bulk Bravo', flagged: 1, skipped: 1 },
      { name: 'Bulk Charlie', flagged: sameDay ? 0 : 2, skipped: sameDay ? 2 : 0 },
    ])
    const [bravoIdle] = screensOf.get(bravo)!.slice(1)
    const flagged = await t.db.select({ id: screens.id }).from(screens).where(eq(screens.hardRefreshFlag, true))
    expect(flagged.map((row) => row.id).filter((id) => [...screensOf.get(alpha)!, ...screensOf.get(bravo)!].includes(id))).toEqual([bravoIdle])
    await resultsOf({ action: 'stop', locations: [alpha] })
  })

  it('reloads idle screens by the day’s plan: a closure today frees a studio, a one-off class near now holds one', async () => {
    const [, bravo, charlie] = ids
    await t.db.update(screens).set({ hardRefreshFlag: false, deviceState: null }).where(inArray(screens.locationId, ids))
    const now = new Date()
    const today = now.toISOString().slice(0, 10)
    // Charlie's timetable has a class near now (the test above), but Charlie is closed today.
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/locations/${charlie}/closures`,
      headers: bearer(admin),
      payload: { startsOn: today, endsOn: today, reason: 'Refurbishment' },
    })
    expect(closed.statusCode, closed.body).toBe(200)
    // Bravo has no timetable, but a one-off class in 20 minutes (the same UTC day, or the check is moot).
    const soon = new Date(now.getTime() + 20 * 60_000)
    const sameDay = soon.toISOString().slice(0, 10) === today
    if (sameDay) {
      const extra = await t.app.inject({
        method: 'POST',
        url: `/api/v1/locations/${bravo}/exceptions`,
        headers: bearer(admin),
        payload: { date: today, kind: 'extra', classTime: soon.toISOString().slice(11, 16), className: 'Charity special' },
      })
      expect(extra.statusCode, extra.body).toBe(200)
    }
    const results = await resultsOf({ action: 'reloadIdle', locations: [bravo, charlie] })
    expect(results.map(({ name, flagged, skipped }) => ({ name, flagged: flagged.length, skipped }))).toEqual([
      { name: 'Bulk Bravo', flagged: sameDay ? 0 : 2, skipped: sameDay ? 2 : 0 },
      { name: 'Bulk Charlie', flagged: 2, skipped: 0 },
    ])
  })

  it('acts on a whole region, and refuses a location out of reach without touching any', async () => {
    const superAdmin = await t.login(USERS.superAdmin)
    const region = await t.app.inject({
      method: 'POST',
      url: '/api/v1/regions',
      headers: bearer(superAdmin),
      payload: { name: 'Bulk', locations: ids.slice(0, 2) },
    })
    const results = await resultsOf({ action: 'refresh', region: region.json().data.id })
    expect(results.map((row) => [row.name, row.flagged.length, row.connected])).toEqual([
      ['Bulk Alpha', 2, 2],
      ['Bulk Bravo', 2, 1],
    ])
    // Staff are linked to the demo studio only: naming another location refuses the whole call.
    const refused = await act({ action: 'start', locations: [ids[0]] }, staff)
    expect([refused.statusCode, refused.json().code]).toEqual([404, 'LOCATION_NOT_FOUND'])
    expect(errorOf(refused)).toBe(`This location was not found, or is not yours to act on: ${ids[0]}. Nothing was done.`)
    const [alpha] = await t.db.select().from(locations).where(eq(locations.id, ids[0]))
    expect(alpha.classStart).toBe(false)
    const both = await act({ action: 'start', locations: [ids[0]], region: region.json().data.id })
    expect([both.statusCode, errorOf(both)]).toEqual([400, API_MESSAGES.locationActionTarget])
    const unknown = await act({ action: 'explode', locations: [ids[0]] })
    expect(unknown.statusCode).toBe(400)
  })
})
