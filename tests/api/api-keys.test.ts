// API keys for other systems (docs/SECURITY.md#api-keys): shown once and stored hashed; sent as a
// bearer token or X-Api-Key on REST and GraphQL; narrowed by scopes, locations and regions through
// the same doors as people; expired and revoked keys refused; counted per key; named in the audit log.
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import { and, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiKeys, logs } from '../../src/server/db/schema'
import { API_MESSAGES } from '../../src/shared/messages'
import { startServer, type RunningServer } from '../e2e/server'
import { databaseUrl, dropLater, runDatabaseName } from './globalSetup'
import { bearer, buildTestApp, type TestApp } from './helpers'
import { loopbackCall } from './loopback'
import { makeRegionWorld, type RegionWorld } from './regionsHelpers'
import { until } from './sse'

const KEY_LIMIT = 30
let t: TestApp
let port: number
let world: RegionWorld

beforeAll(async () => {
  t = await buildTestApp({ graphql: { supergraphPath: 'mesh/supergraph.graphql', production: true }, apiKeyRequestsPerMinute: KEY_LIMIT })
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  port = (t.app.server.address() as AddressInfo).port
  world = await makeRegionWorld(t)
})
afterAll(async () => {
  await t?.close()
})

interface MadeKey {
  id: string
  key: string
  prefix: string
}

async function makeKey(body: object): Promise<MadeKey> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/api-keys', headers: bearer(world.superAdmin), payload: body })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as MadeKey
}

const keyHeaders = (key: string, via: 'bearer' | 'header' = 'bearer'): Record<string, string> =>
  via === 'header' ? { 'x-api-key': key } : { authorization: `Bearer ${key}` }

/** A REST call with the key, from `from`, by either header. */
function rest(key: string, method: string, path: string, options: { via?: 'bearer' | 'header'; from?: string; body?: object } = {}) {
  const headers = keyHeaders(key, options.via)
  return loopbackCall(port, options.from ?? '127.0.0.5', method, path, options.body, undefined, headers)
}

interface GraphqlAnswer {
  data?: Record<string, { data: unknown } | null> | null
  errors?: { message: string; extensions?: { errorCode?: string } }[]
}
async function graphql(key: string, query: string, via: 'bearer' | 'header' = 'bearer') {
  const headers = keyHeaders(key, via)
  const answer = await loopbackCall(port, '127.0.0.6', 'POST', '/graphql', { query }, undefined, headers)
  return answer.body as GraphqlAnswer
}

const listKeys = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/api-keys', headers: bearer(world.superAdmin) })).json().data as {
    id: string
    status: string
    lastUsedAt: string | null
    lastUsedAddress: string | null
    key?: string
  }[]

describe('making a key', () => {
  it('shows the key once, with its prefix, and stores only its hash', async () => {
    const made = await makeKey({ name: 'BI tool', role: 'api-access' })
    expect(made.key).toMatch(/^kbs_[a-z0-9]{10}_[A-Za-z0-9_-]{43}$/)
    expect(made.key.startsWith(`${made.prefix}_`)).toBe(true)
    const secret = made.key.slice(made.prefix.length + 1)
    const listed = (await listKeys()).find((key) => key.id === made.id)
    expect(listed).toMatchObject({ status: 'active', lastUsedAt: null })
    expect(JSON.stringify(listed)).not.toContain(secret)
    const [row] = await t.db
      .execute(sql`select row_to_json(api_keys)::text as row from api_keys where id = ${made.id}`)
      .then((r) => (r as { rows: { row: string }[] }).rows)
    expect(row.row).not.toContain(secret)
    expect(row.row).toMatch(/"secret_hash":"[0-9a-f]{64}"/)
    const entries = await t.db.select().from(logs).where(eq(logs.model, 'ApiKey'))
    expect(JSON.stringify(entries)).not.toContain(secret)
  })

  it('refuses locations and regions together, an expiry in the past, and other roles than a super-admin', async () => {
    const both = await t.app.inject({
      method: 'POST',
      url: '/api/v1/api-keys',
      headers: bearer(world.superAdmin),
      payload: { name: 'Both', role: 'api-access', locations: [world.north.location], regions: [world.south.region] },
    })
    expect(both.statusCode).toBe(400)
    const past = await t.app.inject({
      method: 'POST',
      url: '/api/v1/api-keys',
      headers: bearer(world.superAdmin),
      payload: { name: 'Past', role: 'api-access', expiresAt: '2020-01-01T00:00:00Z' },
    })
    expect(past.statusCode).toBe(400)
    const byAdmin = await t.app.inject({ method: 'POST', url: '/api/v1/api-keys', headers: bearer(world.northAdmin), payload: { name: 'X', role: 'admin' } })
    expect(byAdmin.statusCode).toBe(403)
  })
})

