// The lighthouse target of `npm run bench`: Lighthouse's mobile preset (its default: a mid-range phone on a slow 4G
// link, simulated) on the sign-in page, the dashboard signed in and the class screen, served by the real server
// (built web apps, fresh embedded database). Scores for performance and accessibility; the goal is 90 and 100.
//
//   CHROMIUM_PATH (/usr/bin/chromium)   the browser Lighthouse drives
//   LIGHTHOUSE_RUNS (5)                 audits of each page, each printed, then each page's median: one run's score swings
//                                       by ten points and more on a shared machine; Lighthouse's own guidance is the median
//                                       of five runs, which about halves that
//   LIGHTHOUSE_JSON=dir                 writes each report (Lighthouse's JSON) into dir
//   LIGHTHOUSE_PAGES (login,dashboard,screen)  the pages to audit, for a quicker look at one of them
//   LIGHTHOUSE_VIA (app)                app: the pages straight from the server over plain http (HTTP/1.1); nginx: through
//                                       deploy/nginx.conf (Debian's nginx, a self-signed certificate), over https and HTTP/2
//                                       as a deployment serves them
//   LIGHTHOUSE_COMPARE=dir              also audits another web build (a copy of dist/web, say before a change) from a
//                                       server of its own, in turns with this one, and gives each page's medians for both
//                                       and the median of the run-by-run differences: this machine's speed drifts over
//                                       minutes, so only runs taken side by side compare
//   LIGHTHOUSE_TRACE_DIR=dir            writes the trace Lighthouse recorded of each run into dir (every thread's tasks)
//   LIGHTHOUSE_CPU_SLOWDOWN (4)         the simulated phone's slowdown of this machine: Lighthouse's 4x makes a phone of a
//                                       desktop with a benchmark index of 1,500-2,000; on a faster machine the phone is
//                                       faster too. index / 400 gives about the phone the preset means.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { throttling } from 'lighthouse/core/config/constants.js'
import { chromium } from 'playwright-core'
import { ensureWebBuild } from '../scripts/lib/ensure-web-build.mjs'
import { STORAGE_KEYS } from '../src/shared/constants'
import { startProxy, type RunningProxy } from '../tests/e2e/nginx'
import { startServer, untilReady, type RunningServer } from '../tests/e2e/server'
import { apiLogin } from '../tests/e2e/support'
import { notes } from './measure'
import { DASHBOARD_RECORD, recordFigure } from './record'
import type { TraceEvent as Trace } from './trace'
import { percentile } from './pushClient'

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking']

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5))
const PAGES = new Set((process.env.LIGHTHOUSE_PAGES ?? 'login,dashboard,screen').split(',').map((page) => page.trim()))
const JSON_DIR = process.env.LIGHTHOUSE_JSON ? path.resolve(process.env.LIGHTHOUSE_JSON) : undefined
const TRACE_DIR = process.env.LIGHTHOUSE_TRACE_DIR ? path.resolve(process.env.LIGHTHOUSE_TRACE_DIR) : undefined
const VIA = process.env.LIGHTHOUSE_VIA ?? 'app'
const COMPARE = process.env.LIGHTHOUSE_COMPARE ? path.resolve(process.env.LIGHTHOUSE_COMPARE) : undefined
if (VIA !== 'app' && VIA !== 'nginx') throw new Error(`LIGHTHOUSE_VIA is app or nginx, not ${VIA}`)
const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? throttling.mobileSlow4G.cpuSlowdownMultiplier)
/** What a task over 50 ms on the simulated phone adds to the total blocking time. */
const BLOCKING_FROM_MS = 50

