// `npm run demo:reset`: starts the demo over. It removes the embedded database (DATA_DIR, ./data by default), so the
// next `npm start` makes it again, seeded with the demo studio, its nine screens and a workout per round, and the
// README's first class can be played again from step 1. A class screen's tab opened before keeps its old screen's
// token, which the new database does not know: the tab turns back to Authorization with a new code by itself.
// It never touches PostgreSQL (DATABASE_URL), nor a folder that is not an embedded database, nor one a server uses.
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { requireSupportedNode } from './lib/node-version.mjs'

requireSupportedNode('demo:reset')

if (process.env.DATABASE_URL) {
  console.error(
    'demo:reset starts over the embedded database only, and DATABASE_URL names a PostgreSQL database. ' +
      'To start that one over, drop and create it yourself (dropdb, createdb), then run `npm start`.',
  )
  process.exit(1)
}

const dataDir = path.resolve(process.env.DATA_DIR || './data')
if (!existsSync(dataDir)) {
  console.log(`Nothing to reset: ${dataDir} does not exist. \`npm start\` makes the demo studio.`)
  process.exit(0)
}
// An embedded database's folder has the PostgreSQL version file at its top: anything else is not ours to remove.
if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
  console.error(`${dataDir} is not an embedded database (it has no PG_VERSION): nothing was removed. Check DATA_DIR.`)
  process.exit(1)
}

// A server still running on that folder would go on writing into a database that is gone: stop it first.
const host = process.env.HOST && process.env.HOST !== '0.0.0.0' && process.env.HOST !== '::' ? process.env.HOST : '127.0.0.1'
const port = process.env.PORT || '3000'
const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}/api/v1/health`
const running = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
  (response) => response.ok,
  () => false,
)
if (running) {
  console.error(`A server answers at ${url}: stop it first (Ctrl+C where \`npm start\` runs), then run demo:reset again.`)
  process.exit(1)
}

rmSync(dataDir, { recursive: true, force: true })
console.log(`Removed the embedded database in ${dataDir}. Run \`npm start\` for a fresh demo studio, then play the first class from step 1.`)
