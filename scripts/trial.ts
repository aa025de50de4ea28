// `npm run trial`: the field, tried as a studio would live it (docs/SCREEN-DEVICE.md#the-studio-trial).
// Nine class screens (nine Chromium contexts on one browser, each its own device storage) pair and play one class of
// real-length clips; the router is unplugged for all of them (context.setOffline) for TRIAL_OUTAGE_S seconds (600 by
// default), and one TV is power-cycled meanwhile (its page reloaded offline). When the network returns it checks that
// every screen played every clip, that the reloaded one rejoined in step, that head office sees the whole class in its
// run (the API), and that a screenshot of each screen comes back on demand; it prints the figures (seams, skew, rejoin).
// Not part of `npm test`: it plays in real time, a little longer than the outage. Exits 1 when a check fails.
import { mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { ensureWebBuild } from './lib/ensure-web-build.mjs'
import { launchBrowser } from '../tests/e2e/browser'
import { writeLongClip } from '../tests/e2e/longClip'
import { call, demoOf, median, screenToken, skewBetween, sleep, snapshot, type Demo } from '../tests/e2e/screenSupport'
import { startServer } from '../tests/e2e/server'
import { reportedWords, syncAgreement, type SyncAgreement } from '../tests/e2e/syncTruth'
import { classLength } from '../src/shared/classFormat'
import type { ClassRunDetail, ClassRunSummary } from '../src/shared/schemas/classRuns'

const OUTAGE_S = Number(process.env.TRIAL_OUTAGE_S ?? 600)
const SCREENS = 9
/** The TV that is power-cycled during the outage (0-based), a third of the way into it. */
const POWER_CYCLED = 4
if (!Number.isFinite(OUTAGE_S) || OUTAGE_S < 20) throw new Error('TRIAL_OUTAGE_S takes a number of seconds, at least 20')

const CLIPS = classLength('normal')
/** Each routine clip lasts this long, so that the class outlasts the outage with time on both sides (the demo clips last 4 s). */
const DEMO_CLIP_S = 4
const loops = Math.max(2, Math.ceil((OUTAGE_S + 150) / (CLIPS - 1) / DEMO_CLIP_S))
const media = path.resolve(import.meta.dirname, '../public/media')
const shotsDir = process.env.TRIAL_SHOTS_DIR ?? path.join(tmpdir(), 'trial-screenshots')

type Screen = { index: number; id: string; name: string; context: BrowserContext; page: Page; positions: Set<number> }
type Seam = { from: number; to: number; gapMs: number; at: number }

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]
const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '-' : `${Math.round(value)} ms`)
const log = (line: string) => console.log(`[trial ${new Date().toISOString().slice(11, 19)}] ${line}`)

/** Every routine of every round's current workout plays a clip of real length (its own file per step). */
async function publishLongClips(demo: Demo, baseURL: string): Promise<void> {
  for (let step = 2; step <= CLIPS; step++) {
    const name = `routine-${String(step).padStart(2, '0')}.mp4`
    writeLongClip(path.join(media, name), path.join(media, 'generated', `trial-${name}`), loops)
  }
  const workouts = await call<{ id: string; roundNumber: number; routines: Record<string, unknown>[] }[]>(demo.api, 'GET', '/api/v1/workouts?pageSize=100')
  for (const workout of workouts) {
    const routines = workout.routines.map(({ step, videoLink, lrVideoLink, name, text }) => ({
      step,
      videoLink: typeof step === 'number' && step >= 2 ? `${baseURL}/media/generated/trial-routine-${String(step).padStart(2, '0')}.mp4` : videoLink,
      lrVideoLink,
      name,
      text,
    }))
    await call(demo.api, 'PUT', `/api/v1/workouts/${workout.id}`, { routines })
  }
}

const classShowing = (page: Page) =>
  page
    .getByTestId('class-view')
    .count()
    .then((count) => count > 0)
    .catch(() => false)

/** The clip each screen plays now, added to those it was seen showing. */
function recordPositions(screens: Screen[], shots: (Awaited<ReturnType<typeof snapshot>> | null)[]): void {
  shots.forEach((shot, index) => {
    if (shot && shot.position >= 0 && shot.currentTime > 0) screens[index].positions.add(shot.position)
  })
}

