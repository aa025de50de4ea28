// `npm run bench`: throughput and p99 latency of the real server, as ratios against a bare
// Fastify route measured in the same run. Load comes from this process; each server runs in a
// child process of its own, on loopback, on a fresh embedded database.
import autocannon from 'autocannon'
import { startServer, type RunningServer } from '../tests/e2e/server'
import { spawn } from 'node:child_process'
import { apiLogin } from '../tests/e2e/support'
import pg from 'pg'

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)

interface Figures {
  name: string
  requestsPerSecond: number
  p99: number
  non2xx: number
}

async function measure(name: string, options: autocannon.Options): Promise<Figures> {
  // A short warm-up so JIT and caches are in the same state for every target.
  await autocannon({ ...options, duration: 1, connections })
  const result = await autocannon({ ...options, duration: durationSeconds, connections })
  return { name, requestsPerSecond: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx + result.errors }
}

async function startHello(): Promise<{ url: string; stop(): void }> {
  const port = 20000 + Math.floor(Math.random() * 20000)
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/hello.ts'], { env: { ...process.env, PORT: String(port) }, stdio: 'inherit' })
  const url = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await fetch(`${url}/hello`)
      return { url, stop: () => child.kill('SIGTERM') }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error('the baseline server did not start')
}

/** Pairs the demo location's first screen the way a device and staff do, and returns its token. */
async function pairDemoScreen(baseURL: string, adminToken: string): Promise<string> {
  async function json<T>(response: Response): Promise<{ data: T }> {
    if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`)
    return (await response.json()) as { data: T }
  }
  const headers = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' }
  const authCode = 'BENCH1'
  const link = await json<{ id: string }>(await fetch(`${baseURL}/api/v1/screenlinks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ authCode }) }))
  const screens = await json<{ id: string }[]>(await fetch(`${baseURL}/api/v1/screens?pageSize=1`, { headers }))
  await json(await fetch(`${baseURL}/api/v1/screens/link/${screens.data[0].id}`, { method: 'PUT', headers, body: JSON.stringify({ authCode }) }))
  const linked = await json<{ token: string }>(await fetch(`${baseURL}/api/v1/screenlinks/${link.data.id}`))
  return linked.data.token
}

const results: Figures[] = []
const hello = await startHello()
results.push(await measure('bare Fastify route (baseline)', { url: `${hello.url}/hello` }))
hello.stop()

/** The four product targets against one server; `label` names its database. */
async function measureServer(label: string, env: Record<string, string> = {}): Promise<void> {
  let server: RunningServer | undefined
  try {
    server = await startServer(env)
    const token = await apiLogin(server.baseURL, server.adminEmail, server.adminPassword)
    const auth = { authorization: `Bearer ${token}` }
    results.push(await measure(`[${label}] REST GET /api/v1/locations`, { url: `${server.baseURL}/api/v1/locations`, headers: auth }))
    const screenToken = await pairDemoScreen(server.baseURL, token)
    const device = { 'screen-auth-token': screenToken, 'content-type': 'application/json' }
    results.push(
      await measure(`[${label}] screen poll POST /screens/poll`, {
        url: `${server.baseURL}/api/v1/screens/poll`,
        method: 'POST',
        headers: device,
        body: JSON.stringify({ playing: false, automaticMode: true }),
      }),
    )
    results.push(
      await measure(`[${label}] heartbeat PATCH /screens/auth`, {
        url: `${server.baseURL}/api/v1/screens/auth`,
        method: 'PATCH',
        headers: device,
        body: JSON.stringify({ status: { label: 'Connected', isConnected: true, statusUpdatedAt: new Date().toISOString() }, refreshFlag: false }),
      }),
    )
    results.push(
      await measure(`[${label}] GraphQL listLocations (Mesh)`, {
        url: `${server.baseURL}/graphql`,
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ listLocations { data { id name locationIdentifier timeZone } meta { total } } }' }),
      }),
    )
  } finally {
    await server?.stop()
  }
}

await measureServer('PGlite')

// With DATABASE_URL set (as CI and this machine have), the same targets on PostgreSQL, in a database
// made for this run and dropped after it.
if (process.env.DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  const name = `bench_${process.pid}_${Date.now()}`
  await admin.query(`CREATE DATABASE ${name}`)
  try {
    const url = new URL(process.env.DATABASE_URL)
    url.pathname = `/${name}`
    await measureServer('PostgreSQL', { DATABASE_URL: url.toString() })
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
}

const baseline = results[0]
console.log(`\n${durationSeconds} s per target, ${connections} connections, loopback, ${new Date().toISOString()}`)
console.log('target'.padEnd(52), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'vs baseline req/s'.padStart(19), 'errors'.padStart(7))
for (const figures of results) {
  const ratio = figures.requestsPerSecond / baseline.requestsPerSecond
  console.log(
    figures.name.padEnd(52),
    figures.requestsPerSecond.toFixed(0).padStart(9),
    String(figures.p99).padStart(8),
    `${ratio.toFixed(3)}×`.padStart(19),
    String(figures.non2xx).padStart(7),
  )
}
if (results.some((figures) => figures.non2xx > 0)) {
  console.error('Some requests failed: the figures above are not valid.')
  process.exitCode = 1
}
