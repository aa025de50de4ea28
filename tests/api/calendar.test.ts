import { parseDate } from '@internationalized/date'
import { desc, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classExceptions, locationClosures, locations, logs } from '../../src/server/db/schema'
import { createStudioService } from '../../src/server/timetable/studioService'
import { API_MESSAGES } from '../../src/shared/messages'
import { CALENDAR_AHEAD_MAX_DAYS, CLASS_EXCEPTIONS_AHEAD_MAX, CLASS_EXCEPTIONS_PER_DAY_MAX, CLOSURES_AHEAD_MAX } from '../../src/shared/schemas/calendar'
import { emptyTimetable } from '../../src/shared/timetable'
import { USERS } from './fixtures'
import { buildTestApp, errorOf, type TestApp } from './helpers'
import { consoleCall, pairScreen, screenCall, templateIds } from './screensHelpers'

// Holidays, closures and one-off classes (docs/RULES.md#calendar): the routes, their roles and bad
// input, the audit, and what the screens' poll and readiness make of them.

type Tokens = Record<'superAdmin' | 'admin' | 'staff' | 'api', string>
const loginAll = async (t: TestApp): Promise<Tokens> => ({
  superAdmin: await t.login(USERS.superAdmin),
  admin: await t.login(USERS.admin),
  staff: await t.login(USERS.staff),
  api: await t.login(USERS.api),
})
/** Closures and one-off classes are for the next two years (CALENDAR_AHEAD_MAX_DAYS): next year's dates. */
const YEAR = new Date().getUTCFullYear() + 1
const lastAudit = async (t: TestApp, model: string) => (await t.db.select().from(logs).where(eq(logs.model, model)).orderBy(desc(logs.date)).limit(1))[0]