describe('using a key', () => {
  it('works as a bearer token and as X-Api-Key, on REST and GraphQL, and shows its last use', async () => {
    const made = await makeKey({ name: 'Booking system', role: 'api-access' })
    for (const via of ['bearer', 'header'] as const) {
      const answer = await rest(made.key, 'GET', '/api/v1/locations', { via, from: '127.0.0.9' })
      expect(answer.status).toBe(200)
      const viaGraphql = await graphql(made.key, '{ listLocations { data { id } } }', via)
      expect(viaGraphql.errors).toBeUndefined()
      expect((viaGraphql.data?.listLocations?.data as unknown[]).length).toBeGreaterThanOrEqual(2)
    }
    const listed = (await listKeys()).find((key) => key.id === made.id)
    expect(listed?.lastUsedAt).not.toBeNull()
    expect(listed?.lastUsedAddress).toBe('127.0.0.9')
  })

  it('refuses a wrong secret, and keeps keys off the console’s own routes and the keys themselves', async () => {
    const made = await makeKey({ name: 'Nosy', role: 'admin' })
    // Machine words for a machine's key: never the console's "sign in again".
    const wrong = await rest(`${made.prefix}_${'A'.repeat(43)}`, 'GET', '/api/v1/locations')
    expect(wrong).toMatchObject({ status: 401, body: { code: 'API_KEY_INVALID', error: API_MESSAGES.apiKeyInvalid } })
    for (const garbage of ['kbs_', 'kbs_nonsense', `kbs_${'Z'.repeat(10)}_${'A'.repeat(43)}`]) {
      expect(await rest(garbage, 'GET', '/api/v1/locations')).toMatchObject({ status: 401, body: { code: 'API_KEY_INVALID' } })
      expect(await rest(garbage, 'GET', '/api/v1/locations', { via: 'header' })).toMatchObject({ status: 401, body: { code: 'API_KEY_INVALID' } })
    }
    // Routes no key can ever reach say so, not that the key's scopes lack them.
    for (const url of ['/api/v1/auth/me', '/api/v1/api-keys']) {
      expect(await rest(made.key, 'GET', url)).toMatchObject({ status: 403, body: { code: 'API_KEY_NEVER_ALLOWED', error: API_MESSAGES.apiKeyNeverAllowed } })
    }
    const scoped = await makeKey({ name: 'Scoped nosy', role: 'admin', scopes: ['locations:read'] })
    expect(await rest(scoped.key, 'GET', '/api/v1/api-keys')).toMatchObject({ status: 403, body: { code: 'API_KEY_NEVER_ALLOWED' } })
  })

  it('acts with its role: api-access reads but does not start a class', async () => {
    const made = await makeKey({ name: 'Reader', role: 'api-access' })
    const start = await rest(made.key, 'PUT', `/api/v1/locations/${world.north.location}/class`, { body: { classStart: false } })
    expect(start.status).toBe(403)
  })
})

