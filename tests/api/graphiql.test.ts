import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { GRAPHIQL_OPENING_QUERY, pageEncodingFor } from '../../src/server/plugins/graphiqlPage'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { USERS } from './fixtures'
import { bearer, buildTestApp, type TestApp } from './helpers'

// /graphql opened in a browser is GraphiQL for a signed-in user (docs/GRAPHQL.md#graphiql), in production
// too, while anonymous callers still learn nothing of the schema (docs/SECURITY.md#graphql).
const SUPERGRAPH = 'mesh/supergraph.graphql'
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'

let production: TestApp
beforeAll(async () => {
  production = await buildTestApp({ graphql: { supergraphPath: SUPERGRAPH, production: true } })
})
afterAll(async () => {
  await production?.close()
})

const post = (query: string, headers: Record<string, string> = {}) =>
  production.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...headers }, payload: { query } })

describe('/graphql in a browser', () => {
  it('opens GraphiQL, which sends the console’s sign-in token or goes to /login without one', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/graphql', headers: { accept: BROWSER_ACCEPT } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    const page = response.body
    expect(page).toContain('GraphiQL')
    expect(page).toContain('localStorage.getItem("token")')
    expect(page).toContain("location.replace('/login')")
    expect(page).toMatch(/__renderWithToken\(\s*window\.document\.querySelector\('#root'\),/)
    expect(page).not.toMatch(/YogaGraphiQL\.renderYogaGraphiQL\(\s*window\.document/)
    expect(page).toContain("authorization:'Bearer '+window.__consoleToken")
  })

  it('opens on a query of ours, the dashboard’s first, which runs as it stands and names its tab', async () => {
    const page = (await production.app.inject({ method: 'GET', url: '/graphql', headers: { accept: BROWSER_ACCEPT } })).body
    // The page carries it as its options' JSON.
    expect(page).toContain(JSON.stringify(GRAPHIQL_OPENING_QUERY).slice(1, -1))
    // GraphiQL names a tab after the first operation name it finds: ours, not a word of a comment.
    expect(GRAPHIQL_OPENING_QUERY.match(/^(?:query|mutation|subscription)\s+(\w+)/m)?.[1]).toBe('OperationsLocations')
    for (const line of GRAPHIQL_OPENING_QUERY.split('\n').filter((text) => text.startsWith('#'))) expect(line).not.toMatch(/\b(query|mutation|subscription)\b/)
    const token = await production.login(USERS.staff)
    const answer = (await post(GRAPHIQL_OPENING_QUERY, bearer(token))).json()
    expect(answer.errors).toBeUndefined()
    expect(answer.data.listLocations.data.length).toBeGreaterThan(0)
    expect(answer.data.listLocations.data[0]).toMatchObject({ name: expect.any(String), automaticMode: expect.any(Boolean) })
  })

  it('is served under a policy that names each of its inline scripts by hash and nothing else inline', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/graphql', headers: { accept: BROWSER_ACCEPT } })
    const policy = String(response.headers['content-security-policy'])
    const scripts = [...response.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1])
    expect(scripts.length).toBeGreaterThanOrEqual(3)
    for (const script of scripts) expect(policy).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`)
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(policy).toContain("frame-ancestors 'none'")
  })

  it('loads nothing from another origin: GraphiQL comes with the page (a studio network may reach nothing else)', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/graphql', headers: { accept: BROWSER_ACCEPT } })
    expect(response.body).not.toMatch(/<(script|link)[^>]+(src|href)="https?:/)
    expect(String(response.headers['content-security-policy'])).not.toMatch(/https?:\/\//)
  })

  it('goes compressed as the browser accepts (brotli, else gzip), the page unchanged', async () => {
    const plain = await production.app.inject({ method: 'GET', url: '/graphql', headers: { accept: BROWSER_ACCEPT } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    const get = (acceptEncoding: string) =>
      production.app.inject({ method: 'GET', url: '/graphql', headers: { accept: BROWSER_ACCEPT, 'accept-encoding': acceptEncoding } })
    const br = await get('gzip, deflate, br, zstd')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.headers['content-type']).toMatch(/^text\/html/)
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    expect((await get('br')).rawPayload.equals(br.rawPayload)).toBe(true)
    const gzip = await get('gzip, br;q=0')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
  })

  it('leaves other clients as they were: JSON in, JSON out, and a GET without text/html gets no page', async () => {
    const answer = await post('query { __typename }')
    expect(answer.headers['content-type']).toMatch(/json/)
    expect(answer.json()).toEqual({ data: { __typename: 'Query' } })
    const plainGet = await production.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'application/json' } })
    expect(String(plainGet.headers['content-type'])).not.toMatch(/html/)
  })
})

describe('introspection in production', () => {
  const SCHEMA = 'query { __schema { queryType { name } } }'

  it('answers a signed-in user (GraphiQL reads the schema)', async () => {
    const token = await production.login(USERS.staff)
    const answer = (await post(SCHEMA, bearer(token))).json()
    expect(answer.errors).toBeUndefined()
    expect(answer.data).toEqual({ __schema: { queryType: { name: 'Query' } } })
  })

  it('refuses anonymous callers and unknown tokens, and suggests no field names', async () => {
    for (const headers of [{}, bearer('not-a-session-token')]) {
      const answer = (await post(SCHEMA, headers)).json()
      expect(answer.data ?? null).toBeNull()
      expect(answer.errors?.[0].message).toMatch(/introspection/i)
    }
    const typo = (await post('query { listLocationz { meta { total } } }')).json()
    expect(typo.errors?.[0].message).not.toMatch(/did you mean/i)
  })
})

describe('the encoding GraphiQL’s page goes in', () => {
  it('is brotli, else gzip, else none, and never one the browser refuses with q=0', () => {
    expect(pageEncodingFor('gzip, deflate, br, zstd')).toBe('br')
    expect(pageEncodingFor('gzip;q=1.0, br;q=0')).toBe('gzip')
    expect(pageEncodingFor('deflate')).toBeUndefined()
    expect(pageEncodingFor(undefined)).toBeUndefined()
    expect(pageEncodingFor('BR;q=0.5')).toBe('br')
  })
})
