import type { Browser, BrowserContext, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser'
import { startServer, type RunningServer } from './server'
import { call, demoOf, pair, sleep, type Demo } from './screenSupport'
import { saveScreenshot } from './support'

// The screen's states beyond the class itself: hard refresh, 'Please Contact Support.' and a right-to-left language.

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

/** Whether the marker is still on the page; a page that is navigating counts as reloaded. */
async function markerPresent(page: Page): Promise<boolean> {
  try {
    return await page.evaluate(() => window.__beforeReload === true)
  } catch {
    return false
  }
}

describe('class screen states', () => {
  let server: RunningServer
  let browser: Browser
  let demo: Demo
  type ScreenPage = { context: BrowserContext; page: Page }
  let paired: Promise<ScreenPage> | undefined

  const newScreenPage = async (): Promise<ScreenPage> => {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 540, height: 960 } })
    const page = await context.newPage()
    page.on('pageerror', (error) => console.error('[screen pageerror]', error.message))
    return { context, page }
  }
  /** Round 1's screen, paired once in manual mode for the tests that need one: any test runs alone or in any order. */
  const pairedScreen = () =>
    (paired ??= (async () => {
      await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { automaticMode: false, classStart: false })
      const screen = await newScreenPage()
      await pair(screen.page, demo, demo.screenIds[0])
      await screen.page.getByRole('heading', { name: /^Welcome to Demo Studio/ }).waitFor({ timeout: 15_000 })
      return screen
    })())

  beforeAll(async () => {
    server = await startServer()
    browser = await launchBrowser()
    demo = await demoOf(server)
  }, 90_000)

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('pairs a screen of a location in manual mode: the welcome view', async () => {
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { automaticMode: false, classStart: false })
    // Round 2's screen, paired here: the identity view shows for a while after pairing.
    const screen = await newScreenPage()
    await pair(screen.page, demo, demo.screenIds[1])
    await screen.page.getByRole('heading', { name: /^Welcome to Demo Studio/ }).waitFor({ timeout: 15_000 })
    // Staff setting up nine TVs can tell which is which: the screen says who it is after pairing.
    const identity = screen.page.getByTestId('screen-identity')
    await identity.waitFor()
    await expect(identity.textContent()).resolves.toMatch(/Demo Studio.*Screen 2.*Class Screen 2/)
    await saveScreenshot(screen.page, 'screen-identity')
    await screen.context.close()
  }, 60_000)

  it('hard refresh: staff ask for it, the paired page reloads once and the flag is cleared on the server', async () => {
    const { page } = await pairedScreen()
    const screenId = demo.screenIds[0]
    await page.evaluate(() => {
      window.__beforeReload = true
    })
    const loads: number[] = []
    page.on('load', () => loads.push(Date.now()))

    const askedAt = Date.now()
    const result = await call<{ screens: number }>(demo.api, 'POST', `/api/v1/locations/${demo.locationId}/hard-refresh`)
    expect(result.screens).toBeGreaterThanOrEqual(1)
    await expect.poll(() => markerPresent(page), { timeout: 10_000, interval: 100 }).toBe(false)
    // The old document is gone now; the new one's load event can come later (its scripts load after its first paint).
    console.log(`[screen-states] hard refresh: page reloaded within ${Date.now() - askedAt} ms of the request`)
    await page.getByRole('heading', { name: /^Welcome to Demo Studio/ }).waitFor({ timeout: 15_000 })
    await expect
      .poll(async () => (await call<{ hardRefreshFlag: boolean }>(demo.api, 'GET', `/api/v1/screens/${screenId}`)).hardRefreshFlag, {
        timeout: 10_000,
        interval: 250,
      })
      .toBe(false)

    // Once: the reloaded page is not told to reload again.
    await page.evaluate(() => {
      window.__beforeReload = true
    })
    await sleep(3_000)
    expect(await markerPresent(page)).toBe(true)
    expect(loads).toHaveLength(1)
  }, 60_000)

  it("shows 'Please Contact Support.' as soon as the location is disabled, follows pushes there, and returns by itself once enabled again", async () => {
    const { page } = await pairedScreen()
    await page.evaluate(() => {
      window.__beforeReload = true
    })
    const disabledAt = Date.now()
    await updateLocation(demo, { isEnabled: false })
    // Pushed (a location-wide refresh): well before the 30 s poll would carry the enabled flag.
    await page.getByRole('heading', { name: 'Please Contact Support.' }).waitFor({ timeout: 10_000 })
    console.log(`[screen-states] location disabled: 'Please Contact Support.' after ${Date.now() - disabledAt} ms`)
    expect(await markerPresent(page)).toBe(true)
    expect(await page.locator('[data-idle]').count()).toBe(0)
    await saveScreenshot(page, 'screen-contact-support')

    // The push channel stays open on 'Please Contact Support.': a refresh staff send re-reads the screen within seconds, without a page reload.
    const isScreenRead = (request: Request) => request.method() === 'GET' && new URL(request.url()).pathname === '/api/v1/screens/auth'
    const reread = page.waitForRequest(isScreenRead, { timeout: 5_000 })
    const refreshedAt = Date.now()
    await call(demo.api, 'PUT', `/api/v1/screens/${demo.screenIds[0]}`, { refreshFlag: true })
    await reread
    console.log(`[screen-states] refresh pushed to 'Please Contact Support.': screen re-read after ${Date.now() - refreshedAt} ms`)
    await page.waitForResponse((response) => response.request().method() === 'PATCH' && new URL(response.url()).pathname === '/api/v1/screens/auth', {
      timeout: 10_000,
    })
    await page.getByRole('heading', { name: 'Please Contact Support.' }).waitFor({ timeout: 5_000 })
    expect(await markerPresent(page)).toBe(true)

    // Enabling the location is pushed too: the screen comes back without a reload of the page, long before the
    // 30 s poll or re-check (both a full 30 s away just after the refresh's re-read) would bring it.
    const enabledAt = Date.now()
    await updateLocation(demo, { isEnabled: true })
    await page.getByRole('heading', { name: /^Welcome to Demo Studio/ }).waitFor({ timeout: 10_000 })
    const backAfter = Date.now() - enabledAt
    console.log(`[screen-states] location enabled again: the welcome view after ${backAfter} ms, no page reload`)
    expect(backAfter).toBeLessThan(10_000)
    expect(await markerPresent(page)).toBe(true)
    expect(await page.getByRole('heading', { name: 'Please Contact Support.' }).count()).toBe(0)
  }, 60_000)

  it('reads right to left in Arabic (screen language ar-qa)', async () => {
    const { page } = await pairedScreen()
    const screenId = demo.screenIds[0]
    // refreshFlag true pushes 'refresh': the screen re-reads itself and takes the new language.
    await call(demo.api, 'PUT', `/api/v1/screens/${screenId}`, { language: 'ar-qa', refreshFlag: true })
    await expect.poll(() => page.evaluate(() => [document.documentElement.dir, document.documentElement.lang].join(' ')), { timeout: 10_000 }).toBe('rtl ar')
    const heading = page.getByRole('heading', { name: /^مرحبًا بكم في Demo Studio/ })
    await heading.waitFor({ timeout: 10_000 })
    const direction = await heading.evaluate((element) => getComputedStyle(element).direction)
    expect(direction).toBe('rtl')
    const texts = await page.locator('[data-idle]').innerText()
    expect(texts).toMatch(/[\u0600-\u06FF]/)
    expect(texts).not.toMatch(/Welcome|Your class/)
    await saveScreenshot(page, 'screen-arabic-rtl')

    await call(demo.api, 'PUT', `/api/v1/screens/${screenId}`, { language: 'en-us', refreshFlag: true })
    await page.getByRole('heading', { name: /^Welcome to Demo Studio/ }).waitFor({ timeout: 10_000 })
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr')
  }, 60_000)
})
