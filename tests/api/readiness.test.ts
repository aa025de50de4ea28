import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { locations, screens, workouts } from '../../src/server/db/schema'
import { createHeartbeatBuffer } from '../../src/server/fleet/heartbeats'
import { APP_VERSION } from '../../src/shared/constants'
import { USERS } from './fixtures'
import { buildTestApp, type TestApp } from './helpers'
import { consoleCall, pairScreen, screenCall, templateIds } from './screensHelpers'
import { daytimeZone, oneClassTimetable, wallClock } from './wallClock'

// Readiness before a class: each screen linked, connected, with a workout, its clips stored, the current app.
let t: TestApp
let ids: Awaited<ReturnType<typeof templateIds>>
const tokens = {} as Record<'admin' | 'staff', string>
beforeAll(async () => {
  t = await buildTestApp()
  for (const key of ['admin', 'staff'] as const) tokens[key] = await t.login(USERS[key])
  ids = await templateIds(t)
})
afterAll(async () => {
  await t?.close()
})

const device = (overrides: object = {}) => ({ appVersion: APP_VERSION, cacheAvailable: true, clipsWanted: 17, clipsCached: 17, ...overrides })
const poll = (token: string, state?: object) =>
  screenCall(t, 'POST', '/api/v1/screens/poll', token, { playing: false, automaticMode: true, ...(state ? { device: state } : {}) })
const readiness = async (token = tokens.staff) => (await consoleCall(t, 'GET', `/api/v1/locations/${ids.demoId}/readiness`, token)).json().data

