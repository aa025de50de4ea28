// A location's download window and bandwidth cap (docs/LINK-CHECKS.md#download-window-and-cap): stored, checked,
// and sent to its screens with their poll; and the poll's workout day, which moves at the roll-over hour.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { locations } from '../../src/server/db/schema'
import { USERS } from './fixtures'
import { buildTestApp, type TestApp } from './helpers'
import { consoleCall, pairScreen, screenCall, templateIds } from './screensHelpers'

let t: TestApp
let ids: Awaited<ReturnType<typeof templateIds>>
let admin: string
let screenToken: string

beforeAll(async () => {
  t = await buildTestApp()
  admin = await t.login(USERS.admin)
  ids = await templateIds(t)
  screenToken = await pairScreen(t, admin, ids.demoScreen(1))
})
afterAll(async () => {
  await t?.close()
})

const location = async () => (await consoleCall(t, 'GET', `/api/v1/locations/${ids.demoId}`, admin)).json().data
const update = async (changes: object) =>
  consoleCall(t, 'PUT', `/api/v1/locations/${ids.demoId}`, admin, { ...changes, updatedAt: (await location()).updatedAt })
const poll = async () => (await screenCall(t, 'POST', '/api/v1/screens/poll', screenToken, { playing: false, automaticMode: true })).json().data

describe('the download window and cap', () => {
  it('are none by default, are stored (a window may cross midnight) and reach the screens with their poll', async () => {
    expect(await location()).toMatchObject({ downloadWindowStart: null, downloadWindowEnd: null, downloadCapMbps: null })
    expect(await poll()).toMatchObject({ downloadWindowStart: null, downloadWindowEnd: null, downloadCapMbps: null })

    const saved = await update({ downloadWindowStart: '22:00', downloadWindowEnd: '06:00', downloadCapMbps: 20 })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().data).toMatchObject({ downloadWindowStart: '22:00', downloadWindowEnd: '06:00', downloadCapMbps: 20 })
    expect(await poll()).toMatchObject({ downloadWindowStart: '22:00', downloadWindowEnd: '06:00', downloadCapMbps: 20 })
    const auth = (await screenCall(t, 'GET', '/api/v1/screens/auth', screenToken)).json().data
    expect(auth.location).toMatchObject({ downloadWindowStart: '22:00', downloadWindowEnd: '06:00', downloadCapMbps: 20 })

    // One end alone pairs with the stored other.
    expect((await update({ downloadWindowEnd: '05:30' })).statusCode).toBe(200)
    expect(await location()).toMatchObject({ downloadWindowStart: '22:00', downloadWindowEnd: '05:30' })

    const cleared = await update({ downloadWindowStart: null, downloadWindowEnd: null, downloadCapMbps: null })
    expect(cleared.statusCode, cleared.body).toBe(200)
    expect(await poll()).toMatchObject({ downloadWindowStart: null, downloadWindowEnd: null, downloadCapMbps: null })
  })

  it.each([
    [{ downloadWindowStart: '24:00', downloadWindowEnd: '06:00' }, 'DOWNLOAD_WINDOW_TIME', 'Download window times must be HH:MM (24-hour), such as 22:00.'],
    [{ downloadWindowStart: '9pm', downloadWindowEnd: '06:00' }, 'DOWNLOAD_WINDOW_TIME', 'Download window times must be HH:MM (24-hour), such as 22:00.'],
    [{ downloadWindowStart: '22:00' }, 'DOWNLOAD_WINDOW_PAIR', 'Give both ends of the download window, or neither.'],
    [{ downloadWindowStart: '22:00', downloadWindowEnd: null }, 'DOWNLOAD_WINDOW_PAIR', 'Give both ends of the download window, or neither.'],
    [{ downloadWindowStart: '22:00', downloadWindowEnd: '22:00' }, 'DOWNLOAD_WINDOW_EMPTY', 'The download window must start and end at different times.'],
    [{ downloadCapMbps: 0 }, 'DOWNLOAD_CAP_RANGE', 'The bandwidth cap must be a whole number of Mbit/s from 1 to 10000.'],
    [{ downloadCapMbps: 2.5 }, 'DOWNLOAD_CAP_RANGE', 'The bandwidth cap must be a whole number of Mbit/s from 1 to 10000.'],
    [{ downloadCapMbps: '20' }, 'DOWNLOAD_CAP_RANGE', 'The bandwidth cap must be a whole number of Mbit/s from 1 to 10000.'],
  ])('refuses %j with %s', async (body, code, words) => {
    const answer = await update(body)
    expect(answer.statusCode, answer.body).toBe(400)
    const refused = answer.json()
    expect(refused.error).toBe(words)
    // The body's own checks answer INVALID_INPUT with the words per field (docs/API-CONVENTIONS.md); the route's, the sentence's code.
    if (refused.code === 'INVALID_INPUT') expect(Object.values(refused.fields)).toContain(words)
    else expect(refused.code).toBe(code)
  })

  it('refuses a new location with half a window', async () => {
    const answer = await consoleCall(t, 'POST', '/api/v1/locations', admin, {
      name: 'Half window',
      locationIdentifier: 'KB-US-7424',
      urlSlug: 'half-window',
      timeZone: 'America/New_York',
      language: 'en-us',
      downloadWindowEnd: '06:00',
    })
    expect(answer.statusCode, answer.body).toBe(400)
    expect(answer.json().code).toBe('DOWNLOAD_WINDOW_PAIR')
  })
})

/** A zone whose local hour now is within [from, to). */
function zoneAt(from: number, to: number): { zone: string; today: string } {
  const zones = ['Pacific/Kiritimati', 'Pacific/Auckland', 'Asia/Tokyo', 'Asia/Kolkata', 'Europe/Moscow', 'Europe/Berlin', 'Europe/London']
  for (const zone of [
    ...zones,
    'Atlantic/Azores',
    'America/Sao_Paulo',
    'America/New_York',
    'America/Chicago',
    'America/Denver',
    'America/Los_Angeles',
    'Pacific/Honolulu',
  ]) {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })
        .formatToParts(new Date())
        .map((part) => [part.type, part.value]),
    )
    // Keep clear of the hour's edges: the poll's clock is a moment later than this one.
    if (Number(parts.hour) >= from && Number(parts.hour) < to && new Date().getUTCMinutes() < 58)
      return { zone, today: `${parts.year}-${parts.month}-${parts.day}` }
  }
  throw new Error(`no zone between ${from}:00 and ${to}:00`)
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

describe('the poll’s workout day', () => {
  it('is tomorrow once a 5 PM roll-over has passed, while today’s classes are still today’s', async () => {
    const { zone, today } = zoneAt(17, 23)
    await t.db
      .update(locations)
      .set({ timeZone: zone, schedule: [5, 5, 5, 5, 5, 5, 5] })
      .where(eq(locations.id, ids.demoId))
    t.app.fleet.invalidate({ locations: [ids.demoId] })
    const answer = await poll()
    expect(answer.today).toBe(today)
    expect(answer.workoutDay).toBe(dayAfter(today))
  })

  it('is today before the roll-over', async () => {
    const { zone, today } = zoneAt(1, 16)
    await t.db
      .update(locations)
      .set({ timeZone: zone, schedule: [5, 5, 5, 5, 5, 5, 5] })
      .where(eq(locations.id, ids.demoId))
    t.app.fleet.invalidate({ locations: [ids.demoId] })
    const answer = await poll()
    expect(answer.today).toBe(today)
    expect(answer.workoutDay).toBe(today)
  })
})
