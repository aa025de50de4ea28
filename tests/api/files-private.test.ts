// What the server writes to disk is its user's alone, whatever the umask of the shell that started it
// (docs/SECURITY.md#files-on-disk), and a backup holds no webhook signing secret in clear
// (docs/SECURITY.md#secrets-at-rest). The real server process started with umask 022 on a data directory left
// 0755 with files 0666 (what the server made before), modes read from disk;
// the real backup script, its file read back. PGlite: the data directory, the key file beside it, the tarball and
// a restored directory. PostgreSQL: pg_dump's file, and what pg_restore makes of it.
import { execFile } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { secretsKeyFile } from '../../src/server/lib/secretBox'
import { startServer, type RunningServer } from '../e2e/server'
import { FIXTURE_PASSWORD, USERS } from './fixtures'
import { scratchDatabase, type ScratchDatabase } from './globalSetup'

const repo = path.resolve(import.meta.dirname, '../..')
const template = inject('apiTemplate')
const scratch = mkdtempSync(path.join(tmpdir(), 'studio-files-'))
const umaskBefore = process.umask(0o022)
afterAll(() => {
  process.umask(umaskBefore)
  rmSync(scratch, { recursive: true, force: true })
})

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8)

/** Every mode under a directory, counted: `{ 'dir 700': 26, 'file 600': 990 }`. */
function modesUnder(dir: string): Record<string, number> {
  const counts: Record<string, number> = { [`dir ${modeOf(dir)}`]: 1 }
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isDirectory() && !entry.isFile()) continue
    const key = `${entry.isDirectory() ? 'dir' : 'file'} ${modeOf(path.join(entry.parentPath, entry.name))}`
    counts[key] = (counts[key] ?? 0) + 1
  }
  return counts
}
const onlyPrivate = (counts: Record<string, number>) => Object.keys(counts).every((key) => key === 'dir 700' || key === 'file 600')

/** Runs `npm run backup|restore -- FILE` as an operator's shell with umask 022 would (this process's umask). */
function script(command: 'backup' | 'restore', file: string, env: Record<string, string>): Promise<{ status: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/backup.ts', command, file],
      { cwd: repo, encoding: 'utf8', env: { ...process.env, HOST: '127.0.0.1', PORT: '9', LOG_LEVEL: 'silent', ...env } },
      (error, _stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stderr }),
    )
  })
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile(command, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(new Error(error.message)) : resolve(stdout),
    ),
  )
}

/** Signs in as the server's admin and adds a webhook endpoint: its secret, shown this once. */
async function addEndpoint(server: RunningServer, account = { email: server.adminEmail, password: server.adminPassword }): Promise<string> {
  const login = await fetch(`${server.baseURL}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  })
  const token = ((await login.json()) as { data: { token: string } }).data.token
  const created = await fetch(`${server.baseURL}/api/v1/webhooks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Booking system', url: 'http://127.0.0.1:9/hooks', events: ['classRun.started'] }),
  })
  expect(created.status).toBe(200)
  const { secret } = ((await created.json()) as { data: { secret: string } }).data
  expect(secret).toMatch(/^whsec_/)
  return secret
}

describe.runIf(template.driver === 'pglite')('files on disk, embedded database', () => {
  const dataDir = path.join(scratch, 'data')
  const keyFile = secretsKeyFile(dataDir)
  let server: RunningServer
  let secret: string
  beforeAll(async () => {
    if (template.driver !== 'pglite') return
    // The seeded database as an earlier release left it with umask 022 (the directory 0755, the engine's files 0666),
    // copied from the run's template so that the server skips initdb; started without SECRETS_KEY, it makes the key file.
    const seeded = await PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(template.tarball)]) })
    await seeded.close()
    chmodSync(dataDir, 0o755)
    for (const entry of readdirSync(dataDir, { withFileTypes: true, recursive: true }))
      chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o666)
    server = await startServer({ DATA_DIR: dataDir, SECRETS_KEY: '', WEBHOOK_ALLOW_PRIVATE: '1' })
    // The template's super-admin (the server creates its own only on an empty database).
    secret = await addEndpoint(server, { email: USERS.superAdmin.email, password: FIXTURE_PASSWORD })
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
    rmSync(keyFile, { force: true })
  })

  it('makes the data directory 0700 and every file in it 0600, and the key file 0600 beside it', async () => {
    const running = modesUnder(dataDir)
    expect(onlyPrivate(running), JSON.stringify(running)).toBe(true)
    expect(modeOf(keyFile)).toBe('600')
    await server.stop()
    const stopped = modesUnder(dataDir)
    expect(onlyPrivate(stopped), JSON.stringify(stopped)).toBe(true)
  }, 60_000)

  it('writes a backup 0600 that holds the secret only sealed, and restores into a private directory', async () => {
    await server.stop()
    const file = path.join(scratch, 'studio.tar.gz')
    const backedUp = await script('backup', file, { DATA_DIR: dataDir, DATABASE_URL: '' })
    expect(backedUp.stderr).toBe('')
    expect(modeOf(file)).toBe('600')
    const tarball = gunzipSync(readFileSync(file))
    expect(tarball.length).toBeGreaterThan(1_000_000)
    expect(tarball.includes('whsec_')).toBe(false)
    expect(tarball.includes(secret.slice('whsec_'.length))).toBe(false)
    expect(tarball.includes('sealed:v1:')).toBe(true)
    // Nor the key that opens it: the key file is beside the directory, not in its dump.
    expect(tarball.includes(readFileSync(keyFile, 'utf8').trim())).toBe(false)

    const restoredDir = path.join(scratch, 'restored')
    const restored = await script('restore', file, { DATA_DIR: restoredDir, DATABASE_URL: '' })
    expect(restored.stderr).toBe('')
    const modes = modesUnder(restoredDir)
    expect(onlyPrivate(modes), JSON.stringify(modes)).toBe(true)
    expect(existsSync(path.join(restoredDir, 'PG_VERSION'))).toBe(true)
  }, 120_000)
})

describe.runIf(template.driver === 'postgres')('files on disk, PostgreSQL', () => {
  let database: ScratchDatabase
  let server: RunningServer
  let secret: string
  beforeAll(async () => {
    if (template.driver !== 'postgres') return
    database = await scratchDatabase(template.url, 'files')
    server = await startServer({ DATABASE_URL: database.url, WEBHOOK_ALLOW_PRIVATE: '1' })
    secret = await addEndpoint(server)
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
    await database?.release()
  })

  it('writes pg_dump’s backup 0600, and it holds the secret only sealed', async () => {
    const file = path.join(scratch, 'studio.dump')
    const backedUp = await script('backup', file, { DATABASE_URL: database.url })
    expect(backedUp.stderr).toBe('')
    expect(modeOf(file)).toBe('600')
    // The custom format compresses each table: pg_restore writes it out as SQL, every row in clear.
    const dump = await run('pg_restore', ['--data-only', '--file', '-', file])
    expect(dump).toContain('Booking system')
    expect(dump).not.toContain('whsec_')
    expect(dump).not.toContain(secret.slice('whsec_'.length))
    expect(dump).toContain('sealed:v1:')
  }, 120_000)
})
