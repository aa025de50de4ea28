import { parseDate } from '@internationalized/date'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { locationClosures, logs } from '../../src/server/db/schema'
import { API_MESSAGES } from '../../src/shared/messages'
import { emptyTimetable } from '../../src/shared/timetable'
import type { LocationActionResult } from '../../src/shared/schemas/locationActions'
import { USERS } from './fixtures'
import { bearer, buildTestApp, errorOf, type TestApp } from './helpers'
import { makeRegionWorld, type RegionWorld } from './regionsHelpers'
import { consoleCall, pairScreen, screenCall } from './screensHelpers'

// Head office by region (docs/RULES.md#calendar): a region's public holidays close every studio of
// the region, kept by the admins of that region and never another's; the actions across studios add
// a closure to each; overlapping closures and extra classes on closed days are refused with words;
// a closure of today leaves a playing class alone and says so.

let t: TestApp
let world: RegionWorld
let staff: string
let chainAdmin: string
let northScreen: string
let southScreen: string

// Closures and one-off classes start at most 730 days ahead (docs/SECURITY.md#calendar-limits): next year's dates.
const NEXT_YEAR = new Date().getUTCFullYear() + 1
const lastAudit = async (model: string) => (await t.db.select().from(logs).where(eq(logs.model, model)).orderBy(desc(logs.date)).limit(1))[0]
const pollOf = async (token: string) => {
  const answer = await screenCall(t, 'POST', '/api/v1/screens/poll', token, { playing: false, automaticMode: true })
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json().data as { today: string; timetable: { class_name: string; class_time: string }[]; closedToday: string | null }
}
const graphql = (query: string, variables: object, token: string) =>
  t.app.inject({ method: 'POST', url: '/graphql', headers: { ...bearer(token), 'content-type': 'application/json' }, payload: { query, variables } })
const act = (body: object, token: string) => t.app.inject({ method: 'POST', url: '/api/v1/locations/actions', headers: bearer(token), payload: body })
const everyDay = { ...emptyTimetable() } as Record<string, { class_name: string; class_time: string }[]>
for (const day of Object.keys(everyDay)) everyDay[day] = [{ class_name: 'Evening', class_time: '23:59' }]

beforeAll(async () => {
  t = await buildTestApp({ graphql: { supergraphPath: 'mesh/supergraph.graphql', production: false } })
  world = await makeRegionWorld(t)
  staff = await t.login(USERS.staff)
  chainAdmin = await t.login(USERS.admin)
  for (const location of [world.north.location, world.south.location]) {
    const saved = await consoleCall(t, 'PUT', `/api/v1/locations/${location}`, world.superAdmin, { timeZone: 'UTC' })
    expect(saved.statusCode, saved.body).toBe(200)
    const timetable = await consoleCall(t, 'PUT', `/api/v1/locations/${location}/timetable`, world.superAdmin, { timetable: everyDay })
    expect(timetable.statusCode, timetable.body).toBe(200)
  }
  northScreen = await pairScreen(t, world.superAdmin, world.north.screen)
  southScreen = await pairScreen(t, world.superAdmin, world.south.screen)
}, 180_000)
afterAll(async () => {
  await t?.close()
})

