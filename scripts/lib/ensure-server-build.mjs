import { cpSync, existsSync, renameSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { newestMtime } from './newest-mtime.mjs'

// The server compiled ahead of time: `npm start` runs plain JavaScript (no TypeScript compiler
// loaded at start, a fraction of the memory). `npm run dev` and the tests' own imports keep tsx.
const root = path.resolve(import.meta.dirname, '../..')
export const serverBundle = path.join(root, 'dist/server/server.mjs')
const sources = ['src/server', 'src/shared', 'package-lock.json', 'tsconfig.json', 'scripts/lib/ensure-server-build.mjs']

/** Compiles the server into dist/server when its sources are newer than the last build; returns the bundle's path. */
export function ensureServerBuild() {
  const builtAt = existsSync(serverBundle) ? statSync(serverBundle).mtimeMs : 0
  if (!sources.some((source) => newestMtime(path.join(root, source)) > builtAt)) return serverBundle
  // Built beside and moved into place: processes started meanwhile see the old build or the new, never half of one.
  const staging = path.join(root, `dist/.server-${process.pid}-${Date.now()}`)
  // Loaded only when a build is due: a start with an up-to-date build does not pay for the compiler.
  const { buildSync } = createRequire(import.meta.url)('esbuild')
  buildSync({
    entryPoints: [path.join(root, 'src/server/server.ts')],
    outdir: staging,
    outExtension: { '.js': '.mjs' },
    // The app is a chunk of its own, loaded while the database opens.
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // Packages are bundled too: resolving and reading some two thousand files at start cost more than
    // compiling them as one. Kept outside: what finds files beside itself (the embedded database's
    // WebAssembly, the API reference's pages) and the GraphQL gateway, which loads after the server
    // answers and must share one copy of graphql with the app.
    external: [
      '@electric-sql/pglite',
      'pg-native',
      '@fastify/swagger-ui',
      'graphql',
      '@graphql-hive/*',
      '@graphql-mesh/*',
      '@graphql-tools/*',
      '@whatwg-node/*',
      '@escape.tech/*',
    ],
    // Bundled CommonJS packages call require() and read __dirname: give them both in the ES module.
    banner: {
      js: [
        "import { createRequire as __createRequire } from 'node:module'",
        "import { fileURLToPath as __fileURLToPath } from 'node:url'",
        "import { dirname as __pathDirname } from 'node:path'",
        'const require = __createRequire(import.meta.url)',
        'const __filename = __fileURLToPath(import.meta.url)',
        'const __dirname = __pathDirname(__filename)',
      ].join(';'),
    },
    // Maps without the sources' text (they are in the repo): a tenth of the size to read at start.
    sourcemap: 'linked',
    sourcesContent: false,
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
