import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClassRunDetail, ClassRunSummary } from '../../src/shared/schemas/classRuns'
import { launchBrowser } from './browser'
import { call, demoOf, pair, snapshot, type Demo } from './screenSupport'
import { startServer, type RunningServer } from './server'
import { expectNoSidewaysScroll, saveScreenshot } from './support'

// Proof of play end to end: two real screens play a manual class, one with a broken clip link and one cut
// off from the server right after Start; the run shows both screens' clips, the replaced one marked, once each.

interface WorkoutRow {
  id: string
  round: number
  routines: { step: number; videoLink: string; lrVideoLink: string; name: string; text: string }[]
}

async function screenPage(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 540, height: 960 } })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error('[screen pageerror]', error.message))
  return { context, page }
}

/** How fast the wrong-clock screen's clock runs. */
const CLOCK_AHEAD_MS = 40_000

const pendingReports = (page: Page) => page.evaluate(() => window.__playReports?.().pending ?? -1)

describe('class runs', () => {
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

  it('a manual class on two screens, one with a broken clip and one cut off after Start, gives one run with both timelines', async () => {
    // Round 2's workout points its third clip (step 3) at a file that is not there.
    const workouts = await call<WorkoutRow[]>(demo.api, 'GET', `/api/v1/workouts?pageSize=100&q=${encodeURIComponent(JSON.stringify({ round: 2 }))}`)
    const roundTwo = workouts.find((workout) => workout.round === 2)!
    const routines = roundTwo.routines.map(({ step, videoLink, lrVideoLink, name, text }) => ({
      step,
      videoLink: step === 3 ? videoLink.replace(/routine-03\.mp4$/, 'missing-03.mp4') : videoLink,
      lrVideoLink,
      name,
      text,
    }))
    expect(routines.find((routine) => routine.step === 3)!.videoLink).toMatch(/missing-03\.mp4$/)
    await call(demo.api, 'PUT', `/api/v1/workouts/${roundTwo.id}`, { routines })

    const offline = await screenPage(browser, server.baseURL)
    const broken = await screenPage(browser, server.baseURL)
    await Promise.all([pair(offline.page, demo, demo.screenIds[0]), pair(broken.page, demo, demo.screenIds[1])])
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { automaticMode: false, classStart: false })
    for (const { page } of [offline, broken]) await page.getByRole('heading', { name: /^Welcome to Demo Studio/ }).waitFor({ timeout: 15_000 })

    const started = await call<{ classStartedAt: string }>(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { classStart: true })
    await Promise.all([offline.page.getByTestId('class-view').waitFor({ timeout: 10_000 }), broken.page.getByTestId('class-view').waitFor({ timeout: 10_000 })])
    // The first screen's network goes right after its first clip shows, once every clip of its class
    // is stored (a ready screen; on a busy machine the last downloads can take a few seconds).
    await expect.poll(async () => (await snapshot(offline.page))?.position ?? -1, { timeout: 10_000, interval: 100 }).toBeGreaterThanOrEqual(0)
    await expect
      .poll(
        () =>
          offline.page.evaluate(() => {
            const cache = window.__screenPlayer?.snapshot().cache as { wanted: number; cached: number } | undefined
            return cache && cache.wanted > 0 && cache.cached >= cache.wanted ? 'all stored' : `${cache?.cached ?? 0} of ${cache?.wanted ?? '?'}`
          }),
        { timeout: 30_000, interval: 100 },
      )
      .toBe('all stored')
    await offline.context.setOffline(true)

    // Both play to the end: 14 clips of 4 s after the countdown.
    for (const { page } of [offline, broken]) await page.getByTestId('class-view').waitFor({ state: 'detached', timeout: 150_000 })
    expect(await pendingReports(offline.page)).toBeGreaterThan(0)

    const runs = await call<ClassRunSummary[]>(demo.api, 'GET', `/api/v1/locations/${demo.locationId}/class-runs`)
    expect(runs).toHaveLength(1)
    const [run] = runs
    expect(run).toMatchObject({ kind: 'manual', plannedStartAt: started.classStartedAt, status: 'completed', onTime: true })
    const before = await call<ClassRunDetail>(demo.api, 'GET', `/api/v1/class-runs/${run.id}`)
    const brokenLane = before.timeline.find((lane) => lane.round === 2)!
    expect(brokenLane.plays.map((play) => play.position)).toEqual(Array.from({ length: 14 }, (_, index) => index))
    expect(brokenLane.plays.filter((play) => play.replaced).map((play) => [play.position, play.replaceReason])).toEqual([[2, 'unreachable']])
    expect(brokenLane.plays.every((play) => play.endedAt !== null && play.endedAt >= play.startedAt)).toBe(true)

    // Back online: what the cut-off screen kept arrives, each clip once.
    await offline.context.setOffline(false)
    await expect.poll(() => pendingReports(offline.page), { timeout: 70_000, interval: 500 }).toBe(0)
    const after = await call<ClassRunDetail>(demo.api, 'GET', `/api/v1/class-runs/${run.id}`)
    const offlineLane = after.timeline.find((lane) => lane.round === 1)!
    expect(offlineLane.plays.map((play) => play.position)).toEqual(Array.from({ length: 14 }, (_, index) => index))
    expect(offlineLane.plays.filter((play) => play.replaced)).toEqual([])
    // Cached clips played from the screen's clip cache while the network was away.
    expect(offlineLane.plays.slice(3).every((play) => play.source === 'cache')).toBe(true)
    expect(after.missing.map((screen) => screen.round)).toEqual([3, 4, 5, 6, 7, 8, 9])
    const summary = (await call<ClassRunSummary[]>(demo.api, 'GET', `/api/v1/locations/${demo.locationId}/class-runs`))[0]
    expect(summary).toMatchObject({ screens: 2, clips: 28, replaced: 1 })

    // Head office opens the location: the Classes panel lists the run; its page draws a lane per screen,
    // the replaced clip marked and named in words.
    const console = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1366, height: 900 } })
    const admin = await console.newPage()
    await admin.goto('/login')
    await admin.getByLabel('Email').fill(server.adminEmail)
    await admin.getByLabel('Password').fill(server.adminPassword)
    await admin.getByRole('button', { name: 'Sign in' }).click()
    await admin.waitForURL('**/admin/dashboard')
    await admin.goto(`/admin/locations/${demo.locationId}`)
    const panel = admin.getByTestId('class-runs')
    await panel.getByRole('rowheader').first().waitFor()
    expect(await panel.getByRole('row').count()).toBe(2)
    await expect.poll(() => panel.getByRole('row').nth(1).textContent()).toMatch(/On time.*2.*1.*Completed/)
    // Its Sync cell says what the run's proof of sync says (docs/CLASS-RUNS.md#proof-of-sync).
    const listedRun = (await call<ClassRunSummary[]>(demo.api, 'GET', `/api/v1/locations/${demo.locationId}/class-runs`))[0]
    expect(await panel.getByRole('row').nth(1).textContent()).toContain(
      listedRun.sync
        ? `${listedRun.sync.inStep} of ${listedRun.sync.screens} in step95th percentile ${listedRun.sync.p95Ms.toLocaleString('en-US')} ms · worst ${listedRun.sync.maxMs.toLocaleString('en-US')} ms`
        : 'Not measured',
    )
    await panel.scrollIntoViewIfNeeded()
    await saveScreenshot(admin, 'console-class-runs-panel')
    await panel.getByRole('rowheader').first().getByRole('link').click()
    await admin.waitForURL(`**/admin/locations/${demo.locationId}/classes/${run.id}`)
    const timeline = admin.getByTestId('run-timeline')
    await timeline.waitFor()
    expect(await admin.getByTestId('lane-2').locator('[data-replaced="true"]').count()).toBe(1)
    expect(await admin.getByTestId('lane-1').locator('[data-replaced="true"]').count()).toBe(0)
    expect(await admin.getByTestId('lane-1').getByRole('listitem').count()).toBe(14)
    await expect.poll(() => admin.getByTestId('run-notes').textContent()).toContain('Screen 2: clip 3 could not be loaded, so the default clip played.')
    expect(await admin.getByTestId('run-notes').textContent()).toContain(
      '7 screens did not play this class: Screen 3, Screen 4, Screen 5, Screen 6, Screen 7, Screen 8, and Screen 9.',
    )
    await saveScreenshot(admin, 'console-class-run')

    // Head office's overview: the class counted per location and per day, exported as CSV.
    await admin.getByRole('link', { name: 'Class reliability' }).first().click()
    await admin.waitForURL('**/admin/reliability')
    const totals = admin.getByTestId('reliability-totals')
    await expect.poll(() => totals.textContent()).toMatch(/Classes run1.*Started on time100%1 of 1.*Screens that missed a class7.*Clips replaced1/)
    await admin.locator('.recharts-bar-rectangle').first().waitFor()
    await admin.getByRole('button', { name: 'Last 30 days' }).click()
    await expect.poll(() => admin.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true')
    await saveScreenshot(admin, 'console-reliability')
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Export CSV' }).click()])
    const csv = await new Promise<string>((resolve, reject) => {
      void download.createReadStream().then((stream) => {
        let text = ''
        stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
        stream.on('end', () => resolve(text))
        stream.on('error', reject)
      }, reject)
    })
    expect(download.suggestedFilename()).toMatch(/^class-reliability-30-days-\d{4}-\d{2}-\d{2}\.csv$/)
    const lines = csv.trim().split('\r\n')
    // Every cell quoted (src/shared/csv.ts).
    expect(lines[0]).toBe(
      '"Location","Studio Number","Classes","On time","On time (%)","Late","Screens missed","Clips replaced","Classes measured for sync","Classes in step","Typical 95th percentile (ms)","Worst 95th percentile (ms)","Last class (UTC)"',
    )
    // The sync columns: how many of its classes the screens measured, and how closely (proof of sync, docs/CLASS-RUNS.md).
    expect(lines.find((line) => line.startsWith('"Demo Studio",'))).toMatch(
      /^"Demo Studio","KB-US-0001","1","1","100","0","7","1","[01]","[01]","\d*","\d*","\d{4}-/,
    )

    // The plays themselves, as a licensing report wants them: the export dialog's CSV has every play the API lists.
    await admin.getByRole('button', { name: 'Export plays' }).click()
    const exportDialog = admin.getByRole('dialog', { name: 'Export plays' })
    await exportDialog.waitFor()
    await saveScreenshot(admin, 'console-plays-export')
    const [playsDownload] = await Promise.all([admin.waitForEvent('download'), exportDialog.getByRole('button', { name: 'Download CSV' }).click()])
    const playsCsv = await new Promise<string>((resolve, reject) => {
      void playsDownload.createReadStream().then((stream) => {
        let text = ''
        stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
        stream.on('end', () => resolve(text))
        stream.on('error', reject)
      }, reject)
    })
    expect(playsDownload.suggestedFilename()).toMatch(/^plays-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/)
    const playLines = playsCsv.trim().split('\r\n')
    expect(playLines[0]).toMatch(/^"id","playedAt","endedAt","locationId","locationName",/)
    const today = new Date()
    const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
    const listed = await call<unknown[]>(demo.api, 'GET', `/api/v1/plays?from=${day(-2)}&to=${day(2)}&limit=1000`)
    expect(listed.length).toBeGreaterThan(0)
    expect(playLines.length - 1).toBe(listed.length)
    expect(playLines.slice(1).every((line) => line.includes('"Demo Studio"'))).toBe(true)
    await admin.goBack()
    await admin.getByTestId('run-timeline').waitFor()

    // The same page in Arabic reads right to left.
    await admin.evaluate(() => localStorage.setItem('language', 'ar-sa'))
    await admin.setViewportSize({ width: 375, height: 800 })
    await admin.reload()
    await admin.getByTestId('run-timeline').waitFor()
    await admin.getByRole('heading', { name: 'الخط الزمني' }).waitFor()
    await expect(admin.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl')
    await expectNoSidewaysScroll(admin, 'a class run at 375 px in Arabic')
    await saveScreenshot(admin, 'console-class-run-ar-375')
    await console.close()
  }, 300_000)

  it('a screen whose own clock runs 40 s ahead plays in step with the others and reports its offset', async () => {
    const own = await startServer()
    try {
      const ownDemo = await demoOf(own)
      const right = await screenPage(browser, own.baseURL)
      const ahead = await screenPage(browser, own.baseURL)
      // The device's clock is 40 s fast: Date and Date.now() both, as a TV with a wrong clock would be.
      await ahead.context.addInitScript((shift: number) => {
        const RealDate = Date
        class ShiftedDate extends RealDate {
          constructor(...args: ConstructorParameters<DateConstructor> | []) {
            if (args.length === 0) super(RealDate.now() + shift)
            else super(...args)
          }
          static now() {
            return RealDate.now() + shift
          }
        }
        window.Date = ShiftedDate as DateConstructor
      }, CLOCK_AHEAD_MS)
      await Promise.all([pair(right.page, ownDemo, ownDemo.screenIds[0]), pair(ahead.page, ownDemo, ownDemo.screenIds[1])])
      expect(await ahead.page.evaluate(() => Date.now() - performance.timeOrigin - performance.now())).toBeGreaterThan(CLOCK_AHEAD_MS - 1_000)
      await call(ownDemo.api, 'PUT', `/api/v1/locations/${ownDemo.locationId}/class`, { automaticMode: false, classStart: true })
      await Promise.all([right.page.getByTestId('class-view').waitFor({ timeout: 10_000 }), ahead.page.getByTestId('class-view').waitFor({ timeout: 10_000 })])
      await expect.poll(async () => (await snapshot(ahead.page))?.position ?? -1, { timeout: 15_000, interval: 200 }).toBeGreaterThanOrEqual(1)
      // Where each plays the class on the true clock: the fast page's own clock less its 40 s.
      const skews: number[] = []
      for (let sample = 0; sample < 12; sample++) {
        const [a, b] = await Promise.all([snapshot(right.page), snapshot(ahead.page)])
        if (a && b && !Number.isNaN(a.timelineSeconds) && !Number.isNaN(b.timelineSeconds)) {
          skews.push(Math.abs(a.now - a.timelineSeconds * 1000 - (b.now - CLOCK_AHEAD_MS - b.timelineSeconds * 1000)))
        }
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      const sorted = [...skews].sort((x, y) => x - y)
      const median = sorted[Math.floor(sorted.length / 2)]
      console.log(
        `[class runs] a screen 40 s fast against one on time: skew median ${Math.round(median)} ms, max ${Math.round(sorted.at(-1)!)} ms (${skews.length} samples)`,
      )
      // The figure is logged; the bound only catches a screen playing by its own clock (40 000 ms off).
      expect(median).toBeLessThan(250)

      // The console's live class card says what the screens themselves report (their poll, every 30 s).
      const staff = await (await browser.newContext({ baseURL: own.baseURL, viewport: { width: 1366, height: 900 } })).newPage()
      await staff.goto('/login')
      await staff.getByLabel('Email').fill(own.adminEmail)
      await staff.getByLabel('Password').fill(own.adminPassword)
      await staff.getByRole('button', { name: 'Sign in' }).click()
      await staff.waitForURL('**/admin/dashboard')
      await expect
        .poll(() => staff.getByTestId('class-live').textContent(), { timeout: 45_000, interval: 1_000 })
        .toMatch(/^Playing on 2 of 2 connected screens · (now on clip \d+( \(COMBO # \d\))?|countdown running)$/)
      await staff.getByTestId('class-controls').scrollIntoViewIfNeeded()
      await saveScreenshot(staff, 'console-live-class')
      await staff.context().close()

      await call(ownDemo.api, 'PUT', `/api/v1/locations/${ownDemo.locationId}/class`, { classStart: false })
      await ahead.page.getByRole('heading', { name: /^Welcome to Demo Studio/ }).waitFor({ timeout: 10_000 })
      // Its reports name the run by the server's start stamp and say how far off its clock is.
      await expect.poll(() => pendingReports(ahead.page), { timeout: 20_000 }).toBe(0)
      const [run] = await call<ClassRunSummary[]>(ownDemo.api, 'GET', `/api/v1/locations/${ownDemo.locationId}/class-runs`)
      const detail = await call<ClassRunDetail>(ownDemo.api, 'GET', `/api/v1/class-runs/${run.id}`)
      const lane = detail.timeline.find((entry) => entry.round === 2)!
      expect(lane.clockOffsetMs).toBeLessThan(-CLOCK_AHEAD_MS + 1_000)
      expect(lane.clockOffsetMs).toBeGreaterThan(-CLOCK_AHEAD_MS - 1_000)
      expect(Math.abs(Date.parse(lane.plays[0].startedAt) - Date.parse(detail.plannedStartAt))).toBeLessThan(5_000)
    } finally {
      await own.stop()
    }
  }, 120_000)
})