/** Samples every screen: the clips each has shown, and each one's skew against the first screen (NaN while one is not playing). */
async function sampleAll(screens: Screen[], skews: Map<number, { at: number; skew: number }[]>): Promise<void> {
  recordPositions(screens, await Promise.all(screens.map((screen) => snapshot(screen.page).catch(() => null))))
  const at = Date.now()
  await Promise.all(
    screens.slice(1).map(async (screen) => {
      const skew = await skewBetween(screens[0].page, screen.page).catch(() => Number.NaN)
      if (!Number.isNaN(skew)) skews.get(screen.index)!.push({ at, skew })
    }),
  )
}

/** How long staff wait for a picture before asking again: a request reaches the screen only over its push channel, which may still be reconnecting. */
const SCREENSHOT_PATIENCE_MS = 20_000

/**
 * Asks for a screenshot as staff would, and waits for it: asked again while the screen is not connected (409), too
 * soon (429), or when no picture came within SCREENSHOT_PATIENCE_MS. Answers the ms it took and how many asks.
 */
async function screenshotOf(demo: Demo, screen: Screen): Promise<{ ms: number; asks: number; refused: number }> {
  const started = Date.now()
  let asks = 0
  let refused = 0
  for (;;) {
    if (Date.now() - started > 300_000) throw new Error(`no screenshot of ${screen.name} after ${asks} asks`)
    const asked = Date.now()
    try {
      await call(demo.api, 'POST', `/api/v1/screens/${screen.id}/screenshots`, {})
      asks++
    } catch (error) {
      if (!/ 409 | 429 /.test(String(error))) throw error
      refused++
      await sleep(2_000)
      continue
    }
    while (Date.now() - asked < SCREENSHOT_PATIENCE_MS) {
      const shots = await call<{ takenAt: string; image: string }[]>(demo.api, 'GET', `/api/v1/screens/${screen.id}/screenshots`)
      const fresh = shots.find((shot) => Date.parse(shot.takenAt) >= asked - 5_000)
      if (fresh) {
        writeFileSync(path.join(shotsDir, `screen-${screen.index + 1}.jpg`), Buffer.from(fresh.image.replace(/^data:image\/jpeg;base64,/, ''), 'base64'))
        return { ms: Date.now() - started, asks, refused }
      }
      await sleep(1_000)
    }
  }
}

