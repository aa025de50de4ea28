// The upgrade rule, expand then contract (docs/OPERATIONS.md#the-previous-release): the previous
// release's own drizzle schema, taken from git, still fits a database migrated by this checkout.
// Every table and column it reads or writes is there with the same type, nothing it may leave
// empty became NOT NULL, and nothing new is NOT NULL without a default (its INSERTs would fail).
// On both engines; tests/api/upgrade-side-by-side.test.ts runs the previous release's server itself.
import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { getTableName, is, sql } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../src/server/db/client'
import { databaseUrl, dropLater, runDatabaseName } from './globalSetup'
import { checkOut, gitHistoryMissing, previousReleases } from './previousRelease'

interface Column {
  table: string
  column: string
  type: string
  notNull: boolean
  hasDefault: boolean
}

const url = process.env.DATABASE_URL
const missingHistory = gitHistoryMissing()
const releases = missingHistory ? [] : previousReleases()

/** The columns of the tables named `prefix`+name in `schema` ('public', or 'pg_temp' for the probe tables). */
async function columnsOf(database: Database, namespace: 'public' | 'temporary', prefix = ''): Promise<Column[]> {
  const result = await database.db.execute(
    sql.raw(`
      select substr(c.relname, ${prefix.length + 1}) as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type",
             a.attnotnull as "notNull", (a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') as "hasDefault"
        from pg_attribute a join pg_class c on c.oid = a.attrelid
       where c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
         and ${namespace === 'public' ? "c.relnamespace = 'public'::regnamespace" : `c.relpersistence = 't' and c.relname like '${prefix}%'`}`),
  )
  return (result as { rows: Column[] }).rows
}

/** The previous release's tables, as its own schema files declare them (imported from its checkout). */
async function tablesOf(dir: string): Promise<PgTable[]> {
  const folder = path.join(dir, 'src/server/db')
  // By name: an index (or schema.ts) re-exports the tables of the other schema files.
  const tables = new Map<string, PgTable>()
  // Releases up to 21.12.22 keep them in schema*.ts files; later ones in schema/, re-exported by its index.ts.
  const files = existsSync(path.join(folder, 'schema/index.ts'))
    ? ['schema/index.ts']
    : readdirSync(folder).filter((name) => /^schema.*\.ts$/.test(name) && !name.includes('.test.'))
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(folder, file)).href)) as Record<string, unknown>
    for (const table of Object.values(module).filter((value): value is PgTable => is(value, PgTable))) tables.set(getTableName(table), table)
  }
  return [...tables.values()]
}

describe('the previous release on this release’s database', () => {
  const name = runDatabaseName('upgrade_schema')
  let admin: pg.Client | undefined
  let database: Database

  beforeAll(async () => {
    if (url) {
      admin = new pg.Client({ connectionString: url })
      await admin.connect()
      await admin.query(`create database "${name}"`)
      database = await openDatabase({ driver: 'postgres', url: databaseUrl(url, name), maxConnections: 2 })
    } else database = await openDatabase({ driver: 'pglite' })
    // This checkout's migrations, the newest included: the database the previous release meets mid-upgrade.
    await database.migrate()
  })

  afterAll(async () => {
    await database?.close()
    dropLater(url!, name)
    await admin?.end()
  })

  // A copy without its history (a shallow clone, an export) cannot know its previous release: said, not failed.
  if (missingHistory) console.warn(`upgrade schema test skipped: ${missingHistory}`)
  it.skipIf(missingHistory !== null)('finds the previous releases in git history', () => {
    expect(releases.length).toBeGreaterThan(0)
  })

  it.each(releases.map((release) => [`${release.commit.slice(0, 10)} (${release.why})`, release] as const))(
    'keeps every table and column of %s, with types and NULLs it can live with',
    async (_label, release) => {
      const checkout = checkOut(release)
      try {
        const tables = await tablesOf(checkout.dir)
        expect(tables.length, 'tables in the previous release’s schema').toBeGreaterThan(5)
        // Its column types as PostgreSQL spells them: a temporary table made from its declarations.
        const prefix = `prev_${randomBytes(2).toString('hex')}_`
        for (const table of tables) {
          const { name: tableName, columns } = getTableConfig(table)
          const declared = columns.map((column) => `"${column.name}" ${column.getSQLType()}`).join(', ')
          await database.db.execute(sql.raw(`create temporary table "${prefix}${tableName}" (${declared})`))
        }
        const theirs = await columnsOf(database, 'temporary', prefix)
        for (const table of tables) {
          const { name: tableName } = getTableConfig(table)
          await database.db.execute(sql.raw(`drop table "${prefix}${tableName}"`))
        }
        /** Whether the previous release declares `table.column` NOT NULL, by key. */
        const expected = new Map<string, boolean>()
        for (const table of tables) {
          const config = getTableConfig(table)
          for (const column of config.columns) expected.set(`${config.name}.${column.name}`, column.notNull)
        }
        const ours = await columnsOf(database, 'public')
        const here = new Map(ours.map((column) => [`${column.table}.${column.column}`, column]))
        const problems: string[] = []
        for (const table of tables) {
          const tableName = getTableConfig(table).name
          if (!ours.some((column) => column.table === tableName)) problems.push(`${tableName}: table gone, and the previous release uses it`)
        }
        for (const column of theirs) {
          const key = `${column.table}.${column.column}`
          const now = here.get(key)
          if (!ours.some((entry) => entry.table === column.table)) continue
          if (!now) problems.push(`${key}: column gone, and the previous release reads or writes it`)
          else if (now.type !== column.type) problems.push(`${key}: type ${column.type} became ${now.type}`)
          else if (now.notNull && !expected.get(key)) problems.push(`${key}: became NOT NULL, and the previous release may leave it empty`)
        }
        for (const column of ours) {
          const key = `${column.table}.${column.column}`
          if (theirs.some((entry) => entry.table === column.table) && !expected.has(key) && column.notNull && !column.hasDefault)
            problems.push(`${key}: new, NOT NULL without a default: the previous release's inserts into ${column.table} fail`)
        }
        expect(problems, `release ${release.commit} on this checkout's database (docs/OPERATIONS.md#the-previous-release)`).toEqual([])
      } finally {
        checkout.remove()
      }
    },
    60_000,
  )
})
