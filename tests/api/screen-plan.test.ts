// What a screen is told is coming (GET /api/v1/screens/plan, docs/SCREEN-DEVICE.md#content-ahead): the round's
// workouts over the next 7 days, each from the roll-over that makes it current, and the coming days' classes;
// answered from memory like the poll, and never stale after a workout changes.
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Database } from '../../src/server/db/client'
import { locations } from '../../src/server/db/schema'
import { SCREEN_PLAN_DAYS } from '../../src/shared/constants'
import { USERS } from './fixtures'
import { buildTestApp, type TestApp } from './helpers'
import { consoleCall, pairScreen, screenCall, templateIds } from './screensHelpers'

const queries = { count: 0 }
const COUNTED = new Set(['select', 'selectDistinct', 'insert', 'update', 'delete', 'execute', 'transaction', 'query'])
function countingDatabase(database: Database): Database {
  const db = new Proxy(database.db, {
    get(target, property, receiver) {
      if (typeof property === 'string' && COUNTED.has(property)) queries.count += 1
      return Reflect.get(target, property, receiver)
    },
  })
  return { ...database, db }
}

let t: TestApp
let admin: string
let ids: Awaited<ReturnType<typeof templateIds>>
let token: string
const ROUND = 9
// Monday 5 May 2031, 16:30 in New York (UTC-4): half an hour before Monday's 5 PM roll-over.
const NOW = Date.parse('2031-05-05T20:30:00Z')

beforeAll(async () => {
  t = await buildTestApp({ heartbeatFlushMs: 60_000, alerts: false, webhooks: { sends: false } }, countingDatabase)
  admin = await t.login(USERS.admin)
  ids = await templateIds(t)
  // Monday rolls over at 5 PM, every other day at midnight (Sunday first).
  await t.db
    .update(locations)
    .set({ timeZone: 'America/New_York', schedule: [12, 5, 12, 12, 12, 12, 12] })
    .where(eq(locations.id, ids.demoId))
  t.app.fleet.invalidate({ locations: [ids.demoId] })
  token = await pairScreen(t, admin, ids.demoScreen(ROUND))
  for (const [name, startDate, endDate] of [
    ['Spring A', '2031-05-01', '2031-05-05'],
    ['Spring B', '2031-05-06', '2031-05-07'],
    ['Spring C', '2031-05-09', '2031-05-20'],
  ]) {
    const created = await consoleCall(t, 'POST', '/api/v1/workouts', admin, { name, subHeader: '', round: ROUND, startDate, endDate })
    expect(created.statusCode, created.body).toBe(200)
  }
})
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => {
  vi.useRealTimers()
})
afterAll(async () => {
  await t?.close()
})

interface Plan {
  days: number
  timeZone: string
  screens: number
  workouts: {
    date: string
    from: string | null
    workout: { name: string; routines: { videoLink: string }[] } | null
    clips: { url: string; bytes: null; sha256: null }[]
  }[]
  timetable: { date: string; classes: { class_name: string; class_time: string }[]; closed: string | null }[]
}
const plan = async (): Promise<Plan> => {
  const answer = await screenCall(t, 'GET', '/api/v1/screens/plan', token)
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json().data
}

describe('GET /api/v1/screens/plan', () => {
  it('names each coming workout from the roll-over that makes it current, a gap included, with its clips', async () => {
    const answer = await plan()
    expect(answer.days).toBe(SCREEN_PLAN_DAYS)
    expect(answer.timeZone).toBe('America/New_York')
    expect(answer.workouts.map(({ date, from, workout }) => ({ date, from, name: workout?.name ?? null }))).toEqual([
      { date: '2031-05-05', from: null, name: 'Spring A' },
      // Monday's 5 PM roll-over makes Tuesday current: 21:00 UTC.
      { date: '2031-05-06', from: '2031-05-05T21:00:00.000Z', name: 'Spring B' },
      // No workout covers Thursday: from Wednesday's midnight the classes play the default clips.
      { date: '2031-05-08', from: '2031-05-08T04:00:00.000Z', name: null },
      { date: '2031-05-09', from: '2031-05-09T04:00:00.000Z', name: 'Spring C' },
    ])
    const [current] = answer.workouts
    expect(current.workout?.routines).toHaveLength(14)
    expect(current.clips.length).toBeGreaterThan(0)
    expect(current.clips.map((clip) => clip.url)).toEqual(expect.arrayContaining([current.workout!.routines[0].videoLink]))
    // Sizes and hashes are not known yet: the media library will fill them.
    expect(current.clips.every((clip) => clip.bytes === null && clip.sha256 === null)).toBe(true)
    expect(answer.workouts[2].clips).toEqual([])
    expect(answer.screens).toBeGreaterThan(0)
  })

  it('tells today’s and the next six days’ classes, today’s as the poll says them', async () => {
    const answer = await plan()
    expect(answer.timetable.map((day) => day.date)).toEqual(['2031-05-05', '2031-05-06', '2031-05-07', '2031-05-08', '2031-05-09', '2031-05-10', '2031-05-11'])
    const polled = (await screenCall(t, 'POST', '/api/v1/screens/poll', token, { playing: false, automaticMode: true })).json().data
    expect(polled.today).toBe('2031-05-05')
    expect(answer.timetable[0]).toEqual({ date: '2031-05-05', classes: polled.timetable, closed: null })
  })

  it('moves on at the roll-over: after Monday 5 PM the current workout is Tuesday’s', async () => {
    vi.setSystemTime(Date.parse('2031-05-05T21:00:00Z'))
    const answer = await plan()
    expect(answer.workouts[0]).toMatchObject({ date: '2031-05-06', from: null, workout: { name: 'Spring B' } })
    // The local date is still Monday: the classes start with Monday's.
    expect(answer.timetable[0].date).toBe('2031-05-05')
  })

  it('is answered from memory once warm, and read again after a workout changes', async () => {
    await plan()
    queries.count = 0
    for (let index = 0; index < 10; index += 1) await plan()
    expect(queries.count).toBe(0)
    // An admin's session is checked against the real clock.
    vi.useRealTimers()
    const created = await consoleCall(t, 'POST', '/api/v1/workouts', admin, {
      name: 'Thursday',
      subHeader: '',
      round: ROUND,
      startDate: '2031-05-08',
      endDate: '2031-05-08',
    })
    expect(created.statusCode, created.body).toBe(200)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
    const answer = await plan()
    expect(answer.workouts.map((entry) => entry.workout?.name ?? null)).toEqual(['Spring A', 'Spring B', 'Thursday', 'Spring C'])
  })

  it('answers only a paired screen', async () => {
    expect((await screenCall(t, 'GET', '/api/v1/screens/plan')).statusCode).toBe(401)
    expect((await screenCall(t, 'GET', '/api/v1/screens/plan', 'not-a-token')).statusCode).toBe(401)
    expect((await consoleCall(t, 'GET', '/api/v1/screens/plan', admin)).statusCode).toBe(401)
  })
})