describe('regional public holidays', () => {
  it('close every studio of the region on the date, and only those; the poll says why; removing it opens them again', async () => {
    const { today } = await pollOf(northScreen)
    const created = await consoleCall(t, 'POST', '/api/v1/holidays', world.superAdmin, { date: today, name: 'North Day', regionId: world.north.region })
    expect(created.statusCode, created.body).toBe(200)
    const holiday = created.json().data
    expect(holiday).toMatchObject({ date: today, name: 'North Day', regionId: world.north.region })
    expect(await lastAudit('Holiday')).toMatchObject({
      action: 'create',
      modifiedBy: USERS.superAdmin.email,
      data: { regionId: world.north.region, regionName: 'North' },
    })

    expect(await pollOf(northScreen)).toMatchObject({ timetable: [], closedToday: 'North Day' })
    expect(await pollOf(southScreen)).toMatchObject({ closedToday: null, timetable: [{ class_name: 'Evening', class_time: '23:59' }] })
    const readiness = await consoleCall(t, 'GET', `/api/v1/locations/${world.north.location}/readiness`, world.superAdmin)
    expect(readiness.json().data.nextClass).toBeNull()
    const calendar = await consoleCall(t, 'GET', `/api/v1/locations/${world.north.location}/calendar?from=${today}&to=${today}`, staff)
    expect(calendar.json().data.holidays).toEqual([holiday])
    const southCalendar = await consoleCall(t, 'GET', `/api/v1/locations/${world.south.location}/calendar?from=${today}&to=${today}`, world.superAdmin)
    expect(southCalendar.json().data.holidays).toEqual([])

    expect((await consoleCall(t, 'DELETE', `/api/v1/holidays/${holiday.id}`, world.northAdmin)).statusCode).toBe(200)
    expect(await lastAudit('Holiday')).toMatchObject({ action: 'delete', modifiedBy: 'north-admin@studio.test', data: { regionId: world.north.region } })
    expect(await pollOf(northScreen)).toMatchObject({ closedToday: null, timetable: [{ class_name: 'Evening', class_time: '23:59' }] })
  })

  it('are kept by the admins of the region, never of another; the chain’s holidays stay the super-admin’s', async () => {
    const mine = await consoleCall(t, 'POST', '/api/v1/holidays', world.northAdmin, { date: '2031-05-01', name: 'North Fair', regionId: world.north.region })
    expect(mine.statusCode, mine.body).toBe(200)
    const theirs = await consoleCall(t, 'POST', '/api/v1/holidays', world.superAdmin, { date: '2031-05-02', name: 'South Fair', regionId: world.south.region })
    expect(theirs.statusCode, theirs.body).toBe(200)
    const chain = await consoleCall(t, 'POST', '/api/v1/holidays', world.superAdmin, { date: '2031-12-25', name: 'Christmas Day' })
    expect(chain.json().data.regionId).toBeNull()

    // Another region is out of reach: as if it did not exist.
    const other = await consoleCall(t, 'POST', '/api/v1/holidays', world.northAdmin, { date: '2031-05-03', name: 'Not mine', regionId: world.south.region })
    expect([other.statusCode, other.json().code, errorOf(other)]).toEqual([404, 'REGION_NOT_FOUND', API_MESSAGES.regionNotFound])
    const removeOther = await consoleCall(t, 'DELETE', `/api/v1/holidays/${theirs.json().data.id}`, world.northAdmin)
    expect([removeOther.statusCode, removeOther.json().code]).toEqual([404, 'HOLIDAY_NOT_FOUND'])
    for (const token of [world.northAdmin, chainAdmin]) {
      const wide = await consoleCall(t, 'POST', '/api/v1/holidays', token, { date: '2031-05-04', name: 'Everywhere' })
      expect([wide.statusCode, wide.json().code, errorOf(wide)]).toEqual([403, 'HOLIDAY_CHAIN_WIDE_SUPER_ADMIN', API_MESSAGES.holidayChainWideSuperAdmin])
      const removeWide = await consoleCall(t, 'DELETE', `/api/v1/holidays/${chain.json().data.id}`, token)
      expect([removeWide.statusCode, removeWide.json().code]).toEqual([403, 'HOLIDAY_CHAIN_WIDE_SUPER_ADMIN'])
    }
    // An admin of the whole chain keeps every region's; staff only read.
    const chainWide = await consoleCall(t, 'POST', '/api/v1/holidays', chainAdmin, { date: '2031-05-05', name: 'South Games', regionId: world.south.region })
    expect(chainWide.statusCode, chainWide.body).toBe(200)
    expect((await consoleCall(t, 'POST', '/api/v1/holidays', staff, { date: '2031-05-06', name: 'Staff', regionId: world.north.region })).statusCode).toBe(403)
    const unknown = await consoleCall(t, 'POST', '/api/v1/holidays', world.superAdmin, {
      date: '2031-05-07',
      name: 'Nowhere',
      regionId: '00000000-0000-4000-8000-000000000000',
    })
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'REGION_NOT_FOUND'])
    const twice = await consoleCall(t, 'POST', '/api/v1/holidays', world.northAdmin, { date: '2031-05-01', name: 'Again', regionId: world.north.region })
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'HOLIDAY_DATE_TAKEN'])
    // The same date in the chain and in a region is two holidays, as two regions may share one.
    const sameDate = await consoleCall(t, 'POST', '/api/v1/holidays', world.superAdmin, { date: '2031-05-01', name: 'South too', regionId: world.south.region })
    expect(sameDate.statusCode, sameDate.body).toBe(200)

    // Each reads what their scope sees: the chain's and their regions'.
    const names = async (token: string) =>
      (await consoleCall(t, 'GET', '/api/v1/holidays?year=2031', token)).json().data.map((row: { name: string }) => row.name)
    expect(await names(world.northAdmin)).toEqual(['North Fair', 'Christmas Day'])
    expect(await names(staff)).toEqual(['North Fair', 'Christmas Day'])
    expect(await names(world.superAdmin)).toEqual(['North Fair', 'South too', 'South Fair', 'South Games', 'Christmas Day'])
  })

  it('through GraphQL too, with the same scope', async () => {
    const create = 'mutation ($input: HolidayCreateBodyInput_Input) { createHoliday(input: $input) { data { id date name regionId } } }'
    const made = await graphql(create, { input: { date: '2032-06-01', name: 'North GraphQL', regionId: world.north.region } }, world.northAdmin)
    expect([made.statusCode, made.json().errors], made.body).toEqual([200, undefined])
    expect(made.json().data.createHoliday.data).toMatchObject({ date: '2032-06-01', name: 'North GraphQL', regionId: world.north.region })
    const refused = await graphql(create, { input: { date: '2032-06-02', name: 'South GraphQL', regionId: world.south.region } }, world.northAdmin)
    expect(refused.json().errors[0]).toMatchObject({
      message: API_MESSAGES.regionNotFound,
      extensions: { status: 404, code: 'NOT_FOUND', errorCode: 'REGION_NOT_FOUND' },
    })
    const listed = await graphql('query { listHolidays(year: 2032) { data { name regionId } } }', {}, world.northAdmin)
    expect(listed.json().data.listHolidays.data).toEqual([{ name: 'North GraphQL', regionId: world.north.region }])
  }, 120_000)
})