/** The metrics the performance score is made of, as Lighthouse names them, and how each is printed. */
const METRICS: [id: string, label: string, unit: 's' | 'ms' | ''][] = [
  ['first-contentful-paint', 'FCP', 's'],
  ['largest-contentful-paint', 'LCP', 's'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['speed-index', 'SI', 's'],
]
/** Audits that say where the time goes: printed with their estimate when they have one. */
const DIAGNOSTICS = [
  'render-blocking-resources',
  'unused-javascript',
  'bootup-time',
  'mainthread-work-breakdown',
  'layout-shift-elements',
  'largest-contentful-paint-element',
]

interface Scores {
  page: string
  performance: number
  accessibility: number
  lcpMs: number
  tbtMs: number
  failing: string[]
  /** Lighthouse's measure of this machine's speed (higher is faster): its simulated phone is this machine slowed by CPU_SLOWDOWN, so a slower or busier machine scores lower. */
  benchmarkIndex: number
  metrics: string
  /** The total blocking time counted on each task's CPU time instead of its length: the page's own work, without the waits for a core. */
  cpuBlockingMs: number
  diagnostics: string[]
}

/** Writes one run's report or trace into dir (made when missing), named by the page and the time. */
function keepRunFile(dir: string, page: string, extension: string, content: unknown): void {
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, `${page.replace(/\W+/g, '-')}-${Date.now()}.${extension}`), JSON.stringify(content))
}

type Audit = { numericValue?: number; displayValue?: string; metricSavings?: Partial<Record<string, number>> }
type TraceEvent = Trace<{ data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } }>

/**
 * Lighthouse's blocking time, counted on the recorded page's CPU time: every main-thread task after the first
 * contentful paint, its CPU time times the phone's slowdown, less 50 ms. Lighthouse counts the tasks' lengths (and
 * simulates their order); on this machine the page shares two cores with the server answering it, the browser's other
 * processes and Lighthouse itself, and most of a long task's length was waiting for a core (25 ms of work lasted 146).
 * The figure on CPU time is the page's own work: the part a change to the console can shrink.
 */
function cpuBlockingOf(trace: { traceEvents?: TraceEvent[] } | undefined): number {
  const events = trace?.traceEvents ?? []
  const navigation = events
    .filter((event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame && event.args.data.documentLoaderURL?.startsWith('http'))
    .at(-1)
  if (!navigation) return NaN
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === navigation.pid && event.ts > navigation.ts)
  if (!paint) return NaN
  return events
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === navigation.pid && event.tid === navigation.tid && event.ts >= paint.ts)
    .reduce((sum, task) => sum + Math.max(0, ((task.tdur ?? task.dur ?? 0) / 1000) * CPU_SLOWDOWN - BLOCKING_FROM_MS), 0)
}

function metricsOf(audits: Record<string, Audit>): string {
  return METRICS.map(([id, label, unit]) => {
    const value = audits[id]?.numericValue ?? NaN
    const shown = unit === 's' ? `${(value / 1000).toFixed(2)} s` : unit === 'ms' ? `${value.toFixed(0)} ms` : value.toFixed(3)
    return `${label} ${shown}`
  }).join(', ')
}

function diagnosticsOf(audits: Record<string, Audit>): string[] {
  return DIAGNOSTICS.filter((id) => audits[id]).map((id) => {
    const { displayValue, metricSavings } = audits[id]
    const saved = Object.entries(metricSavings ?? {}).filter(([, ms]) => ms)
    const savings = saved.length > 0 ? ` (could save ${saved.map(([metric, ms]) => `${metric} ${ms?.toFixed(metric === 'CLS' ? 3 : 0)}`).join(', ')})` : ''
    return `${id}: ${displayValue ?? '-'}${savings}`
  })
}

/**
 * One Lighthouse run. keepStorage: the dashboard's session is in the browser's localStorage, as the console keeps it, so
 * its run keeps the origin's storage and cache (the caller prepares them); the other pages start from nothing, as a first visit.
 */
