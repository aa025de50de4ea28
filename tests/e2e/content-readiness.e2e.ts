import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APP_VERSION } from '../../src/shared/constants'
import { launchBrowser } from './browser'
import { call, daytimeStudio, demoOf, pair, type Demo } from './screenSupport'
import { startServer, type RunningServer } from './server'
import { saveScreenshot, scrollToPanels } from './support'
import { wallClock } from '../api/wallClock'

// Content ahead as head office sees it (docs/CLASS-RUNS.md#content-ahead): a real TV pairs, reads its plan, fetches
// its workouts and reports them held; another screen is paired and switched off. The Readiness panel shows the first
// ready and the second not (offline), the alert for the second is raised, and resolves once it reports them held.

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']

describe('content ahead in the console', () => {
  let server: RunningServer
  let browser: Browser
  let demo: Demo

  beforeAll(async () => {
    // A 48-hour lead, so a class later today or tomorrow is within it; alerts checked every 5 s.
    server = await startServer({ ALERT_CHECK_SECONDS: '5', CONTENT_READY_LEAD_HOURS: '48' })
    browser = await launchBrowser()
    demo = await demoOf(server)
  })

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('shows a screen ready and another not, and the alert raises and resolves', async () => {
    const zone = await daytimeStudio(demo)
    // One class a day, 3 hours from now: no class near, so the TV fetches ahead.
    const { time } = wallClock(Date.now() + 3 * 60 * 60_000, zone)
    const timetable = Object.fromEntries(DAYS.map((day) => [day, [{ class_name: 'Kickboxing 45', class_time: time }]]))
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/timetable`, { timetable })

    // Screen 2 is paired (as staff would with its code) and then never heard from.
    const link = await fetch(`${server.baseURL}/api/v1/screenlinks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ authCode: 'ZZ9998' }),
    })
    const { data: registered } = (await link.json()) as { data: { id: string; authCode: string } }
    await call(demo.api, 'PUT', `/api/v1/screens/link/${demo.screenIds[1]}`, { authCode: registered.authCode })
    const collected = (await (await fetch(`${server.baseURL}/api/v1/screenlinks/${registered.id}`)).json()) as { data: { token: string } }
    const offToken = collected.data.token

    // Screen 1 is a real TV.
    const tv = await (await browser.newContext({ baseURL: server.baseURL, viewport: { width: 540, height: 960 } })).newPage()
    await pair(tv, demo, demo.screenIds[0])
    type Content = { readyWeek: boolean; workouts: { cause: string | null }[] } | null
    const contentOf = async (round: number) =>
      (await call<{ screens: { round: number; content: Content }[] }>(demo.api, 'GET', `/api/v1/locations/${demo.locationId}/readiness`)).screens.find(
        (entry) => entry.round === round,
      )?.content
    await expect.poll(async () => (await contentOf(1))?.readyWeek, { timeout: 120_000, interval: 2_000 }).toBe(true)

    const page = await (await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1366, height: 900 } })).newPage()
    await page.goto('/login')
    await page.getByLabel('Email').fill(server.adminEmail)
    await page.getByLabel('Password').fill(server.adminPassword)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL('**/admin/dashboard')
    await scrollToPanels(page, 'readiness')
    const section = page.getByTestId('content-ahead')
    await section.waitFor({ timeout: 30_000 })
    await expect.poll(() => section.getByTestId('content-1').textContent(), { timeout: 30_000 }).toContain('Holds every workout of the next 7 days.')
    expect(await section.getByTestId('content-1').textContent()).toContain('Ready')
    await expect.poll(() => section.getByTestId('content-2').textContent()).toContain('Offline: it fetches nothing until it is back online.')
    expect(await section.getByTestId('content-today').textContent()).toBe('1 of 2')
    // The next change's count only when a workout changes within the plan; else it says there is none.
    const { content: summary } = await call<{ content: { nextChangeAt: string | null; nextChange: { ready: number; total: number } } }>(
      demo.api,
      'GET',
      `/api/v1/locations/${demo.locationId}/readiness`,
    )
    expect(await section.getByTestId('content-next').textContent()).toBe(
      summary.nextChangeAt ? `${summary.nextChange.ready} of ${summary.nextChange.total}` : 'No change in the next 7 days',
    )

    // The alert for the switched-off screen, in words, without a reload.
    const alerts = page.getByTestId('location-alerts')
    await expect
      .poll(() => alerts.textContent(), { timeout: 60_000 })
      .toMatch(/Screen 2 \(Class Screen 2\) will not hold .+ in time for its first class, .+: it is offline\./)
    await section.scrollIntoViewIfNeeded()
    await saveScreenshot(page, 'console-content-ahead')

    // Screen 2 comes back holding everything its plan names: ready, and the alert resolves.
    const plan = (await (await fetch(`${server.baseURL}/api/v1/screens/plan`, { headers: { 'screen-auth-token': offToken } })).json()) as {
      data: { workouts: { workout: { id: string; updatedAt: string } | null; clips: unknown[] }[] }
    }
    const ahead = plan.data.workouts
      .filter((entry) => entry.workout)
      .map((entry) => ({
        workout: entry.workout!.id,
        updatedAt: entry.workout!.updatedAt,
        clips: entry.clips.length,
        held: entry.clips.length,
        bytesHeld: entry.clips.length * 1_000_000,
        bytesNeeded: 0,
        failing: 0,
        noRoom: 0,
        expectedAt: null,
      }))
    const polled = await fetch(`${server.baseURL}/api/v1/screens/poll`, {
      method: 'POST',
      headers: { 'screen-auth-token': offToken, 'content-type': 'application/json' },
      body: JSON.stringify({
        playing: false,
        automaticMode: true,
        device: { appVersion: APP_VERSION, cacheAvailable: true, clipsWanted: 14, clipsCached: 14, ahead },
      }),
    })
    expect(polled.status).toBe(200)
    await expect.poll(() => section.getByTestId('content-2').textContent(), { timeout: 60_000 }).toContain('Holds every workout of the next 7 days.')
    await expect
      .poll(() => alerts.count().then(async (count) => (count === 0 ? '' : await alerts.textContent())), { timeout: 60_000 })
      .not.toMatch(/will not hold/)
    const open = await call<{ kind: string; resolvedAt: string | null }[]>(demo.api, 'GET', '/api/v1/alerts?status=all')
    expect(open.filter((alert) => alert.kind === 'contentNotReady').every((alert) => alert.resolvedAt !== null)).toBe(true)
    // Beside the Rolling Schedule Status: the studio's counts, by region.
    await scrollToPanels(page, 'content-ahead')
    const chain = page.getByTestId('content-ahead-panel')
    await expect.poll(() => chain.getByTestId(`content-location-${demo.locationId}`).textContent(), { timeout: 30_000 }).toContain('Demo Studio')
    await chain.scrollIntoViewIfNeeded()
    await saveScreenshot(page, 'console-content-ahead-dashboard')
    await tv.context().close()
  }, 300_000)
})