describe('closures', () => {
  it('refuse a closure over days the studio is closed already, with words', async () => {
    const url = `/api/v1/locations/${world.south.location}/closures`
    const first = await consoleCall(t, 'POST', url, world.superAdmin, { startsOn: `${NEXT_YEAR}-03-02`, endsOn: `${NEXT_YEAR}-03-08`, reason: 'Refurbishment' })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().data.today).toEqual({ coversToday: false, classPlaying: false })
    for (const [startsOn, endsOn] of [
      [`${NEXT_YEAR}-03-08`, `${NEXT_YEAR}-03-09`],
      [`${NEXT_YEAR}-02-20`, `${NEXT_YEAR}-03-02`],
      [`${NEXT_YEAR}-03-04`, `${NEXT_YEAR}-03-05`],
      [`${NEXT_YEAR}-02-01`, `${NEXT_YEAR}-04-01`],
    ]) {
      const overlap = await consoleCall(t, 'POST', url, world.superAdmin, { startsOn, endsOn, reason: 'Again' })
      expect([overlap.statusCode, overlap.json().code, errorOf(overlap)], `${startsOn}..${endsOn}`).toEqual([
        409,
        'CLOSURE_OVERLAPS',
        API_MESSAGES.closureOverlaps,
      ])
    }
    const next = await consoleCall(t, 'POST', url, world.superAdmin, { startsOn: `${NEXT_YEAR}-03-09`, endsOn: `${NEXT_YEAR}-03-09`, reason: 'Day after' })
    expect(next.statusCode, next.body).toBe(200)
    const rows = await t.db.select().from(locationClosures).where(eq(locationClosures.locationId, world.south.location))
    expect(rows.map((row) => row.reason).sort()).toEqual(['Day after', 'Refurbishment'])
  })

  it('refuse an extra class on a closed day (a closure or a holiday of the region), with the reason; a cancellation is fine', async () => {
    const url = `/api/v1/locations/${world.north.location}/exceptions`
    await consoleCall(t, 'POST', `/api/v1/locations/${world.north.location}/closures`, world.superAdmin, {
      startsOn: `${NEXT_YEAR}-01-10`,
      endsOn: `${NEXT_YEAR}-01-11`,
      reason: 'Flooded',
    })
    await consoleCall(t, 'POST', '/api/v1/holidays', world.superAdmin, { date: `${NEXT_YEAR}-01-20`, name: 'North Day', regionId: world.north.region })
    for (const date of [`${NEXT_YEAR}-01-10`, `${NEXT_YEAR}-01-11`, `${NEXT_YEAR}-01-20`]) {
      const extra = await consoleCall(t, 'POST', url, staff, { date, kind: 'extra', classTime: '10:00', className: 'Charity' })
      expect([extra.statusCode, extra.json().code, errorOf(extra)], date).toEqual([409, 'EXTRA_CLASS_ON_CLOSED_DAY', API_MESSAGES.extraClassOnClosedDay])
    }
    expect((await consoleCall(t, 'POST', url, staff, { date: `${NEXT_YEAR}-01-12`, kind: 'extra', classTime: '10:00', className: 'Charity' })).statusCode).toBe(
      200,
    )
    expect((await consoleCall(t, 'POST', url, staff, { date: `${NEXT_YEAR}-01-10`, kind: 'cancelled', classTime: '10:00' })).statusCode).toBe(200)
    // The South studio's calendar has no North holiday: its extra class on that date is fine.
    const south = await consoleCall(t, 'POST', `/api/v1/locations/${world.south.location}/exceptions`, world.superAdmin, {
      date: `${NEXT_YEAR}-01-20`,
      kind: 'extra',
      classTime: '10:00',
      className: 'Open here',
    })
    expect(south.statusCode, south.body).toBe(200)
  })

  it('of today while a class plays: the class plays on (still started), the answer says so, the poll says closed', async () => {
    const { today } = await pollOf(southScreen)
    const started = await consoleCall(t, 'PUT', `/api/v1/locations/${world.south.location}/class`, world.superAdmin, { automaticMode: false, classStart: true })
    expect(started.statusCode, started.body).toBe(200)
    const closed = await consoleCall(t, 'POST', `/api/v1/locations/${world.south.location}/closures`, world.superAdmin, {
      startsOn: today,
      endsOn: today,
      reason: 'Power cut',
    })
    expect(closed.statusCode, closed.body).toBe(200)
    expect(closed.json().data).toMatchObject({ reason: 'Power cut', today: { coversToday: true, classPlaying: true } })
    const state = await consoleCall(t, 'GET', `/api/v1/locations/${world.south.location}`, world.superAdmin)
    expect(state.json().data.classStart).toBe(true)
    const poll = await screenCall(t, 'POST', '/api/v1/screens/poll', southScreen, { playing: true, automaticMode: false })
    expect(poll.json().data).toMatchObject({ classStart: true, closedToday: 'Power cut', timetable: [] })
    await consoleCall(t, 'PUT', `/api/v1/locations/${world.south.location}/class`, world.superAdmin, { classStart: false })
    await t.db.delete(locationClosures).where(and(eq(locationClosures.locationId, world.south.location), eq(locationClosures.reason, 'Power cut')))
  })
})

