// The push target of `npm run bench` (`npm run bench -- push` runs it alone; docs/FLEET.md#push-at-fleet-size):
// 10,000 screens hold their push streams open on ONE server process, from a load client in this
// process on loopback (bench/pushClient.ts), and the bench measures
// - the server's resident memory with every stream open, and after the pushes below;
// - a Start at one location: from the console's PUT leaving this process to the `class` event
//   arriving on each of that studio's screens (repeated at BENCH_PUSH_STARTS locations, one after another);
// - a hard refresh at every location: each studio's POST sent as head office's script would send
//   them (BENCH_PUSH_INFLIGHT at a time), from that POST leaving this process to the `hard-refresh`
//   event arriving on each of its screens; and how long until the whole fleet had it.
// Screens are seeded straight into the database (bench/fleetSeed.ts). Goal: p99 < 250 ms, RSS < 500 MB.
//
//   BENCH_PUSH_SCREENS (10000)   streams held open
//   BENCH_PUSH_STARTS (30)       locations where Start is measured
//   BENCH_SERVER_NODE_ARGS='--heapsnapshot-signal=SIGUSR2'   a heap snapshot of the server once the streams are open
//   BENCH_PUSH_INFLIGHT (1)      hard-refresh requests in flight at once (more measure the queue
//                                behind the database's writes as much as the push: each request is a transaction)
import type { RunningServer } from '../tests/e2e/server'
import { apiLogin } from '../tests/e2e/support'
import { onPostgres, startChain } from './chain'
import { screenToken } from './fleetSeed'
import { cpuMicros, notes, rssMegabytes } from './measure'
import { openPushStreams, percentile, type PushStream } from './pushClient'

const screens = Number(process.env.BENCH_PUSH_SCREENS ?? 10_000)
const starts = Number(process.env.BENCH_PUSH_STARTS ?? 30)
const inflight = Number(process.env.BENCH_PUSH_INFLIGHT ?? 1)
/** A delivery that has not come after this long counts as lost. */
const DELIVERY_WAIT_MS = 60_000
const GOAL_P99_MS = 250
const GOAL_RSS_MB = 500

/** When `stream` next receives `event` (performance.now()), or NaN when it does not within DELIVERY_WAIT_MS. */
function nextEvent(stream: PushStream, event: string): Promise<number> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stream.onEvent = undefined
      resolve(NaN)
    }, DELIVERY_WAIT_MS)
    stream.onEvent = (received) => {
      if (received.event !== event) return
      clearTimeout(timer)
      stream.onEvent = undefined
      resolve(received.at)
    }
  })
}

const summary = (latencies: number[]) => {
  const delivered = latencies.filter((value) => !Number.isNaN(value))
  return {
    delivered: delivered.length,
    lost: latencies.length - delivered.length,
    p50: percentile(delivered, 50),
    p99: percentile(delivered, 99),
    max: Math.max(...delivered),
  }
}
const ms = (value: number) => `${value.toFixed(1)} ms`

