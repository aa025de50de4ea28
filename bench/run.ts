// `npm run bench`: throughput, p99 latency, the server's CPU time per request, a reload storm and
// memory of the real server, as ratios against a bare node:http route measured in the same run
// (docs/FLEET.md says what each figure is for). Load comes from this process; each server runs in a
// child process of its own, on loopback.
//
//   BENCH_SECONDS (5)        seconds per throughput target
//   BENCH_STORM (1000)       screens in the reload storm
//   BENCH_FLEET (10000)      screens polling in the memory figure
//   BENCH_PROFILE=dir        writes a CPU profile of each server (node --cpu-prof) into dir
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { execSync, spawn } from 'node:child_process'
import autocannon from 'autocannon'
import pg from 'pg'
import { apiLogin } from '../tests/e2e/support'
import { startServer, type RunningServer } from '../tests/e2e/server'
import { screenToken, seedFleet } from './fleetSeed'
import { APP_VERSION } from '../src/shared/constants'

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5)
const stormSize = Number(process.env.BENCH_STORM ?? 1000)
const fleetSize = Number(process.env.BENCH_FLEET ?? 10_000)
const profileDir = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : undefined

interface Figures {
  name: string
  requestsPerSecond: number
  p99: number
  errors: number
  /** The server's CPU time per answered request (its processes' user and system time), µs. */
  cpuPerRequest?: number
  note?: string
}

const results: Figures[] = []
const notes: string[] = []

/** Clock ticks a second of /proc's CPU times. */
const CLOCK_TICKS = Number(execSync('getconf CLK_TCK').toString().trim()) || 100

/**
 * CPU time (user and system, µs) a server has used so far: the process and its workers. Unlike
 * requests a second, it hardly moves when something else loads the machine, so two targets measured
 * on a busy machine still compare.
 */
