import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { createLocalBus, createPgBus, type BusLogger, type FleetBus } from '../fleet/bus'
import * as schema from './schema'
import { makePrivateDir, tightenTree } from '../lib/privateFiles'

export type Schema = typeof schema
/** The drizzle handle every repository takes, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>

export type DatabaseConfig =
  /** Embedded PostgreSQL in a directory; `loadDataDir` starts it from a `dumpDataDir` tarball instead. */
  { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob } | { driver: 'postgres'; url: string; maxConnections?: number }

export interface Database {
  db: Db
  driver: DatabaseConfig['driver']
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>
  /**
   * Runs `work` while no other process sharing the database runs its own: N processes started at
   * once on an empty database migrate and seed exactly once (a PostgreSQL advisory lock).
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>
  /** The fleet bus of this engine: in-process for PGlite, LISTEN/NOTIFY on PostgreSQL (docs/FLEET.md). */
  createBus<Message>(logger?: BusLogger): Promise<FleetBus<Message>>
  /** True when the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs: number): Promise<boolean>
  close(): Promise<void>
}

/** Any 64-bit number the product alone uses: `pg_advisory_lock` key of start-up work. */
const STARTUP_LOCK_KEY = 727_274_001

async function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), timeoutMs)
      }),
    ])
  } finally {
    clearTimeout(timer)
  }
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/**
 * The embedded engine's own default keeps 160 MB of shared buffers, touched at once on open. Our
 * embedded database is one studio's (or a demo's): 32 MB holds it, and a server on PGlite starts at
 * about half the memory (docs/FLEET.md). PostgreSQL is tuned by whoever runs it.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB']

/** Opens the database the config names. Callers own the handle and must close it. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.driver === 'postgres') {
    // A database that is away answers fast (503, docs/FLEET.md): connecting may not hang a request.
    const pool = new pg.Pool({ connectionString: config.url, max: config.maxConnections ?? 10, connectionTimeoutMillis: 3_000 })
    // An idle client that errors (server restart) must not crash the process; the next query reconnects.
    pool.on('error', () => {})
    const db = drizzleNodePg(pool, { schema })
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder }),
      async withStartupLock(work) {
        const lock = await pool.connect()
        try {
          await lock.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
          return await work()
        } finally {
          await lock.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {})
          lock.release()
        }
      },
      createBus: (logger) => createPgBus({ url: config.url, pool, logger }),
      async ping(timeoutMs) {
        try {
          await withTimeout(pool.query('SELECT 1'), timeoutMs)
          return true
        } catch {
          return false
        }
      },
      close: () => pool.end(),
    }
  }
  // The data directory is its user's alone (docs/SECURITY.md#files-on-disk): the engine writes its first files 0666.
  if (config.dataDir) makePrivateDir(config.dataDir)
  const client = await PGlite.create({ dataDir: config.dataDir, loadDataDir: config.loadDataDir, startParams: PGLITE_START_PARAMS })
  if (config.dataDir) tightenTree(config.dataDir)
  const db = drizzlePglite(client, { schema })
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process owns an embedded database: there is nobody to wait for.
    withStartupLock: (work) => work(),
    createBus: async (logger) => createLocalBus(logger),
    async ping() {
      return !client.closed
    },
    close: async () => {
      if (!client.closed) await client.close()
    },
  }
}

/** Snapshot of an embedded database, to start other instances from (tests use it as a template). */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = (database.db as unknown as { $client: PGlite }).$client
  return client.dumpDataDir('gzip')
}
