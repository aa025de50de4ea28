// Traces with OpenTelemetry, off unless OTEL_EXPORTER_OTLP_ENDPOINT (or _TRACES_ENDPOINT) is set
// (docs/OPERATIONS.md#traces): a span per request, named by its route's template, and a child span
// per database statement run while answering it, exported over OTLP/HTTP in batches. Off, none of
// this is loaded or hooked: the hot path pays nothing.
import type { PGlite, Transaction } from '@electric-sql/pglite'
import { context, SpanKind, SpanStatusCode, trace, type Tracer } from '@opentelemetry/api'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { resourceFromAttributes } from '@opentelemetry/resources'
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type pg from 'pg'
import { APP_VERSION } from '../../shared/constants'
import type { Database } from '../db/client'

export interface TracingConfig {
  /** Where spans are POSTed: the collector's `/v1/traces`. */
  url: string
  serviceName: string
}

export interface Tracing {
  tracer: Tracer
  /** Sends what is waiting now (tests; shutdown does it too). */
  flush(): Promise<void>
  shutdown(): Promise<void>
}

/** Starts the SDK: spans carried through async calls (AsyncLocalStorage), batched to the collector. */
export function startTracing(config: TracingConfig): Tracing {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.serviceName, 'service.version': APP_VERSION }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: config.url }))],
  })
  provider.register()
  return { tracer: provider.getTracer('studio-screens', APP_VERSION), flush: () => provider.forceFlush(), shutdown: () => provider.shutdown() }
}

export interface TracingPluginOptions {
  tracer: Tracer
}

/** One server span per request: `GET /api/v1/screens/:id`, its route template and status; 5xx marks it failed. */
async function tracingPlugin(app: FastifyInstance, { tracer }: TracingPluginOptions) {
  app.addHook('onRequest', (request, reply, done) => {
    const span = tracer.startSpan(request.method, { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method } })
    // `close` comes for every answer, a hijacked push stream's included (Fastify's onResponse does not).
    reply.raw.once('close', () => {
      const route = request.routeOptions.url
      if (route) {
        span.updateName(`${request.method} ${route}`)
        span.setAttribute('http.route', route)
      }
      const status = reply.raw.statusCode
      span.setAttribute('http.response.status_code', status)
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR })
      span.end()
    })
    // Every later line the request logs carries its trace (the "incoming request" line comes before any hook).
    const { traceId, spanId } = span.spanContext()
    request.log = reply.log = request.log.child({ trace_id: traceId, span_id: spanId })
    // The rest of the request (and the GraphQL-to-REST hop it makes in-process) runs inside the span.
    context.with(trace.setSpan(context.active(), span), done)
  })
}

export default fp(tracingPlugin, { name: 'tracing' })

type QueryArg = string | { text: string }

/** A client span around one statement, only inside a traced request (timers and jobs make no root spans). */
function inSpan<T>(tracer: Tracer, statement: QueryArg, work: () => Promise<T>): Promise<T> {
  if (!trace.getSpan(context.active())) return work()
  const text = typeof statement === 'string' ? statement : statement.text
  const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY'
  // Statements are parameterised: their text holds no values.
  const attributes = { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'db.query.text': text.slice(0, 2_000) }
  return tracer.startActiveSpan(operation, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    try {
      return await work()
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) })
      throw error
    } finally {
      span.end()
    }
  })
}

/** Wraps `query` and `exec` of a PGlite transaction (its methods are its own, not the client's). */
function traceQueries(tracer: Tracer, client: Transaction): Transaction {
  return new Proxy(client, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown
      if (key !== 'query' && key !== 'exec') return value
      const method = value as (statement: string, ...rest: unknown[]) => Promise<unknown>
      return (statement: string, ...rest: unknown[]) => inSpan(tracer, statement, () => method.call(target, statement, ...rest))
    },
  })
}

/**
 * Database spans: the driver under drizzle is wrapped in place (pg's pool and the clients a
 * transaction checks out; PGlite's query, exec and transactions). Only called when tracing is on.
 */
export function traceDatabase(database: Database, tracer: Tracer): Database {
  const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client
  if (database.driver === 'postgres') {
    const pool = client as pg.Pool
    const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>
    // pg-pool's own query() checks a client out with a callback: only calls from our code are spans.
    pool.query = ((...args: unknown[]) =>
      typeof args.at(-1) === 'function' ? query(...args) : inSpan(tracer, args[0] as QueryArg, () => query(...args))) as typeof pool.query
    const connect = pool.connect.bind(pool) as (...args: unknown[]) => Promise<pg.PoolClient> | undefined
    pool.connect = ((...args: unknown[]) => {
      if (args.length > 0) return connect(...args)
      return connect()!.then(
        (checkedOut) =>
          new Proxy(checkedOut, {
            get(target, key) {
              const value = Reflect.get(target, key, target) as unknown
              if (typeof value !== 'function') return value
              const method = value as (...args: unknown[]) => unknown
              if (key !== 'query') return method.bind(target)
              return (...args: unknown[]) =>
                typeof args.at(-1) === 'function'
                  ? method.apply(target, args)
                  : inSpan(tracer, args[0] as QueryArg, () => method.apply(target, args) as Promise<unknown>)
            },
          }),
      )
    }) as typeof pool.connect
    return database
  }
  const pglite = client as PGlite
  const query = pglite.query.bind(pglite)
  const exec = pglite.exec.bind(pglite)
  pglite.query = (statement, ...rest) => inSpan(tracer, statement, () => query(statement, ...rest))
  pglite.exec = (statement, ...rest) => inSpan(tracer, statement, () => exec(statement, ...rest))
  const transaction = pglite.transaction.bind(pglite)
  pglite.transaction = (callback) => transaction((tx) => callback(traceQueries(tracer, tx)))
  return database
}
