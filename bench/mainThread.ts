// The mainthread target of `npm run bench`: where a console page's main-thread time goes after its first paint, the
// part Lighthouse counts as blocking time (bench/lighthouse.ts gives the score; this says what to change). The page is
// loaded in Chromium, unthrottled, with a trace of the main thread and V8's sampler; each task after the first
// contentful paint counts as Lighthouse's simulated phone would count it: four times its length, less 50 ms. Each
// sample is mapped back to its source with the build's source maps and charged to its package (or to the app's folder),
// so the figure reads "react-router: 70 ms", not "chunk-7RTF….js".
//
//   MAINTHREAD_RUNS (3)                  loads of each page (the blocking time swings from load to load: each is printed)
//   MAINTHREAD_PAGES (dashboard)         pages: dashboard (signed in, as just after signing in) and login
//   MAINTHREAD_SLOWDOWN (4)              the simulated phone's slowdown of this machine (LIGHTHOUSE_CPU_SLOWDOWN's)
//   MAINTHREAD_TASKS (6)                 how many of each run's longest tasks are listed
//   MAINTHREAD_COMPARE=dir               also loads another web build (a copy of dist/web, say before a change) from a
//                                        server of its own, in turns with this one, and gives the two medians and the
//                                        median of the run-by-run differences: this machine's speed drifts by half
//                                        over minutes, so only loads taken side by side compare
//   MAINTHREAD_FROM=start                counts from the navigation instead of the first paint
//   MAINTHREAD_DETAIL=1                  under each long task, the browser's work in it (layout, timers, ...), the
//                                        functions it sampled most and the app's code they were called for
// Each run also sums the blocking time by kind of task: loading the scripts, a timer, a callback (an answer, an
// event), or the browser's own style and layout.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type CDPSession } from 'playwright-core'
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js'
import { ensureWebBuild } from '../scripts/lib/ensure-web-build.mjs'
import { STORAGE_KEYS } from '../src/shared/constants'
import { startServer, untilReady, type RunningServer } from '../tests/e2e/server'
import { apiLogin } from '../tests/e2e/support'
import { notes } from './measure'
import type { TraceEvent as Trace } from './trace'
import { percentile } from './pushClient'

const DETAIL = process.env.MAINTHREAD_DETAIL === '1'
/**
 * MAINTHREAD_FROM=start counts from the navigation, not the first paint: Lighthouse's simulated phone downloads the
 * scripts later than this machine does, so a task that ran here before the paint can land after it there, and count.
 */
const FROM_START = process.env.MAINTHREAD_FROM === 'start'
const COMPARE = process.env.MAINTHREAD_COMPARE ? path.resolve(process.env.MAINTHREAD_COMPARE) : undefined
const RUNS = Math.max(1, Number(process.env.MAINTHREAD_RUNS ?? 3))
const PAGES = (process.env.MAINTHREAD_PAGES ?? 'dashboard').split(',').map((page) => page.trim())
const ASSETS = path.resolve('dist/web/assets')
/**
 * Lighthouse's simulated phone: its CPU is this machine's slowed four times, and a task blocks for what passes 50 ms.
 * MAINTHREAD_SLOWDOWN sets another slowdown, as LIGHTHOUSE_CPU_SLOWDOWN does for the audit (bench/lighthouse.ts).
 */
const SLOWDOWN = Number(process.env.MAINTHREAD_SLOWDOWN ?? 4)
const BLOCKING_FROM_MS = 50
const TRACE_CATEGORIES = ['blink.user_timing', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler', 'loading']

type TraceEvent = Trace<{ frame?: string; data?: ProfileData & { startTime?: number } }>
interface ProfileData {
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }
  timeDeltas?: number[]
}
interface ProfileNode {
  id: number
  parent?: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
}

