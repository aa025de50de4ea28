import { cpSync, existsSync, renameSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { buildSync } from 'esbuild'
import { newestMtime } from './newest-mtime.mjs'

// The server compiled ahead of time: `npm start` runs plain JavaScript (no TypeScript compiler
// loaded at start, a fraction of the memory). `npm run dev` and the tests' own imports keep tsx.
const root = path.resolve(import.meta.dirname, '../..')
export const serverBundle = path.join(root, 'dist/server/server.mjs')
const sources = ['src/server', 'src/shared', 'package-lock.json', 'tsconfig.json']

/** Compiles the server into dist/server when its sources are newer than the last build; returns the bundle's path. */
export function ensureServerBuild() {
  const builtAt = existsSync(serverBundle) ? statSync(serverBundle).mtimeMs : 0
  if (!sources.some((source) => newestMtime(path.join(root, source)) > builtAt)) return serverBundle
  // Built beside and moved into place: processes started meanwhile see the old build or the new, never half of one.
  const staging = path.join(root, `dist/.server-${process.pid}-${Date.now()}`)
  buildSync({
    entryPoints: [path.join(root, 'src/server/server.ts')],
    outdir: staging,
    outExtension: { '.js': '.mjs' },
    // The app is a chunk of its own, loaded while the database opens.
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  })
  // The bundle finds its migrations beside itself (src/server/db/client.ts).
  cpSync(path.join(root, 'src/server/db/migrations'), path.join(staging, 'migrations'), { recursive: true })
  const target = path.dirname(serverBundle)
  const old = `${target}.old-${process.pid}-${Date.now()}`
  if (existsSync(target)) renameSync(target, old)
  renameSync(staging, target)
  rmSync(old, { recursive: true, force: true })
  return serverBundle
}
