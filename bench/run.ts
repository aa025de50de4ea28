// `npm run bench`: throughput, p99 latency, the server's CPU time per request, a reload storm and memory of the real
// server, as ratios against a bare node:http route measured in the same run (beside each target, and at the start and
// the end), the start-up time, and push streams at fleet size (docs/FLEET.md says what each figure is for). Load comes
// from this process; each server runs in a child process of its own, on loopback.
//
//   npm run bench                    every target
//   npm run bench -- push            only the named targets: startup, throughput, push, sizes, lighthouse, mainthread
//
//   BENCH_SECONDS (5)        seconds per throughput target
//   BENCH_PROFILE=dir        writes a CPU profile of each server (node --cpu-prof) into dir
// Each target's own variables are in its file (bench/throughput.ts, bench/push.ts).
import { notes, profileDir, results, durationSeconds, type Figures } from './measure'
import { lighthouseTarget } from './lighthouse'
import { mainThreadTarget } from './mainThread'
import { pushTarget } from './push'
import { figuresOfRecordTable } from './record'
import { sizesTarget } from './sizes'
import { startUpTarget } from './startup'
import { throughputTarget, type Baselines } from './throughput'

const TARGETS = ['startup', 'throughput', 'push', 'sizes', 'lighthouse', 'mainthread'] as const
type Target = (typeof TARGETS)[number]

const asked = process.argv.slice(2)
const unknown = asked.filter((name) => !(TARGETS as readonly string[]).includes(name))
if (unknown.length > 0) {
  console.error(`Unknown bench target: ${unknown.join(', ')}. Targets: ${TARGETS.join(', ')} (none named runs them all).`)
  process.exit(2)
}
const selected = new Set<Target>(asked.length > 0 ? (asked as Target[]) : TARGETS)

let baselines: { before: Baselines; after: Baselines } | undefined
let deliveriesLost = false
if (selected.has('startup')) await startUpTarget()
if (selected.has('throughput')) baselines = await throughputTarget()
if (selected.has('push')) deliveriesLost = !(await pushTarget())
if (selected.has('sizes')) sizesTarget()
if (selected.has('lighthouse')) await lighthouseTarget()
if (selected.has('mainthread')) await mainThreadTarget()

if (baselines) {
  const { before, after } = baselines
  /** The bare route's figure at a target's connection count: the mean of its measures before and after the targets. */
  const bare = (name: string, figure: (baseline: Figures) => number) => {
    const [first, second] = [before, after].map((measured) => figure(name.endsWith('@50') ? measured.baseline50 : measured.baseline10))
    return (first + second) / 2
  }
  /** The bare route's runs just before and just after a target (bench/measure.ts, pairBareRoute): the mean of a figure. */
  const beside = (figures: Figures, figure: (bareRun: Figures) => number) =>
    figures.beside ? (figure(figures.beside.before) + figure(figures.beside.after)) / 2 : Number.NaN
  const percent = (ratio: number) => (Number.isNaN(ratio) ? '' : `${(ratio * 100).toFixed(1)}%`)
  console.log(
    `\n${durationSeconds} s per target, loopback, ${new Date().toISOString()}; ratios against the bare route at the same connection count: "beside", the mean of its runs just before and just after the target (the figure to read on a machine whose speed drifts; "bare beside" is that mean); "whole run", the mean of its runs at the start and the end of the bench. CPU share: the bare route's CPU a request (beside) over the target's`,
  )
  console.log(
    'target'.padEnd(64),
    'req/s'.padStart(9),
    'p99 ms'.padStart(8),
    'bare beside'.padStart(12),
    'vs beside'.padStart(10),
    'vs whole run'.padStart(13),
    'CPU µs/req'.padStart(11),
    'CPU share'.padStart(10),
    'errors'.padStart(7),
  )
  for (const figures of results) {
    const ratio = figures.requestsPerSecond / bare(figures.name, (baseline) => baseline.requestsPerSecond)
    const besideRatio = figures.requestsPerSecond / beside(figures, (run) => run.requestsPerSecond)
    const bareCpu = figures.beside
      ? beside(figures, (run) => run.cpuPerRequest ?? Number.NaN)
      : bare(figures.name, (baseline) => baseline.cpuPerRequest ?? Number.NaN)
    console.log(
      figures.name.padEnd(64),
      figures.requestsPerSecond.toFixed(0).padStart(9),
      String(figures.p99).padStart(8),
      (figures.beside ? beside(figures, (run) => run.requestsPerSecond).toFixed(0) : '').padStart(12),
      percent(besideRatio).padStart(10),
      percent(ratio).padStart(13),
      (figures.cpuPerRequest === undefined ? '' : figures.cpuPerRequest.toFixed(0)).padStart(11),
      (figures.cpuPerRequest === undefined ? '' : percent(bareCpu / figures.cpuPerRequest)).padStart(10),
      String(figures.errors).padStart(7),
    )
  }
} else {
  console.log(`\nloopback, ${new Date().toISOString()}`)
}
for (const note of notes) console.log(note)
for (const line of figuresOfRecordTable()) console.log(line)
if (profileDir) console.log(`CPU profiles in ${profileDir} (open in Chrome DevTools › Performance)`)
for (const figures of results.filter((figures) => figures.unanswered))
  console.error(`${figures.name}: none of the ${figures.unanswered} requests sent was answered in ${durationSeconds} s; the server stalled on it.`)
if (results.some((figures) => figures.errors > 0 || figures.unanswered)) {
  console.error('Some requests failed or went unanswered: the figures above are not valid.')
  process.exitCode = 1
}
if (deliveriesLost) {
  console.error('Some pushes never arrived: the push figures are not valid.')
  process.exitCode = 1
}
