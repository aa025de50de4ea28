import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser'
import { call, demoOf, pair, snapshot, type Demo } from './screenSupport'
import { startServer, type RunningServer } from './server'
import { saveScreenshot } from './support'

// The screen recovers by itself and support can see it (docs/SCREEN-DEVICE.md#the-watchdog,
// #device-facts, #remote-screenshot): an uncaught error and a stalled clip are recovered from and
// counted, across a reload; the console shows the device facts and a screenshot asked for on demand.

const SHOTS = path.resolve(import.meta.dirname, '../../screenshots')

type WatchdogView = { recoveries: number; last: { kind: string; action: string } | null; state: string }
const watchdog = (page: Page) => page.evaluate(() => window.__screenWatchdog?.() ?? null) as Promise<WatchdogView | null>

describe('watchdog, device facts and remote screenshot', () => {
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

  it('recovers from an uncaught error and a stalled clip, counts them across a reload, and support sees the device and a screenshot', async () => {
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { automaticMode: false, classStart: false })
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 540, height: 960 } })
    const screen = await context.newPage()
    const screenId = demo.screenIds[0]
    await pair(screen, demo, screenId)
    const welcome = screen.getByRole('heading', { name: /^Welcome to Demo Studio/ })
    await welcome.waitFor({ timeout: 15_000 })

    // An uncaught error with no class playing: the screen re-reads its state and shows the idle view again.
    await screen.evaluate(() =>
      setTimeout(() => {
        throw new Error('injected by the e2e test')
      }),
    )
    await expect.poll(() => watchdog(screen), { timeout: 10_000 }).toMatchObject({ recoveries: 1, last: { kind: 'error', action: 'reread' } })
    await welcome.waitFor({ timeout: 15_000 })
    // The count survives a reload.
    await screen.reload()
    await welcome.waitFor({ timeout: 15_000 })
    expect(await watchdog(screen)).toMatchObject({ recoveries: 1, state: 'watching' })

    // A class plays; then its <video> elements stop obeying play() and the one on screen is paused at its
    // end: the next clip's start is lost, a stall the player's own sync cannot undo (the player keeps a
    // paused clip on the class clock by seeking it, and a seek can land on the end). The watchdog skips
    // to the next clip.
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { classStart: true })
    await expect.poll(async () => (await snapshot(screen))?.paused, { timeout: 20_000 }).toBe(false)
    const stalledAt = (await snapshot(screen))!.position
    // On the prototype, so a <video> the player makes at a seam during the stall stalls too (on a loaded machine a
    // seam can fall inside the watchdog's window).
    await screen.evaluate(() => {
      const kept = window as unknown as { realPlay: PropertyDescriptor }
      kept.realPlay = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'play')!
      Object.defineProperty(HTMLMediaElement.prototype, 'play', { ...kept.realPlay, value: () => Promise.resolve() })
      for (const video of document.querySelectorAll('video')) video.pause()
      const onScreen = document.querySelector<HTMLVideoElement>('.class-stage video[data-active="true"]')!
      onScreen.currentTime = onScreen.duration
    })
    await expect.poll(() => watchdog(screen), { timeout: 20_000 }).toMatchObject({ recoveries: 2, last: { kind: 'videoStall', action: 'nextClip' } })
    // play() obeys again: the clip asked to start is asked again, and the class plays on past the stalled clip.
    await screen.evaluate(() => {
      Object.defineProperty(HTMLMediaElement.prototype, 'play', (window as unknown as { realPlay: PropertyDescriptor }).realPlay)
    })
    await expect.poll(async () => (await snapshot(screen))?.position ?? -1, { timeout: 20_000 }).toBeGreaterThan(stalledAt)
    await expect.poll(async () => (await snapshot(screen))?.paused, { timeout: 10_000 }).toBe(false)

    // Support opens the screen's device view mid-class: the facts it reported, and a screenshot on demand.
    const consolePage = await (await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1366, height: 900 } })).newPage()
    await consolePage.addInitScript((token) => localStorage.setItem('token', token), demo.api.token)
    await consolePage.goto(`/admin/locations/${demo.locationId}`)
    await consolePage
      .getByRole('button', { name: /^Device and screenshot/ })
      .first()
      .click()
    const dialog = consolePage.getByRole('dialog')
    const facts = dialog.getByTestId('device-facts')
    await facts.waitFor({ timeout: 15_000 })
    await expect.poll(() => facts.textContent()).toMatch(/Chrom(e|ium) \d+/)
    expect(await facts.textContent()).toContain('540x960')

    await dialog.getByRole('button', { name: 'Take a screenshot' }).click()
    const image = dialog.getByTestId('screenshot-image')
    await image.waitFor({ timeout: 20_000 })
    const src = (await image.getAttribute('src')) ?? ''
    expect(src).toMatch(/^data:image\/jpeg;base64,/)
    // The picture the screen drew, for a person to look at beside the console's.
    mkdirSync(SHOTS, { recursive: true })
    writeFileSync(path.join(SHOTS, 'screen-remote-screenshot.jpg'), Buffer.from(src.slice(src.indexOf(',') + 1), 'base64'))
    await expect.poll(() => dialog.getByTestId('screenshot-time').textContent()).toMatch(/^Taken /)

    // The class ends and staff refresh the screen: its re-read carries the changed device state at once.
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { classStart: false })
    await call(demo.api, 'PUT', `/api/v1/screens/${screenId}`, { refreshFlag: true })
    await expect
      .poll(() => dialog.getByTestId('device-recoveries').textContent(), { timeout: 30_000 })
      .toMatch(/^2Last: a stalled clip, skipped to the next clip/)
    await saveScreenshot(consolePage, 'console-screen-device')
    await consolePage.setViewportSize({ width: 375, height: 800 })
    await saveScreenshot(consolePage, 'console-screen-device-375')
  }, 180_000)
})
