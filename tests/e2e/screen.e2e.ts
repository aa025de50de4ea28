import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser'
import { startServer, type RunningServer } from './server'
import { call, demoOf, median, pair, shownPairingCode, skewBetween, sleep, snapshot, type Demo, type Snapshot } from './screenSupport'
import { firstPaintAndScripts, saveScreenshot } from './support'

async function newScreenPage(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 540, height: 960 } })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error('[screen pageerror]', error.message))
  return { context, page }
}

describe('class screen', () => {
  let server: RunningServer
  let browser: Browser
  let demo: Demo
  type ScreenPage = { context: BrowserContext; page: Page }
  let paired: Promise<{ first: ScreenPage; second: ScreenPage }> | undefined
  /**
   * Rounds 1 and 2's screens, paired once for the tests that need them: each test asks for them
   * and sets the location up as it needs, so any test runs alone or in any order.
   */
  const screens = () =>
    (paired ??= (async () => {
      const first = await newScreenPage(browser, server.baseURL)
      const second = await newScreenPage(browser, server.baseURL)
      await Promise.all([pair(first.page, demo, demo.screenIds[0], 'screen-pairing'), pair(second.page, demo, demo.screenIds[1])])
      return { first, second }
    })())

  beforeAll(async () => {
    server = await startServer()
    browser = await launchBrowser()
    demo = await demoOf(server)
  })

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('pairs: a fresh screen shows a code, staff link it, the screen keeps its token and shows the idle view', async () => {
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { automaticMode: true, classStart: false })
    const { first, second } = await screens()
    for (const { page } of [first, second]) {
      await page.locator('[data-idle]').waitFor({ timeout: 15_000 })
    }
    await saveScreenshot(first.page, 'screen-idle-automatic')
    // A reload keeps the token: no pairing again.
    await first.page.reload()
    await first.page.locator('[data-idle]').waitFor({ timeout: 15_000 })
  }, 90_000)

  it('paints its loading picture before it fetches a script, then asks to be paired with nothing refused by the page’s policy', async () => {
    const { context, page } = await newScreenPage(browser, server.baseURL)
    const refused: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text())
    })
    await page.goto('/screens')
    await page.getByRole('heading', { name: 'Authorization' }).waitFor()
    const timing = await firstPaintAndScripts(page)
    expect(timing.firstPaint).toBeGreaterThan(0)
    expect(timing.scripts.length).toBeGreaterThan(0)
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.firstPaint)
    expect(refused).toEqual([])
    await context.close()
  }, 60_000)

  it('shows the pairing view without the schema library: the push parser and zod load with the push stream, once linked', async () => {
    const { context, page } = await newScreenPage(browser, server.baseURL)
    const scripts: Promise<string>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''))
    })
    await page.goto('/screens')
    await shownPairingCode(page)
    const bodies = await Promise.all(scripts)
    expect(bodies.length).toBeGreaterThan(0)
    // zod v4 keeps its internals under `_zod` on every schema: no script of the first view holds one.
    expect(bodies.filter((body) => body.includes('_zod')).length).toBe(0)
    await context.close()
  }, 60_000)

  it('manual class: starts by push, clips follow without a gap, COMBO overlay, two screens in step, reload rejoins, stop', async () => {
    const { first, second } = await screens()
    const { page: one } = first
    const { page: two } = second
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { automaticMode: false, classStart: false })
    await one.getByRole('heading', { name: /^Welcome to Demo Studio/ }).waitFor({ timeout: 10_000 })
    await saveScreenshot(one, 'screen-welcome')

    const pushedAt = Date.now()
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { classStart: true })
    await Promise.all([one.getByTestId('class-view').waitFor({ timeout: 5_000 }), two.getByTestId('class-view').waitFor({ timeout: 5_000 })])
    const arrivals = await one.evaluate(
      (since) => window.__screenMetrics?.push.filter((entry) => entry.event === 'class' && entry.at >= since).map((entry) => entry.at) ?? [],
      pushedAt,
    )
    const pushLatency = arrivals[0] - pushedAt
    console.log(`[screen] push latency: ${pushLatency} ms (PUT class → 'class' event on the screen)`)
    expect(pushLatency).toBeLessThan(2_000)

    // Clips advance: the video source changes.
    await expect.poll(async () => (await snapshot(one))?.position ?? -1, { timeout: 15_000, interval: 200 }).toBeGreaterThanOrEqual(2)
    const playing = await snapshot(one)
    expect(playing?.paused).toBe(false)
    expect(playing?.muted).toBe(false)
    expect(playing?.url).toMatch(/routine-03\.mp4|routine-04\.mp4/)

    await one.getByTestId('combo-overlay').waitFor({ timeout: 15_000 })
    await expect.poll(() => one.getByTestId('combo-overlay').textContent()).toMatch(/^COMBO # [1-8]$/)
    await saveScreenshot(one, 'screen-class-combo')

    const skews: number[] = []
    for (let sample = 0; sample < 12; sample++) {
      const skew = await skewBetween(one, two)
      if (!Number.isNaN(skew)) skews.push(skew)
      await sleep(250)
    }
    console.log(
      `[screen] sync skew between two screens: median ${Math.round(median(skews))} ms, max ${Math.round(Math.max(...skews))} ms (${skews.length} samples)`,
    )
    expect(median(skews)).toBeLessThan(250)

    // A reload mid-class rejoins where the class is.
    const before = await snapshot(one)
    await two.reload()
    await two.getByTestId('class-view').waitFor({ timeout: 10_000 })
    await expect
      .poll(async () => (await snapshot(two))?.timelineSeconds ?? 0, { timeout: 10_000, interval: 200 })
      .toBeGreaterThan((before?.timelineSeconds ?? 0) - 1)
    await sleep(1_500)
    const rejoined = await snapshot(two)
    expect(rejoined!.position).toBeGreaterThan(0)
    const rejoinSkews: number[] = []
    for (let sample = 0; sample < 6; sample++) {
      const skew = await skewBetween(one, two)
      if (!Number.isNaN(skew)) rejoinSkews.push(skew)
      await sleep(200)
    }
    console.log(
      `[screen] after a reload mid-class: clip ${rejoined!.position} at ${rejoined!.currentTime.toFixed(2)} s; skew median ${Math.round(median(rejoinSkews))} ms`,
    )
    expect(median(rejoinSkews)).toBeLessThan(250)

    const seams = await one.evaluate(() => window.__screenMetrics?.seams ?? [])
    const gaps = seams.map((seam) => seam.gapMs)
    console.log(
      `[screen] clip seams: ${seams.length}; gap beyond one frame: max ${Math.max(...gaps)} ms, median ${median(gaps)} ms; frame interval across seams: ${seams.map((seam) => seam.frameIntervalMs).join(', ')} ms (steady ${seams.map((seam) => seam.steadyFrameMs).join(', ')} ms); play()→first frame ${seams.map((seam) => seam.startupMs).join(', ')} ms`,
    )
    expect(seams.length).toBeGreaterThanOrEqual(2)
    // The figure itself is reported above (and by `npm run bench`'s log); this bound only catches a real stall.
    // On a loaded 2-core CI machine two Chromium pages plus the server pushed the median to 60 ms once, so a
    // tight frame-level bound here is a timing test, not a behaviour test.
    expect(median(gaps)).toBeLessThan(200)

    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { classStart: false })
    await one.getByRole('heading', { name: /^Welcome to Demo Studio/ }).waitFor({ timeout: 5_000 })
    await two.getByRole('heading', { name: /^Welcome to Demo Studio/ }).waitFor({ timeout: 5_000 })
  }, 120_000)

  it('long press for 2 s returns to the format selection when the location offers two formats', async () => {
    const { page } = (await screens()).first
    const location = await call<{ updatedAt: string }>(demo.api, 'GET', `/api/v1/locations/${demo.locationId}`)
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}`, { mctEnabled: true, updatedAt: location.updatedAt })
    await page.reload()
    await page.getByRole('button', { name: 'SIGNATURE 45' }).waitFor({ timeout: 10_000 })
    await saveScreenshot(page, 'screen-format-selection')
    await page.getByRole('button', { name: 'MASHUP 45' }).click()
    await page.locator('[data-idle]').waitFor()
    await page.mouse.move(200, 400)
    await page.mouse.down()
    // Whoever holds sees that holding resets, and how far along it is.
    await page.getByTestId('hold-to-reset').getByText('Hold to reset').waitFor()
    await saveScreenshot(page, 'screen-hold-to-reset')
    await sleep(2_300)
    await page.mouse.up()
    await page.getByRole('button', { name: 'SIGNATURE 45' }).waitFor({ timeout: 3_000 })
    const again = await call<{ updatedAt: string }>(demo.api, 'GET', `/api/v1/locations/${demo.locationId}`)
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}`, { mctEnabled: false, updatedAt: again.updatedAt })
  }, 60_000)

  it('keeps playing when the server goes away mid-class', async () => {
    /** The player's snapshot with the clip cache's view: where the clip on screen plays from, and how much is stored. */
    type CachedSnapshot = Snapshot & { ended: boolean; fromCache: boolean; cache: { available: boolean | null; wanted: number; cached: number } }
    const cachedSnapshot = (page: Page) => snapshot(page) as Promise<CachedSnapshot | null>
    const lonely = await startServer()
    try {
      const lonelyDemo = await demoOf(lonely)
      const { context, page } = await newScreenPage(browser, lonely.baseURL)
      await pair(page, lonelyDemo, lonelyDemo.screenIds[0])
      await call(lonelyDemo.api, 'PUT', `/api/v1/locations/${lonelyDemo.locationId}/class`, { automaticMode: false, classStart: true })
      await page.getByTestId('class-view').waitFor({ timeout: 10_000 })
      await expect.poll(async () => (await snapshot(page))?.position ?? -1, { timeout: 10_000, interval: 200 }).toBeGreaterThanOrEqual(1)
      // The clip cache holds the whole class (and the workout's other clips) a moment after the workout loads.
      await expect
        .poll(
          async () => {
            const cache = (await cachedSnapshot(page))?.cache
            return cache?.available === true && cache.wanted > 0 && cache.cached === cache.wanted
          },
          { timeout: 15_000, interval: 200 },
        )
        .toBe(true)
      await lonely.stop()
      const start = (await cachedSnapshot(page))!
      // Demo clips last 4 s: at the stop only the clip on screen and the next (preloaded) one are loaded; the two
      // after that must come from the cache. Stay stopped until the class is past both (a class has 14 clips).
      const target = start.position + 3
      expect(target).toBeLessThan(14)
      const samples: CachedSnapshot[] = []
      const deadline = Date.now() + 40_000
      while (Date.now() < deadline) {
        await sleep(300)
        const shot = (await cachedSnapshot(page))!
        samples.push(shot)
        if (shot.position >= target) break
      }
      await saveScreenshot(page, 'screen-server-gone')
      const end = samples.at(-1)!
      const afterPreload = samples.filter((shot) => shot.position >= start.position + 2)
      const played = [...new Map(afterPreload.map((shot) => [shot.position, shot])).values()].map(
        (shot) => `${shot.position}:${shot.url?.split('/').pop()}${shot.fromCache ? '(cache)' : '(network)'}`,
      )
      // A clip that played to its end reads paused (ended) until the next clip's first frame: not a pause of the class.
      const atClipEnd = samples.filter((shot) => shot.paused && shot.ended).length
      console.log(
        `[screen] server stopped at clip ${start.position} ${start.currentTime.toFixed(2)} s; ${((end.now - start.now) / 1000).toFixed(1)} s later clip ${end.position} ${end.currentTime.toFixed(2)} s; ${samples.length} samples, ${samples.filter((shot) => shot.paused && !shot.ended).length} paused, ${atClipEnd} at a clip's end; played after the preloaded clip: ${played.join(', ')}`,
      )
      expect(end.position).toBeGreaterThanOrEqual(target)
      expect(samples.filter((shot) => shot.paused && !shot.ended)).toEqual([])
      // No stall at a seam: an ended clip gives way to the next one (three samples in a row would be ~1 s stuck).
      const stuck = samples.some(
        (shot, index) => index >= 2 && [shot, samples[index - 1], samples[index - 2]].every((each) => each.ended && each.position === shot.position),
      )
      expect(stuck).toBe(false)
      // Positions only move forward.
      for (let index = 1; index < samples.length; index++) expect(samples[index].position).toBeGreaterThanOrEqual(samples[index - 1].position)
      expect(end.timelineSeconds - start.timelineSeconds).toBeGreaterThan(4.5)
      // The clips that were not loaded when the server went away played from the clip cache, under their own URLs.
      expect(new Set(afterPreload.map((shot) => shot.position)).size).toBeGreaterThanOrEqual(2)
      expect(afterPreload.every((shot) => shot.fromCache)).toBe(true)
      expect(afterPreload.every((shot) => /\/media\/routine-\d\d\.mp4$/.test(shot.url ?? ''))).toBe(true)
      await expect(page.getByTestId('class-view').count()).resolves.toBe(1)
      await context.close()
    } finally {
      await lonely.stop()
    }
  }, 120_000)
})
