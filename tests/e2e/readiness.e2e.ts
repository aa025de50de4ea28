import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser'
import { call, daytimeStudio, demoOf, pair, type Demo } from './screenSupport'
import { startServer, type RunningServer } from './server'
import { saveScreenshot, scrollToPanels } from './support'
import { oneClassTimetable } from '../api/wallClock'

// Readiness before a class, as staff see it on the dashboard: the next class, and each screen that is not
// ready with the reason in words. One real screen pairs and reports its clips; one is paired but never
// connects (a TV switched off after pairing), which raises an alert the dashboard and the bell show; the
// others are not paired.

describe('readiness', () => {
  let server: RunningServer
  let browser: Browser
  let demo: Demo

  beforeAll(async () => {
    // Alerts checked every 5 s instead of 30, so the test waits less (the rule is the same).
    server = await startServer({ ALERT_CHECK_SECONDS: '5' })
    browser = await launchBrowser()
    demo = await demoOf(server)
  })

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('shows the next class and, for each screen not ready, why; a disconnected screen 10 minutes before raises an alert', async () => {
    const zone = await daytimeStudio(demo)
    const timetable = oneClassTimetable(Date.now() + 10 * 60_000, zone)
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/timetable`, { timetable })

    // Screen 1 pairs and, once its clip cache has its workout, reports itself ready.
    const screen = await (await browser.newContext({ baseURL: server.baseURL, viewport: { width: 540, height: 960 } })).newPage()
    await pair(screen, demo, demo.screenIds[0])
    await expect
      .poll(
        async () => {
          const answer = await call<{ screens: { round: number; ready: boolean; reasons: string[] }[] }>(
            demo.api,
            'GET',
            `/api/v1/locations/${demo.locationId}/readiness`,
          )
          return answer.screens.find((entry) => entry.round === 1)?.reasons
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toEqual([])

    // Screen 3 is paired (through the API, as staff would with its code) and then never heard from.
    const link = await fetch(`${server.baseURL}/api/v1/screenlinks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ authCode: 'ZZ9999' }),
    })
    const { data: registered } = (await link.json()) as { data: { id: string; authCode: string } }
    await call(demo.api, 'PUT', `/api/v1/screens/link/${demo.screenIds[2]}`, { authCode: registered.authCode })
    // The device collects its token, and is switched off.
    const collected = (await (await fetch(`${server.baseURL}/api/v1/screenlinks/${registered.id}`)).json()) as { data: { token: string | null } }
    expect(collected.data.token).toBeTruthy()

    const page = await (await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1366, height: 900 } })).newPage()
    await page.goto('/login')
    await page.getByLabel('Email').fill(server.adminEmail)
    await page.getByLabel('Password').fill(server.adminPassword)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL('**/admin/dashboard')
    await scrollToPanels(page, 'readiness')
    const panel = page.getByTestId('readiness')
    await panel.getByRole('heading', { name: /^Next class: Kickboxing 45 at / }).waitFor()
    await expect.poll(() => panel.textContent()).toContain('Screens ready: 1 of 9.')
    expect(await panel.getByText('Not ready').first().count()).toBe(1)
    // The ready screen is not listed; an unpaired one says what to do.
    expect(await panel.locator('[data-testid~="readiness-1"]').count()).toBe(0)
    const unpaired = panel.locator('[data-testid~="readiness-2"]')
    expect(await unpaired.textContent()).toBe(
      '7 screens: Screen 2, Screen 4, Screen 5, Screen 6, Screen 7, Screen 8, and Screen 9Not paired: pair it from the location’s screens.Not ready',
    )
    expect(await panel.locator('[data-testid~="readiness-3"]').textContent()).toContain('Class Screen 3 is disconnected.')

    // The server checks on its own: the alert reaches the dashboard and the bell without a reload.
    // Another screen may be listed for a moment first (round 1's screen while its clips still download).
    const alert = page.getByTestId('location-alerts')
    await alert.waitFor({ timeout: 75_000 })
    await expect
      .poll(() => alert.textContent(), { timeout: 75_000 })
      .toMatch(/Screen 3 \(Class Screen 3\) is not ready for the \d{1,2}:\d\d [AP]M class: disconnected and no report of its clips\./)
    await expect.poll(() => page.getByTestId('alert-bell').getAttribute('aria-label'), { timeout: 35_000 }).toMatch(/^Alerts, [1-9]\d* not seen$/)
    await panel.scrollIntoViewIfNeeded()
    await saveScreenshot(page, 'console-readiness')

    // The bell opens the alerts page; opening it is seeing them.
    await page.getByTestId('alert-bell').click()
    await page.waitForURL('**/admin/alerts')
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Screen 3 (Class Screen 3)' }).count(), { timeout: 10_000 }).toBe(1)
    await expect.poll(() => page.getByTestId('alert-bell').getAttribute('aria-label'), { timeout: 10_000 }).toBe('Alerts')
    await saveScreenshot(page, 'console-alerts')
  }, 240_000)

  it('shows a screen’s machines, for QA, when opened with ?debug', async () => {
    const page = await (await browser.newContext({ baseURL: server.baseURL, viewport: { width: 540, height: 960 } })).newPage()
    await page.goto('/screens?debug')
    const overlay = page.getByTestId('debug-overlay')
    await expect.poll(() => overlay.textContent(), { timeout: 15_000 }).toMatch(/^pairing: {"linked":"waiting"}$/m)
    const machines = (await page.evaluate(() => window.__screenMachines?.())) as Record<string, string>
    expect(Object.values(machines)).toContain('pairing')
    await page.goto('/screens')
    await page.getByRole('heading', { name: 'Authorization' }).waitFor()
    expect(await page.getByTestId('debug-overlay').count()).toBe(0)
    // The pairing view: the quoted text as it stands, one name for the code, and a word for staff who pair it themselves.
    await page
      .getByText('Please contact support to connect your screen with the authentication code below. (code will update every hour)', { exact: true })
      .waitFor()
    expect(await page.getByTestId('pairing-code').getAttribute('aria-label')).toBe('Authorization code')
    await page
      .getByText(
        "Setting up this screen yourself? In the console open Locations, choose your studio, and type this code into the screen's Authorization code box.",
      )
      .waitFor()
    await saveScreenshot(page, 'screen-pairing-hint')
    await page.context().close()
  })
})
