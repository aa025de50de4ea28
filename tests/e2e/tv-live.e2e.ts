import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { oneClassTimetable } from '../api/wallClock'
import { launchBrowser } from './browser'
import { startServer, type RunningServer } from './server'
import { call, daytimeStudio, demoOf, overlap, pair, snapshot, type Demo } from './screenSupport'
import { saveScreenshot } from './support'

// What an open TV shows as the studio changes around it: its name banner never over what it shows, a location
// setting that reaches it without a reload, and the right idle words after a Stop.

/** Edits the location as an admin would (the form sends the updatedAt it read). */
async function updateLocation(demo: Demo, changes: Record<string, unknown>): Promise<void> {
  const location = await call<{ updatedAt: string }>(demo.api, 'GET', `/api/v1/locations/${demo.locationId}`)
  await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}`, { ...changes, updatedAt: location.updatedAt })
}

declare global {
  interface Window {
    /** Set by this test only: a reload of the page drops it. */
    __beforeReload?: boolean
  }
}

/** Whether the box lies inside the window (nothing of it cut off). */
async function inWindow(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox()
  const size = page.viewportSize()!
  return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width + 0.5 && box.y + box.height <= size.height + 0.5
}

const control = (demo: Demo, body: object) => call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, body)

describe('an open TV', () => {
  let server: RunningServer
  let browser: Browser
  let demo: Demo
  const contexts: BrowserContext[] = []

  const screenPage = async (width: number, height: number): Promise<Page> => {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height } })
    contexts.push(context)
    const page = await context.newPage()
    page.on('pageerror', (error) => console.error('[screen pageerror]', error.message))
    page.on('console', (message) => message.type() === 'error' && console.error('[screen console]', message.text()))
    return page
  }

  beforeAll(async () => {
    server = await startServer()
    browser = await launchBrowser()
    demo = await demoOf(server)
  }, 90_000)

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined)
    await browser?.close()
    await server?.stop()
  })

  it('after a Stop with nothing scheduled, welcomes without promising a class; multi class types turned on reach it without a reload', async () => {
    await updateLocation(demo, { mctEnabled: false })
    await control(demo, { automaticMode: false, classStart: false })
    const page = await screenPage(1920, 1080)
    await pair(page, demo, demo.screenIds[0])
    const welcome = page.getByRole('heading', { name: 'Welcome to Demo Studio' })
    await welcome.waitFor({ timeout: 20_000 })
    await page.evaluate(() => (window.__beforeReload = true))
    // On its first load on a secure origin (127.0.0.1) the page is not controlled by the worker it installs, yet once
    // that worker is active the TV can boot with no network: the same page says so, and no alert waits for a reload.
    await expect
      .poll(
        async () =>
          (await call<{ device: { offlineApp?: string; offlineCapable: boolean } | null }>(demo.api, 'GET', `/api/v1/screens/${demo.screenIds[0]}`)).device,
        {
          timeout: 75_000,
          interval: 1_000,
        },
      )
      .toMatchObject({ offlineApp: 'active', offlineCapable: true })

    // A class started and stopped by staff: back to the welcome, and no word of a class starting soon.
    await control(demo, { classStart: true })
    await page.getByTestId('class-view').waitFor({ timeout: 20_000 })
    await expect.poll(async () => (await snapshot(page))?.position ?? -1, { timeout: 20_000, interval: 200 }).toBeGreaterThanOrEqual(0)
    await control(demo, { classStart: false })
    await welcome.waitFor({ timeout: 20_000 })
    await expect.poll(() => page.locator('main').innerText()).not.toMatch(/starts soon|gloves on/i)
    await saveScreenshot(page, 'tv-welcome-after-stop-1920')

    // Multi class types on, then Start: the open TV offers the choice (it had picked the normal class by itself).
    await updateLocation(demo, { mctEnabled: true })
    const mashup = page.getByRole('button', { name: 'MASHUP 45' })
    await mashup.waitFor({ timeout: 40_000 })
    await control(demo, { classStart: true })
    await expect.poll(() => page.getByRole('button', { name: 'SIGNATURE 45' }).isVisible()).toBe(true)
    await expect.poll(() => mashup.isVisible()).toBe(true)
    // The same page, never reloaded.
    expect(await page.evaluate(() => window.__beforeReload)).toBe(true)
    await control(demo, { classStart: false })
    await updateLocation(demo, { mctEnabled: false })
  }, 180_000)

  for (const [width, height] of [
    [1920, 1080],
    [1280, 720],
  ] as const) {
    it(`shows its name banner at ${width}x${height} over nothing it shows: the format choice, the next class`, async () => {
      const zone = await daytimeStudio(demo)
      await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/timetable`, { timetable: oneClassTimetable(Date.now() + 90 * 60_000, zone) })
      await updateLocation(demo, { mctEnabled: true })
      await control(demo, { automaticMode: true, classStart: false })
      const page = await screenPage(width, height)
      const round = width === 1920 ? 2 : 3
      await pair(page, demo, demo.screenIds[round - 1])
      const banner = page.getByTestId('screen-identity')

      // The format choice, with the banner (it shows for a minute after the TV loads).
      const buttons = [page.getByRole('button', { name: 'SIGNATURE 45' }), page.getByRole('button', { name: 'MASHUP 45' })]
      await buttons[1].waitFor({ timeout: 20_000 })
      await banner.waitFor()
      for (const button of buttons) {
        expect(await overlap(banner, button)).toBe(0)
        expect(await inWindow(page, button)).toBe(true)
      }
      await saveScreenshot(page, `tv-banner-format-${width}`)

      // The next class, with the banner: its time and its name are clear of it.
      await buttons[0].click()
      const name = page.locator('.screen-class-name')
      await name.waitFor({ timeout: 20_000 })
      await expect.poll(() => banner.isVisible()).toBe(true)
      for (const shown of [name, page.getByTestId('next-class-time')]) {
        expect(await overlap(banner, shown)).toBe(0)
        expect(await inWindow(page, shown)).toBe(true)
      }
      expect(await inWindow(page, banner)).toBe(true)
      await saveScreenshot(page, `tv-banner-next-class-${width}`)
    }, 120_000)
  }
})