describe('readiness', () => {
  it('says which screens are ready for the next class, and why not, from what each screen reports', async () => {
    const now = new Date()
    const zone = daytimeZone(now)
    await t.db.update(locations).set({ timeZone: zone }).where(eq(locations.id, ids.demoId))
    const next = wallClock(now.getTime() + 20 * 60_000, zone)
    const timetable = oneClassTimetable(now.getTime() + 20 * 60_000, zone)
    expect((await consoleCall(t, 'PUT', `/api/v1/locations/${ids.demoId}/timetable`, tokens.admin, { timetable })).statusCode).toBe(200)
    // Round 9 has no workout today.
    await t.db.delete(workouts).where(eq(workouts.roundNumber, 9))

    const ready = await pairScreen(t, tokens.admin, ids.demoScreen(1))
    const behind = await pairScreen(t, tokens.admin, ids.demoScreen(2))
    const silent = await pairScreen(t, tokens.admin, ids.demoScreen(3))
    const noStorage = await pairScreen(t, tokens.admin, ids.demoScreen(4))
    expect((await poll(ready, device())).statusCode).toBe(200)
    expect((await poll(behind, device({ clipsCached: 14, appVersion: '21.12.21' }))).statusCode).toBe(200)
    await poll(silent)
    await poll(noStorage, device({ cacheAvailable: false, clipsCached: 0 }))

    const answer = await readiness()
    expect(answer.nextClass).toEqual({ name: 'Kickboxing 45', time: next.time, startsAt: expect.any(String) })
    expect(Math.abs(Date.parse(answer.nextClass.startsAt) - (now.getTime() + 20 * 60_000))).toBeLessThan(61_000)
    expect(answer.inWindow).toBe(true)
    expect(answer.ready).toBe(false)
    const byRound = Object.fromEntries(answer.screens.map((screen: { round: number; reasons: string[] }) => [screen.round, screen.reasons]))
    expect(byRound).toEqual({
      1: [],
      2: ['clipsDownloading', 'oldVersion'],
      3: ['notReported'],
      4: ['cannotStoreClips'],
      5: ['notLinked'],
      6: ['notLinked'],
      7: ['notLinked'],
      8: ['notLinked'],
      9: ['notLinked', 'noWorkout'],
    })
    expect(answer.screens[1]).toMatchObject({ ready: false, clipsWanted: 17, clipsCached: 14, appVersion: '21.12.21' })

    // Written with the heartbeats, the state reads the same from the database (another process sees this).
    await t.app.fleet.heartbeats.flush()
    expect((await readiness(tokens.admin)).screens[1].reasons).toEqual(['clipsDownloading', 'oldVersion'])
    // The clips arrive: ready without a word from staff.
    await poll(behind, device())
    expect((await readiness()).screens[1]).toMatchObject({ ready: true, reasons: [] })
  })

  it('tells the console what each connected screen plays, from its own poll', async () => {
    const token = await pairScreen(t, tokens.admin, ids.demoScreen(6))
    const screen = async () => (await consoleCall(t, 'GET', `/api/v1/screens/${ids.demoScreen(6)}`, tokens.staff)).json().data
    expect((await screen()).nowPlaying).toBeNull()
    await screenCall(t, 'POST', '/api/v1/screens/poll', token, { playing: true, automaticMode: false, device: device({ position: 4, playing: false }) })
    // The server takes `playing` from the poll itself, whatever the device state says.
    expect((await screen()).nowPlaying).toEqual({ playing: true, position: 4 })
    await t.app.fleet.heartbeats.flush()
    expect((await screen()).nowPlaying).toEqual({ playing: true, position: 4 })
    await screenCall(t, 'POST', '/api/v1/screens/poll', token, { playing: false, automaticMode: true, device: device({ position: null }) })
    expect((await screen()).nowPlaying).toEqual({ playing: false, position: null })
  })

  it('keeps a screen’s state between the polls that send it: the others say only whether it plays', async () => {
    const token = await pairScreen(t, tokens.admin, ids.demoScreen(7))
    const screen = async () => (await consoleCall(t, 'GET', `/api/v1/screens/${ids.demoScreen(7)}`, tokens.staff)).json().data
    const round7 = async () => (await readiness()).screens.find((entry: { round: number }) => entry.round === 7)
    await screenCall(t, 'POST', '/api/v1/screens/poll', token, { playing: true, automaticMode: false, device: device({ clipsCached: 12, position: 2 }) })
    // Pending in this process, then written: either way a poll without the state keeps it.
    for (const flushFirst of [false, true]) {
      if (flushFirst) await t.app.fleet.heartbeats.flush()
      await screenCall(t, 'POST', '/api/v1/screens/poll', token, { playing: false, automaticMode: true })
      expect((await screen()).nowPlaying).toEqual({ playing: false, position: 2 })
      expect(await round7()).toMatchObject({ clipsWanted: 17, clipsCached: 12 })
      await screenCall(t, 'POST', '/api/v1/screens/poll', token, { playing: true, automaticMode: true })
      expect((await screen()).nowPlaying).toEqual({ playing: true, position: 2 })
    }
    await t.app.fleet.heartbeats.flush()
    expect((await screen()).nowPlaying).toEqual({ playing: true, position: 2 })
    expect(await round7()).toMatchObject({ clipsCached: 12, reasons: expect.arrayContaining(['clipsDownloading']) })
  })

  it('writes a state that one process heard even when another process wrote a newer heartbeat first', async () => {
    const token = await pairScreen(t, tokens.admin, ids.demoScreen(8))
    const row = async () =>
      (
        await t.db
          .select()
          .from(screens)
          .where(eq(screens.id, ids.demoScreen(8)))
      )[0]
    await screenCall(t, 'POST', '/api/v1/screens/poll', token, { playing: true, automaticMode: true, device: device() })
    await t.app.fleet.heartbeats.flush()
    // "Process A" hears the screen's new state; the next poll, without it, lands on this app ("B").
    const processA = createHeartbeatBuffer(t.db, { flushEveryMs: 600_000 })
    try {
      processA.record(ids.demoScreen(8), new Date(Date.now() - 1_000), device({ clipsCached: 5, position: 3 }), true)
      await screenCall(t, 'POST', '/api/v1/screens/poll', token, { playing: false, automaticMode: true })
      const newest = t.app.fleet.heartbeats.pending(ids.demoScreen(8))!
      await t.app.fleet.heartbeats.flush()
      await processA.flush()
      const written = await row()
      expect(written.statusUpdatedAt?.getTime()).toBe(newest.getTime())
      expect(written.deviceState).toEqual({ ...device({ clipsCached: 5, position: 3 }), playing: false })
    } finally {
      await processA.close()
    }
  })

  it('keeps readiness to those who may see the location and checks the device state', async () => {
    expect((await consoleCall(t, 'GET', `/api/v1/locations/${ids.otherId}/readiness`, tokens.staff)).statusCode).toBe(404)
    const token = await pairScreen(t, tokens.admin, ids.demoScreen(5))
    expect((await poll(token, device({ clipsCached: -1 }))).statusCode).toBe(400)
  })
})
