// The database away under a real server process (on PostgreSQL, metrics on their own port), as
// docs/OPERATIONS.md#the-database-stopped-for-a-minute tells it: the probes say what is true, the
// screen keeps polling and keeps its push stream, a Start is refused with its code, the metrics show
// the outage; once the database is back, the held heartbeat is written and a Start reaches the very
// stream that stayed open. tests/api/probes.test.ts checks the probes in-process on both engines.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, startServer, type RunningServer } from '../e2e/server'
import { scratchDatabase, type ScratchDatabase } from './globalSetup'
import { openStream, SCREEN_TOKEN, until } from './sse'

const url = process.env.DATABASE_URL

describe.skipIf(!url)('a real server while its PostgreSQL database is away', () => {
  let database: ScratchDatabase
  let server: RunningServer
  let metricsPort: number
  let headers: Record<string, string>

  const status = async (path: string) => (await fetch(`${server.baseURL}${path}`)).status
  /** A sample's value on the metrics port (the workers' figures, aggregated by the primary). */
  const metric = async (sample: string) => {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
    const line = text.split('\n').find((entry) => entry.startsWith(`${sample} `))
    return line === undefined ? undefined : Number(line.split(' ')[1])
  }
  const classAt = (classStart: boolean, locationId: string) =>
    fetch(`${server.baseURL}/api/v1/locations/${locationId}/class`, { method: 'PUT', headers, body: JSON.stringify({ automaticMode: false, classStart }) })

  beforeAll(async () => {
    database = await scratchDatabase(url!, 'outage')
    metricsPort = await freePort()
    server = await startServer({ DATABASE_URL: database.url, WORKERS: '1', METRICS_PORT: String(metricsPort), HEARTBEAT_FLUSH_MS: '500' })
    const login = await fetch(`${server.baseURL}/api/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: server.adminEmail, password: server.adminPassword }),
    })
    headers = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`, 'content-type': 'application/json' }
  }, 120_000)

  afterAll(async () => {
    await database?.allowConnections(true).catch(() => {})
    await server?.stop()
    await database?.release()
  }, 60_000)

  it('keeps the screen served and says so in probes and metrics, then catches up', async () => {
    const db = new pg.Client({ connectionString: database.url })
    await db.connect()
    const locationId = (await db.query<{ id: string }>('select id from locations limit 1')).rows[0].id
    const screenId = (await db.query<{ id: string }>('select id from screens where location_id = $1 and round = 1', [locationId])).rows[0].id
    await db.end()
    const link = (await (
      await fetch(`${server.baseURL}/api/v1/screenlinks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    ).json()) as {
      data: { id: string; authCode: string }
    }
    expect(
      (await fetch(`${server.baseURL}/api/v1/screens/link/${screenId}`, { method: 'PUT', headers, body: JSON.stringify({ authCode: link.data.authCode }) }))
        .status,
    ).toBe(200)
    const token = ((await (await fetch(`${server.baseURL}/api/v1/screenlinks/${link.data.id}`)).json()) as { data: { token: string } }).data.token
    const poll = () =>
      fetch(`${server.baseURL}/api/v1/screens/poll`, {
        method: 'POST',
        headers: { [SCREEN_TOKEN]: token, 'content-type': 'application/json' },
        body: JSON.stringify({ playing: false, automaticMode: false }),
      })
    expect((await poll()).status).toBe(200)
    const stream = openStream(server.baseURL, token)
    try {
      await stream.ready
      expect(await stream.next(15_000)).toMatchObject({ event: 'class' })
      await expect.poll(() => metric('studio_database_up'), { timeout: 30_000, interval: 500 }).toBe(1)
      // Ready before the outage (its GraphQL gateway loads in the seconds after it listens): the point is that it stays so.
      await expect.poll(() => status('/readyz'), { timeout: 30_000, interval: 250 }).toBe(200)

      // The database refuses connections and its open ones are cut, as when it is stopped.
      await database.allowConnections(false)
      await database.admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [database.name])
      await expect.poll(() => status('/api/v1/health'), { timeout: 20_000, interval: 500 }).toBe(503)
      expect(await status('/livez')).toBe(200)
      expect(await status('/readyz')).toBe(200)
      const polledAway = Date.now()
      for (let count = 0; count < 3; count += 1) expect((await poll()).status).toBe(200)
      const refused = await classAt(true, locationId)
      expect(refused.status).toBe(503)
      expect(((await refused.json()) as { code: string }).code).toBe('DATABASE_UNAVAILABLE')
      // Read at most every 10 s per process: the outage shows within a scrape or two.
      await expect.poll(() => metric('studio_database_up'), { timeout: 30_000, interval: 500 }).toBe(0)
      await expect.poll(async () => (await metric('studio_heartbeat_flush_lag_seconds')) ?? 0, { timeout: 30_000, interval: 500 }).toBeGreaterThan(2)

      await database.allowConnections(true)
      await expect.poll(() => status('/api/v1/health'), { timeout: 30_000, interval: 500 }).toBe(200)
      await expect.poll(() => metric('studio_database_up'), { timeout: 30_000, interval: 500 }).toBe(1)
      // The heartbeat taken during the outage is written now.
      await until(async () => {
        const screen = (await (await fetch(`${server.baseURL}/api/v1/screens/${screenId}`, { headers })).json()) as {
          data: { status: { statusUpdatedAt: string | null } }
        }
        const seen = screen.data.status.statusUpdatedAt
        return seen && Date.parse(seen) >= polledAway - 1_000 ? true : undefined
      }, 30_000)
      // The stream opened before the outage carries the next Start: it stayed open throughout.
      expect((await classAt(true, locationId)).status).toBe(200)
      const frames: unknown[] = []
      await until(async () => {
        const frame = await stream.next(30_000)
        expect(frame, 'the stream ended').not.toBeNull()
        frames.push(frame)
        return (frame as { event: string; data: { classStart?: boolean } }).data.classStart === true ? true : undefined
      }, 30_000)
    } finally {
      stream.close()
    }
  }, 150_000)
})
