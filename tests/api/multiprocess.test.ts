// Two real server processes on one PostgreSQL database (docs/FLEET.md): they migrate and seed once,
// and what is done through one reaches screens served by the other. PostgreSQL only: the embedded
// database belongs to one process.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../e2e/server'
import { databaseUrl, dropLater, runDatabaseName } from './globalSetup'
import { loopbackCall } from './loopback'
import { openStream, SCREEN_TOKEN, until } from './sse'

const url = process.env.DATABASE_URL
describe.skipIf(!url)('two server processes on one PostgreSQL database', () => {
  const name = runDatabaseName('multiprocess')
  let admin: pg.Client
  let a: RunningServer
  let b: RunningServer
  let token: string
  let headers: Record<string, string>
  let demoId: string
  let screenId: string
  /** A webhook receiver on loopback: every alert message either process sends. */
  let receiver: Server
  const hooks: { event: string; alert: { kind: string; details: Record<string, unknown> } }[] = []

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
      request.on('end', () => {
        hooks.push(JSON.parse(body) as (typeof hooks)[number])
        response.writeHead(204).end()
      })
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database "${name}"`)
    // Started at the same moment on an empty database: they must migrate and seed once between them.
    // Both check for alerts every second, racing each other on purpose.
    const env = {
      DATABASE_URL: databaseUrl(url!, name),
      HEARTBEAT_FLUSH_MS: '1000',
      ALERT_CHECK_SECONDS: '1',
      ALERT_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/alerts`,
    }
    ;[a, b] = await Promise.all([startServer(env), startServer(env)])
    const login = await fetch(`${a.baseURL}/api/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: a.adminEmail, password: a.adminPassword }),
    })
    token = ((await login.json()) as { data: { token: string } }).data.token
    headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  }, 120_000)

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await admin.query(`alter database "${name}" allow_connections true`).catch(() => {})
    dropLater(url!, name)
    await admin.end()
    await new Promise((resolve) => receiver?.close(resolve))
  }, 60_000)

  it('migrated and seeded exactly once', async () => {
    const db = new pg.Client({ connectionString: databaseUrl(url!, name) })
    await db.connect()
    try {
      expect((await db.query('select count(*)::int as n from users')).rows[0].n).toBe(1)
      expect((await db.query('select count(*)::int as n from locations')).rows[0].n).toBe(1)
      expect((await db.query('select count(*)::int as n from screens')).rows[0].n).toBe(9)
      expect((await db.query('select count(*)::int as n from rounds')).rows[0].n).toBe(9)
      const location = await db.query('select id from locations limit 1')
      demoId = location.rows[0].id as string
      screenId = (await db.query('select id from screens where location_id = $1 and round = 1', [demoId])).rows[0].id as string
    } finally {
      await db.end()
    }
  })

  it('carries Start, heartbeats and a disconnect from one process to a screen on the other', async () => {
    // Pair through both: the screen registers at A, staff link it through B, the screen collects at A.
    const link = (await (
      await fetch(`${a.baseURL}/api/v1/screenlinks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    ).json()) as {
      data: { id: string; authCode: string }
    }
    const code = link.data.authCode
    const linked = await fetch(`${b.baseURL}/api/v1/screens/link/${screenId}`, { method: 'PUT', headers, body: JSON.stringify({ authCode: code }) })
    expect(linked.status).toBe(200)
    const collected = (await (await fetch(`${a.baseURL}/api/v1/screenlinks/${link.data.id}`)).json()) as { data: { token: string } }
    const screenToken = collected.data.token
    const device = { [SCREEN_TOKEN]: screenToken, 'content-type': 'application/json' }

    // The screen streams from B; staff press Start through A.
    const stream = openStream(b.baseURL, screenToken)
    await stream.ready
    expect(await stream.next()).toMatchObject({ event: 'class', data: { classStart: false } })
    const pressed = Date.now()
    const started = await fetch(`${a.baseURL}/api/v1/locations/${demoId}/class`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ automaticMode: false, classStart: true }),
    })
    expect(started.status).toBe(200)
    expect(await stream.next()).toMatchObject({ event: 'class', data: { classStart: true, automaticMode: false } })
    console.log(`Start through A reached the stream on B after ${Date.now() - pressed} ms`)
    // B's poll answers the new state at once: its cache was dropped by the same message.
    const poll = await fetch(`${b.baseURL}/api/v1/screens/poll`, {
      method: 'POST',
      headers: device,
      body: JSON.stringify({ playing: true, automaticMode: false }),
    })
    expect(((await poll.json()) as { data: { classStart: boolean } }).data.classStart).toBe(true)

    // A heartbeat sent to A shows Connected through B once A has written it.
    const beat = Date.now()
    expect(
      (await fetch(`${a.baseURL}/api/v1/screens/poll`, { method: 'POST', headers: device, body: JSON.stringify({ playing: true, automaticMode: false }) }))
        .status,
    ).toBe(200)
    await until(async () => {
      const screen = (await (await fetch(`${b.baseURL}/api/v1/screens/${screenId}`, { headers })).json()) as {
        data: { status: { statusUpdatedAt: string | null } }
      }
      const seen = screen.data.status.statusUpdatedAt
      // Later than B's own pending heartbeat: only A's, written by A, can be this recent.
      return seen && Date.parse(seen) >= beat ? true : undefined
    }, 15_000)
    console.log(`A heartbeat at A showed through B after ${Date.now() - beat} ms`)

    // Disconnected through A: B refuses the token and ends the stream.
    const cut = Date.now()
    expect(
      (await fetch(`${a.baseURL}/api/v1/screens/${screenId}/disconnect`, { method: 'POST', headers: { authorization: headers.authorization } })).status,
    ).toBe(200)
    expect(await stream.next()).toMatchObject({ event: 'unlinked', data: { screen: screenId } })
    expect(await stream.next()).toBeNull()
    const refused = await fetch(`${b.baseURL}/api/v1/screens/poll`, {
      method: 'POST',
      headers: device,
      body: JSON.stringify({ playing: false, automaticMode: true }),
    })
    expect(refused.status).toBe(401)
    console.log(`A disconnect through A was refused by B after ${Date.now() - cut} ms`)
    stream.close()
    await fetch(`${a.baseURL}/api/v1/locations/${demoId}/class`, { method: 'PUT', headers, body: JSON.stringify({ automaticMode: true, classStart: false }) })
  }, 60_000)

  it('shares the sign-in limit between the processes', async () => {
    let tried = 0
    const wrong = (server: RunningServer) =>
      fetch(`${server.baseURL}/api/v1/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `nobody${tried++}@studio.test`, password: 'Wrong-Pass1!' }),
      })
    // Thirty failed sign-ins in 15 minutes per address across emails, wherever they land.
    for (let attempt = 0; attempt < 15; attempt++) expect((await wrong(a)).status).toBe(401)
    for (let attempt = 0; attempt < 15; attempt++) expect((await wrong(b)).status).toBe(401)
    const refused = [await wrong(a), await wrong(b)]
    expect(refused.map((answer) => answer.status)).toEqual([429, 429])
    expect(((await refused[0].json()) as { code: string }).code).toBe('TOO_MANY_ATTEMPTS')
  })

  it("shares a route's own limit between the processes: 30 pairing codes a minute per address, wherever they land", async () => {
    // From an address of its own: the other tests' screens register their codes from 127.0.0.1.
    const register = (server: RunningServer) => loopbackCall(Number(new URL(server.baseURL).port), '127.0.0.31', 'POST', '/api/v1/screenlinks', {})
    for (let attempt = 0; attempt < 15; attempt++) expect((await register(a)).status).toBe(200)
    for (let attempt = 0; attempt < 15; attempt++) expect((await register(b)).status).toBe(200)
    const refused = [await register(a), await register(b)]
    expect(refused.map((answer) => answer.status)).toEqual([429, 429])
    expect(refused[0].body.code).toBe('TOO_MANY_ATTEMPTS')
  })

  it('records a class run, readiness and alerts alike whichever process a call lands on', async () => {
    const round2 = await (async () => {
      const db = new pg.Client({ connectionString: databaseUrl(url!, name) })
      await db.connect()
      try {
        return (await db.query('select id from screens where location_id = $1 and round = 2', [demoId])).rows[0].id as string
      } finally {
        await db.end()
      }
    })()
    const link = (await (
      await fetch(`${a.baseURL}/api/v1/screenlinks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    ).json()) as {
      data: { id: string; authCode: string }
    }
    expect(
      (await fetch(`${b.baseURL}/api/v1/screens/link/${round2}`, { method: 'PUT', headers, body: JSON.stringify({ authCode: link.data.authCode }) })).status,
    ).toBe(200)
    const screenToken = ((await (await fetch(`${a.baseURL}/api/v1/screenlinks/${link.data.id}`)).json()) as { data: { token: string } }).data.token
    const device = { [SCREEN_TOKEN]: screenToken, 'content-type': 'application/json' }

    // Start through A; the screen reports to B, then sends the same report again to A (its answer was lost).
    await fetch(`${a.baseURL}/api/v1/locations/${demoId}/class`, { method: 'PUT', headers, body: JSON.stringify({ automaticMode: false, classStart: false }) })
    const started = (await (
      await fetch(`${a.baseURL}/api/v1/locations/${demoId}/class`, { method: 'PUT', headers, body: JSON.stringify({ classStart: true }) })
    ).json()) as {
      data: { classStartedAt: string }
    }
    const anchor = started.data.classStartedAt
    const play = {
      id: 'multiprocess-play-1',
      run: { kind: 'manual', anchor, format: 'normal' },
      position: 0,
      clipKind: 'countdown',
      step: 1,
      startedAt: anchor,
      endedAt: anchor,
      source: 'cache',
      replaced: false,
      stalls: 0,
      stallMs: 0,
    }
    const report = (baseURL: string) =>
      fetch(`${baseURL}/api/v1/screens/plays`, { method: 'POST', headers: device, body: JSON.stringify({ plays: [play] }) }).then((response) => response.json())
    expect(await report(b.baseURL)).toEqual({ data: { accepted: 1, duplicates: 0 } })
    expect(await report(a.baseURL)).toEqual({ data: { accepted: 0, duplicates: 1 } })
    const runs = (await (await fetch(`${b.baseURL}/api/v1/locations/${demoId}/class-runs`, { headers })).json()) as {
      data: { plannedStartAt: string; clips: number; startedBy: string }[]
    }
    expect(runs.data.filter((run) => run.plannedStartAt === anchor).map((run) => run.clips)).toEqual([1])

    // The device's state told to B reads through A once B has written its heartbeats.
    const state = { appVersion: '0.0.1-old', cacheAvailable: true, clipsWanted: 17, clipsCached: 3 }
    expect(
      (
        await fetch(`${b.baseURL}/api/v1/screens/poll`, {
          method: 'POST',
          headers: device,
          body: JSON.stringify({ playing: true, automaticMode: false, device: state }),
        })
      ).status,
    ).toBe(200)
    const reasons = await until(async () => {
      const readiness = (await (await fetch(`${a.baseURL}/api/v1/locations/${demoId}/readiness`, { headers })).json()) as {
        data: { screens: { round: number; reasons: string[] }[] }
      }
      const found = readiness.data.screens.find((screen) => screen.round === 2)!.reasons
      return found.includes('clipsDownloading') ? found : undefined
    }, 15_000)
    expect(reasons).toEqual(['clipsDownloading', 'oldVersion'])
    await fetch(`${a.baseURL}/api/v1/locations/${demoId}/class`, { method: 'PUT', headers, body: JSON.stringify({ automaticMode: true, classStart: false }) })

    // Round 9 loses its workout (through A): both processes check every second, one alert is raised, the
    // webhook hears of it once; a workout added through B resolves it, and the webhook hears that once too.
    const workouts = (await (
      await fetch(`${a.baseURL}/api/v1/workouts?pageSize=100&q=${encodeURIComponent(JSON.stringify({ round: 9 }))}`, { headers })
    ).json()) as { data: { id: string }[] }
    for (const workout of workouts.data)
      expect((await fetch(`${a.baseURL}/api/v1/workouts/${workout.id}`, { method: 'DELETE', headers: { authorization: headers.authorization } })).status).toBe(
        200,
      )
    await until(async () => (hooks.some((hook) => hook.event === 'alert.raised' && hook.alert.kind === 'noWorkoutTomorrow') ? true : undefined), 20_000)
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    const alerts = (await (await fetch(`${b.baseURL}/api/v1/alerts`, { headers })).json()) as { data: { kind: string; details: { round?: number } }[] }
    expect(alerts.data.filter((alert) => alert.kind === 'noWorkoutTomorrow' && alert.details.round === 9)).toHaveLength(1)
    expect(hooks.filter((hook) => hook.event === 'alert.raised' && hook.alert.kind === 'noWorkoutTomorrow')).toHaveLength(1)
    const today = new Date().toISOString().slice(0, 10)
    const later = new Date(Date.now() + 14 * 24 * 60 * 60_000).toISOString().slice(0, 10)
    const added = await fetch(`${b.baseURL}/api/v1/workouts`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Round 9 again', round: 9, startDate: today, endDate: later }),
    })
    expect(added.status).toBe(200)
    await until(async () => (hooks.some((hook) => hook.event === 'alert.resolved' && hook.alert.kind === 'noWorkoutTomorrow') ? true : undefined), 20_000)
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    expect(hooks.filter((hook) => hook.alert.kind === 'noWorkoutTomorrow').map((hook) => hook.event)).toEqual(['alert.raised', 'alert.resolved'])
  }, 90_000)

  it('answers 503 with Retry-After while the database is away, keeps screens polling, and recovers', async () => {
    const link = (await (
      await fetch(`${a.baseURL}/api/v1/screenlinks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    ).json()) as {
      data: { id: string; authCode: string }
    }
    const code = link.data.authCode
    expect((await fetch(`${a.baseURL}/api/v1/screens/link/${screenId}`, { method: 'PUT', headers, body: JSON.stringify({ authCode: code }) })).status).toBe(200)
    const screenToken = ((await (await fetch(`${a.baseURL}/api/v1/screenlinks/${link.data.id}`)).json()) as { data: { token: string } }).data.token
    const device = { [SCREEN_TOKEN]: screenToken, 'content-type': 'application/json' }
    const pollA = () =>
      fetch(`${a.baseURL}/api/v1/screens/poll`, { method: 'POST', headers: device, body: JSON.stringify({ playing: false, automaticMode: true }) })
    expect((await pollA()).status).toBe(200)

    // The database goes away: no new connections, and the open ones are cut.
    await admin.query(`alter database "${name}" allow_connections false`)
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name])
    try {
      const health = await until(async () => {
        const response = await fetch(`${a.baseURL}/api/v1/health`)
        return response.status === 503 ? response : undefined
      }, 10_000)
      expect(health.headers.get('retry-after')).toBe('5')
      expect(((await health.json()) as { data: { database: string } }).data.database).toBe('down')
      const started = Date.now()
      const list = await fetch(`${a.baseURL}/api/v1/locations`, { headers })
      expect(list.status).toBe(503)
      expect(list.headers.get('retry-after')).toBe('5')
      expect(await list.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' })
      console.log(`A console read answered 503 after ${Date.now() - started} ms while the database was away`)
      // The screen's poll answers from memory all the same.
      expect((await pollA()).status).toBe(200)
    } finally {
      await admin.query(`alter database "${name}" allow_connections true`)
    }
    await until(async () => ((await fetch(`${a.baseURL}/api/v1/health`)).status === 200 ? true : undefined), 15_000)
    expect((await fetch(`${a.baseURL}/api/v1/locations`, { headers })).status).toBe(200)
  }, 60_000)
})
