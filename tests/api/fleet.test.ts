// The screens' hot path answers from memory (docs/FLEET.md) and never answers stale: every change a
// user makes is seen by the very next poll, heartbeat or auth read.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../../src/server/db/client'
import { screens } from '../../src/server/db/schema'
import { USERS } from './fixtures'
import { buildTestApp, type TestApp } from './helpers'
import { consoleCall, pairScreen, screenCall, templateIds } from './screensHelpers'

/** Counts every query the app starts on its database (builders and raw statements alike). */
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
let ids: Awaited<ReturnType<typeof templateIds>>
let admin: string
beforeAll(async () => {
  // A long flush interval: the tests flush by hand, so nothing is written behind their back. No alert check and no
  // webhook deliveries either: their timers read the database every few seconds, which a slow machine lets into a count.
  t = await buildTestApp({ heartbeatFlushMs: 60_000, alerts: false, webhooks: { sends: false } }, countingDatabase)
  admin = await t.login(USERS.admin)
  ids = await templateIds(t)
})
afterAll(async () => {
  await t?.close()
})
beforeEach(() => {
  queries.count = 0
})

const poll = (token: string) => screenCall(t, 'POST', '/api/v1/screens/poll', token, { playing: false, automaticMode: true })
const heartbeat = (token: string, body: object = {}) => screenCall(t, 'PATCH', '/api/v1/screens/auth', token, body)
const lastSeenInDatabase = async (screenId: string) => (await t.db.select().from(screens).where(eq(screens.id, screenId)))[0].statusUpdatedAt

describe('the steady-state hot path', () => {
  it('answers the poll, the heartbeat and the auth read without a database call once warm', async () => {
    const token = await pairScreen(t, admin, ids.demoScreen(1))
    // Warm: the first of each reads the token, the screen, the location, the timetable and the workout.
    expect((await poll(token)).statusCode).toBe(200)
    expect((await heartbeat(token)).statusCode).toBe(200)
    queries.count = 0
    for (let index = 0; index < 20; index += 1) expect((await poll(token)).statusCode).toBe(200)
    const beat = await heartbeat(token, { status: { label: 'Connected', isConnected: true } })
    expect(beat.statusCode).toBe(200)
    expect(beat.json().data.workout.routines).toHaveLength(14)
    expect((await screenCall(t, 'GET', '/api/v1/screens/auth', token)).statusCode).toBe(200)
    expect((await screenCall(t, 'GET', '/api/v1/screens/round/1', token)).statusCode).toBe(200)
    expect(queries.count).toBe(0)
  })

  it('reads a location once for a storm of its screens reloading at once', async () => {
    const tokens = await Promise.all([2, 3, 4, 5].map((round) => pairScreen(t, admin, ids.demoScreen(round))))
    for (const token of tokens) expect((await poll(token)).statusCode).toBe(200)
    // A change drops the cached location: the next reads all miss at the same moment.
    expect((await consoleCall(t, 'PUT', `/api/v1/locations/${ids.demoId}/class`, admin, { automaticMode: true })).statusCode).toBe(200)
    queries.count = 0
    const answers = await Promise.all(tokens.map((token) => poll(token)))
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200])
    // One location read and one timetable read, shared by the four polls.
    expect(queries.count).toBe(2)
  })
})

