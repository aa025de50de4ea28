// A GraphQL gateway that fails to load (docs/OPERATIONS.md#probes): the process stays ready for the screens and REST,
// says `graphql: "failed"` on /readyz and in its metrics, answers /graphql with a clear 503, and loads it again on the
// next GraphQL request.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildTestApp, type TestApp } from './helpers'

const gatewayLoads = vi.hoisted(() => ({ failuresLeft: 1 }))
vi.mock('@graphql-hive/gateway-runtime', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@graphql-hive/gateway-runtime')>()
  return {
    ...actual,
    createGatewayRuntime: (...args: Parameters<typeof actual.createGatewayRuntime>) => {
      if (gatewayLoads.failuresLeft > 0) {
        gatewayLoads.failuresLeft -= 1
        throw new Error('a module of the gateway is missing from this install')
      }
      return actual.createGatewayRuntime(...args)
    },
  }
})

const METRICS_TOKEN = 'gateway-test-metrics-token'
let t: TestApp
let address: string
beforeAll(async () => {
  t = await buildTestApp({
    alerts: false,
    metrics: { token: METRICS_TOKEN, databaseFiguresMs: 0 },
    graphql: { supergraphPath: 'mesh/supergraph.graphql', production: true },
  })
  // Listening: the gateway loads once the server listens, as in production.
  address = await t.app.listen({ port: 0, host: '127.0.0.1' })
}, 60_000)
afterAll(async () => {
  await t?.close()
})

const readiness = async () => {
  const answer = await fetch(`${address}/readyz`)
  return { status: answer.status, data: ((await answer.json()) as { data: { ready: boolean; graphql: string } }).data }
}
const gatewayFailedMetric = async () => {
  const text = await (await fetch(`${address}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text()
  return Number(/^studio_graphql_gateway_failed (\d+)$/m.exec(text)?.[1])
}
const query = (document: string) =>
  fetch(`${address}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: document }) })

describe('a GraphQL gateway that fails to load', () => {
  it('leaves the process ready, says so on /readyz and in the metrics, and answers /graphql with 503', async () => {
    await expect.poll(async () => (await readiness()).data.graphql, { timeout: 30_000, interval: 100 }).toBe('failed')
    expect(await readiness()).toEqual({ status: 200, data: expect.objectContaining({ ready: true, graphql: 'failed' }) })
    expect(await gatewayFailedMetric()).toBe(1)
    // The screens' routes and REST answer as before.
    expect((await fetch(`${address}/api/v1/health`)).status).toBe(200)
    gatewayLoads.failuresLeft = 1
    const refused = await query('{ __typename }')
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('5')
    expect(await refused.json()).toEqual({ error: 'The server is busy. Try again in a moment.', code: 'SERVER_BUSY' })
  }, 40_000)

  it('loads it again on the next GraphQL request, and is whole once it has', async () => {
    const answer = await query('{ __typename }')
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ data: { __typename: 'Query' } })
    expect(await readiness()).toEqual({ status: 200, data: expect.objectContaining({ ready: true, graphql: 'ready' }) })
    expect(await gatewayFailedMetric()).toBe(0)
  }, 40_000)
})
