// The throughput target of `npm run bench` (docs/FLEET.md#measuring-it): the screen's poll as the app
// sends it, the heartbeat, the GraphQL poll and a console read, a reload storm and the memory of a
// polling fleet, as ratios against a bare node:http route measured in the same run; on PGlite, and on
// PostgreSQL (one process and two workers) when DATABASE_URL is set.
//
//   BENCH_STORM (1000)       screens in the reload storm
//   BENCH_FLEET (10000)      screens polling in the memory figure
import { spawn } from 'node:child_process'
import autocannon from 'autocannon'
import { apiLogin } from '../tests/e2e/support'
import { freePort, untilReady, type RunningServer } from '../tests/e2e/server'
import { APP_VERSION } from '../src/shared/constants'
import { onPostgres, startChain } from './chain'
import { screenToken } from './fleetSeed'
import { measure, notes, pairBareRoute, results, rssMegabytes, type Figures } from './measure'
import { recordFigure, STORM_RECORD } from './record'

const stormSize = Number(process.env.BENCH_STORM ?? 1000)
const fleetSize = Number(process.env.BENCH_FLEET ?? 10_000)

async function startHello(): Promise<{ url: string; pid: number; stop(): void }> {
  // A port the system hands out free (a random one could be a port this machine's own connections already use).
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/hello.ts'], { env: { ...process.env, PORT: String(port) }, stdio: 'inherit' })
  let exited = false
  child.once('exit', () => (exited = true))
  const url = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 100 && !exited; attempt += 1) {
    try {
      await fetch(`${url}/hello`)
      return { url, pid: child.pid!, stop: () => child.kill('SIGTERM') }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error('the baseline server did not start')
}

/**
 * The bodies the class-screen app polls with (src/screen/services/deviceReport.ts): with its own state
 * (app version, clip cache, clip on screen) after a load and whenever that state changed, and only
 * `playing` and `automaticMode` on every other poll, the same body as before readiness existed.
 */
const SCREEN_POLL_BODY = { playing: false, automaticMode: true }
const SCREEN_POLL_WITH_DEVICE = {
  ...SCREEN_POLL_BODY,
  device: { appVersion: APP_VERSION, cacheAvailable: true, clipsWanted: 17, clipsCached: 17, position: null },
}

/** What Chromium says it accepts on every fetch: the server would compress an answer for it (src/server/plugins/compression.ts). */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' }

/** The poll exactly as the class-screen app sends it (src/screen/services): method, path, headers, body. */
function screenPoll(baseURL: string, token: string, body: object = SCREEN_POLL_BODY): autocannon.Options {
  return {
    url: `${baseURL}/api/v1/screens/poll`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'screen-auth-token': token, ...BROWSER_ENCODINGS },
    body: JSON.stringify(body),
  }
}

/** The same poll through GraphQL Mesh, as the screen sent it until it moved to REST (docs/FLEET.md). */
const SCREEN_POLL_MUTATION = `mutation ScreenPoll($input: PollBodyInput_Input) {
  pollScreen(input: $input) {
    data { classStart automaticMode alternateCountdown classStartedAt refreshFlag hardRefreshFlag locationEnabled mctEnabled timeZone serverTime today timetable { class_name class_time } }
  }
}`

