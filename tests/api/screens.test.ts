import { and, desc, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { logs, sessions } from '../../src/server/db/schema'
import { API_MESSAGES } from '../../src/shared/messages'
import { USERS } from './fixtures'
import { buildTestApp, errorOf, type TestApp } from './helpers'
import { consoleCall, pairScreen, screenCall, templateIds } from './screensHelpers'

let t: TestApp
let ids: Awaited<ReturnType<typeof templateIds>>
const tokens = {} as Record<'superAdmin' | 'admin' | 'staff' | 'api', string>
beforeAll(async () => {
  t = await buildTestApp()
  for (const key of ['superAdmin', 'admin', 'staff', 'api'] as const) tokens[key] = await t.login(USERS[key])
  ids = await templateIds(t)
})
afterAll(async () => {
  await t?.close()
})
afterEach(() => {
  vi.useRealTimers()
})

const latestLog = async (model: string) => (await t.db.select().from(logs).where(eq(logs.model, model)).orderBy(desc(logs.date)).limit(1))[0]

async function createScreen(body: object, token = tokens.admin) {
  const response = await consoleCall(t, 'POST', '/api/v1/screens', token, body)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data
}

describe('listScreens and getScreen', () => {
  it('lists by location, round and name with paging, and filters by location', async () => {
    const all = (await consoleCall(t, 'GET', `/api/v1/screens?location=${ids.demoId}`, tokens.admin)).json()
    expect(all.meta).toEqual({ total: 9, page: 1, pageSize: 15 })
    expect(all.data.map((screen: { round: number }) => screen.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(all.data[0]).toMatchObject({
      name: 'Screen 1',
      location: ids.demoId,
      locationName: 'Demo Studio',
      timeZone: 'America/New_York',
      language: 'en-us',
      status: { label: 'Disconnected', isConnected: false, statusUpdatedAt: null },
      linked: false,
      authToken: null,
      automaticMode: true,
      classStart: false,
    })
    expect(all.data[0].id).toBe(all.data[0]._id)
    const page = (await consoleCall(t, 'GET', `/api/v1/screens?location=${ids.demoId}&pageSize=4&page=3`, tokens.admin)).json()
    expect(page.data.map((screen: { name: string }) => screen.name)).toEqual(['Screen 9'])
    const searched = (await consoleCall(t, 'GET', '/api/v1/screens?search=SCREEN%207', tokens.api)).json()
    expect(searched.data.map((screen: { name: string }) => screen.name)).toEqual(['Screen 7'])
    expect((await consoleCall(t, 'GET', '/api/v1/screens?location=nope', tokens.admin)).statusCode).toBe(400)
  })

  it('shows location staff only the screens of their locations', async () => {
    const elsewhere = await createScreen({ name: 'Toronto 1', round: 1, location: ids.otherId })
    const staffList = (await consoleCall(t, 'GET', '/api/v1/screens?pageSize=100', tokens.staff)).json()
    expect(staffList.data.every((screen: { location: string }) => screen.location === ids.demoId)).toBe(true)
    expect((await consoleCall(t, 'GET', `/api/v1/screens?location=${ids.otherId}`, tokens.staff)).json().meta.total).toBe(0)
    expect((await consoleCall(t, 'GET', `/api/v1/screens/${elsewhere.id}`, tokens.staff)).statusCode).toBe(404)
    expect((await consoleCall(t, 'GET', `/api/v1/screens/${elsewhere.id}`, tokens.api)).statusCode).toBe(200)
    expect((await consoleCall(t, 'GET', `/api/v1/screens/${ids.demoScreen(1)}`, tokens.staff)).json().data.name).toBe('Screen 1')
    expect((await consoleCall(t, 'GET', '/api/v1/screens/not-a-uuid', tokens.admin)).statusCode).toBe(400)
    expect((await consoleCall(t, 'GET', '/api/v1/screens')).statusCode).toBe(401)
  })
})

describe('createScreen', () => {
  it('takes time zone and language from the location unless given, and audits', async () => {
    const screen = await createScreen({ name: '  Lobby  ', round: 2, location: ids.otherId })
    expect(screen).toMatchObject({ name: 'Lobby', round: 2, timeZone: 'America/Toronto', language: 'fr-ca', linked: false })
    expect(await latestLog('Screen')).toMatchObject({ action: 'create', modifiedBy: USERS.admin.email, data: { id: screen.id, name: 'Lobby' } })
    const explicit = await createScreen({ name: 'Tokyo', round: 3, location: ids.otherId, timeZone: 'Asia/Tokyo', language: 'JA' }, tokens.superAdmin)
    expect(explicit).toMatchObject({ timeZone: 'Asia/Tokyo', language: 'ja' })
  })

  it('validates with readable messages', async () => {
    const valid = { name: 'Valid', round: 1, location: ids.demoId }
    const cases: Array<[object, string | RegExp]> = [
      [{ name: 'x'.repeat(86) }, 'Name is too long.'],
      [{ name: ' ' }, 'Name is required.'],
      [{ round: 0 }, API_MESSAGES.roundNumberRange],
      [{ round: 10 }, API_MESSAGES.roundNumberRange],
      [{ round: 1.5 }, API_MESSAGES.roundNumberRange],
      [{ location: 'x' }, API_MESSAGES.idFormat],
      [{ timeZone: 'Mars/Base' }, API_MESSAGES.timeZoneInvalid],
      [{ language: 'de' }, API_MESSAGES.languageInvalid],
    ]
    for (const [overrides, message] of cases) {
      const response = await consoleCall(t, 'POST', '/api/v1/screens', tokens.admin, { ...valid, ...overrides })
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400)
      expect(errorOf(response)).toMatch(message)
    }
    const { round: _round, ...noRound } = valid
    expect(errorOf(await consoleCall(t, 'POST', '/api/v1/screens', tokens.admin, noRound))).toBe('Round is required.')
    const unknown = await consoleCall(t, 'POST', '/api/v1/screens', tokens.admin, { ...valid, location: '00000000-0000-4000-8000-000000000000' })
    expect(unknown.statusCode).toBe(404)
    expect(errorOf(unknown)).toBe(API_MESSAGES.locationNotFound)
  })

  it('is for admins only', async () => {
    const body = { name: 'Nope', round: 1, location: ids.demoId }
    expect((await consoleCall(t, 'POST', '/api/v1/screens', tokens.staff, body)).statusCode).toBe(403)
    expect((await consoleCall(t, 'POST', '/api/v1/screens', tokens.api, body)).statusCode).toBe(403)
    expect((await consoleCall(t, 'POST', '/api/v1/screens', undefined, body)).statusCode).toBe(401)
  })
})

describe('updateScreen', () => {
  it('lets admins edit and staff only request a refresh', async () => {
    const screen = await createScreen({ name: 'Editable', round: 4, location: ids.demoId })
    const edited = await consoleCall(t, 'PUT', `/api/v1/screens/${screen.id}`, tokens.admin, { name: 'Edited', round: 5, isLrVideo: true })
    expect(edited.json().data).toMatchObject({ name: 'Edited', round: 5, isLrVideo: true, refreshFlag: false })
    expect(await latestLog('Screen')).toMatchObject({ action: 'update', data: { id: screen.id, changes: { name: 'Edited', round: 5 } } })

    const staffEdit = await consoleCall(t, 'PUT', `/api/v1/screens/${screen.id}`, tokens.staff, { name: 'Hijacked' })
    expect(staffEdit.statusCode).toBe(403)
    expect(errorOf(staffEdit)).toBe(API_MESSAGES.staffRefreshOnly)
    const refresh = await consoleCall(t, 'PUT', `/api/v1/screens/${screen.id}`, tokens.staff, { refreshFlag: true })
    expect(refresh.statusCode).toBe(200)
    expect(refresh.json().data).toMatchObject({ name: 'Edited', refreshFlag: true })
    expect((await consoleCall(t, 'PUT', `/api/v1/screens/${screen.id}`, tokens.api, { refreshFlag: true })).statusCode).toBe(403)
    expect((await consoleCall(t, 'PUT', `/api/v1/screens/${screen.id}`, tokens.admin, { round: 11 })).statusCode).toBe(400)
  })

  it('hides other locations’ screens from staff', async () => {
    const elsewhere = await createScreen({ name: 'Remote', round: 1, location: ids.otherId })
    expect((await consoleCall(t, 'PUT', `/api/v1/screens/${elsewhere.id}`, tokens.staff, { refreshFlag: true })).statusCode).toBe(404)
    expect((await consoleCall(t, 'POST', `/api/v1/screens/${elsewhere.id}/disconnect`, tokens.staff)).statusCode).toBe(404)
    expect((await consoleCall(t, 'POST', `/api/v1/screens/${elsewhere.id}/disconnect`, tokens.api)).statusCode).toBe(403)
  })
})

describe('deleteScreen', () => {
  it('is super-admin only and revokes the screen’s token', async () => {
    const screen = await createScreen({ name: 'Doomed', round: 6, location: ids.demoId })
    const token = await pairScreen(t, tokens.admin, screen.id)
    expect((await consoleCall(t, 'DELETE', `/api/v1/screens/${screen.id}`, tokens.admin)).statusCode).toBe(403)
    expect((await consoleCall(t, 'DELETE', `/api/v1/screens/${screen.id}`, tokens.staff)).statusCode).toBe(403)
    const deleted = await consoleCall(t, 'DELETE', `/api/v1/screens/${screen.id}`, tokens.superAdmin)
    expect(deleted.statusCode).toBe(200)
    expect(deleted.json().data).toMatchObject({ id: screen.id, name: 'Doomed' })
    expect(await latestLog('Screen')).toMatchObject({ action: 'delete', data: { id: screen.id } })
    expect((await screenCall(t, 'GET', '/api/v1/screens/auth', token)).statusCode).toBe(401)
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.kind, 'screen'), eq(sessions.screenId, screen.id))),
    ).toEqual([])
    expect((await consoleCall(t, 'GET', `/api/v1/screens/${screen.id}`, tokens.admin)).statusCode).toBe(404)
    expect((await consoleCall(t, 'DELETE', `/api/v1/screens/${screen.id}`, tokens.superAdmin)).statusCode).toBe(404)
  })
})

