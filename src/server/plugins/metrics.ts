import { createHash, timingSafeEqual } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { FastifyInstance, onResponseHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client'
import { SCREEN_CONNECTED_WINDOW_MS } from '../../shared/constants'
import { API_MESSAGES } from '../../shared/messages'
import { unauthorized } from '../lib/httpErrors'
import { createRouteHistogram, registerRouteHistogram } from '../lib/routeHistogram'

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's Prometheus registry (docs/OPERATIONS.md#metrics); only when metrics are on. */
    readonly metrics: Registry
  }
}

export interface MetricsPluginOptions {
  /** METRICS_TOKEN: serves GET /metrics on the app's port to `Authorization: Bearer <token>`; unset serves none here. */
  token?: string
  /** How long figures read from the database are reused (default 10 s, whatever the scrape rate and the number of scrapers). */
  databaseFiguresMs?: number
}

/** Seconds: from a poll answered from memory (about a millisecond) to a slow console export. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const DATABASE_PING_MS = 1_000

const digest = (value: string) => createHash('sha256').update(value).digest()

/** A bearer check whose time does not depend on how much of the token was right. */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '')
  return match !== null && timingSafeEqual(digest(match[1]), expected)
}

interface DatabaseFigures {
  connectedByLocation: { location: string; screens: number }[]
  openAlertsByKind: { kind: string; alerts: number }[]
  webhook: { pending: number; failed: number }
}

async function readDatabaseFigures(app: FastifyInstance): Promise<DatabaseFigures> {
  const rows = async <Row>(query: ReturnType<typeof sql>) => ((await app.db.execute(query)) as { rows?: Row[] }).rows ?? []
  const since = new Date(Date.now() - SCREEN_CONNECTED_WINDOW_MS).toISOString()
  const [connected, open, webhook] = await Promise.all([
    rows<{ location: string; screens: number }>(sql`
      select l.location_identifier as location, count(*)::int as screens from screens s join locations l on l.id = s.location_id
      where s.status_updated_at > ${since}::timestamptz group by l.location_identifier`),
    rows<{ kind: string; alerts: number }>(sql`select kind, count(*)::int as alerts from alerts where resolved_at is null group by kind`),
    rows<{ pending: number; failed: number }>(sql`
      select count(*) filter (where delivery = 'pending')::int as pending, count(*) filter (where delivery = 'failed')::int as failed from alerts
      where delivery in ('pending', 'failed')`),
  ])
  return { connectedByLocation: connected, openAlertsByKind: open, webhook: webhook[0] ?? { pending: 0, failed: 0 } }
}

/**
 * Prometheus metrics (docs/OPERATIONS.md#metrics): the process's own, each route's rate, latency and
 * errors, and the fleet's figures. Registered only when metrics are on (METRICS_TOKEN or
 * METRICS_PORT). What a request pays is one hook that counts it in its route's series
 * (`routeHistogram.ts`); the fleet's and the database's figures are read when scraped, never on a request.
 */
