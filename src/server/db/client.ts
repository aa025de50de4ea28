import { mkdirSync } from 'node:fs'
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
import * as schema from './schema'

export type Schema = typeof schema
/** The drizzle handle every repository takes, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>

export type DatabaseConfig =
  /** Embedded PostgreSQL in a directory; `loadDataDir` starts it from a `dumpDataDir` tarball instead. */
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { driver: 'postgres'; url: string; maxConnections?: number }

export interface Database {
  db: Db
  driver: DatabaseConfig['driver']
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>
  close(): Promise<void>
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/** Opens the database the config names. Callers own the handle and must close it. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: config.maxConnections ?? 10 })
    // An idle client that errors (server restart) must not crash the process; the next query reconnects.
    pool.on('error', () => {})
    const db = drizzleNodePg(pool, { schema })
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder }),
      close: () => pool.end(),
    }
  }
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true })
  const client = await PGlite.create({ dataDir: config.dataDir, loadDataDir: config.loadDataDir })
  const db = drizzlePglite(client, { schema })
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
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
