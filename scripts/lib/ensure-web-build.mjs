import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { newestMtime } from './newest-mtime.mjs'

const root = path.resolve(import.meta.dirname, '../..')
/** The console's page: written last by a web build, so its time is the build's. */
export const webBuildStamp = path.join(root, 'dist/web/console/index.html')
const sources = [
  'src/console',
  'src/screen',
  'src/shared',
  'src/gql',
  'machines',
  'vite.config.ts',
  'scripts/lib/screen-precache.ts',
  'scripts/lib/precompress.ts',
  'scripts/lib/graphql-documents-apart.ts',
  'package-lock.json',
]

/** Builds the console and the class screen when their sources are newer than the last build. */
export function ensureWebBuild() {
  const builtAt = existsSync(webBuildStamp) ? statSync(webBuildStamp).mtimeMs : 0
  if (!sources.some((source) => newestMtime(path.join(root, source)) > builtAt)) return
  console.log('Building the console and the class screen…')
  const build = spawnSync('npx', ['vite', 'build', '--config', 'vite.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