describe('scopes, locations and regions', () => {
  it('a scoped key reaches only its scopes’ routes (403 API_KEY_SCOPE), on REST and GraphQL', async () => {
    const made = await makeKey({ name: 'Runs only', role: 'api-access', scopes: ['classRuns:read'] })
    expect((await rest(made.key, 'GET', `/api/v1/locations/${world.north.location}/class-runs`)).status).toBe(200)
    expect(await rest(made.key, 'GET', '/api/v1/locations')).toMatchObject({ status: 403, body: { code: 'API_KEY_SCOPE' } })
    const viaGraphql = await graphql(made.key, '{ listLocations { data { id } } }')
    expect(viaGraphql.errors?.[0].extensions?.errorCode).toBe('API_KEY_SCOPE')
  })

  it('a key given locations sees only them: another one is a 404, on REST and GraphQL', async () => {
    const made = await makeKey({ name: 'North studio', role: 'api-access', scopes: ['locations:read'], locations: [world.north.location] })
    const list = await rest(made.key, 'GET', '/api/v1/locations')
    expect((list.body.data as { id: string }[]).map((row) => row.id)).toEqual([world.north.location])
    expect((await rest(made.key, 'GET', `/api/v1/locations/${world.south.location}`)).status).toBe(404)
    const viaGraphql = await graphql(made.key, `{ getLocation(id: "${world.south.location}") { data { id } } }`)
    expect(viaGraphql.errors?.[0].extensions?.errorCode).toBe('LOCATION_NOT_FOUND')
  })

  it('a key given regions sees only their locations', async () => {
    const made = await makeKey({ name: 'South region', role: 'api-access', regions: [world.south.region] })
    expect((await rest(made.key, 'GET', `/api/v1/locations/${world.south.location}`)).status).toBe(200)
    expect((await rest(made.key, 'GET', `/api/v1/locations/${world.north.location}`)).status).toBe(404)
    expect((await rest(made.key, 'GET', `/api/v1/class-runs/${world.north.run}`)).status).toBe(404)
    const viaGraphql = await graphql(made.key, `{ getLocation(id: "${world.north.location}") { data { id } } }`, 'header')
    expect(viaGraphql.errors?.[0].extensions?.errorCode).toBe('LOCATION_NOT_FOUND')
  })

  it('an admin key with classes:control starts a class, and the audit log names the key', async () => {
    const made = await makeKey({ name: 'Front desk', role: 'admin', scopes: ['classes:control'], locations: [world.north.location] })
    const start = await rest(made.key, 'PUT', `/api/v1/locations/${world.north.location}/class`, { body: { classStart: false } })
    expect(start.status).toBe(200)
    const outside = await rest(made.key, 'PUT', `/api/v1/locations/${world.south.location}/class`, { body: { classStart: false } })
    expect(outside.status).toBe(404)
    const [entry] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.model, 'Location'), eq(logs.userId, made.id)))
      .orderBy(desc(logs.date))
      .limit(1)
    expect(entry.modifiedBy).toBe(`API key “Front desk” (${made.prefix})`)
  })
})

