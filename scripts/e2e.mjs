// `npm run test:e2e`: real Chromium (Debian's) against the real server on a fresh database.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { ensureWebBuild } from './lib/ensure-web-build.mjs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}: install it with \`apt-get install -y chromium\` or set CHROMIUM_PATH.`)
  process.exit(1)
}
ensureWebBuild()
const run = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], { stdio: 'inherit' })
process.exit(run.status ?? 1)
