import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { APP_VERSION } from '../../shared/constants'
import { migrationsFolder } from '../db/client'

/** How often a process that could not yet confirm its migrations asks again. */
const MIGRATIONS_RECHECK_MS = 5_000

type MigrationsState = 'done' | 'behind' | 'unknown'

/** The newest migration this release ships (drizzle's journal `when`, which its migrator stores as `created_at`). */
function newestShippedMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] }
  return Math.max(...journal.entries.map((entry) => entry.when))
}

/** Whether the database has every migration this release ships (it may have newer ones: a later release is rolling out). */
async function migrationsState(app: FastifyInstance, newest: number): Promise<MigrationsState> {
  const result = await app.db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`)
  const rows = (result as { rows?: { newest: string | number | null }[] }).rows ?? []
  return Number(rows[0]?.newest ?? 0) >= newest ? 'done' : 'behind'
}

/**
 * The probes an orchestrator and a load balancer ask (docs/OPERATIONS.md):
 * - `GET /livez`: the process is alive and its event loop answers. It never reads the database, so
 *   an outage does not get healthy processes restarted.
 * - `GET /readyz`: this process can serve. Its migrations are confirmed once at start, its GraphQL
 *   gateway is not loading (it loads in the seconds after the process listens, holding the event loop; if it fails
 *   to load, `graphql: "failed"` says so and the process stays ready), the bus hears
 *   the other processes or is reconnecting, and it is not shutting down. A database outage alone
 *   leaves it ready: the screens' hot path answers from memory (docs/FLEET.md), and taking every
 *   process out of the load balancer would stop the screens too. `/api/v1/health` says whether the
 *   database answers, for monitoring.
 * Neither is in the API reference: they are for machines on the operator's side, not API clients.
 */
async function probesPlugin(app: FastifyInstance) {
  const startedAt = Date.now()
  let migrations: MigrationsState = 'unknown'
  let draining = false
  let recheck: NodeJS.Timeout | undefined

  const confirmMigrations = async () => {
    recheck = undefined
    try {
      migrations = await migrationsState(app, newestShippedMigration())
    } catch (error) {
      app.log.warn({ err: error }, 'readiness: could not read the applied migrations yet; asking again shortly')
    }
    if (migrations !== 'done' && !draining) {
      recheck = setTimeout(() => void confirmMigrations(), MIGRATIONS_RECHECK_MS)
      recheck.unref()
    }
  }

  app.addHook('onReady', async () => {
    await confirmMigrations()
  })
  // Shutting down: the load balancer stops sending new requests while the open ones finish.
  app.addHook('preClose', async () => {
    draining = true
    clearTimeout(recheck)
  })

  app.get('/livez', { logLevel: 'warn' }, async () => ({
    data: { alive: true, version: APP_VERSION, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) },
  }))

  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    const bus = app.fleet.busConnected() ? 'up' : 'reconnecting'
    // An app made without GraphQL, or that never listens (tests that inject), has nothing loading. A gateway that
    // failed to load leaves the process ready: REST and the screens' routes do not need it (docs/OPERATIONS.md#probes).
    const state = app.hasDecorator('graphqlState') ? app.graphqlState() : 'idle'
    const graphql = state === 'idle' ? 'ready' : state
    const ready = migrations === 'done' && graphql !== 'loading' && !draining
    if (!ready) reply.status(503).header('retry-after', graphql === 'loading' ? '1' : '5')
    return { data: { ready, version: APP_VERSION, migrations, graphql, bus, draining } }
  })
}

export default fp(probesPlugin, { name: 'probes', dependencies: ['db', 'fleet'] })
