// Two consoles live (docs/FLEET.md#live-consoles): an admin signed in on one server process turns
// automatic mode off and presses Start; a studio user's console, served by another process, shows it
// without waiting for a poll, and its live class card then agrees with the screens: playing on 2 of 2,
// on the clip their play reports say. Two processes on PostgreSQL when `npm test` passes
// E2E_DATABASE_URL; one process on the embedded database otherwise. The screens here are two devices
// driven over the API (their poll and play reports), so the card's figures are exact.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseUrl } from '../api/globalSetup'
import { launchBrowser } from './browser'
import { call, demoOf, type Demo } from './screenSupport'
import { startServer, type RunningServer } from './server'
import { apiLogin, saveScreenshot } from './support'

const url = process.env.E2E_DATABASE_URL
const SCREEN_TOKEN = 'screen-auth-token'
/** Waits are for states, never a timing bound: the latency is logged, not asserted. */
const WAIT = { timeout: 60_000, interval: 50 }

describe('two consoles, one acting and one following', () => {
  const name = `e2e_live_${process.pid}_${randomBytes(3).toString('hex')}`
  let admin: pg.Client | undefined
  let a: RunningServer
  let b: RunningServer
  let browser: Browser
  let demo: Demo
  let staffToken: string
  const screens: { id: string; token: string }[] = []

  beforeAll(async () => {
    if (url) {
      admin = new pg.Client({ connectionString: url })
      await admin.connect()
      await admin.query(`create database "${name}"`)
      const env = { DATABASE_URL: databaseUrl(url, name) }
      ;[a, b] = await Promise.all([startServer(env), startServer(env)])
    } else {
      a = b = await startServer()
    }
    browser = await launchBrowser()
    demo = await demoOf(a)
    const staff = { email: 'live-staff@studio.test', password: 'Staff-Pass1!', firstName: 'Sam', lastName: 'Studio', role: 'location' }
    const created = await call<{ id: string }>(demo.api, 'POST', '/api/v1/users', staff)
    await call(demo.api, 'PATCH', `/api/v1/users/${created.id}/locations`, { locationId: demo.locationId })
    staffToken = await apiLogin(b.baseURL, staff.email, staff.password)
    // Two screens of the demo studio, paired as their devices do.
    for (const screenId of demo.screenIds.slice(0, 2)) {
      const link = (await (
        await fetch(`${a.baseURL}/api/v1/screenlinks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
      ).json()) as {
        data: { id: string; authCode: string }
      }
      await call(demo.api, 'PUT', `/api/v1/screens/link/${screenId}`, { authCode: link.data.authCode })
      const collected = (await (await fetch(`${a.baseURL}/api/v1/screenlinks/${link.data.id}`)).json()) as { data: { token: string } }
      screens.push({ id: screenId, token: collected.data.token })
    }
  }, 180_000)

  afterAll(async () => {
    await browser?.close()
    await a?.stop()
    if (b !== a) await b?.stop()
    await admin?.query(`drop database if exists "${name}" with (force)`)
    await admin?.end()
  }, 60_000)

  /** Each console's open push streams. */
  const openStreams = new WeakMap<Page, Set<unknown>>()

  /** A console signed in with `token` on `server`, in a browser context of its own. */
  async function consoleAs(server: RunningServer, token: string, width: number): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height: 900 } })
    await context.addInitScript((value) => localStorage.setItem('token', value), token)
    const page = await context.newPage()
    page.setDefaultTimeout(60_000)
    // The console's push stream while it is open (an open stream never finishes; a dropped one fails).
    const streams = new Set<unknown>()
    page.on('request', (request) => void (request.url().includes('/api/v1/console/events') && streams.add(request)))
    page.on('requestfinished', (request) => void streams.delete(request))
    page.on('requestfailed', (request) => void streams.delete(request))
    openStreams.set(page, streams)
    await page.goto('/admin/dashboard')
    await page.getByTestId('class-controls').waitFor()
    return page
  }

  /** A screen's poll, as its device sends it (to either process). */
  const poll = (server: RunningServer, screen: { token: string }, playing: boolean, position: number | null) =>
    fetch(`${server.baseURL}/api/v1/screens/poll`, {
      method: 'POST',
      headers: { [SCREEN_TOKEN]: screen.token, 'content-type': 'application/json' },
      body: JSON.stringify({ playing, automaticMode: false, device: { appVersion: 'e2e', cacheAvailable: true, clipsWanted: 14, clipsCached: 14, position } }),
    })

  const since = (start: number) => `${Date.now() - start} ms`

  /** A screen's play reports (to `server`) of a manual class's first clips, `slots` in order from position 0, a second each from `anchor`. */
  async function reportPlays(
    server: RunningServer,
    screen: { token: string },
    run: { anchor: number; format: 'normal' | 'mashup'; tag: string },
    slots: readonly { clipKind: string; step: number | null }[],
  ) {
    const plays = slots.map((slot, position) => ({
      id: `${run.tag}-${position}`,
      run: { kind: 'manual', anchor: new Date(run.anchor).toISOString(), format: run.format },
      position,
      ...slot,
      startedAt: new Date(run.anchor + position * 1_000).toISOString(),
      endedAt: new Date(run.anchor + (position + 1) * 1_000).toISOString(),
      source: 'cache',
      replaced: false,
      stalls: 0,
      stallMs: 0,
    }))
    const reported = await fetch(`${server.baseURL}/api/v1/screens/plays`, {
      method: 'POST',
      headers: { [SCREEN_TOKEN]: screen.token, 'content-type': 'application/json' },
      body: JSON.stringify({ plays }),
    })
    expect(reported.status, await reported.clone().text()).toBe(200)
  }

  it('shows the admin’s Start on the studio user’s phone at once, and the live card agrees with the screens', async () => {
    for (const screen of screens) expect((await poll(a, screen, false, null)).status).toBe(200)
    const adminPage = await consoleAs(a, demo.api.token, 1366)
    const staffPage = await consoleAs(b, staffToken, 375)
    const staffControls = staffPage.getByTestId('class-controls')
    const staffStart = staffControls.getByRole('button', { name: 'Start' })
    const staffSwitch = staffControls.getByRole('switch', { name: 'Automatic mode' })
    await expect.poll(() => staffSwitch.isChecked(), WAIT).toBe(true)
    expect(await staffStart.isDisabled()).toBe(true)
    // The studio user's phone hears changes on its push stream: while it is open the console does not poll
    // (useLivePollInterval), so what shows below came pushed, as it happened, not on a poll 30 s later.
    await expect.poll(() => openStreams.get(staffPage)!.size, WAIT).toBe(1)

    // The admin turns automatic mode off: the studio user's switch follows.
    let acted = Date.now()
    await adminPage.getByTestId('class-controls').getByRole('switch', { name: 'Automatic mode' }).click({ force: true })
    await expect.poll(() => staffSwitch.isChecked(), WAIT).toBe(false)
    console.log(`automatic mode off on console A (process A) showed on console B (process B) after ${since(acted)}`)
    await expect.poll(() => staffStart.isDisabled(), WAIT).toBe(false)

    // The admin presses Start: the studio user's badge says the class runs and Start is disabled.
    const adminStart = adminPage.getByTestId('class-controls').getByRole('button', { name: 'Start' })
    await expect.poll(() => adminStart.isDisabled(), WAIT).toBe(false)
    // Seven of the studio's nine screens are not connected: the admin is asked first.
    await adminStart.click()
    const confirm = adminPage.getByRole('button', { name: 'Start anyway' })
    await confirm.waitFor().catch(async (error: unknown) => {
      await saveScreenshot(adminPage, 'live-console-failed-admin')
      await saveScreenshot(staffPage, 'live-console-failed-staff')
      throw error
    })
    acted = Date.now()
    await confirm.click()
    await staffControls.getByText('Class running').waitFor()
    console.log(`Start on console A (process A) showed "Class running" on console B (process B) after ${since(acted)}`)
    expect(await staffStart.isDisabled()).toBe(true)
    expect(await staffControls.getByRole('button', { name: 'Stop' }).isDisabled()).toBe(false)
    // Still the same stream, never dropped: the console did not fall back to polling on the way.
    expect(openStreams.get(staffPage)!.size).toBe(1)

    // Both screens show the countdown and say so (one to each process): the card counts them at once.
    const live = staffPage.getByTestId('class-live')
    acted = Date.now()
    expect((await poll(a, screens[0], true, 0)).status).toBe(200)
    expect((await poll(b, screens[1], true, 0)).status).toBe(200)
    await expect.poll(() => live.textContent(), WAIT).toContain('Playing on 2 of 2 connected screens')
    console.log(`two screens playing showed on console B's live card after ${since(acted)}`)

    // Their play reports say clips 1-7 left the screen: they are on COMBO #5, clip 8, and so says the card.
    const run = await call<{ classStartedAt: string }>(demo.api, 'GET', `/api/v1/locations/${demo.locationId}`)
    const anchor = Date.parse(run.classStartedAt)
    acted = Date.now()
    const normal = Array.from({ length: 7 }, (_, position) => ({ clipKind: position === 0 ? 'countdown' : 'routine', step: position + 1 }))
    for (const [index, screen] of screens.entries())
      await reportPlays(index === 0 ? b : a, screen, { anchor, format: 'normal', tag: `live-e2e-${index}` }, normal)
    await expect.poll(() => live.textContent(), WAIT).toContain('now on clip 8 (COMBO # 5)')
    console.log(`play reports of clips 1-7 showed "now on clip 8 (COMBO # 5)" on console B's live card after ${since(acted)}`)
    await staffControls.scrollIntoViewIfNeeded()
    await saveScreenshot(staffPage, 'live-console-studio-375')
    await saveScreenshot(adminPage, 'live-console-admin-1366')

    // The admin stops: the studio user's card goes, and Start waits for the admin's Start again.
    acted = Date.now()
    await adminPage.getByTestId('class-controls').getByRole('button', { name: 'Stop' }).click()
    await adminPage.getByRole('button', { name: 'Stop the class' }).click()
    await staffControls.getByText('Class stopped').waitFor()
    console.log(`Stop on console A showed on console B after ${since(acted)}`)
    await expect.poll(() => live.count(), WAIT).toBe(0)
  }, 240_000)

  it('numbers a mashup class’s clips as its screens play them: past the mashup timer, clip 12', async () => {
    // A studio with both formats: the card learns the class's format from its run, which the play reports name.
    const location = await call<{ updatedAt: string }>(demo.api, 'GET', `/api/v1/locations/${demo.locationId}`)
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}`, { mctEnabled: true, automaticMode: false, updatedAt: location.updatedAt })
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { classStart: true })
    const started = await call<{ classStartedAt: string }>(demo.api, 'GET', `/api/v1/locations/${demo.locationId}`)
    const anchor = Date.parse(started.classStartedAt)
    const staffPage = await consoleAs(b, staffToken, 375)
    const live = staffPage.getByTestId('class-live')
    // The countdown, routines 2 and 3 and the mashup timer left both screens: they are on the fifth clip, routine 12.
    const slots = [
      { clipKind: 'countdown', step: 1 },
      { clipKind: 'routine', step: 2 },
      { clipKind: 'routine', step: 3 },
      { clipKind: 'mashupTimer', step: null },
    ]
    for (const [index, screen] of screens.entries()) {
      expect((await poll(index === 0 ? a : b, screen, true, 4)).status).toBe(200)
      await reportPlays(a, screen, { anchor, format: 'mashup', tag: `live-mashup-${index}` }, slots)
    }
    await expect.poll(() => live.textContent(), WAIT).toBe('Playing on 2 of 2 connected screens · now on clip 12')
    await saveScreenshot(staffPage, 'live-console-mashup-375')
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { classStart: false })
    await staffPage.context().close()
  }, 240_000)
})