describe('expiry, revocation and the per-key limit', () => {
  it('an expired key is a 401 API_KEY_EXPIRED', async () => {
    const made = await makeKey({ name: 'Short lived', role: 'api-access', expiresAt: '2099-01-01T00:00:00Z' })
    expect((await rest(made.key, 'GET', '/api/v1/locations')).status).toBe(200)
    const [row] = await t.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, made.id))
      .returning()
    t.app.fleet.invalidate({ apiKeys: [row.publicId] })
    expect(await rest(made.key, 'GET', '/api/v1/locations')).toMatchObject({ status: 401, body: { code: 'API_KEY_EXPIRED' } })
    expect((await listKeys()).find((key) => key.id === made.id)?.status).toBe('expired')
  })

  it('a revoked key is a 401 API_KEY_REVOKED at once, on REST and GraphQL; the revocation is audited', async () => {
    const made = await makeKey({ name: 'Old tool', role: 'api-access' })
    expect((await rest(made.key, 'GET', '/api/v1/locations')).status).toBe(200)
    const revoked = await t.app.inject({ method: 'POST', url: `/api/v1/api-keys/${made.id}/revoke`, headers: bearer(world.superAdmin) })
    expect(revoked.json().data.status).toBe('revoked')
    expect(await rest(made.key, 'GET', '/api/v1/locations', { via: 'header' })).toMatchObject({ status: 401, body: { code: 'API_KEY_REVOKED' } })
    expect((await graphql(made.key, '{ listLocations { data { id } } }')).errors?.[0].extensions?.errorCode).toBe('API_KEY_REVOKED')
    const [entry] = await t.db.select().from(logs).where(eq(logs.model, 'ApiKey')).orderBy(desc(logs.date)).limit(1)
    expect(entry.data).toMatchObject({ id: made.id, revoked: true })
  })

  it('counts requests per key, not per address', async () => {
    const busy = await makeKey({ name: 'Busy', role: 'api-access' })
    const calm = await makeKey({ name: 'Calm', role: 'api-access' })
    const statuses: number[] = []
    for (let index = 0; index <= KEY_LIMIT; index += 1) statuses.push((await rest(busy.key, 'GET', '/api/v1/holidays', { from: '127.0.0.7' })).status)
    expect(statuses.slice(0, KEY_LIMIT).every((status) => status === 200)).toBe(true)
    const limited = await rest(busy.key, 'GET', '/api/v1/holidays', { from: '127.0.0.8' })
    expect(limited).toMatchObject({ status: 429, body: { code: 'API_KEY_RATE_LIMITED' } })
    expect(limited.headers['retry-after']).toBeDefined()
    expect((await rest(calm.key, 'GET', '/api/v1/holidays', { from: '127.0.0.7' })).status).toBe(200)
  })
})

// Two real server processes on one PostgreSQL database (as tests/api/multiprocess.test.ts): a key
// one process holds in memory stops working there when the other revokes it, told by the fleet bus.
const url = process.env.DATABASE_URL
describe.skipIf(!url)('revoking a key across two server processes', () => {
  const name = runDatabaseName('apikeys')
  let admin: pg.Client
  let a: RunningServer
  let b: RunningServer

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database "${name}"`)
    ;[a, b] = await Promise.all([startServer({ DATABASE_URL: databaseUrl(url!, name) }), startServer({ DATABASE_URL: databaseUrl(url!, name) })])
  }, 120_000)
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    dropLater(url!, name)
    await admin.end()
  }, 60_000)

  it('a key revoked through one process is refused by the other', async () => {
    const login = await fetch(`${a.baseURL}/api/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: a.adminEmail, password: a.adminPassword }),
    })
    const headers = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`, 'content-type': 'application/json' }
    const made = await fetch(`${a.baseURL}/api/v1/api-keys`, { method: 'POST', headers, body: JSON.stringify({ name: 'Two processes', role: 'api-access' }) })
    const madeBody = (await made.json()) as { data: { id: string; key: string } }
    expect(made.status, JSON.stringify(madeBody)).toBe(200)
    const { id, key } = madeBody.data
    const onB = () => fetch(`${b.baseURL}/api/v1/locations`, { headers: { 'x-api-key': key } })
    // B now holds the key in memory.
    expect((await onB()).status).toBe(200)
    expect((await onB()).status).toBe(200)
    const revokedAt = Date.now()
    expect((await fetch(`${a.baseURL}/api/v1/api-keys/${id}/revoke`, { method: 'POST', headers: { authorization: headers.authorization } })).status).toBe(200)
    const refused = await until(async () => {
      const answer = await onB()
      return answer.status === 401 ? ((await answer.json()) as { code: string }) : undefined
    }, 30_000)
    expect(refused.code).toBe('API_KEY_REVOKED')
    console.info(`api key revocation reached the other process after ${Date.now() - revokedAt} ms`)
  }, 60_000)
})
