// `npm run backup -- FILE` and `npm run restore -- FILE` (docs/OPERATIONS.md#backups), for the
// database the environment names, as the server reads it (DATABASE_URL, else the PGlite dir DATA_DIR):
// - PostgreSQL: pg_dump's custom format, taken while the server runs (one consistent snapshot), and
//   pg_restore into the database (it replaces what is there).
// - PGlite: the engine's own dump of its data directory (a gzipped tarball). The embedded database
//   belongs to one process, so the server must be stopped: the script refuses while something answers
//   /livez on HOST:PORT. Restore writes a new data directory and refuses to overwrite one that has data.
// A backup holds what the database holds: it is written 0600 whatever the umask, and a restored data
// directory is 0700 with files 0600 (docs/SECURITY.md#files-on-disk).
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, readdirSync, readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { ConfigError, loadConfig, type Config } from '../src/server/config'
import { dumpPglite, openDatabase } from '../src/server/db/client'
import { keepNewFilesPrivate, makePrivateDir, PRIVATE_FILE_MODE, tightenTree, writePrivateFile } from '../src/server/lib/privateFiles'

class BackupError extends Error {}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' })
  if (result.error) throw new BackupError(`${command} could not run (${result.error.message}); install the PostgreSQL client tools of the server's version`)
  if (result.status !== 0) throw new BackupError(`${command} failed:\n${result.stderr}`)
}

/** True when a server answers on the configured address: it owns the embedded database. */
async function serverRunning(config: Config): Promise<boolean> {
  try {
    await fetch(`http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}/livez`, { signal: AbortSignal.timeout(1_000) })
    return true
  } catch {
    return false
  }
}

async function backup(config: Config, file: string) {
  if (config.database.driver === 'postgres') {
    // Made 0600 first, so pg_dump writes into a private file (over an older backup of looser mode too).
    writePrivateFile(file, '')
    run('pg_dump', ['--format=custom', '--no-owner', '--file', file, config.database.url])
    chmodSync(file, PRIVATE_FILE_MODE)
    return `PostgreSQL dumped to ${file}`
  }
  const { dataDir } = config.database
  if (!existsSync(dataDir)) throw new BackupError(`No embedded database at ${dataDir} (DATA_DIR).`)
  if (await serverRunning(config)) throw new BackupError(`A server answers on ${config.host}:${config.port} and owns ${dataDir}: stop it first.`)
  const database = await openDatabase({ driver: 'pglite', dataDir })
  try {
    writePrivateFile(file, Buffer.from(await (await dumpPglite(database)).arrayBuffer()))
  } finally {
    await database.close()
  }
  return `PGlite at ${dataDir} dumped to ${file}`
}

async function restore(config: Config, file: string) {
  if (!existsSync(file)) throw new BackupError(`No backup at ${file}.`)
  if (config.database.driver === 'postgres') {
    // --clean drops what the backup holds before recreating it: the database ends as the backup.
    run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', '--dbname', config.database.url, file])
    return `${file} restored into PostgreSQL`
  }
  const { dataDir } = config.database
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new BackupError(`${dataDir} (DATA_DIR) already holds a database: move it away (keep it until the restore is checked), then restore.`)
  }
  makePrivateDir(dataDir)
  const client = await PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(file)]) })
  await client.close()
  tightenTree(dataDir)
  return `${file} restored into PGlite at ${dataDir}`
}

keepNewFilesPrivate()
const [command, file] = process.argv.slice(2)
try {
  if ((command !== 'backup' && command !== 'restore') || !file) throw new BackupError('Usage: npm run backup -- FILE | npm run restore -- FILE')
  const config = loadConfig()
  console.log(command === 'backup' ? await backup(config, file) : await restore(config, file))
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof BackupError ? error.message : error)
  process.exit(1)
}
