import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser'
import { startServer, type RunningServer } from './server'
import { saveScreenshot } from './support'

// The pairing view is the first thing an installer sees on a new TV: at every common TV size and
// orientation the logo, the code and the last line of the set-up help are all inside the screen.
const SIZES = [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
  { width: 1080, height: 1920 },
]

describe('the pairing view fits every TV', () => {
  let server: RunningServer
  let browser: Browser

  beforeAll(async () => {
    server = await startServer()
    browser = await launchBrowser()
  }, 90_000)

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('shows the logo, the code and the whole set-up help at five sizes, with a code free of look-alikes', async () => {
    const context = await browser.newContext({ baseURL: server.baseURL })
    const page = await context.newPage()
    for (const size of SIZES) {
      await page.setViewportSize(size)
      if (page.url() === 'about:blank') await page.goto('/screens')
      const code = page.getByTestId('pairing-code')
      await expect.poll(async () => (await code.textContent())?.trim() ?? '', { timeout: 15_000 }).toMatch(/^[A-HJ-NP-Z2-9]{6}$/)
      const inside = async (selector: string) => {
        const box = await page.locator(selector).boundingBox()
        if (!box) return false
        return box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height
      }
      // The help's last line is its bottom edge; the logo's top is the view's first pixel.
      for (const selector of ['.screen-logo', '.screen-heading', '.screen-lead', '.screen-code', '.screen-hint']) {
        await expect.poll(() => inside(selector), { message: `${selector} at ${size.width}×${size.height}` }).toBe(true)
      }
      await saveScreenshot(page, `pairing-${size.width}x${size.height}`)
    }
    await context.close()
  })
})
