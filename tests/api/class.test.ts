import type { AddressInfo } from 'node:net'
import { desc, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { logs, routines, workouts } from '../../src/server/db/schema'
import { API_MESSAGES } from '../../src/shared/messages'
import { USERS } from './fixtures'
import { buildTestApp, errorOf, type TestApp } from './helpers'
import { consoleCall, pairScreen, screenCall, templateIds } from './screensHelpers'
import { ScreenPushEvent } from '../../src/shared/schemas/pushEvents'

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

const poll = (token: string, body = { playing: false, automaticMode: true }) => screenCall(t, 'POST', '/api/v1/screens/poll', token, body)
const setClass = (locationId: string, body: object, token = tokens.staff) => consoleCall(t, 'PUT', `/api/v1/locations/${locationId}/class`, token, body)

describe('class control', () => {
  it('applies Start/Stop and automatic mode to every screen of the location, seen in the poll', async () => {
    const [one, two] = [await pairScreen(t, tokens.admin, ids.demoScreen(1)), await pairScreen(t, tokens.admin, ids.demoScreen(2))]
    const before = (await poll(one)).json().data
    expect(before).toMatchObject({
      classStart: false,
      automaticMode: true,
      alternateCountdown: false,
      classStartedAt: null,
      refreshFlag: false,
      hardRefreshFlag: false,
      locationEnabled: true,
      timeZone: 'America/New_York',
    })
    expect(Math.abs(Date.parse(before.serverTime) - Date.now())).toBeLessThan(5_000)
    expect(before.today).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    const manual = await setClass(ids.demoId, { automaticMode: false })
    expect(manual.json().data).toMatchObject({ location: ids.demoId, automaticMode: false, classStart: false, classStartedAt: null })
    const started = await setClass(ids.demoId, { classStart: true })
    expect(started.statusCode).toBe(200)
    const startedAt = started.json().data.classStartedAt
    expect(Math.abs(Date.parse(startedAt) - Date.now())).toBeLessThan(5_000)
    for (const token of [one, two])
      expect((await poll(token, { playing: true, automaticMode: false })).json().data).toMatchObject({
        classStart: true,
        automaticMode: false,
        classStartedAt: startedAt,
      })
    // Start on a running class keeps the shared instant every screen aligns to.
    expect((await setClass(ids.demoId, { classStart: true })).json().data.classStartedAt).toBe(startedAt)
    expect((await screenCall(t, 'GET', '/api/v1/screens/auth', one)).json().data.location).toMatchObject({ classStart: true, classStartedAt: startedAt })
    expect((await consoleCall(t, 'GET', `/api/v1/screens/${ids.demoScreen(2)}`, tokens.staff)).json().data.classStart).toBe(true)

    await setClass(ids.demoId, { classStart: false, automaticMode: true })
    expect((await poll(two)).json().data).toMatchObject({ classStart: false, automaticMode: true, classStartedAt: null })
    const [entry] = await t.db.select().from(logs).where(eq(logs.model, 'Location')).orderBy(desc(logs.date)).limit(1)
    expect(entry).toMatchObject({
      action: 'update',
      modifiedBy: USERS.staff.email,
      data: { id: ids.demoId, class: { classStart: false, automaticMode: true }, changed: { classStart: false, automaticMode: true } },
    })
    // Only what the press changed: the audit log words it ("Automatic mode turned off"), not the whole state.
    await setClass(ids.demoId, { automaticMode: false, classStart: false })
    const [switched] = await t.db.select().from(logs).where(eq(logs.model, 'Location')).orderBy(desc(logs.date)).limit(1)
    expect(switched.data).toMatchObject({ changed: { automaticMode: false } })
    expect(Object.keys((switched.data as { changed: object }).changed)).toEqual(['automaticMode'])
    await setClass(ids.demoId, { automaticMode: true })
  })

  it('keeps staff to their locations and api-access out, and validates', async () => {
    expect((await setClass(ids.otherId, { classStart: true })).statusCode).toBe(404)
    expect((await setClass(ids.demoId, { classStart: true }, tokens.api)).statusCode).toBe(403)
    expect((await consoleCall(t, 'PUT', `/api/v1/locations/${ids.demoId}/class`, undefined, { classStart: true })).statusCode).toBe(401)
    expect((await setClass(ids.otherId, { automaticMode: true }, tokens.admin)).statusCode).toBe(200)
    const bad = await setClass(ids.demoId, { classStart: 'yes' })
    expect(bad.statusCode).toBe(400)
    expect(errorOf(bad)).toMatch(/^Class start[ :]/)
    const screenToken = await pairScreen(t, tokens.admin, ids.demoScreen(3))
    expect((await screenCall(t, 'PUT', `/api/v1/locations/${ids.demoId}/class`, screenToken, { classStart: true })).statusCode).toBe(401)
  })
})

describe('refresh and hard refresh', () => {
  it('flags screens until the reloaded device clears them with its heartbeat', async () => {
    const token = await pairScreen(t, tokens.admin, ids.demoScreen(4))
    expect((await consoleCall(t, 'PUT', `/api/v1/screens/${ids.demoScreen(4)}`, tokens.staff, { refreshFlag: true })).statusCode).toBe(200)
    const hard = await consoleCall(t, 'POST', `/api/v1/locations/${ids.demoId}/hard-refresh`, tokens.staff)
    expect(hard.json().data).toEqual({ location: ids.demoId, screens: 9 })
    expect((await poll(token)).json().data).toMatchObject({ refreshFlag: true, hardRefreshFlag: true })
    // A plain heartbeat leaves the requests for the device to act on.
    expect((await screenCall(t, 'PATCH', '/api/v1/screens/auth', token, {})).json().data.screen).toMatchObject({ refreshFlag: true, hardRefreshFlag: true })
    const cleared = await screenCall(t, 'PATCH', '/api/v1/screens/auth', token, { refreshFlag: false, hardRefreshFlag: false })
    expect(cleared.json().data.screen).toMatchObject({ refreshFlag: false, hardRefreshFlag: false })
    expect((await poll(token)).json().data).toMatchObject({ refreshFlag: false, hardRefreshFlag: false })
    expect((await consoleCall(t, 'GET', `/api/v1/screens/${ids.demoScreen(5)}`, tokens.admin)).json().data.hardRefreshFlag).toBe(true)
    expect((await screenCall(t, 'PATCH', '/api/v1/screens/auth', token, { refreshFlag: true })).statusCode).toBe(400)
    expect((await consoleCall(t, 'POST', `/api/v1/locations/${ids.otherId}/hard-refresh`, tokens.staff)).statusCode).toBe(404)
    expect((await consoleCall(t, 'POST', `/api/v1/locations/${ids.demoId}/hard-refresh`, tokens.api)).statusCode).toBe(403)
  })
})

describe('the device’s workout', () => {
  it('answers the current workout with routines by step and the lrVideo flag', async () => {
    const token = await pairScreen(t, tokens.admin, ids.demoScreen(6))
    const beat = (await screenCall(t, 'PATCH', '/api/v1/screens/auth', token, { status: { label: 'Connected', isConnected: true }, refreshFlag: false })).json()
      .data
    expect(beat.screen).toMatchObject({ id: ids.demoScreen(6), round: 6, location: { id: ids.demoId, isEnabled: true } })
    expect(beat.workout).toMatchObject({ name: 'Demo Workout 6', round: 6 })
    expect(beat.workout.routines.map((routine: { step: number }) => routine.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14])
    expect(beat.lrVideo).toBe(false)
    await consoleCall(t, 'PUT', `/api/v1/screens/${ids.demoScreen(6)}`, tokens.admin, { isLrVideo: true })
    expect((await screenCall(t, 'PATCH', '/api/v1/screens/auth', token, {})).json().data.lrVideo).toBe(true)

    expect((await screenCall(t, 'GET', '/api/v1/screens/round/6', token)).json().data.name).toBe('Demo Workout 6')
    expect((await consoleCall(t, 'GET', `/api/v1/screens/round/2?location=${ids.demoId}`, tokens.staff)).json().data.name).toBe('Demo Workout 2')
    const noLocation = await consoleCall(t, 'GET', '/api/v1/screens/round/2', tokens.staff)
    expect(noLocation.statusCode).toBe(400)
    expect(errorOf(noLocation)).toBe(API_MESSAGES.roundLocationRequired)
    expect((await consoleCall(t, 'GET', `/api/v1/screens/round/2?location=${ids.otherId}`, tokens.staff)).statusCode).toBe(404)
    expect((await consoleCall(t, 'GET', `/api/v1/screens/round/2?location=${ids.otherId}`, tokens.api)).statusCode).toBe(200)
    expect((await consoleCall(t, 'GET', `/api/v1/screens/round/10?location=${ids.demoId}`, tokens.staff)).statusCode).toBe(400)
    expect((await consoleCall(t, 'GET', `/api/v1/screens/round/2?location=${ids.demoId}`)).statusCode).toBe(401)
  })

  it('rolls to the next day’s workout at the location’s roll hour, east and west of UTC', async () => {
    const day = (date: string) => ({ startDate: new Date(`${date}T00:00:00.000Z`), endDate: new Date(`${date}T23:59:59.999Z`) })
    const created = await t.db
      .insert(workouts)
      .values([
        { name: 'Tenth', roundNumber: 9, ...day('2031-03-10') },
        { name: 'Eleventh', roundNumber: 9, ...day('2031-03-11') },
      ])
      .returning()
    await t.db.insert(routines).values(created.flatMap((workout) => [3, 1, 2].map((step) => ({ workoutId: workout.id, step, name: `Step ${step}` }))))

    const studio = async (studioNumber: string, timeZone: string, schedule: number[]) => {
      const location = (
        await consoleCall(t, 'POST', '/api/v1/locations', tokens.admin, {
          name: studioNumber,
          locationIdentifier: studioNumber,
          urlSlug: 'roll',
          timeZone,
          language: 'en-us',
          schedule,
        })
      ).json().data
      const screen = (await consoleCall(t, 'POST', '/api/v1/screens', tokens.admin, { name: 'Round 9', round: 9, location: location.id })).json().data
      return pairScreen(t, tokens.admin, screen.id)
    }
    // Screen tokens do not expire, so the clock can jump years ahead of the console sessions.
    const tokyo = await studio('KB-JP-0901', 'Asia/Tokyo', [5, 5, 5, 5, 5, 5, 5])
    const losAngeles = await studio('KB-US-0902', 'America/Los_Angeles', [5, 5, 5, 5, 5, 5, 5])
    const midnight = await studio('KB-US-0903', 'America/Los_Angeles', [12, 12, 12, 12, 12, 12, 12])

    vi.useFakeTimers({ toFake: ['Date'] })
    const workoutAt = async (token: string, instant: string) => {
      vi.setSystemTime(new Date(instant))
      const workout = (await screenCall(t, 'GET', '/api/v1/screens/round/9', token)).json().data
      return workout?.name ?? null
    }
    // Tokyo is UTC+9: 17:00 local on the 10th is 08:00 UTC.
    expect(await workoutAt(tokyo, '2031-03-10T07:59:59Z')).toBe('Tenth')
    expect(await workoutAt(tokyo, '2031-03-10T08:00:00Z')).toBe('Eleventh')
    // Los Angeles is UTC-7 (daylight time): 17:00 local on the 10th is 00:00 UTC on the 11th.
    expect(await workoutAt(losAngeles, '2031-03-10T23:59:59Z')).toBe('Tenth')
    expect(await workoutAt(losAngeles, '2031-03-11T00:00:00Z')).toBe('Eleventh')
    // Midnight roll: the UTC date is already the 11th, the studio's is still the 10th.
    expect(await workoutAt(midnight, '2031-03-11T06:59:59Z')).toBe('Tenth')
    expect(await workoutAt(midnight, '2031-03-11T07:00:00Z')).toBe('Eleventh')
    expect(await workoutAt(midnight, '2031-03-12T07:00:00Z')).toBeNull()

    vi.setSystemTime(new Date('2031-03-10T12:00:00Z'))
    const beat = (await screenCall(t, 'PATCH', '/api/v1/screens/auth', tokyo, {})).json().data
    expect(beat.workout.routines.map((routine: { step: number }) => routine.step)).toEqual([1, 2, 3])
  })
})

describe('push channel', () => {
  let baseUrl: string
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 })
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  })

  interface Frame {
    event: string
    data: Record<string, unknown>
  }

  /** Opens the stream as the device does (fetch streaming with the header) and yields parsed frames. */
  async function openStream(token: string) {
    const controller = new AbortController()
    const response = await fetch(`${baseUrl}/api/v1/screens/events`, {
      headers: { 'screen-auth-token': token, accept: 'text/event-stream' },
      signal: controller.signal,
    })
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    const next = async (): Promise<Frame | null> => {
      for (;;) {
        const end = buffer.indexOf('\n\n')
        if (end >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const lines = block.split('\n').filter((line) => !line.startsWith(':'))
          if (lines.length === 0) continue
          const event = lines.find((line) => line.startsWith('event: '))!.slice(7)
          const data = JSON.parse(lines.find((line) => line.startsWith('data: '))!.slice(6)) as Record<string, unknown>
          // Every frame the server sends is a push event of the shared schema, nothing more.
          expect(ScreenPushEvent.parse({ event, data })).toEqual({ event, data })
          return { event, data }
        }
        const { value, done } = await reader.read()
        if (done) return null
        buffer += value
      }
    }
    return { response, next, close: () => controller.abort() }
  }

  it('pushes class, refresh and hard refresh within 2 s, and ends when the screen is unlinked', async () => {
    const screenId = ids.demoScreen(7)
    const token = await pairScreen(t, tokens.admin, screenId)
    const other = await pairScreen(t, tokens.admin, ids.demoScreen(8))
    const stream = await openStream(token)
    const otherStream = await openStream(other)
    expect(stream.response.status).toBe(200)
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(await stream.next()).toMatchObject({ event: 'class', data: { location: ids.demoId } })
    expect((await otherStream.next())?.event).toBe('class')

    // How fast a push arrives is measured in the e2e tests and the bench; here, that it arrives and what it says.
    const pushed = async (action: () => Promise<unknown>) => {
      await action()
      return stream.next()
    }

    const start = await pushed(() => setClass(ids.demoId, { automaticMode: false, classStart: true }))
    expect(start).toMatchObject({ event: 'class', data: { classStart: true, automaticMode: false, alternateCountdown: false } })
    expect(await otherStream.next()).toMatchObject({ event: 'class', data: { classStart: true } })

    const stop = await pushed(() => setClass(ids.demoId, { classStart: false }))
    expect(stop).toMatchObject({ event: 'class', data: { classStart: false, classStartedAt: null } })

    const countdown = (await consoleCall(t, 'GET', `/api/v1/locations/${ids.demoId}`, tokens.admin)).json().data
    const edited = await pushed(() =>
      consoleCall(t, 'PUT', `/api/v1/locations/${ids.demoId}`, tokens.admin, { alternateCountdown: true, updatedAt: countdown.updatedAt }),
    )
    expect(edited).toMatchObject({ event: 'class', data: { alternateCountdown: true } })

    const refresh = await pushed(() => consoleCall(t, 'PUT', `/api/v1/screens/${screenId}`, tokens.staff, { refreshFlag: true }))
    expect(refresh).toEqual({ event: 'refresh', data: { screen: screenId } })

    const hard = await pushed(() => consoleCall(t, 'POST', `/api/v1/locations/${ids.demoId}/hard-refresh`, tokens.staff))
    expect(hard).toEqual({ event: 'hard-refresh', data: { location: ids.demoId } })
    // The other screen had every location event but not the single-screen refresh.
    const otherEvents = [await otherStream.next(), await otherStream.next(), await otherStream.next()].map((frame) => frame?.event)
    expect(otherEvents).toEqual(['class', 'class', 'hard-refresh'])

    const unlinked = await pushed(() => consoleCall(t, 'POST', `/api/v1/screens/${screenId}/disconnect`, tokens.staff))
    expect(unlinked).toEqual({ event: 'unlinked', data: { screen: screenId } })
    expect(await stream.next()).toBeNull()
    expect((await fetch(`${baseUrl}/api/v1/screens/events`, { headers: { 'screen-auth-token': token, accept: 'text/event-stream' } })).status).toBe(401)

    otherStream.close()
    await vi.waitFor(() => expect(t.app.fleet.streams()).toBe(0))
  })

  it('tells screens to re-read when what they show changes, not on a save that changes nothing, and unlinks them with their location', async () => {
    const created = (
      await consoleCall(t, 'POST', '/api/v1/locations', tokens.superAdmin, {
        name: 'Push Studio',
        locationIdentifier: 'KB-US-7788',
        urlSlug: 'push',
        timeZone: 'America/New_York',
        language: 'en-us',
      })
    ).json().data
    const screen = (await consoleCall(t, 'POST', '/api/v1/screens', tokens.admin, { name: 'Round 2', round: 2, location: created.id })).json().data
    const stream = await openStream(await pairScreen(t, tokens.admin, screen.id))
    expect((await stream.next())?.event).toBe('class')
    const location = async () => (await consoleCall(t, 'GET', `/api/v1/locations/${created.id}`, tokens.admin)).json().data

    // A save that changes nothing the screen shows sends nothing; turning the screens off does.
    const unchanged = await location()
    expect(
      (
        await consoleCall(t, 'PUT', `/api/v1/locations/${created.id}`, tokens.admin, {
          name: 'Push Studio',
          timeZone: 'America/New_York',
          updatedAt: unchanged.updatedAt,
        })
      ).statusCode,
    ).toBe(200)
    const disabled = await consoleCall(t, 'PUT', `/api/v1/locations/${created.id}`, tokens.admin, { isEnabled: false, updatedAt: (await location()).updatedAt })
    expect(disabled.statusCode, disabled.body).toBe(200)
    expect(await stream.next()).toEqual({ event: 'refresh', data: { location: created.id } })
    expect(
      (await consoleCall(t, 'PUT', `/api/v1/locations/${created.id}`, tokens.admin, { isEnabled: true, updatedAt: (await location()).updatedAt })).statusCode,
    ).toBe(200)
    expect(await stream.next()).toEqual({ event: 'refresh', data: { location: created.id } })

    // Today's classes, and the screen's own round (it picks the workout).
    const week = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, [{ class_name: 'Kickboxing', class_time: '18:00' }]]),
    )
    expect((await consoleCall(t, 'PUT', `/api/v1/locations/${created.id}/timetable`, tokens.admin, { timetable: week })).statusCode).toBe(200)
    expect(await stream.next()).toEqual({ event: 'refresh', data: { location: created.id } })
    expect((await consoleCall(t, 'PUT', `/api/v1/screens/${screen.id}`, tokens.admin, { round: 2 })).statusCode).toBe(200)
    expect((await consoleCall(t, 'PUT', `/api/v1/screens/${screen.id}`, tokens.admin, { round: 5 })).statusCode).toBe(200)
    expect(await stream.next()).toEqual({ event: 'refresh', data: { screen: screen.id } })

    expect((await consoleCall(t, 'DELETE', `/api/v1/locations/${created.id}`, tokens.superAdmin)).statusCode).toBe(200)
    expect(await stream.next()).toEqual({ event: 'unlinked', data: { screen: screen.id } })
    expect(await stream.next()).toBeNull()
  })

  it('keeps one stream per screen token: a newer one ends the older', async () => {
    const token = await pairScreen(t, tokens.admin, ids.demoScreen(3))
    const first = await openStream(token)
    expect((await first.next())?.event).toBe('class')
    const second = await openStream(token)
    expect((await second.next())?.event).toBe('class')
    // The older stream ends; the newer one still carries frames.
    expect(await first.next()).toBeNull()
    await setClass(ids.demoId, { automaticMode: true })
    expect(await second.next()).toMatchObject({ event: 'class', data: { automaticMode: true } })
    second.close()
    await vi.waitFor(() => expect(t.app.fleet.streams()).toBe(0))
  })

  it('opens a stream on the class state as it is after subscribing: a Start landing while it opens is not lost', async () => {
    const token = await pairScreen(t, tokens.admin, ids.demoScreen(4))
    await setClass(ids.demoId, { automaticMode: false, classStart: false })
    // The stream's read of the location is held until staff have pressed Start: the read answers
    // the state from before the press, as a read racing a write can.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let reached = () => {}
    const reading = new Promise<void>((resolve) => (reached = resolve))
    const original = t.app.fleet.location.bind(t.app.fleet)
    const spy = vi.spyOn(t.app.fleet, 'location').mockImplementationOnce(async (id) => {
      const row = await original(id)
      reached()
      await held
      return row
    })
    try {
      const opening = openStream(token)
      await reading
      await setClass(ids.demoId, { classStart: true })
      release()
      const stream = await opening
      const frames = [await stream.next()]
      // A second frame may follow (the push, then nothing older): the last one is what the screen keeps.
      const more = await Promise.race([stream.next(), new Promise<null>((resolve) => setTimeout(() => resolve(null), 300))])
      if (more) frames.push(more)
      expect(frames.at(-1)).toMatchObject({ event: 'class', data: { classStart: true, automaticMode: false } })
      expect(frames.every((frame) => frame?.event === 'class')).toBe(true)
      stream.close()
    } finally {
      spy.mockRestore()
      await setClass(ids.demoId, { classStart: false })
    }
    await vi.waitFor(() => expect(t.app.fleet.streams()).toBe(0))
  })

  it('refuses a missing token, and a client that does not read a stream', async () => {
    const response = await fetch(`${baseUrl}/api/v1/screens/events`, { headers: { accept: 'text/event-stream' } })
    expect(response.status).toBe(401)
    expect((await response.json()).error).toBe(API_MESSAGES.authRequired)
    const token = await pairScreen(t, tokens.admin, ids.demoScreen(9))
    const json = await screenCall(t, 'GET', '/api/v1/screens/events', token)
    expect(json.statusCode).toBe(400)
    expect(errorOf(json)).toBe(API_MESSAGES.eventStreamAccept)
  })
})

describe('push stream lifetime', () => {
  it('ends a stream after its maximum age, and the screen reconnects to the class state', async () => {
    const short = await buildTestApp({ pushStreamMaxAgeMs: 400 })
    try {
      await short.app.listen({ host: '127.0.0.1', port: 0 })
      const url = `http://127.0.0.1:${(short.app.server.address() as AddressInfo).port}/api/v1/screens/events`
      const token = await pairScreen(short, await short.login(USERS.admin), ids.demoScreen(6))
      const read = async () => {
        const response = await fetch(url, { headers: { 'screen-auth-token': token, accept: 'text/event-stream' } })
        return response.text()
      }
      // text() resolves only when the server ends the stream: without a maximum age it never would.
      const first = await read()
      expect(first).toMatch(/^event: class\ndata: \{/)
      expect(short.app.fleet.streams()).toBe(0)
      expect(await read()).toMatch(/^event: class\ndata: \{/)
    } finally {
      await short.close()
    }
  })
})
