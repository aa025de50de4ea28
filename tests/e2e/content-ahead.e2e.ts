import { createHash } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser'
import { clip, mediaHost } from './mediaHost'
import { startServer, type RunningServer } from './server'
import { call, daytimeStudio, demoOf, keptScreen, pair, type Demo } from './screenSupport'

// Content that arrives before the class (docs/SCREEN-DEVICE.md#content-ahead): a TV fetches the workout its round
// moves to at the next roll-over while it is idle, never while a class plays, and a download cut mid-body goes on
// with a Range request from where it stopped, stored byte for byte. The clips come from a media host of the test's own
// on loopback (Range, CORS, a request log, and a cut mid-body), as a chain's CDN would serve them.

/** The local date `days` after today in `timeZone`, YYYY-MM-DD. */
const localDay = (timeZone: string, days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(Date.now() + days * 86_400_000)

/** What the device kept of its plan (keptScreen.ts): how many workouts it was told of. */
const keptPlanWorkouts = async (page: Page) => (await keptScreen(page))?.screen?.plan?.workouts?.length ?? 0

/** SHA-256 of the copy the clip cache stored for `url`, or null when it holds none. */
const storedHash = (page: Page, url: string) =>
  page.evaluate(async (key) => {
    const stored = await (await caches.open('class-clips-v1')).match(key)
    if (!stored) return null
    const digest = await crypto.subtle.digest('SHA-256', await stored.arrayBuffer())
    return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  }, url)

describe('content ahead', () => {
  let host: ReturnType<typeof mediaHost>
  let mediaBase: string
  let server: RunningServer
  let browser: Browser
  let demo: Demo

  beforeAll(async () => {
    host = mediaHost()
    await new Promise<void>((resolve) => host.server.listen(0, '127.0.0.1', resolve))
    mediaBase = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}/media/`
    server = await startServer({ MEDIA_BASE_URL: mediaBase })
    demo = await demoOf(server)
    browser = await launchBrowser()
  }, 180_000)

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    await new Promise((resolve) => host?.server.close(resolve))
  })

  it('fetches the next roll-over’s clips while idle, never while a class plays, and resumes a cut one with a Range request', async () => {
    const zone = await daytimeStudio(demo)
    // No class today or in the coming days: the gate is shut only by the class staff start.
    const empty = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] }
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/timetable`, { timetable: empty })
    // Round 1 moves to this workout at tomorrow's roll-over.
    const created = await call<{ id: string; updatedAt: string }>(demo.api, 'POST', '/api/v1/workouts', {
      name: 'Next week',
      subHeader: '',
      round: 1,
      startDate: localDay(zone, 1),
      endDate: localDay(zone, 3),
    })
    const routines = Array.from({ length: 14 }, (_, index) => ({ step: index + 1, videoLink: `${mediaBase}next-${index + 1}.mp4` }))
    await call(demo.api, 'PUT', `/api/v1/workouts/${created.id}`, { routines, updatedAt: created.updatedAt })
    host.cut.add('next-5.mp4')

    // A class plays when the screen comes up.
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { automaticMode: false, classStart: true })
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 540, height: 960 } })
    const page = await context.newPage()
    page.on('pageerror', (error) => console.error('[screen pageerror]', error.message))
    await pair(page, demo, demo.screenIds[0])
    await expect.poll(() => page.evaluate(() => window.__screenPlayer?.snapshot().position ?? null), { timeout: 60_000 }).not.toBeNull()
    // The plan is in (the device kept it), the next workout is wanted, and not one of its clips was asked for.
    await expect.poll(() => keptPlanWorkouts(page), { timeout: 60_000 }).toBeGreaterThanOrEqual(2)
    expect(host.log.filter((entry) => entry.name.startsWith('next-'))).toEqual([])

    // The class ends: the screen is idle, and fetches the next workout, one clip at a time.
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { classStart: false })
    // Step 1 plays in no class (the countdown takes its place): the 13 others are the workout's clips.
    const played = routines.filter((routine) => routine.step > 1)
    const allNext = async () => {
      const hashes = await Promise.all(played.map((routine) => storedHash(page, routine.videoLink)))
      return hashes.filter(Boolean).length
    }
    await expect.poll(allNext, { timeout: 120_000, interval: 1_000 }).toBe(13)
    for (const routine of played) {
      expect(await storedHash(page, routine.videoLink)).toBe(createHash('sha256').update(clip(routine.step)).digest('hex'))
    }
    // The cut clip went on from where it stopped: one whole request cut at half, then a Range from past byte 0.
    const fifth = host.log.filter((entry) => entry.name === 'next-5.mp4')
    expect(fifth.map((entry) => entry.status)).toEqual([200, 206])
    expect(Number(/bytes=(\d+)-/.exec(fifth[1].range ?? '')?.[1])).toBeGreaterThan(0)
    // Every other clip once, whole.
    expect(host.log.filter((entry) => entry.name.startsWith('next-') && entry.name !== 'next-5.mp4').every((entry) => entry.status === 200)).toBe(true)
    expect(host.log.filter((entry) => entry.name.startsWith('next-')).length).toBe(14)
    await context.close()
  }, 300_000)
})
