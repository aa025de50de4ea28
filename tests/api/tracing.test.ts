// OpenTelemetry traces (docs/OPERATIONS.md#traces): a loopback HTTP server stands in for the
// collector and receives, over OTLP/HTTP, a span per request named by its route's template, with the
// database statements run for it as its children; without the variables nothing is hooked.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/server/config'
import { startTracing, traceDatabase, type Tracing } from '../../src/server/plugins/tracing'
import { buildTestApp, type TestApp } from './helpers'
import { USERS } from './fixtures'
import { loopbackCall } from './loopback'

interface OtlpSpan {
  traceId: string
  spanId: string
  parentSpanId?: string
  name: string
  kind: number
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[]
}
interface OtlpExport {
  resourceSpans: { resource: { attributes: OtlpSpan['attributes'] }; scopeSpans: { spans: OtlpSpan[] }[] }[]
}

const attribute = (attributes: OtlpSpan['attributes'], key: string) => {
  const value = attributes.find((entry) => entry.key === key)?.value
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue))
}

describe('traces over OTLP/HTTP', () => {
  let receiver: Server
  const exports: { path: string; body: OtlpExport }[] = []
  let tracing: Tracing
  let t: TestApp
  let port: number
  const logLines: Record<string, unknown>[] = []

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        const raw = Buffer.concat(chunks)
        const text = (request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8')
        exports.push({ path: request.url ?? '', body: JSON.parse(text) as OtlpExport })
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
      })
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
    // As the server reads it: the standard variable, the signal's path added.
    const config = loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: `${endpoint}/`, OTEL_SERVICE_NAME: 'studio-test' }).tracing
    expect(config).toEqual({ url: `${endpoint}/v1/traces`, serviceName: 'studio-test' })
    tracing = startTracing(config!)
    const stream = { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) }
    t = await buildTestApp(
      { tracer: tracing.tracer, logger: { level: 'info', stream }, graphql: { supergraphPath: 'mesh/supergraph.graphql', production: false } },
      (database) => traceDatabase(database, tracing.tracer),
    )
    await t.app.listen({ host: '127.0.0.1', port: 0 })
    port = (t.app.server.address() as AddressInfo).port
  })

  afterAll(async () => {
    await t?.close()
    await tracing?.shutdown()
    await new Promise((resolve) => receiver?.close(resolve))
  })

  /** Every span received so far, with its service's name. */
  const received = () =>
    exports.flatMap(({ body }) =>
      body.resourceSpans.flatMap((resource) =>
        resource.scopeSpans.flatMap((scope) => scope.spans.map((span) => ({ ...span, service: attribute(resource.resource.attributes, 'service.name') }))),
      ),
    )

  it('sends a span per request with its route template and status, and the database statements under it', async () => {
    const signIn = await loopbackCall(port, '127.0.0.2', 'POST', '/api/v1/auth', { email: USERS.superAdmin.email, password: 'Fixture-Pass1!' })
    expect(signIn.status).toBe(200)
    const token = (signIn.body.data as { token: string }).token
    const locations = await loopbackCall(port, '127.0.0.2', 'GET', '/api/v1/locations', undefined, token)
    const locationId = (locations.body.data as { id: string }[])[0].id
    expect((await loopbackCall(port, '127.0.0.2', 'GET', `/api/v1/locations/${locationId}`, undefined, token)).status).toBe(200)
    expect((await loopbackCall(port, '127.0.0.2', 'GET', '/api/v1/locations/not-a-uuid', undefined, token)).status).toBe(400)
    await tracing.flush()

    await expect.poll(() => received().some((span) => span.name === 'GET /api/v1/locations/:id'), { timeout: 15_000 }).toBe(true)
    expect(exports.every((entry) => entry.path === '/v1/traces')).toBe(true)
    const spans = received()
    const read = spans.filter((span) => span.name === 'GET /api/v1/locations/:id')
    expect(read.map((span) => attribute(span.attributes, 'http.response.status_code')).sort()).toEqual([200, 400])
    const ok = read.find((span) => attribute(span.attributes, 'http.response.status_code') === 200)!
    expect(ok).toMatchObject({ kind: 2, service: 'studio-test' }) // SERVER
    expect(attribute(ok.attributes, 'http.route')).toBe('/api/v1/locations/:id')
    // The raw URL (with the id) never names a span.
    expect(spans.some((span) => span.name.includes(locationId))).toBe(false)
    const statements = spans.filter((span) => span.traceId === ok.traceId && span.parentSpanId === ok.spanId)
    expect(statements.length).toBeGreaterThan(0)
    expect(statements[0]).toMatchObject({ kind: 3, name: 'SELECT' }) // CLIENT
    expect(attribute(statements[0].attributes, 'db.query.text')).toMatch(/^select /i)

    // The request's log lines carry its trace.
    const completed = logLines.find((line) => line.msg === 'request completed' && line.trace_id === ok.traceId)
    expect(completed).toMatchObject({ span_id: ok.spanId, res: { statusCode: 200 } })

    // A write in a transaction: its statements are children of the sign-in's span too.
    const signInSpan = spans.find((span) => span.name === 'POST /api/v1/auth')!
    const writes = spans.filter((span) => span.traceId === signInSpan.traceId && span.parentSpanId === signInSpan.spanId)
    expect(writes.map((span) => span.name)).toContain('INSERT')
  })

  it('keeps a GraphQL call one trace: the /graphql span, the REST call the gateway makes for it, and its statements', async () => {
    const signIn = await loopbackCall(port, '127.0.0.3', 'POST', '/api/v1/auth', { email: USERS.admin.email, password: 'Fixture-Pass1!' })
    const token = (signIn.body.data as { token: string }).token
    const query = 'query { listLocations(search: "studio") { data { id name } } }'
    const answer = await loopbackCall(port, '127.0.0.3', 'POST', '/graphql', { query }, token)
    expect(answer.status).toBe(200)
    expect((answer.body.data as { listLocations: { data: unknown[] } }).listLocations.data.length).toBeGreaterThan(0)
    await tracing.flush()

    await expect.poll(() => received().some((span) => span.name === 'POST /graphql'), { timeout: 15_000 }).toBe(true)
    const spans = received()
    const outer = spans.find((span) => span.name === 'POST /graphql')!
    expect(outer).toMatchObject({ kind: 2 }) // SERVER
    // The REST call Mesh made for it is a child of the /graphql span, in the same trace…
    const rest = spans.find((span) => span.name === 'GET /api/v1/locations' && span.traceId === outer.traceId)
    expect(rest).toBeDefined()
    expect(rest!.parentSpanId).toBe(outer.spanId)
    // …and so are the statements that REST call ran: one trace from the GraphQL client to the database.
    const statements = spans.filter((span) => span.traceId === outer.traceId && span.parentSpanId === rest!.spanId)
    expect(statements.map((span) => span.name)).toContain('SELECT')
  })

  it('is off without the variables: no tracing plugin, no span', async () => {
    expect(loadConfig({}).tracing).toBeNull()
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318', OTEL_SDK_DISABLED: 'true' }).tracing).toBeNull()
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/)
    const plain = await buildTestApp()
    try {
      expect(plain.app.hasPlugin('tracing')).toBe(false)
      expect(t.app.hasPlugin('tracing')).toBe(true)
      // The SDK is running in this process, yet the app built without it makes no span.
      expect((await plain.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200)
      await tracing.flush()
      expect(received().filter((span) => span.name === 'GET /livez')).toEqual([])
    } finally {
      await plain.close()
    }
  })
})
