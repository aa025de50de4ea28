import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser'
import { call, demoOf, median, pair, skewBetween, sleep, snapshot, type Demo } from './screenSupport'
import { startServer, type RunningServer } from './server'
import { reportedWords, syncAgreement } from './syncTruth'
import type { ClassRunDetail, ClassRunSummary } from '../../src/shared/schemas/classRuns'

// A cheap stick beside a good TV (docs/SCREEN-DEVICE.md#long-runs-and-slow-devices): two screens of one location play
// the start of a class, one with its CPU slowed 4x through the DevTools protocol. The seams and the skew are logged
// for a person to read (figures, not bounds: the CI machine is loaded); the test asserts what the slow screen plays,
// and that the drift both screens report (proof of sync) allows the skew measured between them from outside.

/** Clips watched: the countdown and the first routines, enough seams to read without playing the whole class. */
const WATCH_UNTIL_POSITION = 4

type Seam = { from: number; to: number; gapMs: number; frameIntervalMs: number; startupMs: number; plannedStartupMs: number; startLateMs: number }
const seamsOf = (page: Page) => page.evaluate(() => window.__screenMetrics?.seams ?? []) as Promise<Seam[]>
const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]
const recoveriesOf = (page: Page) => page.evaluate(() => window.__screenWatchdog?.().recoveries ?? -1)

