import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logs } from '../../src/server/db/schema'
import { DEMO_STUDIO_NUMBER } from '../../src/server/db/seed'
import { createStudioService } from '../../src/server/timetable/studioService'
import { API_MESSAGES } from '../../src/shared/messages'
import { emptyTimetable } from '../../src/shared/timetable'
import { USERS } from './fixtures'
import { buildTestApp, errorOf, type TestApp } from './helpers'
import { consoleCall, pairScreen, screenCall, templateIds } from './screensHelpers'

const tokensOf = async (t: TestApp) => ({ admin: await t.login(USERS.admin), staff: await t.login(USERS.staff), api: await t.login(USERS.api) })

describe('timetable kept here (no studio service)', () => {
  let t: TestApp
  let ids: Awaited<ReturnType<typeof templateIds>>
  let tokens: Awaited<ReturnType<typeof tokensOf>>
  beforeAll(async () => {
    t = await buildTestApp()
    ids = await templateIds(t)
    tokens = await tokensOf(t)
  })
  afterAll(async () => {
    await t?.close()
  })
  const url = (id: string) => `/api/v1/locations/${id}/timetable`

  it('starts empty, saves sorted, audits, and feeds the poll', async () => {
    expect((await consoleCall(t, 'GET', url(ids.demoId), tokens.staff)).json().data).toEqual({
      source: 'local',
      stale: false,
      editable: true,
      timetable: emptyTimetable(),
    })
    const timetable = {
      ...emptyTimetable(),
      monday: [
        { class_name: 'Late', class_time: '18:30' },
        { class_name: 'Early', class_time: '06:00' },
      ],
    }
    for (const day of ['sunday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const)
      timetable[day] = [{ class_name: `${day} class`, class_time: '12:00' }]
    const saved = await consoleCall(t, 'PUT', url(ids.demoId), tokens.staff, { timetable })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().data.timetable.monday).toEqual([
      { class_name: 'Early', class_time: '06:00' },
      { class_name: 'Late', class_time: '18:30' },
    ])
    expect((await consoleCall(t, 'GET', url(ids.demoId), tokens.api)).json().data).toEqual(saved.json().data)
    const [entry] = await t.db.select().from(logs).where(eq(logs.model, 'Timetable')).orderBy(desc(logs.date)).limit(1)
    expect(entry).toMatchObject({ action: 'update', modifiedBy: USERS.staff.email, data: { location: ids.demoId } })

    const screenToken = await pairScreen(t, tokens.admin, ids.demoScreen(1))
    const polled = (await screenCall(t, 'POST', '/api/v1/screens/poll', screenToken, { playing: false, automaticMode: true })).json().data
    const weekday = new Date(`${polled.today}T12:00:00Z`).getUTCDay()
    expect(polled.timetable).toEqual(
      weekday === 1 ? saved.json().data.timetable.monday : [{ class_name: expect.stringMatching(/ class$/), class_time: '12:00' }],
    )
    expect(polled.timetableStale).toBe(false)
  })

  it('validates and keeps roles', async () => {
    const bad = await consoleCall(t, 'PUT', url(ids.demoId), tokens.admin, {
      timetable: { ...emptyTimetable(), monday: [{ class_name: 'X', class_time: '6pm' }] },
    })
    expect(bad.statusCode).toBe(400)
    expect(errorOf(bad)).toContain('Enter the time as HH:MM (24-hour).')
    const missingDay = await consoleCall(t, 'PUT', url(ids.demoId), tokens.admin, { timetable: { monday: [] } })
    expect(missingDay.statusCode).toBe(400)
    expect((await consoleCall(t, 'PUT', url(ids.demoId), tokens.api, { timetable: emptyTimetable() })).statusCode).toBe(403)
    expect((await consoleCall(t, 'PUT', url(ids.otherId), tokens.staff, { timetable: emptyTimetable() })).statusCode).toBe(404)
    expect((await consoleCall(t, 'GET', url(ids.otherId), tokens.staff)).statusCode).toBe(404)
    expect((await consoleCall(t, 'GET', url(ids.otherId))).statusCode).toBe(401)
  })
})

describe('timetable from the studio service', () => {
  let t: TestApp
  let ids: Awaited<ReturnType<typeof templateIds>>
  let tokens: Awaited<ReturnType<typeof tokensOf>>
  let upstream: Server
  let failing = false
  const seen: Array<{ url?: string; key?: string | string[] }> = []

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      seen.push({ url: request.url, key: request.headers['x-api-key'] })
      if (failing) {
        response.writeHead(503).end('secret upstream detail')
        return
      }
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify({
          monday_name_time: JSON.stringify([
            { class_name: 'Kick', class_time: '6:00 PM' },
            { class_name: 'Box', class_time: '' },
          ]),
          tuesday_name_time: [],
        }),
      )
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    const baseUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
    t = await buildTestApp({ studioService: createStudioService({ baseUrl, apiKey: 'test-key', cacheSeconds: 0, retryAfterFailureSeconds: 0 }) })
    ids = await templateIds(t)
    tokens = await tokensOf(t)
  })
  afterAll(async () => {
    await t?.close()
    await new Promise((resolve) => upstream?.close(resolve))
  })

  it('reads the service with the key, falls back to the last good copy, then to empty, never failing', async () => {
    const first = await consoleCall(t, 'GET', `/api/v1/locations/${ids.demoId}/timetable`, tokens.staff)
    expect(first.statusCode).toBe(200)
    expect(first.json().data).toMatchObject({
      source: 'studio-service',
      stale: false,
      editable: false,
      timetable: { monday: [{ class_name: 'Kick', class_time: '18:00' }], tuesday: [] },
    })
    expect(seen.at(-1)).toEqual({ url: `/api/schools/${DEMO_STUDIO_NUMBER}/schedule`, key: 'test-key' })

    failing = true
    const stale = (await consoleCall(t, 'GET', `/api/v1/locations/${ids.demoId}/timetable`, tokens.staff)).json().data
    expect(stale).toMatchObject({ source: 'studio-service', stale: true, timetable: { monday: [{ class_name: 'Kick' }] } })
    const never = await consoleCall(t, 'GET', `/api/v1/locations/${ids.otherId}/timetable`, tokens.admin)
    expect(never.statusCode).toBe(200)
    expect(never.json().data).toEqual({ source: 'studio-service', stale: true, editable: false, timetable: emptyTimetable() })
    expect(never.body).not.toContain('secret upstream detail')

    const screenToken = await pairScreen(t, tokens.admin, ids.demoScreen(2))
    const polled = await screenCall(t, 'POST', '/api/v1/screens/poll', screenToken, { playing: false, automaticMode: true })
    expect(polled.statusCode).toBe(200)
    expect(polled.json().data.timetableStale).toBe(true)
    failing = false
  })

  it('refuses edits with 409', async () => {
    const response = await consoleCall(t, 'PUT', `/api/v1/locations/${ids.demoId}/timetable`, tokens.admin, { timetable: emptyTimetable() })
    expect(response.statusCode).toBe(409)
    expect(errorOf(response)).toBe(API_MESSAGES.timetableFromService)
  })
})
