// What every bench target shares: the figures collected, how a throughput run is measured, and the
// server's CPU time and memory read from /proc (docs/FLEET.md#measuring-it).
import { execSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'

export const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5)
export const profileDir = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : undefined

export interface Figures {
  name: string
  requestsPerSecond: number
  p99: number
  errors: number
  /** Requests sent when none was answered in the whole run: the server stalled on this target (0 requests a second is no figure). */
  unanswered?: number
  /** The server's CPU time per answered request (its processes' user and system time), µs. */
  cpuPerRequest?: number
  note?: string
  /** The bare route at the same connection count just before and just after this target (pairBareRoute), when measured. */
  beside?: { before: Figures; after: Figures }
}

/** Throughput rows of the final table, and lines printed under it. */
export const results: Figures[] = []
export const notes: string[] = []

/** Clock ticks a second of /proc's CPU times. */
const CLOCK_TICKS = Number(execSync('getconf CLK_TCK').toString().trim()) || 100

/**
 * CPU time (user and system, µs) a server has used so far: the process and its workers. Unlike
 * requests a second, it hardly moves when something else loads the machine, so two targets measured
 * on a busy machine still compare.
 */
export function cpuMicros(pid: number): number {
  let ticks = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let stat: string
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue // gone meanwhile
    }
    // Fields after the command's closing parenthesis: state, ppid, … utime (14th field), stime (15th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (Number(entry) === pid || Number(fields[1]) === pid) ticks += Number(fields[11]) + Number(fields[12])
  }
  return (ticks / CLOCK_TICKS) * 1e6
}

/** Resident memory of a process, in MB (Linux). */
export function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return kilobytes / 1024
}

/**
 * The bare route measured beside every target from now on, if `bare` is given (until it is called with none): its
 * run just before the target (the one after the previous target, when that was at the same connection count) and a
 * run just after. A machine shared with others changes speed from minute to minute (here the same bare route went from
 * 60k to 36k requests a second within two minutes), and a ratio against runs seconds apart is steadier than one
 * against the start and the end of the whole bench.
 */
let bareBeside: { options: autocannon.Options; pid: number; last?: { connections: number; figures: Figures } } | undefined

export function pairBareRoute(bare?: { url: string; pid: number }): void {
  bareBeside = bare ? { options: { url: bare.url }, pid: bare.pid } : undefined
}

async function run(name: string, options: autocannon.Options, connections: number, serverPid?: number): Promise<Figures> {
  // A short warm-up so JIT and caches are in the same state for every target.
  await autocannon({ ...options, duration: 1, connections })
  const cpuBefore = serverPid === undefined ? 0 : cpuMicros(serverPid)
  const result = await autocannon({ ...options, duration: durationSeconds, connections })
  const answered = result.requests.total - result.non2xx - result.errors
  const figures: Figures = {
    name: `${name} @${connections}`,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
    unanswered: result.requests.total === 0 && result.requests.sent > 0 ? result.requests.sent : undefined,
    cpuPerRequest: serverPid === undefined || answered <= 0 ? undefined : (cpuMicros(serverPid) - cpuBefore) / answered,
  }
  return figures
}

export async function measure(name: string, options: autocannon.Options, connections: number, serverPid?: number): Promise<Figures> {
  const paired = bareBeside
  const bare = () => run('bare node:http route (beside the targets)', paired!.options, connections, paired!.pid)
  const before = paired ? (paired.last?.connections === connections ? paired.last.figures : await bare()) : undefined
  const figures = await run(name, options, connections, serverPid)
  if (paired && before) {
    const after = await bare()
    paired.last = { connections, figures: after }
    figures.beside = { before, after }
  }
  results.push(figures)
  return figures
}