interface MainThreadRun {
  firstPaintMs: number
  blockingMs: number
  /**
   * The same count on each task's CPU time instead of its length: what the page's own work weighs, less the time its
   * thread waited for a core (on a two-core machine the server and the browser's other processes take turns with it,
   * and a task of 20 ms of work can last 70). Steadier from load to load; Lighthouse counts the lengths.
   */
  cpuBlockingMs: number
  /** Lighthouse-scaled blocking time charged to each package or app folder. */
  bySource: Map<string, number>
  /** The longest tasks after the first paint, unthrottled, with what took most of each. */
  longest: { atMs: number; ms: number; kind: string; top: string; detail: string[] }[]
  /** Lighthouse-scaled blocking time by what the task was: loading scripts, a timer, an answer's callback, layout. */
  byKind: Map<string, number>
  /** With MAINTHREAD_DETAIL: every task's sampled time after the paint (unthrottled ms), charged to the nearest function of the app's own code on its stack. */
  byAppCode: Map<string, number>
}

/**
 * A script for the page that resolves once no timer has run more than `lateMs` late for `quietMs`. A string, not a
 * function: the bench runs through a compiler that wraps named functions in a helper the page does not have.
 */
function untilQuiet(lateMs: number, quietMs: number): string {
  return `new Promise((resolve) => {
    let quietSince = performance.now()
    const tick = (expected) => {
      const now = performance.now()
      if (now - expected > ${lateMs}) quietSince = now
      if (now - quietSince > ${quietMs}) resolve()
      else setTimeout(() => tick(now + 50), 50)
    }
    tick(performance.now())
  })`
}

async function traced(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])))
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: TRACE_CATEGORIES }, transferMode: 'ReportEvents' })
  await load()
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.end')
  await complete
  return events
}