async function audit(port: number, page: string, url: string, keepStorage = false, attempt = 1): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: keepStorage,
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN },
    // The console keeps a live stream open, so the network is never quiet: stop waiting once the page has long settled.
    maxWaitForLoad: 20_000,
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  // A trace Chromium failed to record (NO_NAVSTART and the like) says nothing about the page: run it again.
  if (result.lhr.runtimeError && attempt < 3) return audit(port, page, url, keepStorage, attempt + 1)
  if (JSON_DIR) keepRunFile(JSON_DIR, page, 'json', result.lhr)
  if (TRACE_DIR) keepRunFile(TRACE_DIR, page, 'trace.json', (result.artifacts as { Trace?: unknown }).Trace)
  const { categories, audits, runtimeError } = result.lhr
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`)
  const lcp = audits['largest-contentful-paint']
  if (lcp?.errorMessage) throw new Error(`Lighthouse on ${url}: ${lcp.errorMessage}`)
  const failing = Object.values(audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
    .map((audit) => audit.id)
  return {
    page,
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    failing,
    metrics: metricsOf(audits),
    cpuBlockingMs: cpuBlockingOf((result.artifacts as { Trace?: { traceEvents?: TraceEvent[] } }).Trace),
    diagnostics: diagnosticsOf(audits),
  }
}

/** One build of the web apps as the audits reach it: its server, and nginx in front when LIGHTHOUSE_VIA=nginx. */
interface Side {
  /** Printed beside each run: `this build`, or LIGHTHOUSE_COMPARE's directory. */
  label: string
  server: RunningServer
  proxy?: RunningProxy
  origin: string
  token?: string
}

async function startSide(label: string, webRoot?: string): Promise<Side> {
  const server = await startServer({ LOG_LEVEL: 'warn', ...(VIA === 'nginx' ? { TRUST_PROXY: '1' } : {}), ...(webRoot ? { WEB_ROOT: webRoot } : {}) })
  // As a load balancer would: the pages' first GraphQL queries then meet a gateway that has run its first operation.
  await untilReady(server.baseURL)
  const proxy = VIA === 'nginx' ? await startProxy(Number(new URL(server.baseURL).port)) : undefined
  return { label, server, proxy, origin: proxy?.origin ?? server.baseURL }
}

/**
 * As just after signing in: the sign-in page's files in the cache, nothing else, and the token in the console's
 * localStorage (the way the e2e tests sign in). Playwright connects for this and leaves before the audit: while
 * connected it attaches to every new tab, Lighthouse's too, holds it until it has set it up, and is sent that tab's
 * events beside Lighthouse. The audited page answers to Lighthouse alone, as from its own command line.
 */
async function prepareDashboard(port: number, side: Side): Promise<void> {
  side.token ??= await apiLogin(side.server.baseURL, side.server.adminEmail, side.server.adminPassword)
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  const tab = await browser.contexts()[0].newPage()
  const cdp = await tab.context().newCDPSession(tab)
  await cdp.send('Network.clearBrowserCache')
  await tab.goto(`${side.origin}/login`)
  await tab.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.token)
  await tab.reload({ waitUntil: 'networkidle' })
  await tab.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.token, side.token] as const)
  await tab.close()
  await browser.close()
}

const PAGE_PATHS: [key: string, page: string, path: string][] = [
  ['login', 'login', '/login'],
  ['dashboard', 'dashboard', '/admin/dashboard'],
  ['screen', 'class screen', '/screens'],
]

export async function lighthouseTarget(): Promise<void> {
  ensureWebBuild()
  const sides = [await startSide('this build')]
  if (COMPARE) sides.push(await startSide(COMPARE, COMPARE))
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...CHROME_FLAGS, ...(VIA === 'nginx' ? ['--ignore-certificate-errors'] : [])],
  })
  try {
    const scores: (Scores & { side: string })[] = []
    for (const [key, page, pagePath] of PAGE_PATHS.filter(([key]) => PAGES.has(key))) {
      // With LIGHTHOUSE_COMPARE the two builds take turns, run by run: this machine's speed drifts over minutes.
      for (let run = 0; run < RUNS; run++) {
        for (const side of sides) {
          if (key === 'dashboard') await prepareDashboard(chrome.port, side)
          const scored = { ...(await audit(chrome.port, page, `${side.origin}${pagePath}`, key === 'dashboard')), side: side.label }
          console.log(
            `lighthouse (mobile): ${page}${COMPARE ? ` (${side.label})` : ''} ${scored.performance}/${scored.accessibility}: ${scored.metrics}; ` +
              `TBT on CPU time ${scored.cpuBlockingMs.toFixed(0)} ms (machine's benchmark index ${scored.benchmarkIndex})`,
          )
          scores.push(scored)
        }
      }
    }
    const median = (values: number[]) => percentile(values, 50)
    const way = VIA === 'nginx' ? 'nginx, HTTP/2' : 'app, HTTP/1.1'
    // Scores swing from run to run on a shared machine: with several runs, each page's median comes first.
    for (const [, page] of PAGE_PATHS.filter(([key]) => PAGES.has(key))) {
      for (const side of RUNS > 1 || COMPARE ? sides : []) {
        const runs = scores.filter((run) => run.page === page && run.side === side.label)
        notes.push(
          `lighthouse (mobile, ${way}): ${page.padEnd(13)}${COMPARE ? ` ${side.label}:` : ''} median of ${runs.length}: ` +
            `performance ${median(runs.map((run) => run.performance))} (${runs.map((run) => run.performance).join(', ')}), ` +
            `TBT ${median(runs.map((run) => run.tbtMs)).toFixed(0)} ms, on CPU time ${median(runs.map((run) => run.cpuBlockingMs)).toFixed(0)} ms, ` +
            `accessibility ${median(runs.map((run) => run.accessibility))}, benchmark index ${runs.map((run) => run.benchmarkIndex).join(', ')}`,
        )
      }
      if (page === 'dashboard') {
        // The dashboard's figures of record: its own blocking time on CPU time and its LCP, which a shared machine's
        // other work moves far less than Lighthouse's score, itself shown beside to read.
        const runs = scores.filter((run) => run.page === page && run.side === sides[0].label)
        const cpuBlocking = median(runs.map((run) => run.cpuBlockingMs))
        const lcp = median(runs.map((run) => run.lcpMs))
        const score = `(performance ${median(runs.map((run) => run.performance))}, median of ${runs.length})`
        recordFigure({
          figure: `dashboard: blocking time on CPU time ${score}`,
          target: `≤ ${DASHBOARD_RECORD.cpuBlockingMs} ms`,
          measured: `${cpuBlocking.toFixed(0)} ms`,
          holds: cpuBlocking <= DASHBOARD_RECORD.cpuBlockingMs,
        })
        recordFigure({
          figure: 'dashboard: largest contentful paint',
          target: `≤ ${DASHBOARD_RECORD.lcpMs / 1000} s`,
          measured: `${(lcp / 1000).toFixed(2)} s`,
          holds: lcp <= DASHBOARD_RECORD.lcpMs,
        })
      }
      if (COMPARE) {
        const mine = scores.filter((run) => run.page === page && run.side === sides[0].label)
        const theirs = scores.filter((run) => run.page === page && run.side === sides[1].label)
        const paired = (of: (run: Scores) => number) => median(mine.map((run, index) => of(run) - of(theirs[index])))
        notes.push(
          `lighthouse (mobile, ${way}): ${page.padEnd(13)} this build less ${COMPARE}, median of the ${mine.length} pairs: ` +
            `performance ${paired((run) => run.performance)}, TBT ${paired((run) => run.tbtMs).toFixed(0)} ms, ` +
            `on CPU time ${paired((run) => run.cpuBlockingMs).toFixed(0)} ms`,
        )
      }
    }
    for (const { page, side, performance, accessibility, lcpMs, failing, metrics, cpuBlockingMs, diagnostics } of scores) {
      notes.push(
        `lighthouse (mobile): ${page.padEnd(13)}${COMPARE ? ` (${side})` : ''} performance ${String(performance).padStart(3)}, ` +
          `accessibility ${String(accessibility).padStart(3)}, LCP ${(lcpMs / 1000).toFixed(1)} s` +
          (failing.length > 0 ? `; below 90: ${failing.join(', ')}` : ''),
      )
      notes.push(`    ${metrics}; TBT on CPU time ${cpuBlockingMs.toFixed(0)} ms`)
      for (const line of diagnostics) notes.push(`    ${line}`)
    }
  } finally {
    chrome.kill()
    for (const side of sides) {
      await side.proxy?.stop()
      await side.server.stop()
    }
  }
}
