// `npm run soak [-- --classes N] [-- --format normal|mashup]`: a class screen in Chromium plays N classes back to back
// (20 by default) against the real server, and after each one, idle again and after a forced garbage collection,
// reports its JS heap, DOM nodes, live blob: URLs and <video> elements (docs/SCREEN-DEVICE.md#long-runs-and-slow-devices).
// Not part of `npm test`: it plays in real time (a mashup class with the short countdown lasts about 30 s).
// Exits 1 when a target is missed: after the first class the heap grows < 5 MB, DOM nodes and blob: URLs do not grow.
import type { CDPSession, Page } from 'playwright-core'
import { ensureWebBuild } from './lib/ensure-web-build.mjs'
import { launchBrowser } from '../tests/e2e/browser'
import { call, demoOf, screenToken, snapshot, type Demo } from '../tests/e2e/screenSupport'
import { startServer } from '../tests/e2e/server'
import { classLength } from '../src/shared/classFormat'

const HEAP_GROWTH_LIMIT = 5 * 1024 * 1024

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback
}

const classes = Number(option('classes', '20'))
const format = option('format', 'mashup')
if (!Number.isInteger(classes) || classes < 2) throw new Error('--classes takes a whole number of at least 2')
if (format !== 'normal' && format !== 'mashup') throw new Error('--format is normal or mashup')
const clipsPerClass = classLength(format)

/** Before the app loads: the stored token, and a count of blob: URLs created and not yet revoked. */
function instrument(token: string) {
  if (!localStorage.getItem('screen_auth_token')) localStorage.setItem('screen_auth_token', token)
  const live = new Set<string>()
  let created = 0
  const create = URL.createObjectURL.bind(URL)
  const revoke = URL.revokeObjectURL.bind(URL)
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = create(object)
    live.add(url)
    created++
    return url
  }
  URL.revokeObjectURL = (url: string) => {
    live.delete(url)
    revoke(url)
  }
  ;(window as unknown as { __soakBlobs: () => { live: number; created: number } }).__soakBlobs = () => ({ live: live.size, created })
}

type Sample = {
  class: number
  clips: number
  heapBytes: number
  nodes: number
  listeners: number
  blobs: number
  blobsCreated: number
  videos: number
  recoveries: number
}

async function sample(page: Page, cdp: CDPSession, index: number, clips: number): Promise<Sample> {
  for (let round = 0; round < 3; round++) await cdp.send('HeapProfiler.collectGarbage')
  const heap = await cdp.send('Runtime.getHeapUsage')
  const { metrics } = await cdp.send('Performance.getMetrics')
  const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? Number.NaN
  const page_ = await page.evaluate(() => ({
    ...((window as unknown as { __soakBlobs?: () => { live: number; created: number } }).__soakBlobs?.() ?? { live: -1, created: -1 }),
    videos: document.querySelectorAll('video').length,
    recoveries: window.__screenWatchdog?.().recoveries ?? -1,
  }))
  const { live, created, videos, recoveries } = page_
  return {
    class: index,
    clips,
    heapBytes: heap.usedSize,
    nodes: metric('Nodes'),
    listeners: metric('JSEventListeners'),
    blobs: live,
    blobsCreated: created,
    videos,
    recoveries,
  }
}

/** Starts a class by hand, notes each clip it plays, and waits for it to end by itself. */
async function playClass(page: Page, demo: Demo): Promise<number> {
  await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { classStart: true })
  const view = page.getByTestId('class-view')
  await view.waitFor({ timeout: 20_000 })
  const positions: number[] = []
  while ((await view.count()) > 0) {
    const position = (await snapshot(page))?.position ?? -1
    if (position >= 0 && position !== positions.at(-1)) positions.push(position)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { classStart: false })
  await page.getByRole('heading', { name: /^Welcome to Demo Studio/ }).waitFor({ timeout: 20_000 })
  return positions.length
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2)

ensureWebBuild()
const server = await startServer()
const browser = await launchBrowser()
let failed = false
try {
  const demo = await demoOf(server)
  const location = await call<{ updatedAt: string }>(demo.api, 'GET', `/api/v1/locations/${demo.locationId}`)
  // Short classes: the short countdown, and the format chosen on the screen (mashup: 7 clips, about 30 s).
  await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}`, { mctEnabled: true, alternateCountdown: true, updatedAt: location.updatedAt })
  await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { automaticMode: false, classStart: false })
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 540, height: 960 } })
  await context.addInitScript(instrument, await screenToken(demo, demo.screenIds[0]))
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error('[screen pageerror]', error.message))
  await page.goto('/screens')
  await page.getByRole('button', { name: format === 'mashup' ? 'MASHUP 45' : 'SIGNATURE 45' }).click({ timeout: 30_000 })
  await page.getByRole('heading', { name: /^Welcome to Demo Studio/ }).waitFor({ timeout: 20_000 })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')

  const samples: Sample[] = []
  console.log(`soak: ${classes} ${format} classes on one screen (idle, after a forced GC, after each class)`)
  console.log('class  clips  JS heap MB  DOM nodes  listeners  blob URLs (made)  <video>  recoveries')
  for (let index = 1; index <= classes; index++) {
    const clips = await playClass(page, demo)
    const row = await sample(page, cdp, index, clips)
    samples.push(row)
    console.log(
      [row.class, row.clips, mb(row.heapBytes), row.nodes, row.listeners, `${row.blobs} (${row.blobsCreated})`, row.videos, row.recoveries]
        .map((value, column) => String(value).padStart([5, 5, 10, 9, 9, 16, 7, 10][column]))
        .join('  '),
    )
  }

  const first = samples[0]
  const last = samples.at(-1)!
  const heapGrowth = last.heapBytes - first.heapBytes
  const checks = [
    { target: `JS heap grows < ${mb(HEAP_GROWTH_LIMIT)} MB after class 1`, figure: `${mb(heapGrowth)} MB`, ok: heapGrowth < HEAP_GROWTH_LIMIT },
    { target: 'DOM nodes do not grow', figure: `${first.nodes} → ${last.nodes}`, ok: last.nodes <= first.nodes },
    { target: 'blob: URLs do not grow', figure: `${first.blobs} → ${last.blobs}`, ok: last.blobs <= first.blobs },
    { target: '<video> elements do not grow', figure: `${first.videos} → ${last.videos}`, ok: last.videos <= first.videos },
    {
      target: `every class played its ${clipsPerClass} clips`,
      figure: samples.map((row) => row.clips).join(' '),
      ok: samples.every((row) => row.clips === clipsPerClass),
    },
    { target: 'no watchdog recovery', figure: String(last.recoveries), ok: last.recoveries === 0 },
  ]
  for (const check of checks) console.log(`${check.ok ? 'PASS' : 'FAIL'}  ${check.target}: ${check.figure}`)
  failed = checks.some((check) => !check.ok)
  console.log(failed ? 'soak: a target was missed' : 'soak: every target met')
} catch (error) {
  console.error(error)
  failed = true
} finally {
  await browser.close()
  await server.stop()
}
process.exit(failed ? 1 : 0)
