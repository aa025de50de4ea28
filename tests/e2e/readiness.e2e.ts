import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser'
import { call, demoOf, pair, type Demo } from './screenSupport'
import { startServer, type RunningServer } from './server'
import { saveScreenshot } from './support'

// Readiness before a class, as staff see it on the dashboard: the next class, and each screen that is not
// ready with the reason in words. One real screen pairs and reports its clips; the others are not paired.

/** A zone where it is now between 02:00 and 21:00, so a class 20 minutes from now is today. */
function daytimeZone(now: Date): string {
  for (const zone of ['America/New_York', 'Europe/London', 'Asia/Tokyo', 'Pacific/Honolulu', 'Asia/Kolkata', 'America/Los_Angeles']) {
    const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(now))
    if (hour >= 2 && hour < 21) return zone
  }
  throw new Error('no daytime zone')
}

describe('readiness', () => {
  let server: RunningServer
  let browser: Browser
  let demo: Demo

  beforeAll(async () => {
    server = await startServer()
    browser = await launchBrowser()
    demo = await demoOf(server)
  })

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('shows the next class and, for each screen not ready, why', async () => {
    const zone = daytimeZone(new Date())
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}`, { timeZone: zone })
    const at = new Date(Date.now() + 20 * 60_000)
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at).map((part) => [part.type, part.value]),
    )
    const timetable = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, [] as object[]]))
    timetable[parts.weekday.toLowerCase()] = [{ class_name: 'Kickboxing 45', class_time: `${parts.hour}:${parts.minute}` }]
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/timetable`, { timetable })

    // Screen 1 pairs and, once its clip cache has its workout, reports itself ready.
    const screen = await (await browser.newContext({ baseURL: server.baseURL, viewport: { width: 540, height: 960 } })).newPage()
    await pair(screen, demo, demo.screenIds[0])
    await expect
      .poll(
        async () => {
          const answer = await call<{ screens: { round: number; ready: boolean; reasons: string[] }[] }>(demo.api, 'GET', `/api/v1/locations/${demo.locationId}/readiness`)
          return answer.screens.find((entry) => entry.round === 1)?.reasons
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toEqual([])

    const page = await (await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1366, height: 900 } })).newPage()
    await page.goto('/login')
    await page.getByLabel('Email').fill(server.adminEmail)
    await page.getByLabel('Password').fill(server.adminPassword)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL('**/admin/dashboard')
    const panel = page.getByTestId('readiness')
    await panel.getByRole('heading', { name: /^Next class: Kickboxing 45 at / }).waitFor()
    await expect.poll(() => panel.textContent()).toContain('Screens ready: 1 of 9.')
    expect(await panel.getByText('Not ready').first().count()).toBe(1)
    // The ready screen is not listed; an unpaired one says what to do.
    expect(await panel.locator('[data-testid~="readiness-1"]').count()).toBe(0)
    const unpaired = panel.locator('[data-testid~="readiness-2"]')
    expect(await unpaired.textContent()).toBe(
      '8 screens: Screen 2, Screen 3, Screen 4, Screen 5, Screen 6, Screen 7, Screen 8, and Screen 9Not paired: pair it from the location’s screens.Not ready',
    )
    await panel.scrollIntoViewIfNeeded()
    await saveScreenshot(page, 'console-readiness')
  }, 180_000)
})
