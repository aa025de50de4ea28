// `npm run db:migrate`: applies the committed migrations to the configured database (DATABASE_URL,
// else the PGlite dir DATA_DIR) and exits. The server also migrates at start; this is for deploy steps.
import { ConfigError, loadConfig } from '../src/server/config'
import { openDatabase } from '../src/server/db/client'
import { keepNewFilesPrivate } from '../src/server/lib/privateFiles'

// The files the engine writes while it migrates are its user's alone, as the server's (docs/SECURITY.md#files-on-disk).
keepNewFilesPrivate()

try {
  const config = loadConfig()
  const database = await openDatabase(config.database)
  try {
    await database.migrate()
  } finally {
    await database.close()
  }
  console.log(`Migrated ${config.database.driver === 'postgres' ? 'PostgreSQL' : `PGlite at ${config.database.dataDir}`}.`)
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
}