describe('closing many studios in one action', () => {
  it('adds the closure to every studio of a region, or the ticked ones; one already closed those days is left alone and named', async () => {
    const closure = { startsOn: '2035-08-01', endsOn: '2035-08-02', reason: 'Regional strike' }
    const response = await act({ action: 'close', locations: [world.north.location, world.south.location], closure }, world.superAdmin)
    expect(response.statusCode, response.body).toBe(200)
    const results = response.json().data.results as LocationActionResult[]
    expect(results.map(({ location, outcome, closure: added }) => ({ location, outcome, reason: added?.reason }))).toEqual(
      expect.arrayContaining([
        { location: world.north.location, outcome: 'done', reason: 'Regional strike' },
        { location: world.south.location, outcome: 'done', reason: 'Regional strike' },
      ]),
    )
    expect(await lastAudit('Closure')).toMatchObject({ action: 'create', data: { reason: 'Regional strike', action: 'bulk close' } })

    // Again, for the North region: its studio is closed those days already.
    const again = await act({ action: 'close', region: world.north.region, closure: { ...closure, endsOn: '2035-08-03' } }, world.northAdmin)
    expect(again.statusCode, again.body).toBe(200)
    const [north] = again.json().data.results as LocationActionResult[]
    expect(north).toMatchObject({ location: world.north.location, outcome: 'alreadyClosed', closedBy: { reason: 'Regional strike' } })
    expect(north.closure ?? null).toBeNull()

    // A regional admin closes only their region: the other studio answers 404, and nothing is done.
    const outside = await act(
      { action: 'close', locations: [world.south.location], closure: { ...closure, startsOn: '2035-09-01', endsOn: '2035-09-01' } },
      world.northAdmin,
    )
    expect(outside.statusCode).toBe(404)
    const bad = [
      { action: 'close', region: world.north.region },
      { action: 'refresh', region: world.north.region, closure },
    ]
    for (const body of bad) {
      const refused = await act(body, world.superAdmin)
      expect([refused.statusCode, errorOf(refused)], JSON.stringify(body)).toEqual([400, API_MESSAGES.locationActionClosure])
    }
    const backwards = await act({ action: 'close', region: world.north.region, closure: { ...closure, startsOn: '2035-08-09' } }, world.superAdmin)
    expect([backwards.statusCode, backwards.json().code]).toEqual([400, 'CLOSURE_RANGE_ORDER'])
    expect((await act({ action: 'close', region: world.north.region, closure }, staff)).statusCode).toBe(404)
  })

  it('of today: the screens say closed at once, and the result tells whether a class plays on', async () => {
    const { today } = await pollOf(northScreen)
    const response = await act(
      { action: 'close', region: world.north.region, closure: { startsOn: today, endsOn: parseDate(today).add({ days: 1 }).toString(), reason: 'Storm' } },
      world.northAdmin,
    )
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data.results[0]).toMatchObject({ outcome: 'done', today: { coversToday: true, classPlaying: false } })
    expect(await pollOf(northScreen)).toMatchObject({ closedToday: 'Storm', timetable: [] })
  })
})