ensureWebBuild()
mkdirSync(shotsDir, { recursive: true })
const server = await startServer()
const browser = await launchBrowser()
let failed = false
try {
  const demo = await demoOf(server)
  log(`${SCREENS} screens, a ${CLIPS}-clip class of ${loops * DEMO_CLIP_S} s routine clips, the network cut for ${OUTAGE_S} s`)
  await publishLongClips(demo, server.baseURL)
  const location = await call<{ updatedAt: string }>(demo.api, 'GET', `/api/v1/locations/${demo.locationId}`)
  // One format (no choice on the screens) and the short countdown; started by hand, as staff do.
  await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}`, { mctEnabled: false, alternateCountdown: true, updatedAt: location.updatedAt })
  await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { automaticMode: false, classStart: false })
  const screenRows = await call<{ id: string; name: string; round: number }[]>(demo.api, 'GET', `/api/v1/screens?location=${demo.locationId}&pageSize=100`)
  const byId = new Map(screenRows.map((row) => [row.id, row]))

  const screens: Screen[] = await Promise.all(
    demo.screenIds.slice(0, SCREENS).map(async (id, index) => {
      const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 360, height: 640 } })
      await context.addInitScript(
        (token) => {
          if (!localStorage.getItem('screen_auth_token')) localStorage.setItem('screen_auth_token', token)
        },
        await screenToken(demo, id),
      )
      const page = await context.newPage()
      page.on('pageerror', (error) => console.error(`[screen ${index + 1} pageerror]`, error.message))
      await page.goto('/screens')
      return { index, id, name: byId.get(id)?.name ?? `Screen ${index + 1}`, context, page, positions: new Set<number>() }
    }),
  )
  if (screens.length !== SCREENS) throw new Error(`the demo studio has ${screens.length} screens, not ${SCREENS}`)
  // Ready for the router to go: each app installed by its service worker, each screen's clips on the device.
  const readyAt = Date.now()
  for (const screen of screens) {
    await screen.page.getByRole('heading', { name: /^Welcome to Demo Studio/ }).waitFor({ timeout: 60_000 })
    await screen.page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
  }
  for (;;) {
    const stored = await Promise.all(
      screens.map((screen) =>
        screen.page.evaluate(() => window.__screenClips?.() ?? null).then((status) => Boolean(status && status.wanted > 0 && status.cached >= status.wanted)),
      ),
    )
    if (stored.every(Boolean)) break
    if (Date.now() - readyAt > 600_000) throw new Error('the clips were not all stored within 10 minutes')
    await sleep(1_000)
  }
  const cacheStatus = await screens[0].page.evaluate(() => window.__screenClips?.())
  log(
    `all ${SCREENS} screens ready in ${((Date.now() - readyAt) / 1000).toFixed(0)} s: each holds ${cacheStatus?.cached} clips, ${((cacheStatus?.bytes ?? 0) / 1e6).toFixed(1)} MB`,
  )

  const skews = new Map(screens.map((screen) => [screen.index, [] as { at: number; skew: number }[]]))
  await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { classStart: true })
  const classStartedAt = Date.now()
  // Until every screen is past the countdown: positions only, often (a round of skew samples takes
  // seconds on a loaded machine, longer than the countdown lasts, which then went unseen).
  for (;;) {
    const shots = await Promise.all(screens.map((screen) => snapshot(screen.page).catch(() => null)))
    recordPositions(screens, shots)
    if (shots.every((shot) => (shot?.position ?? -1) >= 1)) break
    await sleep(100)
  }

  // The router is unplugged.
  await Promise.all(screens.map((screen) => screen.context.setOffline(true)))
  const cutAt = Date.now()
  log(`network cut for every screen, ${((cutAt - classStartedAt) / 1000).toFixed(0)} s into the class`)
  const cycled = screens[POWER_CYCLED]
  let rejoin: { ms: number; at: number; position: number } | null = null
  let cycledAt = 0
  while (Date.now() - cutAt < OUTAGE_S * 1000) {
    if (!cycledAt && Date.now() - cutAt >= (OUTAGE_S * 1000) / 3) {
      // A power cut on one TV: its page reloads with no network.
      cycledAt = Date.now()
      log(`${cycled.name} power-cycled at clip ${(await snapshot(cycled.page))?.position}`)
      await cycled.page.reload({ timeout: 60_000 }).catch((error: unknown) => console.error('[trial] reload', error))
    }
    if (cycledAt && !rejoin) {
      const shot = await snapshot(cycled.page).catch(() => null)
      if (shot && shot.position >= 0 && !shot.paused && !Number.isNaN(shot.timelineSeconds)) {
        rejoin = { ms: Date.now() - cycledAt, at: Date.now(), position: shot.position }
        log(`${cycled.name} playing again after ${rejoin.ms} ms, at clip ${shot.position}`)
      }
    }
    await sampleAll(screens, skews)
    await sleep(500)
  }
  await Promise.all(screens.map((screen) => screen.context.setOffline(false)))
  const restoredAt = Date.now()
  log('network back')

  // Head office asks each screen for a picture of what it shows (the push channel reconnects first).
  const shotTimes: { ms: number; asks: number; refused: number }[] = []
  const sampling = (async () => {
    while (screens.some((screen) => !screen.positions.has(CLIPS - 1))) {
      await sampleAll(screens, skews)
      await sleep(500)
    }
  })()
  for (const screen of screens) shotTimes.push(await screenshotOf(demo, screen))
  log(`a screenshot of each screen came back (saved in ${shotsDir})`)
  // The class plays to its end on every screen, then every play reaches the server.
  await sampling
  while ((await Promise.all(screens.map((screen) => classShowing(screen.page)))).some(Boolean)) await sleep(1_000)
  await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { classStart: false })
  for (const screen of screens) {
    for (let tries = 0; (await screen.page.evaluate(() => window.__playReports?.().pending ?? -1)) !== 0 && tries < 120; tries++) await sleep(1_000)
  }
  const [run] = await call<ClassRunSummary[]>(demo.api, 'GET', `/api/v1/locations/${demo.locationId}/class-runs`)
  const detail = await call<ClassRunDetail>(demo.api, 'GET', `/api/v1/class-runs/${run.id}`)

  // Figures.
  const seamsOf = (screen: Screen) => screen.page.evaluate(() => window.__screenMetrics?.seams ?? []) as Promise<Seam[]>
  const allSeams = (await Promise.all(screens.map(seamsOf))).map((seams, index) => seams.map((seam) => ({ ...seam, screen: index })))
  // A seam is the screen's own record of one clip giving way to the next: both were shown (the samples,
  // seconds apart on a loaded machine, may miss a countdown of a few seconds).
  allSeams.forEach((seams, index) => seams.forEach((seam) => screens[index].positions.add(seam.from).add(seam.to)))
  const offlineSeams = allSeams.flat().filter((seam) => seam.at >= cutAt && seam.at < restoredAt)
  const onlineSeams = allSeams.flat().filter((seam) => seam.at < cutAt || seam.at >= restoredAt)
  const gapLine = (seams: { gapMs: number }[]) =>
    seams.length
      ? `${seams.length} seams, median ${ms(median(seams.map((s) => s.gapMs)))}, 90th ${ms(
          percentile(
            seams.map((s) => s.gapMs),
            0.9,
          ),
        )}, max ${ms(Math.max(...seams.map((s) => s.gapMs)))}`
      : 'none'
  const allSkews = [...skews.values()].flat().map((sample) => sample.skew)
  const rejoinSkews = rejoin
    ? skews
        .get(POWER_CYCLED)!
        .filter((sample) => sample.at >= rejoin.at + 2_000)
        .map((sample) => sample.skew)
    : []
  console.log('')
  console.log('screen      clips seen  run plays  seam gaps beyond one frame (median / max)')
  const missing = (screen: Screen) => Array.from({ length: CLIPS }, (_, position) => position).filter((position) => !screen.positions.has(position))
  for (const screen of screens) {
    const seams = allSeams[screen.index]
    const timeline = detail.timeline.find((entry) => entry.screen === screen.id)
    console.log(
      `${screen.name.padEnd(10)}  ${String(screen.positions.size).padStart(10)}  ${String(timeline?.plays.length ?? 0).padStart(9)}  ${seams.length ? `${ms(median(seams.map((s) => s.gapMs)))} / ${ms(Math.max(...seams.map((s) => s.gapMs)))}` : '-'}${screen.index === POWER_CYCLED ? '  (power-cycled: seams after its reload)' : ''}${missing(screen).length ? `  not seen: ${missing(screen).join(' ')}` : ''}`,
    )
  }
  console.log(`seams online:  ${gapLine(onlineSeams)}`)
  console.log(`seams offline: ${gapLine(offlineSeams)}`)
  console.log(
    `skew against ${screens[0].name}, all screens: median ${ms(median(allSkews))}, 90th ${ms(percentile(allSkews, 0.9))}, max ${ms(Math.max(...allSkews))} (${allSkews.length} samples)`,
  )
  console.log(
    `power-cycled ${cycled.name}: playing again ${rejoin ? `${(rejoin.ms / 1000).toFixed(2)} s after its reload, at clip ${rejoin.position}` : 'never'}; skew from 2 s after: median ${ms(median(rejoinSkews))}, 90th ${ms(percentile(rejoinSkews, 0.9))}, max ${ms(rejoinSkews.length ? Math.max(...rejoinSkews) : Number.NaN)}`,
  )
  console.log(
    `screenshots on demand after the network came back: ${shotTimes.map((shot) => `${(shot.ms / 1000).toFixed(1)} s${shot.asks > 1 ? ` (${shot.asks} asks)` : ''}${shot.refused > 0 ? ` (${shot.refused} refused: 409 or 429)` : ''}`).join(', ')}`,
  )
  console.log(`class run: ${run.kind}, ${run.screens} screens, ${run.clips} clips, ${run.replaced} replaced, status ${run.status}`)

  // Proof of sync against the truth (docs/CLASS-RUNS.md#proof-of-sync): each screen's reported drift beside the skew
  // measured from outside against the first screen (the power-cycled one from 2 s after it played again).
  const laneOf = (screen: Screen) => detail.timeline.find((entry) => entry.screen === screen.id)
  const first = laneOf(screens[0])?.sync ?? null
  console.log(
    run.sync
      ? `proof of sync: ${run.sync.inStep} of ${run.sync.screens} screens in step, worst ${run.sync.maxMs} ms (95th percentile ${run.sync.p95Ms} ms)`
      : 'proof of sync: none reported',
  )
  console.log(`${screens[0].name.padEnd(10)}  ${reportedWords(first)}`)
  const agreements: (SyncAgreement | null)[] = screens.slice(1).map((screen) => {
    const own = laneOf(screen)?.sync ?? null
    const samples = (skews.get(screen.index) ?? []).filter((sample) => screen.index !== POWER_CYCLED || (rejoin !== null && sample.at >= rejoin.at + 2_000))
    const agreement =
      own && first
        ? syncAgreement(
            samples.map((sample) => sample.skew),
            own,
            first,
          )
        : null
    console.log(
      `${screen.name.padEnd(10)}  ${reportedWords(own)}; measured skew against ${screens[0].name}: median ${ms(median(samples.map((sample) => sample.skew)))}, 90th ${ms(agreement?.measuredP90)} (${samples.length} samples), within the reports' bound ${ms(agreement?.boundMs)}: ${agreement?.agrees ? 'yes' : 'NO'}`,
    )
    return agreement
  })

  // The run page head office opens, on a desktop and on a phone, saved beside the screens' pictures.
  for (const [name, viewport] of [
    ['run-page.png', { width: 1280, height: 900 }],
    ['run-page-phone.png', { width: 390, height: 844 }],
  ] as const) {
    const consoleContext = await browser.newContext({ baseURL: server.baseURL, viewport })
    await consoleContext.addInitScript((token) => localStorage.setItem('token', token), demo.api.token)
    const page = await consoleContext.newPage()
    await page.goto(`/admin/locations/${demo.locationId}/classes/${run.id}`)
    await page.getByTestId('run-sync').waitFor({ timeout: 60_000 })
    await page.screenshot({ path: path.join(shotsDir, name), fullPage: true })
    await consoleContext.close()
  }
  log(`the run page, on a desktop and a phone: ${path.join(shotsDir, 'run-page.png')}, run-page-phone.png`)

  const everyClip = Array.from({ length: CLIPS }, (_, position) => position)
  const checks = [
    { target: `every screen showed all ${CLIPS} clips`, ok: screens.every((screen) => everyClip.every((position) => screen.positions.has(position))) },
    { target: `${cycled.name} rejoined after its power cycle`, ok: rejoin !== null },
    { target: `the class run has all ${SCREENS} screens`, ok: run.screens === SCREENS && detail.missing.length === 0 },
    {
      target: `each screen's timeline in the run holds all ${CLIPS} clips`,
      ok: screens.every((screen) => {
        const plays = detail.timeline.find((entry) => entry.screen === screen.id)?.plays ?? []
        return everyClip.every((position) => plays.some((play) => play.position === position))
      }),
    },
    { target: 'a screenshot of each screen came back', ok: shotTimes.length === SCREENS },
    { target: 'every screen reported its drift', ok: detail.timeline.every((lane) => lane.sync !== null) },
    {
      target: 'each screen’s reported drift agrees with the skew measured from outside, within its clock’s error bound',
      ok: agreements.every((agreement) => agreement?.agrees),
    },
    {
      target: 'no watchdog recovery',
      ok: (await Promise.all(screens.map((screen) => screen.page.evaluate(() => window.__screenWatchdog?.().recoveries ?? -1)))).every((count) => count === 0),
    },
  ]
  for (const check of checks) console.log(`${check.ok ? 'PASS' : 'FAIL'}  ${check.target}`)
  failed = checks.some((check) => !check.ok)
  console.log(failed ? 'trial: a check failed' : 'trial: every check passed')
} catch (error) {
  console.error(error)
  failed = true
} finally {
  await browser.close()
  await server.stop()
}
process.exit(failed ? 1 : 0)