/** Maps a sampled frame of the built scripts to its source: a package name, or `src/<app>/<folder>`. */
function sourceNamer(assets: string) {
  const maps = new Map<string, SourceMapConsumer | null>()
  /** The frame's place in the sources, through its chunk's map (loaded once); none for code outside the build. */
  const original = ({ url, lineNumber, columnNumber }: ProfileNode['callFrame']) => {
    const file = url.replace(/^.*\/assets\//, '')
    if (!maps.has(file)) {
      const map = path.join(assets, `${file}.map`)
      maps.set(file, existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8')) as RawSourceMap) : null)
    }
    return lineNumber >= 0 ? maps.get(file)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber }) : undefined
  }
  const where = (frame: ProfileNode['callFrame']): string => {
    if (!frame.url || frame.lineNumber < 0) return ''
    const position = original(frame)
    return position?.source ? `${position.source.replace(/^.*node_modules\//, '')}:${position.line}` : frame.url.replace(/^.*\//, '')
  }
  const name = (frame: ProfileNode['callFrame']): string => {
    if (!frame.url) return frame.functionName || '(native)'
    const source = original(frame)?.source
    // The bundler's own wrappers (a CommonJS module's, the runtime's) map to no source: named by their chunk.
    if (!source) return frame.url.includes('/assets/') ? `${frame.url.replace(/^.*\/assets\//, '').replace(/-[\w-]{8}\.js$/, '')} chunk` : '(page)'
    const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
    if (inPackage) return inPackage[1]
    const inApp = /src\/([^/]+\/[^/]+)/.exec(source)
    return inApp ? `src/${inApp[1]}` : source
  }
  return Object.assign(name, { where })
}

/** What a task was, by the trace events in it: running the scripts' modules, a timer, a callback, or the browser's own work. */
function taskKind(inside: Map<string, number>): string {
  const spent = (...names: string[]) => names.reduce((sum, name) => sum + (inside.get(name) ?? 0), 0)
  if (spent('v8.evaluateModule', 'EvaluateScript') > 0) return 'scripts'
  if (spent('TimerFire') > 0) return 'timer'
  if (spent('FunctionCall', 'EventDispatch', 'RunMicrotasks') > spent('Layout', 'UpdateLayoutTree', 'Paint', 'PrePaint')) return 'callback'
  return 'style and layout'
}

function analyseTrace(events: TraceEvent[], nameSource: ReturnType<typeof sourceNamer>): MainThreadRun {
  // The page's first contentful paint names its renderer's main thread; its navigation is the last one there before it.
  const paint = events.filter((event) => event.name === 'firstContentfulPaint').at(-1)
  if (!paint) throw new Error('the page never painted')
  const { pid, tid } = paint
  const frame = paint.args?.frame
  const navigation = events.filter((event) => event.name === 'navigationStart' && event.args?.frame === frame && event.ts < paint.ts).at(-1)
  if (!navigation) throw new Error('the trace has no navigation before the first paint')
  const from = FROM_START ? navigation.ts : paint.ts
  const tasks = events.filter((event) => event.name === 'RunTask' && event.pid === pid && event.tid === tid && event.ts >= from)
  /** The main thread's timed work after the paint: what each task's kind is read from. */
  const threadWork = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.dur && event.ts >= from)

  const nodes = new Map<number, ProfileNode>()
  const samples: { ts: number; node: number }[] = []
  let clock = 0
  for (const event of events.filter((candidate) => candidate.pid === pid && (candidate.name === 'Profile' || candidate.name === 'ProfileChunk'))) {
    const data = event.args?.data
    if (event.name === 'Profile') {
      clock = data?.startTime ?? clock
      continue
    }
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node)
    const deltas = data?.timeDeltas ?? []
    ;(data?.cpuProfile?.samples ?? []).forEach((node, index) => {
      clock += deltas[index] ?? 0
      samples.push({ ts: clock, node })
    })
  }
  samples.sort((a, b) => a.ts - b.ts)

  const bySource = new Map<string, number>()
  const byKind = new Map<string, number>()
  const byAppCode = new Map<string, number>()
  if (DETAIL) {
    // Which of the app's components and functions the work after the paint was for, long tasks or not: each sample's
    // interval is charged to the nearest frame of the app's code above it (or to its package when none is).
    const after = samples.filter((sample) => sample.ts >= from)
    after.forEach((sample, index) => {
      const node = nodes.get(sample.node)
      const next = after[index + 1]
      if (!node || !next || node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(program)') return
      let charged = nameSource(node.callFrame)
      for (let up: ProfileNode | undefined = node; up; up = up.parent === undefined ? undefined : nodes.get(up.parent)) {
        const at = nameSource.where(up.callFrame)
        if (at.includes('src/')) {
          charged = `${up.callFrame.functionName || '(anon)'} ${at}`
          break
        }
      }
      byAppCode.set(charged, (byAppCode.get(charged) ?? 0) + Math.min(next.ts - sample.ts, 1000) / 1000)
    })
  }
  const longest: MainThreadRun['longest'] = []
  let blockingMs = 0
  let cpuBlockingMs = 0
  for (const task of tasks) {
    cpuBlockingMs += Math.max(0, ((task.tdur ?? task.dur ?? 0) / 1000) * SLOWDOWN - BLOCKING_FROM_MS)
    const ms = (task.dur ?? 0) / 1000
    const blocking = Math.max(0, ms * SLOWDOWN - BLOCKING_FROM_MS)
    if (blocking === 0) continue
    blockingMs += blocking
    const inTask = new Map<string, number>()
    const functions = new Map<string, number>()
    for (const sample of samples) {
      if (sample.ts < task.ts) continue
      if (sample.ts > task.ts + (task.dur ?? 0)) break
      const node = nodes.get(sample.node)
      if (!node || node.callFrame.functionName === '(idle)') continue
      const source = nameSource(node.callFrame)
      inTask.set(source, (inTask.get(source) ?? 0) + 1)
      if (DETAIL) {
        // The nearest frame of the app's own code above the sample: which component or function the time was for.
        for (let up: ProfileNode | undefined = node; up; up = up.parent === undefined ? undefined : nodes.get(up.parent)) {
          const at = nameSource.where(up.callFrame)
          if (at.includes('src/')) {
            const name = `  in ${up.callFrame.functionName || '(anon)'} ${at}`
            functions.set(name, (functions.get(name) ?? 0) + 1)
            break
          }
        }
        const name = `${node.callFrame.functionName || '(anon)'} ${nameSource.where(node.callFrame)}`
        functions.set(name, (functions.get(name) ?? 0) + 1)
      }
    }
    const counted = [...inTask.values()].reduce((sum, count) => sum + count, 0)
    for (const [source, count] of inTask) bySource.set(source, (bySource.get(source) ?? 0) + (blocking * count) / counted)
    if (counted === 0) bySource.set('(unsampled)', (bySource.get('(unsampled)') ?? 0) + blocking)
    const top = [...inTask]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([source, count]) => `${source} ${Math.round((100 * count) / counted)}%`)
      .join(', ')
    // What the browser was doing in the task, from the trace's events inside it: what a task was (below) and, in detail,
    // how long each kind of work in it took.
    const inside = new Map<string, number>()
    for (const event of threadWork) {
      if (event === task || event.ts < task.ts || event.ts + (event.dur ?? 0) > task.ts + (task.dur ?? 0)) continue
      inside.set(event.name, (inside.get(event.name) ?? 0) + (event.dur ?? 0) / 1000)
    }
    const kind = taskKind(inside)
    byKind.set(kind, (byKind.get(kind) ?? 0) + blocking)
    const detail = [
      [...inside]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([name, spent]) => `${name} ${spent.toFixed(1)}`)
        .join(', '),
      ...[...functions]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 16)
        .map(([name, count]) => `${name} ${Math.round((100 * count) / counted)}%`),
    ]
    longest.push({ atMs: (task.ts - navigation.ts) / 1000, ms, kind, top, detail: DETAIL ? detail : [] })
  }
  longest.sort((a, b) => b.ms - a.ms)
  return {
    firstPaintMs: (paint.ts - navigation.ts) / 1000,
    blockingMs,
    cpuBlockingMs,
    bySource,
    byKind,
    byAppCode,
    longest: longest.slice(0, Number(process.env.MAINTHREAD_TASKS ?? 6)),
  }
}

