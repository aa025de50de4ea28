import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser'
import { freePort, startServer, type RunningServer } from './server'
import { call, daytimeStudio, demoOf, pair, sleep, snapshot, type Demo, type Snapshot } from './screenSupport'
import { saveScreenshot } from './support'
import { writeLongClip } from './longClip'
import type { ClassRunSummary } from '../../src/shared/schemas/classRuns'
import { oneClassTimetable } from '../api/wallClock'

// A TV that reboots with no network (docs/SCREEN-DEVICE.md#offline-boot): the page comes from the screen's service
// worker, the screen from what the device kept. The studio's server is reached by a LAN name over plain http
// (studio.test, mapped to 127.0.0.1): one kiosk browser has the flag that makes that origin secure (README), the
// other has not, and keeps its clips in IndexedDB.

/** Where the server's /media/ files are; the generated clip goes in a folder git ignores. */
const media = path.resolve(import.meta.dirname, '../../public/media')
const LONG_CLIP = 'generated/routine-long.mp4'

type ClipStatus = { available: boolean | null; backend: string | null; wanted: number; cached: number }
type CachedSnapshot = Snapshot & { fromCache: boolean }

/** The clip cache's view (window.__screenClips): 'all stored' once every wanted clip is on the device. */
const clipsStored = (page: Page) =>
  page.evaluate(() => {
    const status = window.__screenClips?.() as ClipStatus | undefined
    return status && status.wanted > 0 && status.cached >= status.wanted
      ? `all stored in ${status.backend}`
      : `${status?.cached ?? 0} of ${status?.wanted ?? '?'}`
  })

/** The class state the device kept in IndexedDB (keptScreen.ts), or null before it kept one. */
const keptClassState = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ classStart: boolean; automaticMode: boolean; classes: number } | null>((resolve) => {
        const open = indexedDB.open('screen-kept')
        open.onerror = () => resolve(null)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('state')) return resolve(null)
          const read = db.transaction('state').objectStore('state').get('screen')
          read.onsuccess = () => {
            const state = read.result?.state
            const timetable = (state?.screen?.location?.timetable ?? {}) as Record<string, unknown[]>
            resolve(
              state
                ? { classStart: state.server.classStart, automaticMode: state.server.automaticMode, classes: Object.values(timetable).flat().length }
                : null,
            )
          }
          read.onerror = () => resolve(null)
        }
      }),
  )

/** Where the playhead is against the class clock started at `startInstant` (ms; NaN while nothing plays). */
async function playheadError(page: Page, startInstant: number): Promise<number> {
  const shot = await snapshot(page)
  return shot && !Number.isNaN(shot.timelineSeconds) ? shot.timelineSeconds * 1000 - (shot.now - startInstant) : Number.NaN
}

/** The next whole minute at least `marginMs` away, and the timetable entry (location time) whose class starts then (5 min of countdown before it). */
function scheduleAfter(timeZone: string, marginMs: number): { startInstant: number; timetable: Record<string, unknown[]> } {
  let startInstant = Math.ceil(Date.now() / 60_000) * 60_000
  while (startInstant - Date.now() < marginMs) startInstant += 60_000
  return { startInstant, timetable: oneClassTimetable(startInstant + 5 * 60_000, timeZone) }
}