describe('calendar routes', () => {
  let t: TestApp
  let ids: Awaited<ReturnType<typeof templateIds>>
  let tokens: Tokens
  beforeAll(async () => {
    t = await buildTestApp()
    ids = await templateIds(t)
    tokens = await loginAll(t)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('holidays: the super-admin sets and removes them, audited; everyone reads; a date once; a real date', async () => {
    const created = await consoleCall(t, 'POST', '/api/v1/holidays', tokens.superAdmin, { date: '2030-12-25', name: 'Christmas Day' })
    expect(created.statusCode, created.body).toBe(200)
    const holiday = created.json().data
    expect(holiday).toMatchObject({ date: '2030-12-25', name: 'Christmas Day' })
    expect(await lastAudit(t, 'Holiday')).toMatchObject({ action: 'create', modifiedBy: USERS.superAdmin.email, data: { date: '2030-12-25' } })

    const listed = await consoleCall(t, 'GET', '/api/v1/holidays?year=2030', tokens.staff)
    expect(listed.json().data).toEqual([holiday])

    const again = await consoleCall(t, 'POST', '/api/v1/holidays', tokens.superAdmin, { date: '2030-12-25', name: 'Again' })
    expect([again.statusCode, again.json().code, errorOf(again)]).toEqual([409, 'HOLIDAY_DATE_TAKEN', API_MESSAGES.holidayDateTaken])
    for (const body of [
      { date: '2030-02-30', name: 'No such day' },
      { date: '25/12/2030', name: 'Wrong form' },
    ]) {
      const bad = await consoleCall(t, 'POST', '/api/v1/holidays', tokens.superAdmin, body)
      expect([bad.statusCode, bad.json().fields?.date]).toEqual([400, API_MESSAGES.calendarDateFormat])
    }
    const nameless = await consoleCall(t, 'POST', '/api/v1/holidays', tokens.superAdmin, { date: '2030-12-26', name: '  ' })
    expect(nameless.statusCode).toBe(400)
    expect((await consoleCall(t, 'POST', '/api/v1/holidays', tokens.admin, { date: '2030-12-26', name: 'Boxing Day' })).statusCode).toBe(403)
    expect((await consoleCall(t, 'DELETE', `/api/v1/holidays/${holiday.id}`, tokens.admin)).statusCode).toBe(403)

    expect((await consoleCall(t, 'DELETE', `/api/v1/holidays/${holiday.id}`, tokens.superAdmin)).statusCode).toBe(200)
    expect(await lastAudit(t, 'Holiday')).toMatchObject({ action: 'delete', data: { date: '2030-12-25' } })
    const gone = await consoleCall(t, 'DELETE', `/api/v1/holidays/${holiday.id}`, tokens.superAdmin)
    expect([gone.statusCode, gone.json().code]).toEqual([404, 'HOLIDAY_NOT_FOUND'])
  })

  it('closures: staff close their own studio for a range, audited; never another studio; the range is checked', async () => {
    const url = `/api/v1/locations/${ids.demoId}/closures`
    const created = await consoleCall(t, 'POST', url, tokens.staff, { startsOn: `${YEAR}-03-02`, endsOn: `${YEAR}-03-08`, reason: 'Refurbishment' })
    expect(created.statusCode, created.body).toBe(200)
    const { today, ...closure } = created.json().data
    // Not today: nothing changes for a class now.
    expect(today).toEqual({ coversToday: false, classPlaying: false })
    expect(await lastAudit(t, 'Closure')).toMatchObject({
      action: 'create',
      modifiedBy: USERS.staff.email,
      data: { location: ids.demoId, reason: 'Refurbishment' },
    })

    const calendar = await consoleCall(t, 'GET', `/api/v1/locations/${ids.demoId}/calendar?from=${YEAR}-03-05&to=${YEAR}-03-31`, tokens.api)
    expect(calendar.statusCode, calendar.body).toBe(200)
    expect(calendar.json().data).toMatchObject({ location: ids.demoId, from: `${YEAR}-03-05`, to: `${YEAR}-03-31`, closures: [closure], exceptions: [] })

    const backwards = await consoleCall(t, 'POST', url, tokens.staff, { startsOn: `${YEAR}-03-08`, endsOn: `${YEAR}-03-02`, reason: 'Oops' })
    expect([backwards.statusCode, backwards.json().code, errorOf(backwards)]).toEqual([400, 'CLOSURE_RANGE_ORDER', API_MESSAGES.closureRangeOrder])
    const tooLong = await consoleCall(t, 'POST', url, tokens.staff, { startsOn: `${YEAR}-01-01`, endsOn: `${YEAR + 1}-06-01`, reason: 'Long' })
    expect([tooLong.statusCode, tooLong.json().code]).toEqual([400, 'CLOSURE_TOO_LONG'])
    const noReason = await consoleCall(t, 'POST', url, tokens.staff, { startsOn: `${YEAR}-03-02`, endsOn: `${YEAR}-03-02` })
    expect([noReason.statusCode, noReason.json().fields?.reason]).toEqual([400, 'Reason is required.'])
    const wideRead = await consoleCall(t, 'GET', `/api/v1/locations/${ids.demoId}/calendar?from=${YEAR}-01-01&to=${YEAR + 2}-01-01`, tokens.staff)
    expect([wideRead.statusCode, wideRead.json().code]).toEqual([400, 'CALENDAR_RANGE_TOO_LONG'])

    // Another studio is not found for its staff, and the api-access user only reads.
    const other = await consoleCall(t, 'POST', `/api/v1/locations/${ids.otherId}/closures`, tokens.staff, {
      startsOn: `${YEAR}-03-02`,
      endsOn: `${YEAR}-03-02`,
      reason: 'x',
    })
    expect([other.statusCode, other.json().code]).toEqual([404, 'LOCATION_NOT_FOUND'])
    expect((await consoleCall(t, 'GET', `/api/v1/locations/${ids.otherId}/calendar`, tokens.staff)).statusCode).toBe(404)
    expect((await consoleCall(t, 'POST', url, tokens.api, { startsOn: `${YEAR}-03-02`, endsOn: `${YEAR}-03-02`, reason: 'x' })).statusCode).toBe(403)
    // A closure is deleted only through its own studio.
    expect((await consoleCall(t, 'DELETE', `/api/v1/locations/${ids.otherId}/closures/${closure.id}`, tokens.admin)).json().code).toBe('CLOSURE_NOT_FOUND')

    expect((await consoleCall(t, 'DELETE', `${url}/${closure.id}`, tokens.staff)).statusCode).toBe(200)
    expect(await lastAudit(t, 'Closure')).toMatchObject({ action: 'delete', data: { id: closure.id } })
  })

  it('one-off classes: an extra class needs a name, a time is HH:MM, one change per class and date', async () => {
    const url = `/api/v1/locations/${ids.demoId}/exceptions`
    const extra = await consoleCall(t, 'POST', url, tokens.staff, { date: `${YEAR}-05-04`, kind: 'extra', classTime: '09:30', className: 'Saturday special' })
    expect(extra.statusCode, extra.body).toBe(200)
    expect(await lastAudit(t, 'ClassException')).toMatchObject({ action: 'create', data: { kind: 'extra', className: 'Saturday special' } })
    const twice = await consoleCall(t, 'POST', url, tokens.staff, { date: `${YEAR}-05-04`, kind: 'extra', classTime: '09:30', className: 'Again' })
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'CLASS_EXCEPTION_TAKEN'])
    const nameless = await consoleCall(t, 'POST', url, tokens.staff, { date: `${YEAR}-05-04`, kind: 'extra', classTime: '11:00' })
    expect([nameless.statusCode, nameless.json().code, errorOf(nameless)]).toEqual([400, 'EXTRA_CLASS_NAME_REQUIRED', API_MESSAGES.extraClassNameRequired])
    const badTime = await consoleCall(t, 'POST', url, tokens.staff, { date: `${YEAR}-05-04`, kind: 'cancelled', classTime: '25:00' })
    expect(badTime.statusCode).toBe(400)
    const badKind = await consoleCall(t, 'POST', url, tokens.staff, { date: `${YEAR}-05-04`, kind: 'moved', classTime: '10:00' })
    expect(badKind.statusCode).toBe(400)
    const cancelled = await consoleCall(t, 'POST', url, tokens.staff, { date: `${YEAR}-05-04`, kind: 'cancelled', classTime: '09:30' })
    expect(cancelled.statusCode, cancelled.body).toBe(200)

    for (const id of [extra.json().data.id, cancelled.json().data.id])
      expect((await consoleCall(t, 'DELETE', `${url}/${id}`, tokens.admin)).statusCode).toBe(200)
    const gone = await consoleCall(t, 'DELETE', `${url}/${extra.json().data.id}`, tokens.admin)
    expect([gone.statusCode, gone.json().code]).toEqual([404, 'CLASS_EXCEPTION_NOT_FOUND'])
    const badId = await consoleCall(t, 'DELETE', `${url}/not-an-id`, tokens.admin)
    expect([badId.statusCode, badId.json().code]).toEqual([400, 'INVALID_ID'])
  })
})