function graphqlPoll(baseURL: string, token: string): autocannon.Options {
  const query = SCREEN_POLL_MUTATION
  return {
    url: `${baseURL}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'screen-auth-token': token },
    body: JSON.stringify({ query, variables: { input: { playing: false, automaticMode: true } } }),
  }
}

/** N screens reload at once after a restart: each reads its screen, sends the reload heartbeat and polls. */
async function reloadStorm(baseURL: string, screens: number): Promise<{ seconds: number; failed: number }> {
  let failed = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: screens }, async (_, index) => {
      const headers = { 'content-type': 'application/json', 'screen-auth-token': screenToken(index) }
      // Screens reconnect with jitter (src/screen/services): spread over the first second.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 1_000))
      try {
        const auth = await fetch(`${baseURL}/api/v1/screens/auth`, { headers })
        const beat = await fetch(`${baseURL}/api/v1/screens/auth`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ refreshFlag: false, hardRefreshFlag: false }),
        })
        const poll = await fetch(`${baseURL}/api/v1/screens/poll`, { method: 'POST', headers, body: JSON.stringify(SCREEN_POLL_WITH_DEVICE) })
        for (const response of [auth, beat, poll]) {
          await response.arrayBuffer()
          if (!response.ok) failed += 1
        }
      } catch {
        failed += 3
      }
    }),
  )
  return { seconds: (performance.now() - started) / 1000, failed }
}

/** Every seeded screen polls (each request another screen's token), then the server's memory is read. */
async function fleetMemory(server: RunningServer, screens: number): Promise<number> {
  let next = 0
  // Each with its own state, so the memory holds every screen's pending state: the most it can.
  const options = screenPoll(server.baseURL, screenToken(0), SCREEN_POLL_WITH_DEVICE)
  await autocannon({
    ...options,
    connections: 50,
    amount: screens * 2,
    requests: [
      {
        setupRequest: (request) => {
          const index = next++ % screens
          return { ...request, headers: { ...request.headers, 'screen-auth-token': screenToken(index) } }
        },
      },
    ],
  })
  return rssMegabytes(server.pid)
}

/** Every target against one database engine; `label` names it. */
async function measureEngine(label: string, env: Record<string, string>): Promise<void> {
  const { server, cleanup } = await startChain(label, fleetSize, env)
  try {
    // First what a restart looks like: every screen reloads at once, once the balancer finds the process ready
    // (its GraphQL gateway loaded: docs/OPERATIONS.md#probes), then the whole fleet polls.
    await untilReady(server.baseURL)
    const idle = rssMegabytes(server.pid)
    const storm = await reloadStorm(server.baseURL, Math.min(stormSize, fleetSize))
    notes.push(
      `[${label}] reload storm: ${Math.min(stormSize, fleetSize)} screens (auth read, heartbeat, poll each) answered in ${storm.seconds.toFixed(2)} s, ${storm.failed} failed`,
    )
    if (storm.failed > 0) results.push({ name: `[${label}] reload storm`, requestsPerSecond: 0, p99: 0, errors: storm.failed })
    // The heartbeat route's figure of record: a restart's whole fleet back at once, every request answered.
    const screens = Math.min(stormSize, fleetSize)
    recordFigure({
      figure: `[${label}] reload storm, ${screens} screens`,
      target: `${STORM_RECORD.screens} screens, 0 failed, < ${STORM_RECORD.seconds} s`,
      measured: `${storm.seconds.toFixed(2)} s, ${storm.failed} failed`,
      holds: screens >= STORM_RECORD.screens && storm.failed === 0 && storm.seconds < STORM_RECORD.seconds,
    })
    const rss = await fleetMemory(server, fleetSize)
    notes.push(`[${label}] memory: RSS ${idle.toFixed(0)} MB idle, ${rss.toFixed(0)} MB with ${fleetSize} screens polling`)

    const token = await apiLogin(server.baseURL, server.adminEmail, server.adminPassword)
    const auth = { authorization: `Bearer ${token}` }
    const device = screenToken(0)
    for (const connections of [10, 50])
      await measure(`[${label}] screen poll as the app sends it (REST)`, screenPoll(server.baseURL, device), connections, server.pid)
    // A poll that carries the device's state (after a load, or when its clips or the clip on screen
    // changed): between two runs of the usual poll (A, B, A), so a difference that is only the order
    // of the runs shows as A and A apart (docs/CLASS-RUNS.md#readiness).
    await measure(`[${label}] screen poll carrying the device state (readiness)`, screenPoll(server.baseURL, device, SCREEN_POLL_WITH_DEVICE), 50, server.pid)
    await measure(`[${label}] screen poll as the app sends it, again after`, screenPoll(server.baseURL, device), 50, server.pid)
    // The heartbeat answers the current workout: at 50 connections too, as thousands of screens send it.
    for (const connections of [10, 50])
      await measure(
        `[${label}] heartbeat PATCH /screens/auth`,
        {
          url: `${server.baseURL}/api/v1/screens/auth`,
          method: 'PATCH',
          headers: { 'content-type': 'application/json', 'screen-auth-token': device, ...BROWSER_ENCODINGS },
          body: JSON.stringify({ status: { label: 'Connected', isConnected: true } }),
        },
        connections,
        server.pid,
      )
    await measure(`[${label}] GraphQL ScreenPoll (Mesh)`, graphqlPoll(server.baseURL, device), 10, server.pid)
    await measure(`[${label}] REST GET /api/v1/locations (console)`, { url: `${server.baseURL}/api/v1/locations`, headers: auth }, 10, server.pid)
    notes.push(`[${label}] memory: RSS ${rssMegabytes(server.pid).toFixed(0)} MB after every target above (GraphQL and console load included)`)
  } finally {
    await server.stop()
    cleanup()
  }
}

/** The bare route at 10 and 50 connections. */
async function measureBaselines(label: string): Promise<Baselines> {
  const hello = await startHello()
  try {
    return {
      baseline10: await measure(`bare node:http route (baseline${label})`, { url: `${hello.url}/hello` }, 10, hello.pid),
      baseline50: await measure(`bare node:http route (baseline${label})`, { url: `${hello.url}/hello` }, 50, hello.pid),
    }
  } finally {
    hello.stop()
  }
}

export interface Baselines {
  baseline10: Figures
  baseline50: Figures
}

/**
 * The bare route at 10 and 50 connections, then every target on each engine, then the bare route again: a machine
 * shared with others can change speed within a run (the same bare route was measured at 19k and 66k requests a second
 * here an hour apart), so the table's ratios are against both measures' mean, and both are shown.
 */
export async function throughputTarget(): Promise<{ before: Baselines; after: Baselines }> {
  const before = await measureBaselines('')
  // And beside each target: the bare route just before and just after it (bench/measure.ts, pairBareRoute).
  const beside = await startHello()
  pairBareRoute(beside)
  try {
    await measureTargets()
  } finally {
    pairBareRoute()
    beside.stop()
  }
  const after = await measureBaselines(', again after')
  return { before, after }
}

async function measureTargets(): Promise<void> {
  await measureEngine('PGlite', {})
  await onPostgres('pg', (url) => measureEngine('PostgreSQL', { DATABASE_URL: url }))
  await onPostgres('pg2', async (url) => {
    const { server } = await startChain('PostgreSQL-2-workers', 100, { DATABASE_URL: url, WORKERS: '2' })
    try {
      await measure('[PostgreSQL, WORKERS=2] screen poll as the app sends it (REST)', screenPoll(server.baseURL, screenToken(0)), 50, server.pid)
    } finally {
      await server.stop()
    }
  })
}