describe('class screen offline', () => {
  let server: RunningServer
  let browser: Browser
  let demo: Demo

  const screenPage = async (target: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await target.newContext({ baseURL, viewport: { width: 540, height: 960 } })
    const page = await context.newPage()
    page.on('pageerror', (error) => console.error('[screen pageerror]', error.message))
    return { context, page }
  }

  let studio: string
  let longClipBytes = 0
  const lanName = '--host-resolver-rules=MAP studio.test 127.0.0.1'

  beforeAll(async () => {
    const port = await freePort()
    studio = `http://studio.test:${port}`
    // A routine clip of real length (3 minutes), made here: git keeps no big binaries and CI has no ffmpeg.
    longClipBytes = writeLongClip(path.join(media, 'routine-02.mp4'), path.join(media, LONG_CLIP), 45)
    // Its clips are published under the name the screens reach it by, as a studio's PUBLIC_URL would say.
    server = await startServer({ PORT: String(port), PUBLIC_URL: studio })
    browser = await launchBrowser([lanName, `--unsafely-treat-insecure-origin-as-secure=${studio}`])
    demo = await demoOf(server)
  }, 90_000)

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('reboots with no network: idle view with its classes, the automatic class starts on time, a reload mid-class rejoins at the right clip, and back online its plays reach the server', async () => {
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { automaticMode: true, classStart: false })
    // The studio where it is daytime now: a class minutes away is today there, whatever the hour of the run.
    const zone = await daytimeStudio(demo)
    const { context, page } = await screenPage(browser, studio)
    await pair(page, demo, demo.screenIds[0])
    expect(await page.evaluate(() => window.isSecureContext)).toBe(true)
    // Today's class, due soon: the saved timetable is pushed to the screen, which re-reads itself.
    const { startInstant, timetable } = scheduleAfter(zone, 25_000)
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/timetable`, { timetable })
    await page.getByTestId('next-class-time').waitFor({ timeout: 15_000 })
    // Ready for a power cut: the app precached by its service worker, the clips stored, today's class kept.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
    await expect.poll(() => clipsStored(page), { timeout: 30_000, interval: 250 }).toBe('all stored in cache-storage')
    await expect.poll(() => keptClassState(page), { timeout: 10_000, interval: 250 }).toEqual({ classStart: false, automaticMode: true, classes: 1 })
    // Staff open the console in the same browser: its clean-up of old service workers leaves the screen's alone
    // (the reload below could not boot without it), and the console is never served by it.
    const consolePage = await context.newPage()
    await consolePage.goto('/login')
    await consolePage.getByLabel('Email').waitFor()
    expect(await consolePage.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
    await consolePage.close()
    expect(startInstant - Date.now()).toBeGreaterThan(5_000)

    await context.setOffline(true)
    await page.reload()
    await page.getByTestId('next-class-time').waitFor({ timeout: 10_000 })
    await saveScreenshot(page, 'screen-offline-idle')

    // Still offline, the class falls due: it starts from the kept timetable, on the kept clock.
    await page.getByTestId('class-view').waitFor({ timeout: startInstant - Date.now() + 15_000 })
    await expect.poll(async () => Math.abs(await playheadError(page, startInstant)), { timeout: 10_000, interval: 250 }).toBeLessThan(250)
    const onTime = await playheadError(page, startInstant)

    // A power cut mid-class, the network still down: back in the class, at the clip and moment it would be at.
    await expect.poll(async () => (await snapshot(page))?.position ?? -1, { timeout: 20_000, interval: 250 }).toBeGreaterThanOrEqual(2)
    const before = (await snapshot(page))!
    await page.reload()
    await page.getByTestId('class-view').waitFor({ timeout: 10_000 })
    await expect.poll(async () => Math.abs(await playheadError(page, startInstant)), { timeout: 10_000, interval: 250 }).toBeLessThan(250)
    const after = (await snapshot(page)) as CachedSnapshot
    await saveScreenshot(page, 'screen-offline-class')
    console.log(
      `[offline] automatic class started offline ${Math.round(onTime)} ms from the class clock; reloaded at clip ${before.position}, back at clip ${after.position} ${after.currentTime.toFixed(2)} s, ${Math.round(await playheadError(page, startInstant))} ms from the class clock, from ${after.fromCache ? 'the clip cache' : 'the network'}`,
    )
    expect(after.position).toBeGreaterThanOrEqual(before.position)
    expect(after.fromCache).toBe(true)

    // The network comes back: the screen catches up by itself. The clips it played offline, kept across the reload,
    // reach the server as this class's automatic run.
    expect(await page.evaluate(() => window.__playReports?.().pending ?? -1)).toBeGreaterThan(0)
    await context.setOffline(false)
    await expect.poll(() => page.evaluate(() => window.__playReports?.().pending ?? -1), { timeout: 60_000, interval: 500 }).toBe(0)
    const [run] = await call<ClassRunSummary[]>(demo.api, 'GET', `/api/v1/locations/${demo.locationId}/class-runs`)
    expect(run).toMatchObject({ kind: 'automatic', screens: 1 })
    expect(run.clips).toBeGreaterThanOrEqual(before.position)
    await context.close()
  }, 240_000)

  it('on plain http by a LAN name (not a secure context) keeps its clips, a 3-minute one too, in IndexedDB and plays them with the network gone', async () => {
    // Round 2's first routine clip lasts as long as a real one (longClip.ts), published by the studio's server.
    const [roundTwo] = await call<{ id: string; routines: Record<string, unknown>[] }[]>(
      demo.api,
      'GET',
      `/api/v1/workouts?pageSize=100&q=${encodeURIComponent(JSON.stringify({ round: 2 }))}`,
    )
    const longUrl = `${studio}/media/${LONG_CLIP}`
    const routines = roundTwo.routines.map(({ step, videoLink, lrVideoLink, name, text }) => ({
      step,
      videoLink: step === 2 ? longUrl : videoLink,
      lrVideoLink,
      name,
      text,
    }))
    await call(demo.api, 'PUT', `/api/v1/workouts/${roundTwo.id}`, { routines })
    const lan = await launchBrowser([lanName])
    try {
      const { context, page } = await screenPage(lan, studio)
      await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { automaticMode: false, classStart: false })
      await pair(page, demo, demo.screenIds[1])
      expect(await page.evaluate(() => [window.isSecureContext, typeof caches, 'serviceWorker' in navigator])).toEqual([false, 'undefined', false])
      await page.getByRole('heading', { name: /^Welcome to Demo Studio/ }).waitFor({ timeout: 15_000 })
      await expect.poll(() => clipsStored(page), { timeout: 30_000, interval: 250 }).toBe('all stored in indexeddb')
      // The whole clip, byte for byte.
      const storedBytes = await page.evaluate(
        (key) =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('screen-clips')
            open.onsuccess = () => {
              const read = open.result.transaction('clips').objectStore('clips').get(key)
              read.onsuccess = () => resolve((read.result as { blob?: Blob } | undefined)?.blob?.size ?? -1)
            }
          }),
        longUrl,
      )
      expect(storedBytes).toBe(longClipBytes)

      await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { classStart: true })
      await page.getByTestId('class-view').waitFor({ timeout: 10_000 })
      // The Wi-Fi goes during the countdown: the long clip that follows plays from IndexedDB.
      await context.setOffline(true)
      await expect.poll(async () => (await snapshot(page))?.position ?? -1, { timeout: 20_000, interval: 200 }).toBe(1)
      const samples: (CachedSnapshot & { durations: (number | undefined)[] })[] = []
      while (samples.length < 200) {
        await sleep(250)
        const shot = (await snapshot(page)) as (typeof samples)[number]
        samples.push(shot)
        if (shot.position !== 1 || shot.currentTime >= 8) break
      }
      const last = samples.at(-1)!
      console.log(
        `[offline] plain http, offline: clip 1 (${Math.round(last.durations[1] ?? 0)} s, ${(longClipBytes / 1e6).toFixed(1)} MB) at ${last.currentTime.toFixed(2)} s after ${samples.length} samples, from ${last.fromCache ? 'IndexedDB' : 'the network'}`,
      )
      expect(last).toMatchObject({ position: 1, fromCache: true, paused: false })
      expect(last.url).toBe(longUrl)
      expect(last.currentTime).toBeGreaterThanOrEqual(8)
      expect(last.durations[1]).toBeGreaterThan(170)
      expect(samples.filter((shot) => shot.paused)).toEqual([])
      await context.close()
    } finally {
      await lan.close()
      await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { classStart: false }).catch(() => undefined)
    }
  }, 120_000)
})
