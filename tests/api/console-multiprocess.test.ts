// The console's push stream across two real server processes on one PostgreSQL database
// (docs/FLEET.md#live-consoles): a Start through one process reaches a console streaming from the
// other, scoped to the user's locations, and what a screen tells one process shows on the other's
// screens list at once, before any heartbeat flush. PostgreSQL only.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../e2e/server'
import { api, openConsoleStream, regionalAdmin, signIn, studioUser, type ConsoleFrame } from './consoleStream'
import { databaseUrl, dropLater, runDatabaseName } from './globalSetup'
import { SCREEN_TOKEN } from './sse'

const url = process.env.DATABASE_URL
describe.skipIf(!url)('the console push stream across two server processes', () => {
  const name = runDatabaseName('console_live')
  let admin: pg.Client
  let a: RunningServer
  let b: RunningServer
  let superToken: string
  let demoId: string
  let otherId: string
  let screenId: string

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database "${name}"`)
    // Heartbeats are written once a minute: what the consoles see must not wait for the database.
    const env = { DATABASE_URL: databaseUrl(url!, name), HEARTBEAT_FLUSH_MS: '60000' }
    ;[a, b] = await Promise.all([startServer(env), startServer(env)])
    superToken = await signIn(a.baseURL, a.adminEmail, a.adminPassword)
    const demo = await api(a.baseURL, 'GET', '/api/v1/locations?pageSize=10', superToken)
    demoId = demo.json.data[0].id as string
    const other = await api(a.baseURL, 'POST', '/api/v1/locations', superToken, {
      name: 'Other Studio',
      locationIdentifier: 'KB-US-9902',
      urlSlug: 'other',
      timeZone: 'UTC',
      language: 'en-us',
    })
    expect(other.status, JSON.stringify(other.json)).toBe(200)
    otherId = other.json.data.id as string
    const screens = await api(a.baseURL, 'GET', `/api/v1/screens?location=${demoId}&pageSize=100`, superToken)
    screenId = (screens.json.data as { id: string; round: number }[]).find((screen) => screen.round === 1)!.id
  }, 120_000)

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    dropLater(url!, name)
    await admin.end()
  }, 60_000)

  const of = (event: string, location?: string) => (frame: ConsoleFrame) =>
    frame.event === event && (location === undefined || frame.data.location === location)

  it('carries a Start through A to a studio console on B, and nothing to another studio’s console', async () => {
    const staffToken = await studioUser(a.baseURL, superToken, 'demo-live@studio.test', demoId)
    const otherToken = await studioUser(a.baseURL, superToken, 'other-live@studio.test', otherId)
    const staff = await openConsoleStream(b.baseURL, staffToken)
    const other = await openConsoleStream(b.baseURL, otherToken)
    expect(await staff.next()).toEqual({ event: 'ready', data: { locations: [demoId] } })
    expect(await other.next()).toEqual({ event: 'ready', data: { locations: [otherId] } })

    const pressed = Date.now()
    expect((await api(a.baseURL, 'PUT', `/api/v1/locations/${demoId}/class`, superToken, { automaticMode: false, classStart: true })).status).toBe(200)
    expect(await staff.next(of('class'))).toMatchObject({ data: { location: demoId, classStart: true, automaticMode: false } })
    console.log(`Start through A reached the studio console on B after ${Date.now() - pressed} ms`)

    // A change at the other studio reaches its console; nothing of the demo studio came before it.
    expect((await api(a.baseURL, 'PUT', `/api/v1/locations/${otherId}/class`, superToken, { automaticMode: false })).status).toBe(200)
    expect(await other.next(of('class'))).toMatchObject({ data: { location: otherId } })
    expect(other.frames.filter((frame) => frame.data.location === demoId)).toEqual([])
    staff.close()
    other.close()
  }, 60_000)

  it('carries a Start through A to a regional admin’s console on B for their region only', async () => {
    const regional = await regionalAdmin(a.baseURL, superToken, 'region-live@studio.test', [otherId])
    const stream = await openConsoleStream(b.baseURL, regional.token)
    expect(await stream.next()).toEqual({ event: 'ready', data: { locations: [otherId] } })
    expect((await api(a.baseURL, 'PUT', `/api/v1/locations/${demoId}/class`, superToken, { classStart: false })).status).toBe(200)
    expect((await api(a.baseURL, 'PUT', `/api/v1/locations/${otherId}/class`, superToken, { automaticMode: true })).status).toBe(200)
    expect(await stream.next(of('class'))).toMatchObject({ data: { location: otherId, automaticMode: true } })
    expect(stream.frames.filter((frame) => frame.data.location === demoId)).toEqual([])
    stream.close()
  }, 60_000)

  it('shows on B what a screen told A, connected and playing, before any heartbeat is written', async () => {
    const link = await api(a.baseURL, 'POST', '/api/v1/screenlinks', null, {})
    expect((await api(b.baseURL, 'PUT', `/api/v1/screens/link/${screenId}`, superToken, { authCode: link.json.data.authCode })).status).toBe(200)
    const screenToken = (await api(a.baseURL, 'GET', `/api/v1/screenlinks/${link.json.data.id}`, null)).json.data.token as string
    const stream = await openConsoleStream(b.baseURL, superToken)
    await stream.next(of('ready'))

    const told = Date.now()
    const poll = await fetch(`${a.baseURL}/api/v1/screens/poll`, {
      method: 'POST',
      headers: { [SCREEN_TOKEN]: screenToken, 'content-type': 'application/json' },
      body: JSON.stringify({
        playing: true,
        automaticMode: false,
        device: { appVersion: 'test', cacheAvailable: true, clipsWanted: 14, clipsCached: 14, position: 7 },
      }),
    })
    expect(poll.status).toBe(200)
    await stream.next(of('screens', demoId))
    const listed = await api(b.baseURL, 'GET', `/api/v1/screens?location=${demoId}&pageSize=100`, superToken)
    const row = (listed.json.data as { id: string; status: { isConnected: boolean }; nowPlaying: unknown }[]).find((screen) => screen.id === screenId)!
    expect(row).toMatchObject({ status: { isConnected: true }, nowPlaying: { playing: true, position: 7 } })
    console.log(`A screen's poll at A showed as playing clip 8 on B's list after ${Date.now() - told} ms`)
    stream.close()
  }, 60_000)
})