/** The server's own memory figures (prom-client's process metrics, METRICS_TOKEN below): where its RSS goes. */
async function heapFigures(server: RunningServer): Promise<string> {
  const text = await (await fetch(`${server.baseURL}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text()
  const value = (series: string) => Number(new RegExp(`^${series} (\\S+)`, 'm').exec(text)?.[1] ?? NaN) / 2 ** 20
  return `V8 heap ${value('nodejs_heap_size_used_bytes').toFixed(0)} MB used of ${value('nodejs_heap_size_total_bytes').toFixed(0)} MB, external ${value('nodejs_external_memory_bytes').toFixed(0)} MB`
}
const METRICS_TOKEN = 'bench-push-metrics-token-0123456789'

async function call(server: RunningServer, token: string, method: string, path: string, body?: object): Promise<void> {
  const response = await fetch(`${server.baseURL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`)
}

/** Start at `locations`, one after another: each press's latency to every screen of its studio. Each class is stopped again after. */
async function measureStarts(server: RunningServer, token: string, byLocation: Map<string, PushStream[]>) {
  const latencies: number[] = []
  const requestMs: number[] = []
  for (const [location, streams] of [...byLocation].slice(0, starts)) {
    const arrivals = streams.map((stream) => nextEvent(stream, 'class'))
    const sent = performance.now()
    await call(server, token, 'PUT', `/api/v1/locations/${location}/class`, { classStart: true })
    requestMs.push(performance.now() - sent)
    for (const at of await Promise.all(arrivals)) latencies.push(at - sent)
    const stopped = streams.map((stream) => nextEvent(stream, 'class'))
    await call(server, token, 'PUT', `/api/v1/locations/${location}/class`, { classStart: false })
    await Promise.all(stopped)
  }
  return { latencies, requestMs }
}

/** A hard refresh at every location, `inflight` requests at a time: each screen's latency from its studio's request. */
async function measureHardRefresh(server: RunningServer, token: string, byLocation: Map<string, PushStream[]>) {
  const latencies: Promise<number>[] = []
  const requestMs: number[] = []
  const queue = [...byLocation]
  const began = performance.now()
  const cpuBefore = cpuMicros(server.pid)
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [location, streams] = next
      const arrivals = streams.map((stream) => nextEvent(stream, 'hard-refresh'))
      const sent = performance.now()
      latencies.push(...arrivals.map((arrival) => arrival.then((at) => at - sent)))
      await call(server, token, 'POST', `/api/v1/locations/${location}/hard-refresh`)
      requestMs.push(performance.now() - sent)
    }
  }
  await Promise.all(Array.from({ length: inflight }, worker))
  const all = await Promise.all(latencies)
  const seconds = (performance.now() - began) / 1000
  return { latencies: all, requestMs, seconds, cpuSeconds: (cpuMicros(server.pid) - cpuBefore) / 1e6 }
}

async function pushOnEngine(label: string, env: Record<string, string>): Promise<boolean> {
  const { server, cleanup } = await startChain(`push-${label}`, screens, { ...env, METRICS_TOKEN })
  let streams: PushStream[] = []
  try {
    const idle = rssMegabytes(server.pid)
    const idleHeap = await heapFigures(server)
    const opening = performance.now()
    streams = await openPushStreams({ baseURL: server.baseURL, token: screenToken, count: screens })
    const openSeconds = (performance.now() - opening) / 1000
    // Let the opening's garbage settle before reading the memory a steady fleet holds.
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    const withStreams = rssMegabytes(server.pid)
    const streamsHeap = await heapFigures(server)
    if (process.env.BENCH_SERVER_NODE_ARGS?.includes('--heapsnapshot-signal=SIGUSR2')) {
      // A heap snapshot of the server with every stream open (written into its working directory).
      process.kill(server.pid, 'SIGUSR2')
      await new Promise((resolve) => setTimeout(resolve, 30_000))
    }
    const byLocation = new Map<string, PushStream[]>()
    for (const stream of streams) {
      const group = byLocation.get(stream.location)
      if (group) group.push(stream)
      else byLocation.set(stream.location, [stream])
    }
    const token = await apiLogin(server.baseURL, server.adminEmail, server.adminPassword)
    const starting = await measureStarts(server, token, byLocation)
    const start = summary(starting.latencies)
    const refresh = await measureHardRefresh(server, token, byLocation)
    const hard = summary(refresh.latencies)
    const after = rssMegabytes(server.pid)
    const ended = streams.filter((stream) => stream.ended !== undefined).length

    notes.push(
      `[${label}] push: ${screens} streams on one process, opened in ${openSeconds.toFixed(1)} s; RSS ${idle.toFixed(0)} MB before, ${withStreams.toFixed(0)} MB with every stream open, ${after.toFixed(0)} MB after the pushes below; ${ended} ended before the bench closed them`,
      `[${label}] push: before the streams ${idleHeap}; with them ${streamsHeap}`,
      `[${label}] push: Start at one location (${Math.min(starts, byLocation.size)} studios one after another, ${start.delivered} deliveries, ${start.lost} lost): p50 ${ms(start.p50)}, p99 ${ms(start.p99)}, max ${ms(start.max)}; the PUT answered p50 ${ms(percentile(starting.requestMs, 50))}, p99 ${ms(percentile(starting.requestMs, 99))}`,
      `[${label}] push: hard refresh at every location (${byLocation.size} studios, ${inflight} requests in flight, ${hard.delivered} deliveries, ${hard.lost} lost): p50 ${ms(hard.p50)}, p99 ${ms(hard.p99)}, max ${ms(hard.max)}; request answered p50 ${ms(percentile(refresh.requestMs, 50))}, p99 ${ms(percentile(refresh.requestMs, 99))}; whole fleet in ${refresh.seconds.toFixed(1)} s, server CPU ${refresh.cpuSeconds.toFixed(1)} s`,
    )
    const met = start.p99 < GOAL_P99_MS && hard.p99 < GOAL_P99_MS && Math.max(withStreams, after) < GOAL_RSS_MB
    notes.push(`[${label}] push: goal (p99 < ${GOAL_P99_MS} ms, RSS < ${GOAL_RSS_MB} MB) ${met ? 'met' : 'MISSED'}`)
    return start.lost + hard.lost === 0 && ended === 0
  } finally {
    for (const stream of streams) stream?.close()
    await server.stop()
    cleanup()
  }
}

/** The push target on PGlite, and on PostgreSQL when DATABASE_URL is set. False when a delivery was lost or a stream ended early. */
export async function pushTarget(): Promise<boolean> {
  let ok = await pushOnEngine('PGlite', {})
  await onPostgres('push', async (url) => {
    ok = (await pushOnEngine('PostgreSQL', { DATABASE_URL: url })) && ok
  })
  return ok
}
