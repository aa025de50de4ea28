// Prometheus metrics (docs/OPERATIONS.md#metrics): off unless configured, behind a bearer token on the
// app's port or on a port of their own, and moving with the traffic.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_STUDIO_NUMBER } from '../../src/server/db/seed'
import { processFigures, serveMetricsPort } from '../../src/server/lib/metricsPort'
import { USERS } from './fixtures'
import { bearer, buildTestApp, type TestApp } from './helpers'
import { automaticPlay, pastClass, play, scheduleClasses } from './playsHelpers'
import { consoleCall, pairScreen, screenCall, templateIds } from './screensHelpers'

const TOKEN = 'metrics-token-for-the-tests-0123'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ metrics: { token: TOKEN, databaseFiguresMs: 0 } })
})
afterAll(async () => {
  await t?.close()
})

const scrape = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })
  expect(response.statusCode).toBe(200)
  return response.body
}

/** The value of one series in Prometheus's text format (0 when absent). */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

describe('metrics', () => {
  it('are off by default: no /metrics, no hook', async () => {
    const plain = await buildTestApp()
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(404)
      expect(plain.app.hasDecorator('metrics')).toBe(false)
    } finally {
      await plain.close()
    }
  })

  it('answer only the bearer of METRICS_TOKEN', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' })
    expect(none.statusCode).toBe(401)
    expect(none.json()).toMatchObject({ code: 'AUTH_REQUIRED' })
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(`${TOKEN}x`) })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toMatchObject({ code: 'INVALID_TOKEN' })
    const right = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })
    expect(right.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(right.body).toContain('process_cpu_user_seconds_total')
    expect(right.body).toContain('nodejs_eventloop_lag_seconds')
  })

  it('count each route by its template with latency and status, and the fleet’s figures', async () => {
    const ids = await templateIds(t)
    const screenToken = await pairScreen(t, await t.login(USERS.admin), ids.demoScreen(3))
    const poll = (token: string) => screenCall(t, 'POST', '/api/v1/screens/poll', token, { playing: false, automaticMode: true })
    const series = 'studio_http_request_duration_seconds_count{method="POST",route="/api/v1/screens/poll",status="200"}'
    const before = valueOf(await scrape(), series)
    for (let index = 0; index < 3; index += 1) expect((await poll(screenToken)).statusCode).toBe(200)
    expect((await poll('not-a-token')).statusCode).toBe(401)
    await t.app.inject({ method: 'GET', url: `/api/v1/screens/${ids.demoScreen(3)}?secret=1`, headers: bearer(await t.login(USERS.staff)) })
    await t.app.inject({ method: 'GET', url: '/no/such/thing/123' })
    await t.app.fleet.heartbeats.flush()

    const text = await scrape()
    expect(valueOf(text, series) - before).toBe(3)
    expect(valueOf(text, 'studio_http_request_duration_seconds_count{method="POST",route="/api/v1/screens/poll",status="401"}')).toBe(1)
    expect(text).toContain('studio_http_request_duration_seconds_bucket{method="POST",route="/api/v1/screens/poll",status="200",le="0.005"}')
    // Templates, never raw URLs: ids, queries and unknown paths make no series of their own.
    expect(valueOf(text, 'studio_http_request_duration_seconds_count{method="GET",route="/api/v1/screens/:id",status="200"}')).toBe(1)
    expect(text).not.toContain(ids.demoScreen(3))
    expect(text).not.toContain('/no/such/thing')

    expect(valueOf(text, 'studio_push_streams')).toBe(0)
    expect(valueOf(text, 'studio_bus_connected')).toBe(1)
    expect(valueOf(text, 'studio_database_up')).toBe(1)
    expect(valueOf(text, `studio_screens_connected{location="${DEMO_STUDIO_NUMBER}"}`)).toBeGreaterThanOrEqual(1)
    expect(text).toContain('studio_alert_webhook{state="pending"} 0')
    expect(valueOf(text, 'studio_heartbeats_pending')).toBe(0)
    expect(valueOf(text, 'studio_cache_reads_total{cache="tokens",result="hit"}')).toBeGreaterThanOrEqual(2)
    expect(valueOf(text, 'studio_cache_reads_total{cache="tokens",result="miss"}')).toBeGreaterThanOrEqual(1)
    // The flush's size: the heartbeat timer may have written the pending beat just before our flush
    // (which then writes none), so beat and flush again until a flush of ours wrote one.
    await expect
      .poll(async () => {
        await poll(screenToken)
        await t.app.fleet.heartbeats.flush()
        return valueOf(await scrape(), 'studio_heartbeat_last_flush_screens')
      })
      .toBeGreaterThanOrEqual(1)
  })

  it('count the class runs started and the plays stored, each once', async () => {
    const ids = await templateIds(t)
    const admin = await t.login(USERS.admin)
    const screenToken = await pairScreen(t, admin, ids.demoScreen(4))
    const report = (plays: object[]) => screenCall(t, 'POST', '/api/v1/screens/plays', screenToken, { plays })
    const figures = async () => {
      const text = await scrape()
      return {
        manual: valueOf(text, 'studio_class_runs_started_total{kind="manual"}'),
        automatic: valueOf(text, 'studio_class_runs_started_total{kind="automatic"}'),
        plays: valueOf(text, 'studio_plays_stored_total'),
      }
    }
    const before = await figures()

    // A Start press opens a manual run; pressing Start again while it runs opens none.
    const setClass = (body: object) => consoleCall(t, 'PUT', `/api/v1/locations/${ids.demoId}/class`, admin, body)
    await setClass({ automaticMode: false })
    const started = (await setClass({ classStart: true })).json().data.classStartedAt as string
    await setClass({ classStart: true })
    const anchor = Date.parse(started)
    const clips = [play(anchor, 0), play(anchor, 1)]
    expect((await report(clips)).json().data).toEqual({ accepted: 2, duplicates: 0 })
    // The answer was lost: the same report again, with one new clip, stores one play more.
    expect((await report([...clips, play(anchor, 2)])).json().data).toEqual({ accepted: 1, duplicates: 2 })
    await setClass({ classStart: false, automaticMode: true })
    expect(await figures()).toEqual({ manual: before.manual + 1, automatic: before.automatic, plays: before.plays + 3 })

    // A class of the timetable: the first clip reported opens its automatic run, the next ones join it.
    const due = pastClass(20)
    await scheduleClasses(t, ids.demoId, [due.scheduledAt])
    expect((await report([automaticPlay(due, 0)])).statusCode).toBe(200)
    expect((await report([automaticPlay(due, 1)])).statusCode).toBe(200)
    expect(await figures()).toEqual({ manual: before.manual + 1, automatic: before.automatic + 1, plays: before.plays + 5 })
  })

  it('can be served on a port of their own (METRICS_PORT), without a token', async () => {
    let server: Server | undefined
    try {
      server = await serveMetricsPort(0, '127.0.0.1', processFigures(t.app.metrics))
      const { port } = server.address() as AddressInfo
      const answer = await fetch(`http://127.0.0.1:${port}/metrics`)
      expect(answer.status).toBe(200)
      expect(await answer.text()).toContain('studio_http_request_duration_seconds_count')
      expect((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).status).toBe(404)
    } finally {
      server?.close()
    }
  })
})