/** The studio's today, and the weekday timetable key of it, as the poll answers it. */
async function pollOf(t: TestApp, screenToken: string) {
  const answer = await screenCall(t, 'POST', '/api/v1/screens/poll', screenToken, { playing: false, automaticMode: true })
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json().data as { today: string; timetable: { class_name: string; class_time: string }[]; closedToday: string | null }
}

const WEEKDAY_KEYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const
const everyDay = (classes: { class_name: string; class_time: string }[]) => Object.fromEntries(WEEKDAY_KEYS.map((day) => [day, classes]))

describe.each([
  ['kept here', false],
  ['from the studio service (STUDIO_API_URL)', true],
])('the poll follows the calendar, timetable %s', (_name, fromService) => {
  let t: TestApp
  let ids: Awaited<ReturnType<typeof templateIds>>
  let tokens: Tokens
  let screenToken: string
  const weekly = [
    { class_name: 'Morning', class_time: '06:00' },
    { class_name: 'Evening', class_time: '18:00' },
  ]
  beforeAll(async () => {
    const studioService = fromService
      ? createStudioService({
          baseUrl: 'http://studios.test',
          apiKey: 'key',
          fetch: async () =>
            new Response(JSON.stringify(Object.fromEntries(WEEKDAY_KEYS.map((day) => [`${day}_name_time`, weekly]))), {
              headers: { 'content-type': 'application/json' },
            }),
        })
      : null
    t = await buildTestApp(studioService ? { studioService } : {})
    ids = await templateIds(t)
    tokens = await loginAll(t)
    if (!fromService) {
      const saved = await consoleCall(t, 'PUT', `/api/v1/locations/${ids.demoId}/timetable`, tokens.admin, {
        timetable: { ...emptyTimetable(), ...everyDay(weekly) },
      })
      expect(saved.statusCode, saved.body).toBe(200)
    }
    screenToken = await pairScreen(t, tokens.admin, ids.demoScreen(1))
  })
  afterAll(async () => {
    await t?.close()
  })

  it('adds an extra class and leaves out a cancelled one, on their date only', async () => {
    const { today } = await pollOf(t, screenToken)
    const tomorrow = parseDate(today).add({ days: 1 }).toString()
    const url = `/api/v1/locations/${ids.demoId}/exceptions`
    await consoleCall(t, 'POST', url, tokens.staff, { date: today, kind: 'extra', classTime: '12:15', className: 'Charity event' })
    await consoleCall(t, 'POST', url, tokens.staff, { date: today, kind: 'cancelled', classTime: '06:00' })
    await consoleCall(t, 'POST', url, tokens.staff, { date: tomorrow, kind: 'extra', classTime: '07:00', className: 'Tomorrow only' })
    const polled = await pollOf(t, screenToken)
    expect(polled.timetable).toEqual([
      { class_name: 'Charity event', class_time: '12:15' },
      { class_name: 'Evening', class_time: '18:00' },
    ])
    expect(polled.closedToday).toBeNull()
  })

  it('a closure empties today and says why; a chain-wide holiday too; removing them opens the studio again', async () => {
    const { today } = await pollOf(t, screenToken)
    const closure = await consoleCall(t, 'POST', `/api/v1/locations/${ids.demoId}/closures`, tokens.staff, {
      startsOn: parseDate(today).subtract({ days: 1 }).toString(),
      endsOn: parseDate(today).add({ days: 5 }).toString(),
      reason: 'Refurbishment',
    })
    expect(closure.statusCode, closure.body).toBe(200)
    expect(await pollOf(t, screenToken)).toMatchObject({ timetable: [], closedToday: 'Refurbishment' })
    const readiness = await consoleCall(t, 'GET', `/api/v1/locations/${ids.demoId}/readiness`, tokens.staff)
    expect(readiness.json().data.nextClass).toBeNull()
    await consoleCall(t, 'DELETE', `/api/v1/locations/${ids.demoId}/closures/${closure.json().data.id}`, tokens.staff)
    expect((await pollOf(t, screenToken)).closedToday).toBeNull()

    // A holiday is the date of each studio in its own zone: the other studio polls on its own today.
    const holiday = await consoleCall(t, 'POST', '/api/v1/holidays', tokens.superAdmin, { date: today, name: 'Founders Day' })
    expect(holiday.statusCode, holiday.body).toBe(200)
    expect(await pollOf(t, screenToken)).toMatchObject({ timetable: [], closedToday: 'Founders Day' })
    await consoleCall(t, 'DELETE', `/api/v1/holidays/${holiday.json().data.id}`, tokens.superAdmin)
    expect((await pollOf(t, screenToken)).timetable.length).toBeGreaterThan(0)
  })

  it('limits what staff add: how far ahead, closures not ended, one-off classes a date and ahead; the poll stays short', async () => {
    // From a clean calendar: the tests before left one-off classes on today.
    await t.db.delete(classExceptions).where(eq(classExceptions.locationId, ids.demoId))
    t.app.fleet.changed({ calendars: [ids.demoId] })
    const { today } = await pollOf(t, screenToken)
    const url = `/api/v1/locations/${ids.demoId}/exceptions`
    const closures = `/api/v1/locations/${ids.demoId}/closures`
    const tooFar = parseDate(today)
      .add({ days: CALENDAR_AHEAD_MAX_DAYS + 1 })
      .toString()
    const far = await consoleCall(t, 'POST', url, tokens.staff, { date: tooFar, kind: 'extra', classTime: '09:00', className: 'Far' })
    expect([far.statusCode, far.json().code, errorOf(far)]).toEqual([400, 'CALENDAR_TOO_FAR_AHEAD', API_MESSAGES.calendarTooFarAhead])
    const farClosure = await consoleCall(t, 'POST', closures, tokens.staff, { startsOn: tooFar, endsOn: tooFar, reason: 'Far' })
    expect([farClosure.statusCode, farClosure.json().code]).toEqual([400, 'CALENDAR_TOO_FAR_AHEAD'])
    const edge = parseDate(today).add({ days: CALENDAR_AHEAD_MAX_DAYS }).toString()
    const atEdge = await consoleCall(t, 'POST', url, tokens.staff, { date: edge, kind: 'extra', classTime: '09:00', className: 'Edge' })
    expect(atEdge.statusCode, atEdge.body).toBe(200)

    // One date holds CLASS_EXCEPTIONS_PER_DAY_MAX: today's poll carries them and the timetable, no more.
    const made: string[] = [atEdge.json().data.id]
    for (let minute = 0; minute < CLASS_EXCEPTIONS_PER_DAY_MAX; minute += 1) {
      const time = `20:${String(minute).padStart(2, '0')}`
      const answer = await consoleCall(t, 'POST', url, tokens.staff, { date: today, kind: 'extra', classTime: time, className: `Extra ${minute}` })
      expect(answer.statusCode, answer.body).toBe(200)
      made.push(answer.json().data.id)
    }
    const oneMore = await consoleCall(t, 'POST', url, tokens.staff, { date: today, kind: 'extra', classTime: '21:30', className: 'One more' })
    expect([oneMore.statusCode, oneMore.json().code, errorOf(oneMore)]).toEqual([409, 'CLASS_EXCEPTIONS_PER_DAY', API_MESSAGES.classExceptionsPerDay])
    expect((await pollOf(t, screenToken)).timetable.length).toBeLessThanOrEqual(CLASS_EXCEPTIONS_PER_DAY_MAX + weekly.length)

    // Ahead: CLASS_EXCEPTIONS_AHEAD_MAX from today on (the rest made straight in the table, a day each).
    const start = parseDate(today).add({ days: 1 })
    const filler = Array.from({ length: CLASS_EXCEPTIONS_AHEAD_MAX - made.length }, (_, index) => ({
      locationId: ids.demoId,
      date: start.add({ days: Math.floor(index / 20) }).toString(),
      kind: 'extra' as const,
      classTime: `22:${String(index % 20).padStart(2, '0')}`,
      className: 'Filler',
    }))
    await t.db.insert(classExceptions).values(filler)
    const beyond = await consoleCall(t, 'POST', url, tokens.staff, { date: start.toString(), kind: 'extra', classTime: '05:00', className: 'Beyond' })
    expect([beyond.statusCode, beyond.json().code, errorOf(beyond)]).toEqual([409, 'CLASS_EXCEPTIONS_TOO_MANY', API_MESSAGES.classExceptionsTooMany])
    await t.db.delete(classExceptions).where(eq(classExceptions.locationId, ids.demoId))

    // Closures: CLOSURES_AHEAD_MAX that have not ended.
    await t.db.insert(locationClosures).values(
      Array.from({ length: CLOSURES_AHEAD_MAX }, (_, index) => {
        const day = start.add({ days: 400 + index }).toString()
        return { locationId: ids.demoId, startsOn: day, endsOn: day, reason: 'Filler' }
      }),
    )
    const closed = await consoleCall(t, 'POST', closures, tokens.staff, { startsOn: start.toString(), endsOn: start.toString(), reason: 'One more' })
    expect([closed.statusCode, closed.json().code, errorOf(closed)]).toEqual([409, 'CLOSURES_TOO_MANY', API_MESSAGES.closuresTooMany])
    await t.db.delete(locationClosures).where(eq(locationClosures.locationId, ids.demoId))
    t.app.fleet.changed({ calendars: [ids.demoId] })
    expect((await pollOf(t, screenToken)).timetable).toEqual(expect.arrayContaining([{ class_name: 'Evening', class_time: '18:00' }]))
  })

  it('drops the calendar of a deleted location with it', async () => {
    const [row] = await t.db
      .select()
      .from(locations)
      .where(inArray(locations.id, [ids.otherId]))
    await consoleCall(t, 'POST', `/api/v1/locations/${row.id}/closures`, tokens.admin, { startsOn: `${YEAR}-01-01`, endsOn: `${YEAR}-01-02`, reason: 'x' })
    expect((await consoleCall(t, 'DELETE', `/api/v1/locations/${row.id}`, tokens.superAdmin)).statusCode).toBe(200)
  })
})
