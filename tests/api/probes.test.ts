// The operator's probes (docs/OPERATIONS.md): /livez and /readyz stay 200 while the database is away,
// because the screens' poll is answered from memory; /api/v1/health says the database is down.
import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/server/app'
import type { Database } from '../../src/server/db/client'
import { MEDIA_BASE_URL, USERS } from './fixtures'
import { buildTestApp, type TestApp } from './helpers'
import { pairScreen, screenCall, templateIds } from './screensHelpers'

let t: TestApp
let database: Database
beforeAll(async () => {
  t = await buildTestApp({}, (opened) => (database = opened))
})
afterAll(async () => {
  await t?.close()
})

const poll = (token: string) => screenCall(t, 'POST', '/api/v1/screens/poll', token, { playing: false, automaticMode: true })

/**
 * Takes the database away. PostgreSQL: the suite's database refuses new connections and its open ones
 * are cut (as a failover or a stopped server does). PGlite: the embedded engine is shut, as when its
 * instance fails; there is no coming back from that without a restart, so this runs last.
 */
async function takeDatabaseAway(): Promise<() => Promise<void>> {
  if (database.driver === 'postgres') {
    const name = new URL((database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!).pathname.slice(1)
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    await admin.query(`alter database "${name}" allow_connections false`)
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name])
    return async () => {
      await admin.query(`alter database "${name}" allow_connections true`)
      await admin.end()
    }
  }
  await (database.db as unknown as { $client: PGlite }).$client.close()
  return async () => {}
}

describe('probes', () => {
  it('answers /livez with the version, and /readyz once the migrations are confirmed', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/livez' })
    expect(live.statusCode).toBe(200)
    expect(live.json().data).toMatchObject({ alive: true, version: expect.any(String) })
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json().data).toEqual({ ready: true, version: expect.any(String), migrations: 'done', graphql: 'ready', bus: 'up', draining: false })
  })

  it('is not ready while its GraphQL gateway loads after it starts listening, then is', async () => {
    const listening = await buildApp({
      database,
      mediaBaseUrl: MEDIA_BASE_URL,
      alerts: false,
      graphql: { supergraphPath: 'mesh/supergraph.graphql', production: true },
    })
    try {
      const address = await listening.listen({ port: 0, host: '127.0.0.1' })
      // Listening, it loads the gateway: not ready until it is in.
      expect(listening.graphqlState()).toBe('loading')
      const first = await fetch(`${address}/readyz`)
      // Node 20 handed the event loop back between the gateway's modules, and the first answer came while they loaded:
      // alive, not ready. Node 24 loads the module graph in one stretch, and then the first answer can only come once it
      // is in: ready. Either way /readyz never says ready while the gateway is still loading.
      if (first.status === 503) {
        expect(first.headers.get('retry-after')).toBe('1')
        expect(((await first.json()) as { data: object }).data).toMatchObject({ ready: false, migrations: 'done', graphql: 'loading' })
      } else {
        expect(first.status).toBe(200)
        expect(listening.graphqlState()).toBe('ready')
      }
      expect((await fetch(`${address}/livez`)).status).toBe(200)
      await expect.poll(async () => (await fetch(`${address}/readyz`)).status, { timeout: 30_000, interval: 250 }).toBe(200)
      expect(((await (await fetch(`${address}/readyz`)).json()) as { data: object }).data).toMatchObject({ ready: true, graphql: 'ready' })
    } finally {
      await listening.close()
    }
  }, 40_000)

  it('is not ready on a database behind this release, and becomes ready once it is migrated', async () => {
    const deleted = await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning *`)
    const [newest] = (deleted as { rows: { id: number; hash: string; created_at: string }[] }).rows
    let second: FastifyInstance | undefined
    try {
      second = await buildApp({ database, mediaBaseUrl: MEDIA_BASE_URL, alerts: false })
      await second.ready()
      const behind = await second.inject({ method: 'GET', url: '/readyz' })
      expect(behind.statusCode).toBe(503)
      expect(behind.headers['retry-after']).toBe('5')
      expect(behind.json().data).toMatchObject({ ready: false, migrations: 'behind' })
      expect((await second.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200)
      await t.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.created_at})`)
      await expect.poll(async () => (await second!.inject({ method: 'GET', url: '/readyz' })).statusCode, { timeout: 20_000, interval: 500 }).toBe(200)
    } finally {
      await second?.close()
    }
  }, 30_000)

  it('keeps /livez and /readyz at 200 while the database is away, with the poll answered, and /api/v1/health at 503', async () => {
    const ids = await templateIds(t)
    const screenToken = await pairScreen(t, await t.login(USERS.admin), ids.demoScreen(2))
    expect((await poll(screenToken)).statusCode).toBe(200)

    const bringBack = await takeDatabaseAway()
    try {
      await expect.poll(async () => (await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode, { timeout: 15_000 }).toBe(503)
      const live = await t.app.inject({ method: 'GET', url: '/livez' })
      expect(live.statusCode).toBe(200)
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' })
      expect(ready.statusCode).toBe(200)
      expect(ready.json().data).toMatchObject({ ready: true, migrations: 'done', draining: false })
      expect((await poll(screenToken)).statusCode).toBe(200)
    } finally {
      await bringBack()
    }
    if (database.driver === 'postgres') {
      await expect.poll(async () => (await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode, { timeout: 15_000 }).toBe(200)
    }
  }, 40_000)
})