describe('a cache never answers stale', () => {
  it('refuses a disconnected token at once, and a relinked screen’s old token', async () => {
    const token = await pairScreen(t, admin, ids.demoScreen(6))
    expect((await poll(token)).statusCode).toBe(200)
    expect((await consoleCall(t, 'POST', `/api/v1/screens/${ids.demoScreen(6)}/disconnect`, admin)).statusCode).toBe(200)
    expect((await poll(token)).statusCode).toBe(401)

    const first = await pairScreen(t, admin, ids.demoScreen(6))
    expect((await poll(first)).statusCode).toBe(200)
    const second = await pairScreen(t, admin, ids.demoScreen(6))
    expect((await poll(first)).statusCode).toBe(401)
    expect((await poll(second)).statusCode).toBe(200)
  })

  it('answers a changed class state, location, timetable, flag and workout at once', async () => {
    const token = await pairScreen(t, admin, ids.demoScreen(7))
    expect((await poll(token)).json().data).toMatchObject({ classStart: false, locationEnabled: true, hardRefreshFlag: false })
    expect((await heartbeat(token)).statusCode).toBe(200)

    await consoleCall(t, 'PUT', `/api/v1/locations/${ids.demoId}/class`, admin, { automaticMode: false, classStart: true })
    expect((await poll(token)).json().data).toMatchObject({ classStart: true, automaticMode: false })
    await consoleCall(t, 'PUT', `/api/v1/locations/${ids.demoId}/class`, admin, { automaticMode: true, classStart: false })
    expect((await poll(token)).json().data).toMatchObject({ classStart: false, automaticMode: true })

    const location = (await consoleCall(t, 'GET', `/api/v1/locations/${ids.demoId}`, admin)).json().data
    await consoleCall(t, 'PUT', `/api/v1/locations/${ids.demoId}`, admin, { isEnabled: false, updatedAt: location.updatedAt })
    expect((await poll(token)).json().data.locationEnabled).toBe(false)
    const disabled = (await consoleCall(t, 'GET', `/api/v1/locations/${ids.demoId}`, admin)).json().data
    await consoleCall(t, 'PUT', `/api/v1/locations/${ids.demoId}`, admin, { isEnabled: true, updatedAt: disabled.updatedAt })
    expect((await poll(token)).json().data.locationEnabled).toBe(true)

    const everyDay = { class_name: 'Cache check', class_time: '23:58' }
    const week = Object.fromEntries(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((day) => [day, [everyDay]]))
    expect((await consoleCall(t, 'PUT', `/api/v1/locations/${ids.demoId}/timetable`, admin, { timetable: week })).statusCode).toBe(200)
    expect((await poll(token)).json().data.timetable).toEqual([everyDay])

    expect((await consoleCall(t, 'POST', `/api/v1/locations/${ids.demoId}/hard-refresh`, admin)).statusCode).toBe(200)
    expect((await poll(token)).json().data.hardRefreshFlag).toBe(true)
    expect((await heartbeat(token, { hardRefreshFlag: false })).statusCode).toBe(200)
    expect((await poll(token)).json().data.hardRefreshFlag).toBe(false)

    const workout = (await heartbeat(token)).json().data.workout
    const link = `${workout.routines[0].videoLink.replace(/[^/]*$/, '')}changed-clip.webm`
    const saved = await consoleCall(t, 'PUT', `/api/v1/workouts/${workout.id}`, admin, {
      routines: [{ step: 1, videoLink: link }],
      updatedAt: workout.updatedAt,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect((await heartbeat(token)).json().data.workout.routines[0].videoLink).toBe(link)

    // The screen moves to another round: it plays that round's workout at once.
    expect((await consoleCall(t, 'PUT', `/api/v1/screens/${ids.demoScreen(7)}`, admin, { round: 8 })).statusCode).toBe(200)
    expect((await screenCall(t, 'GET', '/api/v1/screens/auth', token)).json().data.round).toBe(8)
  })
})

describe('heartbeats', () => {
  it('show Connected at once, are written in one batch, and never bring back a disconnected screen', async () => {
    const screenId = ids.demoScreen(9)
    const token = await pairScreen(t, admin, screenId)
    // Other tests' screens have heartbeats pending too.
    await t.app.fleet.heartbeats.flush()
    expect((await poll(token)).statusCode).toBe(200)
    // The console reads through this process's pending heartbeats…
    expect((await consoleCall(t, 'GET', `/api/v1/screens/${screenId}`, admin)).json().data.status.label).toBe('Connected')
    // …which are not written yet.
    expect(await lastSeenInDatabase(screenId)).toBeNull()
    const other = await pairScreen(t, admin, ids.demoScreen(8))
    expect((await poll(other)).statusCode).toBe(200)
    queries.count = 0
    expect(await t.app.fleet.heartbeats.flush()).toBe(2)
    expect(queries.count).toBe(1)
    expect(await lastSeenInDatabase(screenId)).toBeInstanceOf(Date)

    // A heartbeat pending when staff press Disconnect is dropped, and the flush would not write it anyway.
    expect((await poll(token)).statusCode).toBe(200)
    expect((await consoleCall(t, 'POST', `/api/v1/screens/${screenId}/disconnect`, admin)).statusCode).toBe(200)
    await t.app.fleet.heartbeats.flush()
    expect(await lastSeenInDatabase(screenId)).toBeNull()
    expect((await consoleCall(t, 'GET', `/api/v1/screens/${screenId}`, admin)).json().data.status.label).toBe('Disconnected')
  })
})

describe('health', () => {
  it('says the database is up', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' })
    expect(health.statusCode).toBe(200)
    expect(health.json().data).toMatchObject({ ok: true, database: 'up', bus: 'up' })
  })
})
