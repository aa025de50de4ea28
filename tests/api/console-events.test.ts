// The console's push stream (docs/FLEET.md#live-consoles): what it carries, to whom, and its limits,
// on one process (PGlite, or PostgreSQL when DATABASE_URL is set). Across two processes:
// tests/api/multiprocess.test.ts.
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONSOLE_STREAMS_PER_USER } from '../../src/server/routes/console'
import { api, openConsoleStream, regionalAdmin, studioUser, type ConsoleFrame } from './consoleStream'
import { USERS } from './fixtures'
import { buildTestApp, type TestApp } from './helpers'
import { play } from './playsHelpers'
import { pairScreen, registerLink, templateIds } from './screensHelpers'

let t: TestApp
let baseURL: string
let ids: Awaited<ReturnType<typeof templateIds>>
const tokens: Record<'admin' | 'superAdmin' | 'staff' | 'otherStaff', string> = { admin: '', superAdmin: '', staff: '', otherStaff: '' }

beforeAll(async () => {
  t = await buildTestApp()
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  baseURL = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  ids = await templateIds(t)
  tokens.admin = await t.login(USERS.admin)
  tokens.superAdmin = await t.login(USERS.superAdmin)
  tokens.staff = await t.login(USERS.staff)
  tokens.otherStaff = await studioUser(baseURL, tokens.superAdmin, 'other-studio-live@studio.test', ids.otherId)
}, 60_000)

afterAll(async () => {
  await t?.close()
})