/** Loads `url` once in a fresh phone-sized context, traced, and says where its main-thread time went. */
async function measureLoad(browser: Browser, server: RunningServer, token: string, page: string, nameSource: ReturnType<typeof sourceNamer>) {
  const url = page === 'login' ? '/login' : '/admin/dashboard'
  // A phone-sized window, a cold cache, and for the dashboard the session in localStorage (as after signing in).
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
  const tab = await context.newPage()
  await tab.goto(`${server.baseURL}/login`)
  if (page !== 'login') await tab.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.token, token] as const)
  await tab.goto('about:blank')
  const cdp = await context.newCDPSession(tab)
  await cdp.send('Network.clearBrowserCache')
  const events = await traced(cdp, async () => {
    await tab.goto(`${server.baseURL}${url}`)
    // The page has settled when, for three seconds, no task held the main thread past what Lighthouse's phone
    // counts (a timer every 50 ms never ran late by more than that): its last answers are in and rendered.
    await tab.waitForLoadState('load')
    await tab.evaluate(untilQuiet(BLOCKING_FROM_MS / SLOWDOWN, 3000))
  })
  await context.close()
  return analyseTrace(events, nameSource)
}

function printRun(label: string, measured: MainThreadRun) {
  const sources = [...measured.bySource].sort((a, b) => b[1] - a[1]).slice(0, 10)
  console.log(
    `mainthread: ${label} first paint ${measured.firstPaintMs.toFixed(0)} ms, blocking after it ${measured.blockingMs.toFixed(0)} ms ` +
      `(on CPU time ${measured.cpuBlockingMs.toFixed(0)}) ` +
      `(${sources.map(([source, ms]) => `${source} ${ms.toFixed(0)}`).join(', ')})`,
  )
  const kinds = [...measured.byKind].sort((a, b) => b[1] - a[1])
  console.log(`    by kind of task: ${kinds.map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`).join(', ')}`)
  if (DETAIL) {
    const appCode = [...measured.byAppCode].sort((a, b) => b[1] - a[1])
    const total = appCode.reduce((sum, [, ms]) => sum + ms, 0)
    console.log(`    sampled after the paint, ${total.toFixed(0)} ms unthrottled, by the app's code it was for:`)
    for (const [name, ms] of appCode.slice(0, 25)) console.log(`        ${ms.toFixed(1).padStart(6)} ms  ${name}`)
  }
  for (const task of measured.longest) {
    console.log(`    task at ${task.atMs.toFixed(0)} ms: ${task.ms.toFixed(0)} ms, ${task.kind} (${task.top})`)
    for (const line of task.detail) console.log(`        ${line}`)
  }
}

const median = (values: number[]) => percentile(values, 50)

