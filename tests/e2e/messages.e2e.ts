import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser'
import { startServer, type RunningServer } from './server'
import { call, clearMessages, demoOf, keptMessageIds, overlap, pair, sendMessage, snapshot, type Demo } from './screenSupport'
import { saveScreenshot } from './support'
import type { ClassRunSummary } from '../../src/shared/schemas/classRuns'

// Messages to the screens (docs/MESSAGES.md) on real TVs: a notice reaches an idle screen by push, is a line under a
// class that covers neither the clip nor the COMBO overlay, an emergency stops a class on every screen of the studio
// until it is cleared, and a TV that reboots with no network shows what it was told until its end.

/** Well under the screen's 30 s poll: a message seen within it came by push (checked on the screen's push log too). */
const PUSH_BOUND_MS = 12_000
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString()

describe('messages on the screens', () => {
  let server: RunningServer
  let browser: Browser
  let demo: Demo
  const contexts: BrowserContext[] = []

  const screenPage = async (): Promise<Page> => {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 720 } })
    contexts.push(context)
    const page = await context.newPage()
    page.on('pageerror', (error) => console.error('[screen pageerror]', error.message))
    return page
  }

  let paired: Promise<[Page, Page]> | undefined
  /** Rounds 1 and 2's screens, paired once for the tests that need them; each test sets the studio up as it needs. */
  const screens = () =>
    (paired ??= (async () => {
      const pages = [await screenPage(), await screenPage()] as const
      await Promise.all([pair(pages[0], demo, demo.screenIds[0]), pair(pages[1], demo, demo.screenIds[1])])
      return [pages[0], pages[1]] as [Page, Page]
    })())

  const control = (body: object) => call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, body)
  const welcome = (page: Page) => page.getByRole('heading', { name: /^Welcome to Demo Studio/ })
  /** The 'messages' push events the screen heard since `since` (its own clock: the same machine's as the test's). */
  const messagePushesSince = (page: Page, since: number) =>
    page.evaluate((from) => window.__screenMetrics?.push.filter((entry) => entry.event === 'messages' && entry.at >= from).length ?? 0, since)

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

  it('a notice reaches an idle TV by push, fills it with the idle line kept below, and goes when cleared', async () => {
    await clearMessages(demo)
    await control({ automaticMode: false, classStart: false })
    const [tv] = await screens()
    await welcome(tv).waitFor({ timeout: 20_000 })

    const text = 'Studio closes at 6 PM today'
    const sentAt = Date.now()
    const message = await sendMessage(demo, { text, level: 'notice', endsAt: inMs(60 * 60_000) })
    expect(message).toMatchObject({ level: 'notice', status: 'showing', stoppedClasses: 0 })
    const notice = tv.getByTestId('message-notice')
    await notice.getByText(text).waitFor({ timeout: PUSH_BOUND_MS })
    // It came by push, not by a poll that happened to fall in the window.
    expect(await messagePushesSince(tv, sentAt)).toBeGreaterThan(0)
    // In place of the idle view: the welcome is no longer a heading, it is the small line below the notice.
    expect(await welcome(tv).count()).toBe(0)
    expect(await notice.locator('.screen-notice-idle').textContent()).toMatch(/Demo Studio/)
    await saveScreenshot(tv, 'messages-notice-idle')
    await tv.screenshot({ path: '/tmp/messages-notice-idle.png' })

    await call(demo.api, 'POST', `/api/v1/messages/${message.id}/clear`)
    await welcome(tv).waitFor({ timeout: PUSH_BOUND_MS })
    expect(await notice.count()).toBe(0)
  }, 120_000)

  it('during a class, a notice is a line at the foot that covers neither the clip nor the COMBO overlay', async () => {
    await clearMessages(demo)
    await control({ automaticMode: false, classStart: false })
    const [tv] = await screens()
    await welcome(tv).waitFor({ timeout: 20_000 })
    await control({ classStart: true })
    await tv.getByTestId('class-view').waitFor({ timeout: 20_000 })
    await expect.poll(async () => (await snapshot(tv))?.position ?? -1, { timeout: 20_000, interval: 250 }).toBeGreaterThanOrEqual(0)

    const text = 'Towels are at the front desk today'
    await sendMessage(demo, { text, level: 'notice', endsAt: inMs(60 * 60_000) })
    const line = tv.getByTestId('message-line')
    await line.getByText(text).waitFor({ timeout: PUSH_BOUND_MS })
    // The class goes on under it: no full-screen notice, no idle view.
    expect(await tv.getByTestId('message-notice').count()).toBe(0)
    const combo = tv.getByTestId('combo-overlay')
    // The first combo clip comes a few clips in; its overlay stays 44 s.
    await combo.waitFor({ timeout: 30_000 })
    await expect.poll(() => line.isVisible()).toBe(true)

    const videos = tv.locator('[data-testid="class-view"] video')
    expect(await videos.count()).toBeGreaterThan(0)
    for (const video of await videos.all()) {
      expect(await overlap(line, video), 'the line over the clip').toBe(0)
      expect(await overlap(line, tv.getByTestId('class-view')), 'the line over the class stage').toBe(0)
    }
    expect(await overlap(line, combo), 'the line over the COMBO overlay').toBe(0)
    // The line is on screen, along its foot, and its words are not cut to nothing.
    const box = (await line.boundingBox())!
    const window = tv.viewportSize()!
    expect(box.y + box.height).toBeLessThanOrEqual(window.height + 0.5)
    expect(box.height).toBeGreaterThan(10)
    expect(box.height).toBeLessThan(window.height * 0.1)
    expect(await line.getByText(text).isVisible()).toBe(true)
    await saveScreenshot(tv, 'messages-notice-class')
    await tv.screenshot({ path: '/tmp/messages-notice-class.png' })

    await control({ classStart: false })
    await clearMessages(demo)
    await welcome(tv).waitFor({ timeout: 20_000 })
  }, 150_000)

  it('an emergency stops the class on both screens and fills them, recorded as stopped; cleared on the console, it is off both', async () => {
    await clearMessages(demo)
    await control({ automaticMode: false, classStart: false })
    const tvs = await screens()
    for (const tv of tvs) await welcome(tv).waitFor({ timeout: 20_000 })
    await control({ classStart: true })
    for (const tv of tvs) {
      await tv.getByTestId('class-view').waitFor({ timeout: 20_000 })
      await expect.poll(async () => (await snapshot(tv))?.position ?? -1, { timeout: 20_000, interval: 250 }).toBeGreaterThanOrEqual(0)
    }

    const text = 'Please leave the building now'
    const emergency = await sendMessage(demo, { text, level: 'emergency' })
    expect(emergency).toMatchObject({ level: 'emergency', status: 'showing', endsAt: null, stoppedClasses: 1 })
    for (const tv of tvs) {
      const shown = tv.getByTestId('message-emergency')
      await shown.getByText(text).waitFor({ timeout: PUSH_BOUND_MS })
      // The class is gone, its clips with it, and the message fills the window.
      expect(await tv.getByTestId('class-view').count()).toBe(0)
      expect(await tv.locator('video').count()).toBe(0)
      const box = (await shown.boundingBox())!
      const window = tv.viewportSize()!
      expect([box.x, box.y, box.width, box.height].map(Math.round)).toEqual([0, 0, window.width, window.height])
    }
    await saveScreenshot(tvs[0], 'messages-emergency')
    await tvs[0].screenshot({ path: '/tmp/messages-emergency.png' })

    // The run that was playing is recorded as stopped by the emergency.
    const [run] = await call<ClassRunSummary[]>(demo.api, 'GET', `/api/v1/locations/${demo.locationId}/class-runs`)
    expect(run).toMatchObject({ kind: 'manual', status: 'stopped', stopReason: `Emergency message: ${text}` })
    expect(run.stoppedBy).toBeTruthy()

    // Staff clear it on the console's Messages page.
    const consoleContext = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1440, height: 900 } })
    contexts.push(consoleContext)
    const staffPage = await consoleContext.newPage()
    staffPage.setDefaultTimeout(20_000)
    await staffPage.addInitScript((token) => localStorage.setItem('token', token), demo.api.token)
    await staffPage.goto('/admin/messages')
    const row = staffPage.getByRole('table', { name: 'Current and coming messages' }).getByRole('row').filter({ hasText: text })
    await row.getByRole('button', { name: 'Clear' }).click()
    await expect.poll(async () => (await call<{ status: string }>(demo.api, 'GET', `/api/v1/messages/${emergency.id}`)).status).toBe('cleared')
    for (const tv of tvs) {
      // Back to the idle view: the class stays stopped.
      await welcome(tv).waitFor({ timeout: PUSH_BOUND_MS })
      expect(await tv.getByTestId('message-emergency').count()).toBe(0)
      expect(await tv.getByTestId('class-view').count()).toBe(0)
    }
  }, 150_000)

  it('a TV rebooted with no network shows the notice it was told of until its end, and takes it off at its end', async () => {
    await clearMessages(demo)
    await control({ automaticMode: false, classStart: false })
    const tv = await screenPage()
    await pair(tv, demo, demo.screenIds[2])
    await welcome(tv).waitFor({ timeout: 20_000 })
    // Ready for a power cut: the app precached by its service worker, the screen kept on the device.
    await tv.evaluate(() => navigator.serviceWorker.ready.then(() => true))

    const text = 'Open mat this Saturday at 10'
    // Long enough for the reboot below on a busy machine; the end is the screen's to find, on its own clock.
    const message = await sendMessage(demo, { text, level: 'notice', endsAt: inMs(60_000) })
    const endsAt = Date.parse(message.endsAt!)
    const notice = tv.getByTestId('message-notice').getByText(text)
    await notice.waitFor({ timeout: PUSH_BOUND_MS })
    await expect.poll(() => keptMessageIds(tv), { timeout: 10_000, interval: 250 }).toEqual([message.id])

    await tv.context().setOffline(true)
    await tv.reload()
    // Served by the service worker, started from what the device kept.
    await notice.waitFor({ timeout: 20_000 })
    expect(await tv.evaluate(() => navigator.onLine)).toBe(false)
    const seenOfflineAt = Date.now()
    // Offline, it goes at its end by itself: back to the idle view it came from.
    await welcome(tv).waitFor({ timeout: Math.max(endsAt - Date.now(), 0) + 20_000 })
    const goneSeenAt = Date.now()
    expect(await tv.getByTestId('message-notice').count()).toBe(0)
    console.log(
      `[messages] offline reboot: notice shown ${Math.round((endsAt - seenOfflineAt) / 1000)} s before its end, gone ${goneSeenAt - endsAt} ms after it`,
    )
    // Not before its end (a second for the screen's measure of the server's clock): it was seen gone after it went.
    expect(goneSeenAt).toBeGreaterThanOrEqual(endsAt - 1_000)
    await tv.context().setOffline(false)
  }, 150_000)
})