describe('addScreenToLocation', () => {
  it('moves a screen, which takes the new location’s zone and language', async () => {
    const screen = await createScreen({ name: 'Mover', round: 7, location: ids.demoId })
    const moved = await consoleCall(t, 'PUT', `/api/v1/locations/${ids.otherId}/screens`, tokens.admin, { screenId: screen.id })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json().data).toMatchObject({ location: ids.otherId, locationName: 'Other Studio', timeZone: 'America/Toronto', language: 'fr-ca' })
    const location = (await consoleCall(t, 'GET', `/api/v1/locations/${ids.otherId}`, tokens.admin)).json().data
    expect(location.screens).toContain(screen.id)
    expect(await latestLog('Screen')).toMatchObject({ action: 'update', data: { id: screen.id, location: { from: ids.demoId, to: ids.otherId } } })
    expect((await consoleCall(t, 'PUT', `/api/v1/locations/${ids.demoId}/screens`, tokens.staff, { screenId: screen.id })).statusCode).toBe(403)
    expect((await consoleCall(t, 'PUT', `/api/v1/locations/${ids.demoId}/screens`, tokens.admin, {})).statusCode).toBe(400)
    expect(
      (await consoleCall(t, 'PUT', `/api/v1/locations/${ids.demoId}/screens`, tokens.admin, { screenId: '00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404)
  })
})

describe('connection status', () => {
  it('is Connected within 90 s of the last heartbeat and Disconnected after', async () => {
    const screen = await createScreen({ name: 'Beating', round: 8, location: ids.demoId })
    const token = await pairScreen(t, tokens.admin, screen.id)
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.now()
    vi.setSystemTime(start)
    const beat = await screenCall(t, 'PATCH', '/api/v1/screens/auth', token, {
      status: { label: 'Connected', isConnected: true, statusUpdatedAt: '1999-01-01T00:00:00Z' },
      refreshFlag: false,
    })
    expect(beat.statusCode, beat.body).toBe(200)
    const statusAt = async (offsetMs: number) => {
      vi.setSystemTime(start + offsetMs)
      return (await consoleCall(t, 'GET', `/api/v1/screens/${screen.id}`, tokens.staff)).json().data.status
    }
    // The server's clock, not the device's, is stored.
    expect(await statusAt(0)).toEqual({ label: 'Connected', isConnected: true, statusUpdatedAt: new Date(start).toISOString() })
    expect((await statusAt(90_000)).label).toBe('Connected')
    expect(await statusAt(90_001)).toMatchObject({ label: 'Disconnected', isConnected: false })
    await screenCall(t, 'POST', '/api/v1/screens/poll', token, { playing: false, automaticMode: true })
    expect((await statusAt(90_001)).label).toBe('Connected')
  })
})