function cpuMicros(pid: number): number {
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

async function measure(name: string, options: autocannon.Options, connections: number, serverPid?: number): Promise<Figures> {
  // A short warm-up so JIT and caches are in the same state for every target.
  await autocannon({ ...options, duration: 1, connections })
  const cpuBefore = serverPid === undefined ? 0 : cpuMicros(serverPid)
  const result = await autocannon({ ...options, duration: durationSeconds, connections })
  const answered = result.requests.total - result.non2xx - result.errors
  const figures = {
    name: `${name} @${connections}`,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
    cpuPerRequest: serverPid === undefined || answered <= 0 ? undefined : (cpuMicros(serverPid) - cpuBefore) / answered,
  }
  results.push(figures)
  return figures
}

async function startHello(): Promise<{ url: string; pid: number; stop(): void }> {
  const port = 20000 + Math.floor(Math.random() * 20000)
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/hello.ts'], { env: { ...process.env, PORT: String(port) }, stdio: 'inherit' })
  const url = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 100; attempt += 1) {
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

/** The poll exactly as the class-screen app sends it (src/screen/services): method, path, headers, body. */
function screenPoll(baseURL: string, token: string, body: object = SCREEN_POLL_BODY): autocannon.Options {
  return {
    url: `${baseURL}/api/v1/screens/poll`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'screen-auth-token': token },
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

/** Resident memory of a process, in MB (Linux). */
function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return kilobytes / 1024
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

const ADMIN = { email: 'owner@studio.test', password: 'Sup3r-Secret!' }

/** Starts a server on a database seeded with a chain of `screens` linked screens. */
async function startChain(label: string, screens: number, env: Record<string, string>): Promise<{ server: RunningServer; cleanup: () => void }> {
  // The bench measures throughput from one address: the per-address GraphQL limit would cut it short.
  env = { ...env, GRAPHQL_RATE_LIMIT: '100000000' }
  const profile: Record<string, string> = profileDir
    ? { SERVER_NODE_ARGS: `--cpu-prof --cpu-prof-dir=${profileDir} --cpu-prof-name=${label}-${Date.now()}.cpuprofile` }
    : {}
  if (env.DATABASE_URL) {
    await seedFleet({
      database: { driver: 'postgres', url: env.DATABASE_URL },
      screens,
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      mediaBaseUrl: 'http://127.0.0.1/media/',
    })
    return { server: await startServer({ ...env, ...profile }), cleanup: () => {} }
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-bench-'))
  await seedFleet({
    database: { driver: 'pglite', dataDir },
    screens,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    mediaBaseUrl: 'http://127.0.0.1/media/',
  })
  return { server: await startServer({ ...env, ...profile, DATA_DIR: dataDir }), cleanup: () => rmSync(dataDir, { recursive: true, force: true }) }
}

/** Every target against one database engine; `label` names it. */
async function measureEngine(label: string, env: Record<string, string>): Promise<void> {
  const { server, cleanup } = await startChain(label, fleetSize, env)
  try {
    // First what a restart looks like: every screen reloads at once, then the whole fleet polls.
    const idle = rssMegabytes(server.pid)
    const storm = await reloadStorm(server.baseURL, Math.min(stormSize, fleetSize))
    notes.push(
      `[${label}] reload storm: ${Math.min(stormSize, fleetSize)} screens (auth read, heartbeat, poll each) answered in ${storm.seconds.toFixed(2)} s, ${storm.failed} failed`,
    )
    if (storm.failed > 0) results.push({ name: `[${label}] reload storm`, requestsPerSecond: 0, p99: 0, errors: storm.failed })
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
    await measure(
      `[${label}] heartbeat PATCH /screens/auth`,
      {
        url: `${server.baseURL}/api/v1/screens/auth`,
        method: 'PATCH',
        headers: { 'content-type': 'application/json', 'screen-auth-token': device },
        body: JSON.stringify({ status: { label: 'Connected', isConnected: true } }),
      },
      10,
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

/** `npm start`'s script to its first answered request, on a data directory made by an earlier start (median of 3). */
async function startUpMilliseconds(): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-start-'))
  const port = 20000 + Math.floor(Math.random() * 20000)
  const once = async () => {
    const started = performance.now()
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    })
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) break
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    const elapsed = performance.now() - started
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
    return elapsed
  }
  try {
    await once()
    const runs = [await once(), await once(), await once()].sort((a, b) => a - b)
    return runs[1]
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

notes.push(`start-up: \`npm start\`'s script answers ${(await startUpMilliseconds()).toFixed(0)} ms after it starts, on an existing embedded database`)

const hello = await startHello()
const baseline10 = await measure('bare node:http route (baseline)', { url: `${hello.url}/hello` }, 10, hello.pid)
const baseline50 = await measure('bare node:http route (baseline)', { url: `${hello.url}/hello` }, 50, hello.pid)
hello.stop()

await measureEngine('PGlite', {})

// With DATABASE_URL set (as CI and this machine have), the same targets on PostgreSQL, and two
// processes sharing it, in a database made for this run and dropped after it.
if (process.env.DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  const database = async (suffix: string, run: (url: string) => Promise<void>) => {
    const name = `bench_${suffix}_${process.pid}_${Date.now()}`
    await admin.query(`CREATE DATABASE ${name}`)
    try {
      const url = new URL(process.env.DATABASE_URL!)
      url.pathname = `/${name}`
      await run(url.toString())
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    }
  }
  try {
    await database('pg', (url) => measureEngine('PostgreSQL', { DATABASE_URL: url }))
    await database('pg2', async (url) => {
      const { server } = await startChain('PostgreSQL-2-workers', 100, { DATABASE_URL: url, WORKERS: '2' })
      try {
        await measure('[PostgreSQL, WORKERS=2] screen poll as the app sends it (REST)', screenPoll(server.baseURL, screenToken(0)), 50, server.pid)
      } finally {
        await server.stop()
      }
    })
  } finally {
    await admin.end()
  }
}

console.log(`\n${durationSeconds} s per target, loopback, ${new Date().toISOString()}; ratios against the bare route at the same connection count`)
console.log('target'.padEnd(64), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'vs baseline'.padStart(12), 'CPU µs/req'.padStart(11), 'errors'.padStart(7))
for (const figures of results) {
  const baseline = figures.name.endsWith('@50') ? baseline50 : baseline10
  const ratio = figures.requestsPerSecond / baseline.requestsPerSecond
  console.log(
    figures.name.padEnd(64),
    figures.requestsPerSecond.toFixed(0).padStart(9),
    String(figures.p99).padStart(8),
    `${(ratio * 100).toFixed(1)}%`.padStart(12),
    (figures.cpuPerRequest === undefined ? '' : figures.cpuPerRequest.toFixed(0)).padStart(11),
    String(figures.errors).padStart(7),
  )
}
for (const note of notes) console.log(note)
if (profileDir) console.log(`CPU profiles in ${profileDir} (open in Chrome DevTools › Performance)`)
if (results.some((figures) => figures.errors > 0)) {
  console.error('Some requests failed: the figures above are not valid.')
  process.exitCode = 1
}
