import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser'
import { startServer, type RunningServer } from './server'
import { call, daytimeStudio, demoOf, pair, sleep, snapshot, type Demo } from './screenSupport'
import { saveScreenshot } from './support'
import { oneClassTimetable } from '../api/wallClock'

// The automatic start, in its own file: it waits for a whole minute to turn and plays a whole class, so beside the
// other class-screen tests (tests/e2e/screen.e2e.ts) it ran last and alone at the end of the suite.
describe('class screen', () => {
  let server: RunningServer
  let browser: Browser
  let demo: Demo
  let screenPage: Page

  beforeAll(async () => {
    server = await startServer()
    browser = await launchBrowser()
    demo = await demoOf(server)
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 540, height: 960 } })
    screenPage = await context.newPage()
    screenPage.on('pageerror', (error) => console.error('[screen pageerror]', error.message))
  })

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('starts automatically at the scheduled time (timetable entry set through the API)', async () => {
    const page = screenPage
    // Paired in the test: pairing waits with expect.poll, which runs only inside one.
    // The studio where it is daytime now: a class minutes away is today there, whatever the hour of the run.
    const zone = await daytimeStudio(demo)
    await pair(page, demo, demo.screenIds[0])
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { automaticMode: true, classStart: false })
    // The class starts 5 minutes before its scheduled time (the countdown): schedule it so that instant is the next minute.
    let startInstant = Math.ceil(Date.now() / 60_000) * 60_000
    if (startInstant - Date.now() < 12_000) startInstant += 60_000
    const timetable = oneClassTimetable(startInstant + 5 * 60_000, zone)
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/timetable`, { timetable })
    await page.reload()
    await page.getByTestId('next-class-time').waitFor({ timeout: 10_000 })
    await saveScreenshot(page, 'screen-next-class')
    await page.getByTestId('class-view').waitFor({ timeout: startInstant - Date.now() + 10_000 })
    const appearedLate = Date.now() - startInstant
    // Which clips it plays, watched from the first one (the 5 s countdown) while the checks below run: on
    // a busy machine they can take longer than that clip.
    const positions: number[] = []
    const watched = (async () => {
      const endBy = Date.now() + 120_000
      while ((await page.getByTestId('class-view').count()) > 0 && Date.now() < endBy) {
        const now = await snapshot(page)
        // Position -1: the class view is up and its first clip not begun yet (a busy machine shows it).
        if (now && now.position >= 0 && now.position !== positions.at(-1)) positions.push(now.position)
        await sleep(300)
      }
    })()
    // Awaited below; until then a failure of the checks must not leave it as an unhandled rejection.
    watched.catch(() => {})
    // Where the playhead is against the class clock: a screen that started late (a busy machine) seeks
    // and nudges its rate until it is in step. The figure is logged; the test asserts that it gets there.
    const playheadError = async () => {
      const shot = await snapshot(page)
      return shot && !Number.isNaN(shot.timelineSeconds) ? shot.timelineSeconds * 1000 - (shot.now - startInstant) : Number.NaN
    }
    await sleep(1_500)
    const firstError = await playheadError()
    await expect.poll(async () => Math.abs(await playheadError()), { timeout: 8_000, interval: 250 }).toBeLessThan(250)
    console.log(
      `[screen] automatic start: class view ${appearedLate} ms after the start instant; playhead vs the class clock ${Math.round(firstError)} ms 1.5 s later, then ${Math.round(await playheadError())} ms`,
    )
    await saveScreenshot(page, 'screen-class-automatic')

    // It runs to its end: every clip of the normal format in order (countdown, then routines 2-14), then the
    // idle view again. Its start window (0-29 min) is still open, yet it must not start a second time.
    await watched
    console.log(`[screen] automatic class ran through positions ${positions.join(', ')}`)
    expect(positions).toEqual(Array.from({ length: 14 }, (_, index) => index))
    // Its proof of play is stored: the server knows the timetable's class was due then (docs/CLASS-RUNS.md#what-the-server-accepts).
    const from = encodeURIComponent(new Date(startInstant - 60_000).toISOString())
    await expect
      .poll(
        async () =>
          (
            await call<{ kind: string; plannedStartAt: string; status: string }[]>(
              demo.api,
              'GET',
              `/api/v1/locations/${demo.locationId}/class-runs?from=${from}`,
            )
          ).find((run) => run.plannedStartAt === new Date(startInstant).toISOString()),
        { timeout: 30_000, interval: 500 },
      )
      .toMatchObject({ kind: 'automatic', status: 'completed' })
    await page.getByTestId('next-class-time').waitFor({ timeout: 5_000 })
    // The machine re-checks the timetable every 30 s: watch past one check.
    const watchUntil = Date.now() + 35_000
    while (Date.now() < watchUntil) {
      expect(await page.getByTestId('class-view').count()).toBe(0)
      await sleep(500)
    }
  }, 240_000)
})
