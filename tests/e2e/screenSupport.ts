import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import type { RunningServer } from './server'
import { apiLogin, saveScreenshot } from './support'
import { daytimeZone } from '../api/wallClock'
import { AUTH_CODE_PATTERN } from '../../src/shared/pairingCode'

// What the class-screen e2e files share: REST calls as an admin, the demo location, and pairing a page.

export interface Api {
  baseURL: string
  token: string
}

/** A REST call with the admin's bearer token; answers the `data` of the envelope, throws on an error status. */
export async function call<T>(api: Api, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${api.baseURL}${path}`, {
    method,
    headers: { authorization: `Bearer ${api.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`)
  return (JSON.parse(text) as { data: T }).data
}

export interface Demo {
  api: Api
  locationId: string
  timeZone: string
  /** The demo location's screens, by round. */
  screenIds: string[]
}

/**
 * Puts the demo studio in a zone where it is daytime now and returns it: a class minutes away, or the studio's
 * "today", then stays the same day for the whole test, whatever the hour of the run (tests/api/wallClock.ts).
 */
export async function daytimeStudio(demo: Demo): Promise<string> {
  const zone = daytimeZone(new Date())
  await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}`, { timeZone: zone })
  return zone
}

/** Signs in as the seeded super-admin and finds the seeded Demo Studio and its screens. */
export async function demoOf(server: RunningServer): Promise<Demo> {
  const api = { baseURL: server.baseURL, token: await apiLogin(server.baseURL, server.adminEmail, server.adminPassword) }
  const locations = await call<{ id: string; name: string; timeZone: string }[]>(api, 'GET', '/api/v1/locations')
  const location = locations.find((entry) => entry.name === 'Demo Studio')
  if (!location) throw new Error('no Demo Studio')
  const screens = await call<{ id: string; round: number }[]>(api, 'GET', `/api/v1/screens?location=${location.id}&pageSize=100`)
  return { api, locationId: location.id, timeZone: location.timeZone, screenIds: screens.sort((a, b) => a.round - b.round).map((screen) => screen.id) }
}

/**
 * The code the screen's pairing view shows, once it shows one (its placeholder is not a code). Waiting for the code's
 * shape, not for a digit: about one code in six has none. Waiting, not timing: on a busy machine the first load and
 * the code's request can take many seconds.
 */
export async function shownPairingCode(page: Page): Promise<string> {
  const codeBox = page.getByTestId('pairing-code')
  await expect.poll(async () => (await codeBox.textContent())?.trim(), { timeout: 30_000 }).toMatch(AUTH_CODE_PATTERN)
  return (await codeBox.textContent())!.trim()
}

/** Opens /screens, reads the code, links it to `screenId` as staff and waits for the stored token. */
export async function pair(page: Page, demo: Demo, screenId: string, shot?: string): Promise<string> {
  await page.goto('/screens')
  await page.getByRole('heading', { name: 'Authorization' }).waitFor()
  const code = await shownPairingCode(page)
  if (shot) await saveScreenshot(page, shot)
  await call(demo.api, 'PUT', `/api/v1/screens/link/${screenId}`, { authCode: code })
  // The screen polls its link every 15 s.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('screen_auth_token')), { timeout: 25_000, interval: 250 }).toBeTruthy()
  return code
}

/** A screen token the way a paired device gets one, without its page: ask for a code, staff link it, read the link once. */
export async function screenToken(demo: Demo, screenId: string): Promise<string> {
  const link = await call<{ id: string; authCode: string }>(demo.api, 'POST', '/api/v1/screenlinks', {})
  await call(demo.api, 'PUT', `/api/v1/screens/link/${screenId}`, { authCode: link.authCode })
  const linked = await call<{ token: string | null }>(demo.api, 'GET', `/api/v1/screenlinks/${link.id}`)
  if (!linked.token) throw new Error('the link gave no token')
  return linked.token
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export type Snapshot = {
  position: number
  currentTime: number
  timelineSeconds: number
  paused: boolean
  muted: boolean
  url: string | null
  now: number
  startedAt: number | null
}

/** What the screen's player shows now (window.__screenPlayer). */
export const snapshot = (page: Page) => page.evaluate(() => window.__screenPlayer?.snapshot() ?? null) as Promise<Snapshot | null>

/** Where the clip on screen is, against the page's own clock: equal on two screens in step. */
const anchorOf = (shot: Snapshot) => shot.now - shot.timelineSeconds * 1000

/** How far apart two screens play the class, in ms (NaN while one is not playing). */
export async function skewBetween(first: Page, second: Page): Promise<number> {
  const [a, b] = await Promise.all([snapshot(first), snapshot(second)])
  if (!a || !b || Number.isNaN(a.timelineSeconds) || Number.isNaN(b.timelineSeconds)) return Number.NaN
  return Math.abs(anchorOf(a) - anchorOf(b))
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** The area two boxes share, in CSS px² (0 when apart); throws when either is not on screen. */
export async function overlap(a: Locator, b: Locator): Promise<number> {
  const [one, two] = await Promise.all([a.boundingBox(), b.boundingBox()])
  if (!one || !two) throw new Error('a box is not on screen')
  const width = Math.min(one.x + one.width, two.x + two.width) - Math.max(one.x, two.x)
  const height = Math.min(one.y + one.height, two.y + two.height) - Math.max(one.y, two.y)
  return Math.max(0, width) * Math.max(0, height)
}

/** A message as the API answers it (src/shared/schemas/messages.ts), the fields the e2e tests read. */
export interface SentMessage {
  id: string
  text: string
  level: 'notice' | 'emergency'
  status: string
  endsAt: string | null
  stoppedClasses: number
}

/** Sends a message to the demo studio's screens as the admin (docs/MESSAGES.md); a notice needs `endsAt`. */
export function sendMessage(demo: Demo, body: { text: string; level: 'notice' | 'emergency'; endsAt?: string }): Promise<SentMessage> {
  return call<SentMessage>(demo.api, 'POST', '/api/v1/messages', { ...body, locations: [demo.locationId] })
}

/** Clears every message showing or waiting at the demo studio, so a test starts with none on its screens. */
export async function clearMessages(demo: Demo): Promise<void> {
  const current = await call<SentMessage[]>(demo.api, 'GET', `/api/v1/messages?status=current&location=${demo.locationId}&pageSize=100`)
  for (const message of current) await call(demo.api, 'POST', `/api/v1/messages/${message.id}/clear`)
}

/** What the device kept in IndexedDB with its screen (keptScreen.ts): its messages and its screen's plan, null before it kept any. */
export interface KeptScreen {
  messages?: { id: string }[]
  screen?: { plan?: { days?: { date: string; closed: string | null; classes: unknown[] }[]; workouts?: unknown[] } }
}
export const keptScreen = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<KeptScreen | null>((resolve) => {
        const open = indexedDB.open('screen-kept')
        open.onerror = () => resolve(null)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('state')) return resolve(null)
          const read = db.transaction('state').objectStore('state').get('screen')
          read.onsuccess = () => resolve((read.result?.state as KeptScreen | undefined) ?? null)
          read.onerror = () => resolve(null)
        }
      }),
  )

/** The ids of the messages the device kept, [] before it kept any. */
export const keptMessageIds = async (page: Page) => ((await keptScreen(page))?.messages ?? []).map((message) => message.id)