export async function mainThreadTarget(): Promise<void> {
  ensureWebBuild()
  const server = await startServer({ LOG_LEVEL: 'warn' })
  // MAINTHREAD_COMPARE: the same loads of another build, served by a server of its own, taken in turns with this one's.
  const other = COMPARE ? await startServer({ LOG_LEVEL: 'warn', WEB_ROOT: COMPARE }) : undefined
  await untilReady(server.baseURL)
  if (other) await untilReady(other.baseURL)
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
  const nameSource = sourceNamer(ASSETS)
  const otherNames = COMPARE ? sourceNamer(path.join(COMPARE, 'assets')) : nameSource
  try {
    const token = await apiLogin(server.baseURL, server.adminEmail, server.adminPassword)
    const otherToken = other ? await apiLogin(other.baseURL, other.adminEmail, other.adminPassword) : ''
    for (const page of PAGES) {
      const runs: MainThreadRun[] = []
      const otherRuns: MainThreadRun[] = []
      for (let run = 0; run < RUNS; run++) {
        // Taken in turns, each first every other time: a machine that speeds up or slows down over the runs weighs on both.
        const thisFirst = run % 2 === 0
        if (other && !thisFirst) {
          otherRuns.push(await measureLoad(browser, other, otherToken, page, otherNames))
          printRun(`${page} (${COMPARE})`, otherRuns.at(-1)!)
        }
        runs.push(await measureLoad(browser, server, token, page, nameSource))
        printRun(other ? `${page} (this build)` : page, runs.at(-1)!)
        if (other && thisFirst) {
          otherRuns.push(await measureLoad(browser, other, otherToken, page, otherNames))
          printRun(`${page} (${COMPARE})`, otherRuns.at(-1)!)
        }
      }
      const blocking = runs.map((run) => run.blockingMs)
      const medians = (pick: (run: MainThreadRun) => Map<string, number>) => {
        const values = new Map<string, number[]>()
        for (const run of runs) for (const [name, ms] of pick(run)) values.set(name, [...(values.get(name) ?? []), ms])
        // A source absent from a run took nothing in it.
        return [...values].map(([name, each]) => [name, median([...each, ...Array<number>(RUNS - each.length).fill(0)])] as const).sort((a, b) => b[1] - a[1])
      }
      const sources = medians((run) => run.bySource)
      notes.push(
        `mainthread: ${page} blocking after the first paint, as Lighthouse's phone counts it: median ${median(blocking).toFixed(0)} ms ` +
          `(${blocking.map((ms) => ms.toFixed(0)).join(', ')}); by source (median ms): ` +
          sources
            .slice(0, 12)
            .map(([source, ms]) => `${source} ${ms.toFixed(0)}`)
            .join(', ') +
          `; by kind of task (median ms): ${medians((run) => run.byKind)
            .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
            .join(', ')}`,
      )
      const cpuBlocking = runs.map((run) => run.cpuBlockingMs)
      notes.push(
        `mainthread: ${page} the same on each task's CPU time: median ${median(cpuBlocking).toFixed(0)} ms (${cpuBlocking.map((ms) => ms.toFixed(0)).join(', ')})`,
      )
      if (other) {
        const otherCpu = otherRuns.map((run) => run.cpuBlockingMs)
        notes.push(
          `mainthread: ${page} on CPU time there: median ${median(otherCpu).toFixed(0)} ms (${otherCpu.map((ms) => ms.toFixed(0)).join(', ')}); ` +
            `this build minus that one: median ${median(cpuBlocking.map((ms, index) => ms - otherCpu[index])).toFixed(0)} ms`,
        )
        const otherBlocking = otherRuns.map((run) => run.blockingMs)
        // Each pair ran back to back: the median of their differences is steadier than the difference of the medians.
        const differences = blocking.map((ms, index) => ms - otherBlocking[index])
        notes.push(
          `mainthread: ${page} compared with ${COMPARE}: median ${median(otherBlocking).toFixed(0)} ms there ` +
            `(${otherBlocking.map((ms) => ms.toFixed(0)).join(', ')}); this build minus that one, run by run: median ` +
            `${median(differences).toFixed(0)} ms (${differences.map((ms) => ms.toFixed(0)).join(', ')})`,
        )
      }
    }
  } finally {
    await browser.close()
    await server.stop()
    await other?.stop()
  }
}