describe('a slow device', () => {
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

  it('with its CPU slowed 4x plays the same clips in order as an unthrottled screen, none skipped, no recovery', async () => {
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { automaticMode: false, classStart: false })
    const screens = await Promise.all(
      demo.screenIds.slice(0, 2).map(async (screenId) => {
        const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 540, height: 960 } })
        const page = await context.newPage()
        page.on('pageerror', (error) => console.error('[screen pageerror]', error.message))
        await pair(page, demo, screenId)
        await page.getByRole('heading', { name: /^Welcome to Demo Studio/ }).waitFor({ timeout: 15_000 })
        return { context, page }
      }),
    )
    const [fast, slow] = screens.map((screen) => screen.page)
    await (await screens[1].context.newCDPSession(slow)).send('Emulation.setCPUThrottlingRate', { rate: 4 })

    try {
      await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { classStart: true })
      // What each screen shows, sampled side by side until the slow one is past the first seams.
      const played: Record<'fast' | 'slow', { position: number; url: string | null }[]> = { fast: [], slow: [] }
      const skews: number[] = []
      // The largest skew samples, with the clip each screen showed then (a seam, or the slow screen's late start).
      const worst: { skew: number; at: string }[] = []
      // The samples where both screens showed the same clip: the class in step, past the slow screen's start and the seams.
      const sameClip: number[] = []
      await expect
        .poll(
          async () => {
            const [one, two] = await Promise.all([snapshot(fast), snapshot(slow)])
            for (const [key, shot] of [
              ['fast', one],
              ['slow', two],
            ] as const) {
              if (shot && shot.position >= 0 && shot.position !== played[key].at(-1)?.position) played[key].push({ position: shot.position, url: shot.url })
            }
            const skew = await skewBetween(fast, slow)
            if (!Number.isNaN(skew)) {
              skews.push(skew)
              worst.push({ skew, at: `clip ${one?.position} / ${two?.position}` })
              if (one && two && one.position >= 0 && one.position === two.position) sameClip.push(skew)
            }
            return played.slow.at(-1)?.position ?? -1
          },
          { timeout: 45_000, interval: 200 },
        )
        .toBeGreaterThanOrEqual(WATCH_UNTIL_POSITION)
      // One more sample after the last seam the slow screen crossed lets the fast one catch up in the record.
      await sleep(500)
      const last = await snapshot(fast)
      if (last && last.position !== played.fast.at(-1)?.position) played.fast.push({ position: last.position, url: last.url })

      const [fastSeams, slowSeams] = await Promise.all([seamsOf(fast), seamsOf(slow)])
      const gaps = (seams: Seam[]) => seams.map((seam) => `${seam.from}→${seam.to} ${seam.gapMs}`).join(', ')
      const rows = [
        ['screen', 'clips seen', 'seam gaps beyond one frame (ms)', 'median gap'],
        ['unthrottled', played.fast.map((clip) => clip.position).join(' '), gaps(fastSeams), `${median(fastSeams.map((seam) => seam.gapMs)) ?? '-'} ms`],
        ['CPU 4x slower', played.slow.map((clip) => clip.position).join(' '), gaps(slowSeams), `${median(slowSeams.map((seam) => seam.gapMs)) ?? '-'} ms`],
      ]
      console.log(rows.map((row) => row.map((cell, column) => cell.padEnd([14, 14, 44, 10][column])).join(' | ')).join('\n'))
      // Why a seam has a gap: its clip took longer to start than the seam was planned with, or the timer ran late.
      const starts = (seams: Seam[]) =>
        seams
          .map((seam) => `${seam.from}→${seam.to} started in ${seam.startupMs} ms (planned ${seam.plannedStartupMs}), timer late ${seam.startLateMs} ms`)
          .join('; ')
      console.log(`[slow device] unthrottled seams: ${starts(fastSeams)}\n[slow device] throttled seams: ${starts(slowSeams)}`)
      console.log(
        `[slow device] skew of the 4x-throttled screen against the unthrottled one: median ${Math.round(median(skews))} ms, 90th percentile ${Math.round(percentile(skews, 0.9))} ms, max ${Math.round(Math.max(...skews))} ms (${skews.length} samples); on the same clip: median ${Math.round(median(sameClip))} ms, 90th percentile ${Math.round(percentile(sameClip, 0.9))} ms (${sameClip.length} samples); largest at (unthrottled / throttled): ${worst
          .sort((a, b) => b.skew - a.skew)
          .slice(0, 3)
          .map((entry) => `${Math.round(entry.skew)} ms at ${entry.at}`)
          .join(', ')}`,
      )

      // Behaviour only: the slow screen plays every clip from the countdown on, in order, each the same clip as the
      // fast screen at that position, and its watchdog never had to step in.
      const positions = played.slow.map((clip) => clip.position)
      expect(positions).toEqual(Array.from({ length: positions.length }, (_, index) => index))
      const fastUrls = new Map(played.fast.map((clip) => [clip.position, clip.url]))
      for (const clip of played.slow.filter((entry) => fastUrls.has(entry.position))) expect(clip.url).toBe(fastUrls.get(clip.position))
      expect(played.slow.filter((clip) => fastUrls.has(clip.position)).length).toBeGreaterThanOrEqual(WATCH_UNTIL_POSITION)
      expect(slowSeams.map((seam) => [seam.from, seam.to]).every(([from, to]) => to === from + 1)).toBe(true)
      expect(await recoveriesOf(slow)).toBe(0)
      expect(await recoveriesOf(fast)).toBe(0)

      // Proof of sync against the truth (docs/CLASS-RUNS.md#proof-of-sync): the Stop makes each screen report the clip
      // it shows; what both reported of their drift must allow the skew measured between them from outside.
      await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { classStart: false })
      const [run] = await call<ClassRunSummary[]>(demo.api, 'GET', `/api/v1/locations/${demo.locationId}/class-runs`)
      const reported = async () => {
        const detail = await call<ClassRunDetail>(demo.api, 'GET', `/api/v1/class-runs/${run.id}`)
        const lanes = demo.screenIds.slice(0, 2).map((id) => detail.timeline.find((lane) => lane.screen === id))
        const enough = lanes.every((lane) => lane?.sync && lane.plays.filter((play) => play.sync).length >= WATCH_UNTIL_POSITION)
        return enough ? lanes.map((lane) => lane!.sync!) : null
      }
      await expect.poll(reported, { timeout: 30_000, interval: 500 }).not.toBeNull()
      const [fastSync, slowSync] = (await reported())!
      const agreement = syncAgreement(skews, slowSync, fastSync)
      console.log(
        `[slow device] proof of sync: unthrottled ${reportedWords(fastSync)}; CPU 4x slower ${reportedWords(slowSync)}; measured skew 90th percentile ${Math.round(agreement.measuredP90)} ms, within the reports' bound of ${agreement.boundMs} ms: ${agreement.agrees ? 'yes' : 'no'}`,
      )
      expect(agreement).toMatchObject({ agrees: true })
    } finally {
      await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { classStart: false })
      await Promise.all(screens.map((screen) => screen.context.close()))
    }
  }, 180_000)
})
