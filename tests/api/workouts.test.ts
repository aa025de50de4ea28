import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logs, routines as routinesTable } from '../../src/server/db/schema'
import { API_MESSAGES, VALIDATION_MESSAGES } from '../../src/shared/messages'
import { ROUTINE_NAMES } from '../../src/shared/routines'
import { MEDIA_BASE_URL, USERS } from './fixtures'
import { bearer, buildTestApp, errorOf, type TestApp } from './helpers'

let t: TestApp
const tokens = {} as Record<'superAdmin' | 'admin' | 'staff' | 'api', string>

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) })

beforeAll(async () => {
  t = await buildTestApp()
  for (const key of ['superAdmin', 'admin', 'staff', 'api'] as const) tokens[key] = await t.login(USERS[key])
})
afterAll(async () => {
  await t?.close()
})

interface RoutineDto {
  id: string
  step: number
  name: string
  videoLink: string
  lrVideoLink: string
  text: string
}
interface WorkoutDto {
  id: string
  name: string
  round: number
  startDate: string
  endDate: string
  updatedAt: string
  routines: RoutineDto[]
}

/** A calendar day `offset` days from today (UTC), as YYYY-MM-DD. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

let counter = 0
const newWorkout = (overrides: object = {}) => ({
  name: `Workout ${counter++}`,
  subHeader: 'Sub',
  round: 8,
  startDate: '2031-01-10',
  endDate: '2031-01-20',
  ...overrides,
})

async function create(overrides: object = {}): Promise<WorkoutDto> {
  const response = await call('POST', '/api/v1/workouts', tokens.admin, newWorkout(overrides))
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data
}

const link = (name: string) => `${MEDIA_BASE_URL}${name}`
const allLinks = () => ROUTINE_NAMES.map((_, index) => ({ step: index + 1, videoLink: link(`routine-${index + 1}.mp4`) }))
const latestWorkoutLog = async () => (await t.db.select().from(logs).where(eq(logs.model, 'Workout')).orderBy(desc(logs.date)).limit(1))[0]
const names = (body: { data: WorkoutDto[] }) => body.data.map((workout) => workout.name)

describe('who may read and manage workouts', () => {
  it('lets every signed-in role read, admins write and only super-admins delete', async () => {
    const workout = await create()
    for (const token of Object.values(tokens)) {
      expect((await call('GET', '/api/v1/workouts', token)).statusCode).toBe(200)
      expect((await call('GET', `/api/v1/workouts/${workout.id}`, token)).statusCode).toBe(200)
    }
    for (const token of [tokens.staff, tokens.api]) {
      for (const [method, url, payload] of [
        ['POST', '/api/v1/workouts', newWorkout()],
        ['PUT', `/api/v1/workouts/${workout.id}`, { name: 'No', updatedAt: workout.updatedAt }],
        ['DELETE', `/api/v1/workouts/${workout.id}`, undefined],
      ] as Array<[Method, string, object | undefined]>) {
        const response = await call(method, url, token, payload)
        expect(response.statusCode, `${method} ${url}`).toBe(403)
        expect(errorOf(response)).toBe(API_MESSAGES.forbidden)
      }
    }
    expect((await call('DELETE', `/api/v1/workouts/${workout.id}`, tokens.admin)).statusCode).toBe(403)
    for (const token of [undefined, 'forged-token']) {
      expect((await call('GET', '/api/v1/workouts', token)).statusCode).toBe(401)
      expect((await call('GET', `/api/v1/workouts/${workout.id}`, token)).statusCode).toBe(401)
      expect((await call('POST', '/api/v1/workouts', token, newWorkout())).statusCode).toBe(401)
      expect((await call('PUT', `/api/v1/workouts/${workout.id}`, token, { updatedAt: workout.updatedAt })).statusCode).toBe(401)
      expect((await call('DELETE', `/api/v1/workouts/${workout.id}`, token)).statusCode).toBe(401)
    }
    expect((await call('PUT', `/api/v1/workouts/${workout.id}`, tokens.superAdmin, { name: 'Yes', updatedAt: workout.updatedAt })).statusCode).toBe(200)
  })
})

describe('createWorkout', () => {
  it('stores the dates at the edges of their UTC days and adds the 14 routines in order with their preset links', async () => {
    const workout = await create({ name: '  Spring  ', subHeader: undefined, startDate: '2031-03-08T18:30:00-08:00', endDate: '2031-03-09' })
    expect(workout).toMatchObject({
      name: 'Spring',
      subHeader: '',
      round: 8,
      isLrVideo: false,
      startDate: '2031-03-08T00:00:00.000Z',
      endDate: '2031-03-09T23:59:59.999Z',
    })
    expect(workout.routines.map((routine) => [routine.step, routine.name])).toEqual(ROUTINE_NAMES.map((name, index) => [index + 1, name]))
    const preset = Object.fromEntries(workout.routines.filter((routine) => routine.videoLink).map((routine) => [routine.step, routine.videoLink]))
    expect(preset).toEqual({ 1: link('countdown.mp4'), 3: link('routine-03.mp4'), 14: link('routine-14.mp4') })
    expect((await call('GET', `/api/v1/workouts/${workout.id}`, tokens.staff)).json().data).toEqual(workout)

    const entry = await latestWorkoutLog()
    expect(entry).toMatchObject({ action: 'create', modifiedBy: USERS.admin.email, data: { id: workout.id, name: 'Spring' } })
  })

  it('takes the same day as start and end', async () => {
    const workout = await create({ startDate: '2031-05-01', endDate: '2031-05-01' })
    expect([workout.startDate, workout.endDate]).toEqual(['2031-05-01T00:00:00.000Z', '2031-05-01T23:59:59.999Z'])
  })

  it('validates with the product’s messages', async () => {
    const cases: Array<[object, string]> = [
      [{ endDate: '2031-01-09' }, VALIDATION_MESSAGES.workoutEndDateSubmit],
      [{ name: '' }, 'Name is required.'],
      [{ name: 'x'.repeat(86) }, 'Name is too long.'],
      [{ name: undefined }, 'Name is required.'],
      [{ startDate: undefined }, 'Start date is required.'],
      [{ endDate: undefined }, 'End date is required.'],
      [{ startDate: '2031-02-30' }, API_MESSAGES.workoutDateInvalid],
      [{ endDate: 'soon' }, API_MESSAGES.workoutDateInvalid],
      [{ round: 0 }, API_MESSAGES.roundNumberRange],
      [{ round: 10 }, API_MESSAGES.roundNumberRange],
      [{ round: undefined }, 'Round is required.'],
    ]
    for (const [overrides, message] of cases) {
      const response = await call('POST', '/api/v1/workouts', tokens.admin, newWorkout(overrides))
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400)
      expect(errorOf(response)).toBe(message)
    }
    expect(VALIDATION_MESSAGES.workoutEndDateSubmit).toBe(
      'Please double-check the form requirements and try again. The Workout end date cannot be scheduled before the start date.',
    )
  })
})

describe('listWorkouts', () => {
  it('pages 15 at a time, latest start first, with routines', async () => {
    for (let index = 0; index < 16; index++)
      await create({ name: `Pageable ${index}`, startDate: `2032-01-${String(index + 1).padStart(2, '0')}`, endDate: '2032-02-01' })
    const first = (await call('GET', '/api/v1/workouts?search=PAGEABLE', tokens.staff)).json()
    expect(first.meta).toEqual({ total: 16, page: 1, pageSize: 15 })
    expect(names(first).slice(0, 2)).toEqual(['Pageable 15', 'Pageable 14'])
    expect(first.data[0].routines).toHaveLength(14)
    const second = (await call('GET', '/api/v1/workouts?search=pageable&page=2', tokens.staff)).json()
    expect(names(second)).toEqual(['Pageable 0'])
  })

  it('filters by round and part of the name, case-insensitively', async () => {
    await create({ name: 'Alpha Burner', round: 3 })
    await create({ name: 'alpha other round', round: 4 })
    const q = encodeURIComponent(JSON.stringify({ round: 3, name: 'ALPHA' }))
    expect(names((await call('GET', `/api/v1/workouts?q=${q}`, tokens.admin)).json())).toEqual(['Alpha Burner'])
    const roundOnly = (await call('GET', `/api/v1/workouts?q=${encodeURIComponent('{"round": 3}')}`, tokens.admin)).json()
    expect(roundOnly.data.every((workout: WorkoutDto) => workout.round === 3)).toBe(true)
    expect(names(roundOnly)).toContain('Demo Workout 3')
  })

  it('finds workouts without routines, and those with some', async () => {
    const bare = await create({ name: 'Bare Workout' })
    await t.db.delete(routinesTable).where(eq(routinesTable.workoutId, bare.id))
    const none = (await call('GET', `/api/v1/workouts?q=${encodeURIComponent('{"noRoutines": true}')}`, tokens.admin)).json()
    expect(names(none)).toEqual(['Bare Workout'])
    expect(none.data[0].routines).toEqual([])
    const some = (await call('GET', `/api/v1/workouts?q=${encodeURIComponent('{"noRoutines": false, "name": "bare"}')}`, tokens.admin)).json()
    expect(some.meta.total).toBe(0)
  })

  it('finds workouts with a routine whose video link is empty, however old, and those without one', async () => {
    const linked = await create({ name: 'Linked Everywhere', startDate: day(-400), endDate: day(-399) })
    const put = await call('PUT', `/api/v1/workouts/${linked.id}`, tokens.admin, { routines: allLinks(), updatedAt: linked.updatedAt })
    expect(put.statusCode, put.body).toBe(200)
    // Older than any page of recent workouts: the filter reads them all.
    await create({ name: 'Linked Partly', startDate: day(-500), endDate: day(-499) })
    const bare = await create({ name: 'Linked Never' })
    await t.db.delete(routinesTable).where(eq(routinesTable.workoutId, bare.id))
    const spaces = await create({ name: 'Linked Blank' })
    await t.db
      .update(routinesTable)
      .set({ videoLink: link('x.mp4') })
      .where(eq(routinesTable.workoutId, spaces.id))
    await t.db
      .update(routinesTable)
      .set({ videoLink: '   ' })
      .where(and(eq(routinesTable.workoutId, spaces.id), eq(routinesTable.step, 4)))
    const missing = (await call('GET', `/api/v1/workouts?q=${encodeURIComponent('{"missingVideo": true, "name": "linked"}')}`, tokens.admin)).json()
    expect(names(missing).sort()).toEqual(['Linked Blank', 'Linked Partly'])
    expect(missing.meta.total).toBe(2)
    const complete = (await call('GET', `/api/v1/workouts?q=${encodeURIComponent('{"missingVideo": false, "name": "linked"}')}`, tokens.admin)).json()
    // A workout without routines lacks no link: the other list of the dashboard shows it.
    expect(names(complete).sort()).toEqual(['Linked Everywhere', 'Linked Never'])
  })

  it('finds workouts starting within the next N days', async () => {
    await create({ name: 'Soon Today', startDate: day(0), endDate: day(3) })
    await create({ name: 'Soon Six', startDate: day(6), endDate: day(8) })
    await create({ name: 'Soon Seven', startDate: day(7), endDate: day(9) })
    await create({ name: 'Soon Past', startDate: day(-1), endDate: day(9) })
    const q = encodeURIComponent(JSON.stringify({ startsWithinDays: 7, name: 'soon' }))
    expect(names((await call('GET', `/api/v1/workouts?q=${q}`, tokens.admin)).json())).toEqual(['Soon Six', 'Soon Today'])
  })

  it('finds workouts whose dates overlap the next N days (the rolling schedule)', async () => {
    await create({ name: 'Span Ended', startDate: day(-9), endDate: day(-1) })
    await create({ name: 'Span Running', startDate: day(-3), endDate: day(2) })
    await create({ name: 'Span Last Day', startDate: day(6), endDate: day(20) })
    await create({ name: 'Span Later', startDate: day(7), endDate: day(9) })
    const q = encodeURIComponent(JSON.stringify({ activeWithinDays: 7, name: 'span' }))
    expect(names((await call('GET', `/api/v1/workouts?q=${q}`, tokens.admin)).json()).sort()).toEqual(['Span Last Day', 'Span Running'])
  })

  it('finds workouts sharing calendar days with a date range (both ends included)', async () => {
    await create({ name: 'Share Before', startDate: day(0), endDate: day(4) })
    await create({ name: 'Share Touching', startDate: day(9), endDate: day(12) })
    await create({ name: 'Share Inside', startDate: day(6), endDate: day(7) })
    await create({ name: 'Share After', startDate: day(10), endDate: day(15) })
    const q = encodeURIComponent(JSON.stringify({ overlaps: { from: day(5), to: day(9) }, name: 'share' }))
    expect(names((await call('GET', `/api/v1/workouts?q=${q}`, tokens.admin)).json()).sort()).toEqual(['Share Inside', 'Share Touching'])
    const reversed = encodeURIComponent(JSON.stringify({ overlaps: { from: '2026-13-01', to: day(9) } }))
    expect((await call('GET', `/api/v1/workouts?q=${reversed}`, tokens.admin)).statusCode).toBe(400)
  })

  it('answers 400 with a clear message for a filter that is not JSON or not of the documented shape', async () => {
    for (const q of ['{round: 3}', 'not json', '[1]', '{"round": "3"}', '{"round": 12}', '{"colour": "red"}', '{"startsWithinDays": -1}']) {
      const response = await call('GET', `/api/v1/workouts?q=${encodeURIComponent(q)}`, tokens.admin)
      expect(response.statusCode, q).toBe(400)
      expect(errorOf(response)).toBe(API_MESSAGES.workoutFilterInvalid)
    }
    expect((await call('GET', '/api/v1/workouts?q=', tokens.admin)).statusCode).toBe(200)
  })
})

describe('getWorkout', () => {
  it('returns the routines sorted by step, 404 for an unknown id and 400 for a malformed one', async () => {
    const demo = (await call('GET', `/api/v1/workouts?q=${encodeURIComponent('{"round": 1, "name": "demo workout"}')}`, tokens.api)).json().data[0]
    const workout = (await call('GET', `/api/v1/workouts/${demo.id}`, tokens.api)).json().data
    expect(workout.routines.map((routine: RoutineDto) => routine.step)).toEqual(Array.from({ length: 14 }, (_, index) => index + 1))
    const unknown = await call('GET', '/api/v1/workouts/00000000-0000-4000-8000-000000000000', tokens.api)
    expect(unknown.statusCode).toBe(404)
    expect(errorOf(unknown)).toBe(API_MESSAGES.workoutNotFound)
    const malformed = await call('GET', '/api/v1/workouts/nope', tokens.api)
    expect(malformed.statusCode).toBe(400)
    expect(errorOf(malformed)).toBe(API_MESSAGES.idFormat)
  })
})

describe('updateWorkout', () => {
  it('updates the whole workout with all 14 routines', async () => {
    const workout = await create()
    const routines = allLinks().map((routine) => ({ ...routine, lrVideoLink: link(`lr/${routine.step}.mp4`), text: `Step ${routine.step}` }))
    const response = await call('PUT', `/api/v1/workouts/${workout.id}`, tokens.admin, {
      name: 'Whole',
      subHeader: 'New sub',
      round: 5,
      startDate: '2031-02-01',
      endDate: '2031-02-28T08:00:00Z',
      isLrVideo: true,
      routines,
      updatedAt: workout.updatedAt,
    })
    expect(response.statusCode, response.body).toBe(200)
    const updated: WorkoutDto = response.json().data
    expect(updated).toMatchObject({
      name: 'Whole',
      subHeader: 'New sub',
      round: 5,
      isLrVideo: true,
      startDate: '2031-02-01T00:00:00.000Z',
      endDate: '2031-02-28T23:59:59.999Z',
    })
    expect(updated.routines.map((routine) => [routine.step, routine.name, routine.videoLink, routine.lrVideoLink, routine.text])).toEqual(
      routines.map((routine) => [routine.step, ROUTINE_NAMES[routine.step - 1], routine.videoLink, routine.lrVideoLink, routine.text]),
    )
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(workout.updatedAt))
    expect(await latestWorkoutLog()).toMatchObject({ action: 'update', data: { id: workout.id, changes: { name: 'Whole', roundNumber: 5 } } })
  })

  it('updates routines only, leaving the rest alone', async () => {
    const workout = await create()
    const response = await call('PUT', `/api/v1/workouts/${workout.id}`, tokens.admin, {
      routines: [{ step: 2, videoLink: link('warm.mp4') }],
      updatedAt: workout.updatedAt,
    })
    expect(response.statusCode, response.body).toBe(200)
    const updated: WorkoutDto = response.json().data
    expect(updated.name).toBe(workout.name)
    expect(updated.routines[1]).toMatchObject({ step: 2, name: 'WARM-UP', videoLink: link('warm.mp4'), lrVideoLink: '' })
    expect(updated.routines[0]).toEqual(workout.routines[0])
  })

  it('recreates the routines of a workout that has none', async () => {
    const workout = await create({ name: 'Rebuilt' })
    await t.db.delete(routinesTable).where(eq(routinesTable.workoutId, workout.id))
    const response = await call('PUT', `/api/v1/workouts/${workout.id}`, tokens.admin, { routines: allLinks(), updatedAt: workout.updatedAt })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data.routines.map((routine: RoutineDto) => routine.name)).toEqual(ROUTINE_NAMES)
  })

  it('refuses empty and unapproved video links, listing the steps to highlight', async () => {
    const workout = await create()
    const tricks = [
      'https://media.test.evil.com/media/clip.mp4',
      'http://media.test@evil.com/media/clip.mp4',
      'http://media.test.evil.com/media/clip.mp4',
      'https://media.test/media/clip.mp4',
      'http://media.test/other/clip.mp4',
      'http://media.test/media/../secret.mp4',
      'javascript:alert(1)',
      '/media/clip.mp4',
    ]
    for (const videoLink of tricks) {
      const routines = allLinks().map((routine) => (routine.step === 4 ? { ...routine, videoLink } : routine))
      const response = await call('PUT', `/api/v1/workouts/${workout.id}`, tokens.admin, { routines, updatedAt: workout.updatedAt })
      expect(response.statusCode, videoLink).toBe(400)
      expect(response.json()).toEqual({
        error: "Invalid video URLs found. Make sure you're using approved links.",
        code: 'VIDEO_LINK_INVALID',
        invalidSteps: [4],
      })
    }

    const empty = allLinks().map((routine) => (routine.step === 7 || routine.step === 12 ? { ...routine, videoLink: '' } : routine))
    empty[0] = { ...empty[0], videoLink: 'https://evil.test/x.mp4' }
    const emptyResponse = await call('PUT', `/api/v1/workouts/${workout.id}`, tokens.admin, { routines: empty, updatedAt: workout.updatedAt })
    expect(emptyResponse.statusCode).toBe(400)
    expect(emptyResponse.json()).toEqual({ error: 'Video link URLs cannot be empty.', code: 'VIDEO_LINK_EMPTY', invalidSteps: [1, 7, 12] })

    const lowRes = [{ step: 2, videoLink: link('ok.mp4'), lrVideoLink: 'http://media.test.evil.com/media/lr.mp4' }]
    const lowResponse = await call('PUT', `/api/v1/workouts/${workout.id}`, tokens.admin, { routines: lowRes, updatedAt: workout.updatedAt })
    expect(lowResponse.json()).toEqual({ error: VALIDATION_MESSAGES.videoLinkInvalid, code: 'VIDEO_LINK_INVALID', invalidSteps: [2] })

    const long = [{ step: 5, videoLink: link('x'.repeat(200)) }]
    const longResponse = await call('PUT', `/api/v1/workouts/${workout.id}`, tokens.admin, { routines: long, updatedAt: workout.updatedAt })
    expect(longResponse.json()).toEqual({ error: API_MESSAGES.videoLinkTooLong, code: 'VIDEO_LINK_TOO_LONG', invalidSteps: [5] })

    const unchanged = (await call('GET', `/api/v1/workouts/${workout.id}`, tokens.admin)).json().data
    expect(unchanged).toEqual(workout)
  })

  it('validates routine steps', async () => {
    const workout = await create()
    const repeated = await call('PUT', `/api/v1/workouts/${workout.id}`, tokens.admin, {
      routines: [
        { step: 2, videoLink: link('a.mp4') },
        { step: 2, videoLink: link('b.mp4') },
      ],
      updatedAt: workout.updatedAt,
    })
    expect(repeated.statusCode).toBe(400)
    expect(errorOf(repeated)).toBe(API_MESSAGES.routineStepRepeated)
    const outside = await call('PUT', `/api/v1/workouts/${workout.id}`, tokens.admin, {
      routines: [{ step: 15, videoLink: link('a.mp4') }],
      updatedAt: workout.updatedAt,
    })
    expect(errorOf(outside)).toBe(API_MESSAGES.routineStepRange)
  })

  it('checks the date range against the stored date when only one changes', async () => {
    const workout = await create({ startDate: '2031-06-10', endDate: '2031-06-20' })
    const early = await call('PUT', `/api/v1/workouts/${workout.id}`, tokens.admin, { endDate: '2031-06-09', updatedAt: workout.updatedAt })
    expect(early.statusCode).toBe(400)
    expect(errorOf(early)).toBe(VALIDATION_MESSAGES.workoutEndDateSubmit)
    const late = await call('PUT', `/api/v1/workouts/${workout.id}`, tokens.admin, { startDate: '2031-06-21', updatedAt: workout.updatedAt })
    expect(errorOf(late)).toBe(VALIDATION_MESSAGES.workoutEndDateSubmit)
    const both = await call('PUT', `/api/v1/workouts/${workout.id}`, tokens.admin, {
      startDate: '2031-06-21',
      endDate: '2031-06-20',
      updatedAt: workout.updatedAt,
    })
    expect(errorOf(both)).toBe(VALIDATION_MESSAGES.workoutEndDateSubmit)
    const sameDay = await call('PUT', `/api/v1/workouts/${workout.id}`, tokens.admin, { endDate: '2031-06-10', updatedAt: workout.updatedAt })
    expect(sameDay.json().data.endDate).toBe('2031-06-10T23:59:59.999Z')
  })

  it('refuses a stale version with 409 and an unknown id with 404', async () => {
    const workout = await create()
    expect((await call('PUT', `/api/v1/workouts/${workout.id}`, tokens.admin, { name: 'First', updatedAt: workout.updatedAt })).statusCode).toBe(200)
    const stale = await call('PUT', `/api/v1/workouts/${workout.id}`, tokens.superAdmin, {
      routines: [{ step: 2, videoLink: link('a.mp4') }],
      updatedAt: workout.updatedAt,
    })
    expect(stale.statusCode).toBe(409)
    expect(errorOf(stale)).toBe(API_MESSAGES.workoutChanged)
    const blind = await call('PUT', `/api/v1/workouts/${workout.id}`, tokens.admin, { name: 'No version' })
    expect(blind.statusCode).toBe(200)
    expect(blind.json().data.name).toBe('No version')
    const unknown = await call('PUT', '/api/v1/workouts/00000000-0000-4000-8000-000000000000', tokens.admin, { updatedAt: workout.updatedAt })
    expect(unknown.statusCode).toBe(404)
  })
})

describe('deleteWorkout', () => {
  it('deletes the workout with its routines for super-admins, and audits it', async () => {
    const workout = await create({ name: 'Doomed' })
    const response = await call('DELETE', `/api/v1/workouts/${workout.id}`, tokens.superAdmin)
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({ id: workout.id, name: 'Doomed' })
    expect((await call('GET', `/api/v1/workouts/${workout.id}`, tokens.admin)).statusCode).toBe(404)
    expect(await t.db.select().from(routinesTable).where(eq(routinesTable.workoutId, workout.id))).toEqual([])
    expect(await latestWorkoutLog()).toMatchObject({ action: 'delete', modifiedBy: USERS.superAdmin.email, data: { id: workout.id, name: 'Doomed' } })
    expect((await call('DELETE', `/api/v1/workouts/${workout.id}`, tokens.superAdmin)).statusCode).toBe(404)
  })
})
