// `npm run backup` and `npm run restore` (docs/OPERATIONS.md#backups) round trip: every row of every
// table after a restore equals what was backed up. On the engine the suite runs on: PGlite, or
// PostgreSQL with pg_dump and pg_restore when DATABASE_URL is set.
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { databaseUrl, dropLater, runDatabaseName } from './globalSetup'

const repo = path.resolve(import.meta.dirname, '../..')
const template = inject('apiTemplate')
const scratch = mkdtempSync(path.join(tmpdir(), 'studio-backup-'))
const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
  rmSync(scratch, { recursive: true, force: true })
})

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>

/** Every row of every table of ours and of the migrations' record, as text, in a fixed order. */
async function contents(query: Query): Promise<Record<string, string[]>> {
  const tables = (
    await query(`select table_schema || '.' || table_name as name from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`)
  ).rows.map((row) => String(row.name))
  const all: Record<string, string[]> = {}
  for (const table of tables) all[table] = (await query(`select row_to_json(t)::text as r from ${table} t order by 1`)).rows.map((row) => String(row.r))
  return all
}

/** An unused port on 127.0.0.1, so the script's check for a running server finds none. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Runs the script as `npm run backup|restore -- FILE` does, without blocking this process (a test server may have to answer it). */
function script(command: 'backup' | 'restore', file: string, env: Record<string, string>): Promise<{ status: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/backup.ts', command, file],
      { cwd: repo, encoding: 'utf8', env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env } },
      (error, _stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stderr }),
    )
  })
}

describe.runIf(template.driver === 'pglite')('backup and restore, embedded database', () => {
  it('round trips the data directory, and refuses while the server runs or over a database', async () => {
    if (template.driver !== 'pglite') return
    const source = path.join(scratch, 'source')
    const seeded = await PGlite.create({ dataDir: source, loadDataDir: new Blob([readFileSync(template.tarball)]) })
    await seeded.query(`insert into logs (model, action, modified_by, data) values ('Backup', 'test', 'backup.test', '{"n": 1}')`)
    const before = await contents((text) => seeded.query(text))
    await seeded.close()
    const file = path.join(scratch, 'studio.tar.gz')
    const port = String(await freePort())

    // A server answering on the configured address owns the data directory: no backup.
    const running = createServer((_request, response) => response.end('{}'))
    await new Promise<void>((resolve) => running.listen(0, '127.0.0.1', resolve))
    try {
      const refused = await script('backup', file, { DATA_DIR: source, DATABASE_URL: '', PORT: String((running.address() as AddressInfo).port) })
      expect(refused.status).toBe(1)
      expect(refused.stderr).toContain('stop it first')
    } finally {
      running.close()
    }

    const backedUp = await script('backup', file, { DATA_DIR: source, DATABASE_URL: '', PORT: port })
    expect(backedUp.stderr).toBe('')
    expect(backedUp.status).toBe(0)

    const target = path.join(scratch, 'restored')
    const restored = await script('restore', file, { DATA_DIR: target, DATABASE_URL: '', PORT: port })
    expect(restored.stderr).toBe('')
    expect(restored.status).toBe(0)
    const copy = await PGlite.create({ dataDir: target })
    try {
      expect(await contents((text) => copy.query(text))).toEqual(before)
    } finally {
      await copy.close()
    }
    expect(before['public.logs'].some((row) => row.includes('backup.test'))).toBe(true)

    const overwrite = await script('restore', file, { DATA_DIR: source, DATABASE_URL: '', PORT: port })
    expect(overwrite.status).toBe(1)
    expect(overwrite.stderr).toContain('already holds a database')
  }, 120_000)
})

describe.runIf(template.driver === 'postgres')('backup and restore, PostgreSQL', () => {
  it('round trips the database with pg_dump and pg_restore, replacing what the target held', async () => {
    if (template.driver !== 'postgres') return
    const admin = new pg.Client({ connectionString: template.url })
    await admin.connect()
    const names = [runDatabaseName('backup_src'), runDatabaseName('backup_dst')]
    cleanups.push(async () => {
      for (const name of names) dropLater(template.url, name)
      await admin.end()
    })
    await admin.query(`create database "${names[0]}" template "${template.templateDatabase}"`)
    // The target already holds a database (an older copy): the restore replaces it.
    await admin.query(`create database "${names[1]}" template "${template.templateDatabase}"`)
    const [sourceUrl, targetUrl] = names.map((name) => databaseUrl(template.url, name))

    const read = async (url: string, change?: string) => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        if (change) await client.query(change)
        return await contents((text) => client.query(text))
      } finally {
        await client.end()
      }
    }
    const before = await read(sourceUrl, `insert into logs (model, action, modified_by, data) values ('Backup', 'test', 'backup.test', '{"n": 1}')`)
    await read(targetUrl, `delete from logs`)

    const file = path.join(scratch, 'studio.dump')
    const backedUp = await script('backup', file, { DATABASE_URL: sourceUrl })
    expect(backedUp.stderr).toBe('')
    expect(backedUp.status).toBe(0)
    const restored = await script('restore', file, { DATABASE_URL: targetUrl })
    expect(restored.stderr).toBe('')
    expect(restored.status).toBe(0)
    expect(await read(targetUrl)).toEqual(before)
    expect(before['public.logs'].some((row) => row.includes('backup.test'))).toBe(true)
  }, 120_000)
})