const of = (event: string, location?: string) => (frame: ConsoleFrame) => frame.event === event && (location === undefined || frame.data.location === location)
const setClass = (locationId: string, body: object, token = tokens.admin) => api(baseURL, 'PUT', `/api/v1/locations/${locationId}/class`, token, body)
const poll = (screenToken: string, body: object) =>
  fetch(`${baseURL}/api/v1/screens/poll`, {
    method: 'POST',
    headers: { 'screen-auth-token': screenToken, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
const device = (position: number | null) => ({ appVersion: 'test', cacheAvailable: true, clipsWanted: 14, clipsCached: 14, position })
const screenRow = async (token: string, screenId: string) => {
  const list = await api(baseURL, 'GET', `/api/v1/screens?location=${ids.demoId}&pageSize=100`, token)
  return (
    list.json.data as { id: string; linked: boolean; status: { isConnected: boolean }; nowPlaying: { playing: boolean; position: number | null } | null }[]
  ).find((row) => row.id === screenId)!
}

describe('the console push stream', () => {
  it('says which locations it carries first, then delivers a Start to the consoles of that location only', async () => {
    const admin = await openConsoleStream(baseURL, tokens.admin)
    const staff = await openConsoleStream(baseURL, tokens.staff)
    const other = await openConsoleStream(baseURL, tokens.otherStaff)
    expect(await admin.next()).toEqual({ event: 'ready', data: { locations: 'all' } })
    expect(await staff.next()).toEqual({ event: 'ready', data: { locations: [ids.demoId] } })
    expect(await other.next()).toEqual({ event: 'ready', data: { locations: [ids.otherId] } })

    const started = await setClass(ids.demoId, { automaticMode: false, classStart: true })
    expect(started.status).toBe(200)
    expect(await staff.next(of('class'))).toMatchObject({ event: 'class', data: { location: ids.demoId, classStart: true, automaticMode: false } })
    expect(await admin.next(of('class'))).toMatchObject({ data: { location: ids.demoId, classStart: true } })

    // The other studio's user hears its own location's change, and nothing of the demo studio before it.
    await setClass(ids.otherId, { automaticMode: false })
    expect(await other.next(of('class'))).toMatchObject({ data: { location: ids.otherId, automaticMode: false } })
    expect(other.frames.filter((frame) => frame.data.location === ids.demoId)).toEqual([])
    expect(await admin.next(of('class', ids.otherId))).toMatchObject({ data: { automaticMode: false } })
    await setClass(ids.otherId, { automaticMode: true })
    await setClass(ids.demoId, { classStart: false })
    expect(await staff.next(of('class'))).toMatchObject({ data: { classStart: false } })
    expect(staff.frames.filter((frame) => frame.data.location === ids.otherId)).toEqual([])
    for (const stream of [admin, staff, other]) stream.close()
  })

  it('a regional admin’s stream opens with their region’s locations and never carries another region’s events', async () => {
    const regional = await regionalAdmin(baseURL, tokens.superAdmin, 'region-live@studio.test', [ids.demoId])
    const stream = await openConsoleStream(baseURL, regional.token)
    expect(await stream.next()).toEqual({ event: 'ready', data: { locations: [ids.demoId] } })
    // A Start in the other region, then one in theirs: the first frame they hear is their own.
    expect((await setClass(ids.otherId, { automaticMode: false, classStart: true })).status).toBe(200)
    expect((await setClass(ids.demoId, { automaticMode: false, classStart: true })).status).toBe(200)
    expect(await stream.next(of('class'))).toMatchObject({ data: { location: ids.demoId, classStart: true } })
    await setClass(ids.otherId, { classStart: false })
    await setClass(ids.otherId, { automaticMode: true })
    await setClass(ids.demoId, { classStart: false })
    expect(await stream.next(of('class'))).toMatchObject({ data: { location: ids.demoId, classStart: false } })
    await setClass(ids.demoId, { automaticMode: true })
    expect(await stream.next(of('class'))).toMatchObject({ data: { location: ids.demoId, automaticMode: true } })
    expect(stream.frames.filter((frame) => frame.data.location === ids.otherId)).toEqual([])
    stream.close()

    // A region with no studio left is an empty audience, never "all".
    const region = await api(baseURL, 'GET', `/api/v1/regions/${regional.regionId}`, tokens.superAdmin)
    expect(
      (await api(baseURL, 'PUT', `/api/v1/regions/${regional.regionId}`, tokens.superAdmin, { locations: [], updatedAt: region.json.data.updatedAt })).status,
    ).toBe(200)
    const emptied = await openConsoleStream(baseURL, regional.token)
    expect(await emptied.next()).toEqual({ event: 'ready', data: { locations: [] } })
    emptied.close()
  })

  it('tells the consoles when a screen comes, starts playing and moves on a clip, and the screens list agrees at once', async () => {
    const screenId = ids.demoScreen(3)
    const screenToken = await pairScreen(t, tokens.admin, screenId)
    const staff = await openConsoleStream(baseURL, tokens.staff)
    await staff.next(of('ready'))
    const started = await setClass(ids.demoId, { automaticMode: false, classStart: true })
    const anchor = Date.parse(started.json.data.classStartedAt as string)

    // The screen shows the countdown and says so: the console hears it, and the list shows it playing clip 1.
    expect((await poll(screenToken, { playing: true, automaticMode: false, device: device(0) })).status).toBe(200)
    expect(await staff.next(of('screens', ids.demoId))).toBeTruthy()
    expect(await screenRow(tokens.staff, screenId)).toMatchObject({ status: { isConnected: true }, nowPlaying: { playing: true, position: 0 } })

    // A play report says the countdown and the warm-up left the screen: it is on the third clip now, without a poll.
    const plays = [play(anchor, 0), play(anchor, 1)]
    const reported = await fetch(`${baseURL}/api/v1/screens/plays`, {
      method: 'POST',
      headers: { 'screen-auth-token': screenToken, 'content-type': 'application/json' },
      body: JSON.stringify({ plays }),
    })
    expect(reported.status, await reported.clone().text()).toBe(200)
    expect(await staff.next(of('screens', ids.demoId))).toBeTruthy()
    expect((await screenRow(tokens.staff, screenId)).nowPlaying).toEqual({ playing: true, position: 2 })

    // A poll that says the same is not news; one that says the class stopped is.
    const before = staff.frames.length
    await poll(screenToken, { playing: true, automaticMode: false })
    await setClass(ids.demoId, { classStart: false })
    await poll(screenToken, { playing: false, automaticMode: false, device: device(null) })
    await staff.next(of('screens', ids.demoId))
    expect(staff.frames.slice(before).map((frame) => frame.event)).toEqual(['class', 'screens'])
    expect((await screenRow(tokens.staff, screenId)).nowPlaying).toEqual({ playing: false, position: null })
    staff.close()
  })

  it('tells the consoles of a hard refresh and of each screen that has reloaded', async () => {
    const screenToken = await pairScreen(t, tokens.admin, ids.demoScreen(4))
    const staff = await openConsoleStream(baseURL, tokens.staff)
    await staff.next(of('ready'))
    expect((await api(baseURL, 'POST', `/api/v1/locations/${ids.demoId}/hard-refresh`, tokens.staff)).status).toBe(200)
    expect(await staff.next(of('screens', ids.demoId))).toBeTruthy()
    const reloaded = await fetch(`${baseURL}/api/v1/screens/auth`, {
      method: 'PATCH',
      headers: { 'screen-auth-token': screenToken, 'content-type': 'application/json' },
      body: JSON.stringify({ hardRefreshFlag: false }),
    })
    expect(reloaded.status).toBe(200)
    expect(await staff.next(of('screens', ids.demoId))).toBeTruthy()
    staff.close()
  })

  it('tells the consoles when a TV collects the token of its pairing: the console waits for that to say linked', async () => {
    const screenId = ids.demoScreen(5)
    const staff = await openConsoleStream(baseURL, tokens.staff)
    await staff.next(of('ready'))
    const { code, linkId } = await registerLink(t)
    const paired = await api(baseURL, 'PUT', `/api/v1/screens/${screenId}/link`, tokens.staff, { authCode: code })
    expect(paired.status).toBe(200)
    // The code is taken, but the TV has no token yet: not linked.
    expect(paired.json.data.linked).toBe(false)
    expect((await fetch(`${baseURL}/api/v1/screenlinks/${linkId}`)).status).toBe(200)
    expect(await staff.next(of('screens', ids.demoId))).toBeTruthy()
    expect(await screenRow(tokens.staff, screenId)).toMatchObject({ linked: true })
    staff.close()
  })

  it('refuses a JSON client, a missing token, and streams past the per-user cap', async () => {
    const json = await fetch(`${baseURL}/api/v1/console/events`, { headers: { authorization: `Bearer ${tokens.admin}` } })
    expect(json.status).toBe(400)
    expect(((await json.json()) as { code: string }).code).toBe('EVENT_STREAM_ACCEPT')
    const anonymous = await fetch(`${baseURL}/api/v1/console/events`, { headers: { accept: 'text/event-stream' } })
    expect(anonymous.status).toBe(401)

    const token = await t.login(USERS.superAdmin)
    const open = []
    for (let i = 0; i < CONSOLE_STREAMS_PER_USER; i++) open.push(await openConsoleStream(baseURL, token))
    const refused = await fetch(`${baseURL}/api/v1/console/events`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } })
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { code: string }).code).toBe('CONSOLE_STREAMS_PER_USER')
    for (const stream of open) stream.close()
  })
})
