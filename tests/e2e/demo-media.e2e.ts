import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser'
import { startServer, type RunningServer } from './server'
import { call, demoOf, pair, snapshot, type Demo } from './screenSupport'
import { saveScreenshot } from './support'

// The demo clips (`npm run media`, scripts/make-media.sh) on a landscape TV: they fill a 16:9 screen, and the
// screen's 'COMBO # n' banner stays inside the picture of the clip.

type Box = { x: number; y: number; width: number; height: number }

/** The clip on screen: its own size, and the box its picture fills inside its element (object-fit: contain). */
function pictureOnScreen(page: Page) {
  return page.evaluate(() => {
    const url = window.__screenPlayer?.snapshot().url
    // The deck's active slot is the clip on screen (its source may be a blob: of the clip cache).
    const video = document.querySelector<HTMLVideoElement>('.class-video[data-active="true"]')
    if (!video || video.videoWidth === 0) return null
    const element = video.getBoundingClientRect()
    const scale = Math.min(element.width / video.videoWidth, element.height / video.videoHeight)
    const width = video.videoWidth * scale
    const height = video.videoHeight * scale
    const box = { x: element.x + (element.width - width) / 2, y: element.y + (element.height - height) / 2, width, height }
    return { url, videoWidth: video.videoWidth, videoHeight: video.videoHeight, box }
  })
}

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5

describe('the demo class on a landscape TV', () => {
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

  it('plays full-screen 16:9 clips at 1920x1080 with the COMBO banner inside the clip', async () => {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1920, height: 1080 } })
    const page = await context.newPage()
    page.on('pageerror', (error) => console.error('[screen pageerror]', error.message))
    // The first load on a busy machine may take longer than pair()'s wait: the page is waited for first.
    await page.goto('/screens')
    await page.getByRole('heading', { name: 'Authorization' }).waitFor({ timeout: 60_000 })
    await pair(page, demo, demo.screenIds[0])
    await page.locator('[data-idle]').waitFor({ timeout: 30_000 })
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { automaticMode: false, classStart: true })
    await page.getByTestId('class-view').waitFor({ timeout: 30_000 })

    // The warm-up (routine 2): its own title, the whole screen.
    await expect.poll(async () => (await snapshot(page))?.url ?? '', { timeout: 30_000 }).toMatch(/routine-02\.mp4$/)
    await expect.poll(async () => (await pictureOnScreen(page))?.videoWidth ?? 0, { timeout: 15_000 }).toBeGreaterThan(0)
    const warmUp = (await pictureOnScreen(page))!
    expect(warmUp.videoWidth * 9).toBe(warmUp.videoHeight * 16)
    expect(warmUp.box.width).toBeCloseTo(1920, 0)
    expect(warmUp.box.height).toBeCloseTo(1080, 0)
    await saveScreenshot(page, 'demo-class-warm-up-1920')

    // A combo: the banner shows, and stays within the picture of the clip.
    const banner = page.getByTestId('combo-overlay')
    await banner.waitFor({ timeout: 30_000 })
    const combo = (await pictureOnScreen(page))!
    expect(combo.videoWidth * 9).toBe(combo.videoHeight * 16)
    const bannerBox = (await banner.boundingBox())!
    expect(inside(bannerBox, combo.box), `banner ${JSON.stringify(bannerBox)} inside the clip ${JSON.stringify(combo.box)}`).toBe(true)
    await saveScreenshot(page, 'demo-class-combo-1920')

    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { classStart: false })
    await context.close()
  }, 240_000)
})