async function metricsPlugin(app: FastifyInstance, options: MetricsPluginOptions) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]

  // Labelled by the route's template (`/api/v1/screens/:id`), never the raw URL: the series stay bounded.
  // Each route gets its own onResponse hook that knows its template, so a request reads no route options.
  const requests = createRouteHistogram(
    'studio_http_request_duration_seconds',
    'HTTP requests by method, route template and status: rate (_count), latency, errors (status 5xx)',
    LATENCY_BUCKETS,
  )
  registerRouteHistogram(registry, requests)
  app.addHook('onRoute', (route) => {
    const template = route.url
    const timed: onResponseHookHandler = (request, reply, done) => {
      requests.observe(request.method, template, reply.statusCode, reply.elapsedTime / 1000)
      done()
    }
    route.onResponse = [timed, ...(route.onResponse === undefined ? [] : Array.isArray(route.onResponse) ? route.onResponse : [route.onResponse])]
  })

  new Gauge({ name: 'studio_push_streams', help: 'Open push streams of screens on this process', registers, collect: gaugeOf(() => app.fleet.streams()) })
  new Gauge({
    name: 'studio_bus_connected',
    help: 'Whether this process hears the others (1) or its bus is reconnecting (0)',
    registers,
    collect: gaugeOf(() => (app.fleet.busConnected() ? 1 : 0)),
  })
  new Gauge({
    name: 'studio_graphql_gateway_failed',
    help: 'Whether the GraphQL gateway failed to load on this process (1; /graphql answers 503 until a request loads it) or not (0)',
    registers,
    collect: gaugeOf(() => (app.hasDecorator('graphqlState') && app.graphqlState() === 'failed' ? 1 : 0)),
  })
  new Gauge({
    name: 'studio_heartbeats_pending',
    help: 'Screens whose last heartbeat waits for the next batched write',
    registers,
    collect: gaugeOf(() => app.fleet.heartbeats.stats().pending),
  })
  new Gauge({
    name: 'studio_heartbeat_flush_lag_seconds',
    help: 'Seconds since heartbeats were last written (grows while the database is away)',
    registers,
    aggregator: 'max',
    collect: gaugeOf(() => {
      const last = app.fleet.heartbeats.stats().lastFlush
      return last ? (Date.now() - last.at) / 1000 : 0
    }),
  })
  new Gauge({
    name: 'studio_heartbeat_last_flush_screens',
    help: 'Screens written by the last heartbeat flush',
    registers,
    collect: gaugeOf(() => app.fleet.heartbeats.stats().lastFlush?.screens ?? 0),
  })
  new Gauge({
    name: 'studio_heartbeat_last_flush_seconds',
    help: 'How long the last heartbeat flush took',
    registers,
    aggregator: 'max',
    collect: gaugeOf(() => (app.fleet.heartbeats.stats().lastFlush?.ms ?? 0) / 1000),
  })
  new Counter({
    name: 'studio_cache_reads_total',
    help: 'Reads of the hot path caches, answered from memory (hit) or loaded (miss)',
    labelNames: ['cache', 'result'] as const,
    registers,
    collect() {
      this.reset()
      for (const [cache, { hits, misses }] of Object.entries(app.fleet.cacheStats())) {
        this.inc({ cache, result: 'hit' }, hits)
        this.inc({ cache, result: 'miss' }, misses)
      }
    },
  })
  // The business's own figures, counted by the routes (plugins/activity.ts) and summed across workers.
  new Counter({
    name: 'studio_class_runs_started_total',
    help: 'Class runs opened: a Start press (manual) or the first clip reported of a class (automatic)',
    labelNames: ['kind'] as const,
    registers,
    collect() {
      this.reset()
      for (const [kind, runs] of Object.entries(app.activity.totals.runsStarted)) this.inc({ kind }, runs)
    },
  })
  new Counter({
    name: 'studio_plays_stored_total',
    help: 'Plays (clips a screen showed) stored as proof of play; a report sent again counts nothing twice',
    registers,
    collect() {
      this.reset()
      this.inc(app.activity.totals.playsStored)
    },
  })
  new Counter({
    name: 'studio_scope_refusals_total',
    help: 'Requests refused (answered 404) because what they named lies outside the caller’s scope: a regional admin, location staff or an API key reaching for another studio',
    labelNames: ['target', 'scope'] as const,
    registers,
    collect() {
      this.reset()
      for (const [key, refusals] of app.activity.totals.scopeRefusals) {
        const [target, scope] = key.split('|')
        this.inc({ target, scope }, refusals)
      }
    },
  })
  const reconnects = new Counter({ name: 'studio_bus_reconnects_total', help: 'Times the bus reconnected after losing the database', registers })
  const stopResync = app.fleet.onResync(() => reconnects.inc())
  app.addHook('onClose', async () => stopResync())

  // Figures read from the database: the same for every process, so a cluster keeps the highest, not the sum.
  let figures: { at: number; read: Promise<DatabaseFigures | null> } | undefined
  const databaseFigures = () => {
    if (!figures || Date.now() - figures.at >= (options.databaseFiguresMs ?? 10_000)) {
      const read = app.pingDatabase(DATABASE_PING_MS).then((up) => (up ? readDatabaseFigures(app) : null))
      figures = { at: Date.now(), read: read.catch(() => null) }
    }
    return figures.read
  }
  new Gauge({
    name: 'studio_database_up',
    help: 'Whether the database answered the last scrape (1) or not (0)',
    registers,
    aggregator: 'min',
    async collect() {
      this.set((await databaseFigures()) ? 1 : 0)
    },
  })
  new Gauge({
    name: 'studio_screens_connected',
    help: 'Screens with a heartbeat in the last 90 s, by location (its studio number; as last written, up to one heartbeat flush behind)',
    labelNames: ['location'] as const,
    registers,
    aggregator: 'max',
    async collect() {
      this.reset()
      for (const row of (await databaseFigures())?.connectedByLocation ?? []) this.set({ location: row.location }, row.screens)
    },
  })
  new Gauge({
    name: 'studio_alerts_open',
    help: 'Open alerts by kind',
    labelNames: ['kind'] as const,
    registers,
    aggregator: 'max',
    async collect() {
      this.reset()
      for (const row of (await databaseFigures())?.openAlertsByKind ?? []) this.set({ kind: row.kind }, row.alerts)
    },
  })
  new Gauge({
    name: 'studio_alert_webhook',
    help: 'Alerts the webhook still owes (pending) and has given up on (failed)',
    labelNames: ['state'] as const,
    registers,
    aggregator: 'max',
    async collect() {
      const webhook = (await databaseFigures())?.webhook
      if (!webhook) return
      this.set({ state: 'pending' }, webhook.pending)
      this.set({ state: 'failed' }, webhook.failed)
    },
  })

  app.decorate('metrics', registry)

  if (options.token) {
    const expected = digest(options.token)
    app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
      if (!request.headers.authorization) throw unauthorized(API_MESSAGES.authRequired)
      if (!bearerMatches(request.headers.authorization, expected)) throw unauthorized(API_MESSAGES.invalidToken)
      return reply.type(registry.contentType).send(await registry.metrics())
    })
  }
}

/** A gauge's `collect` that sets it to `read()` when scraped. */
function gaugeOf(read: () => number) {
  return function (this: Gauge) {
    this.set(read())
  }
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['db', 'fleet', 'activity'] })
