// `npm start`: runs the server. In development (NODE_ENV unset or not `production`) it first builds
// the web apps and compiles the server when their sources changed, so a fresh clone needs nothing
// but `npm ci`. With NODE_ENV=production it never builds nor writes beside the code (a deployed
// host may be read-only, and copied files' times say nothing of staleness): it runs the build that
// `npm run build` made, or stops naming that command (docs/OPERATIONS.md#start-as-deployed).
import { existsSync } from 'node:fs'
import { enableCompileCache } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ensureServerBuild, serverBundle } from './lib/ensure-server-build.mjs'
import { ensureWebBuild, webBuildStamp } from './lib/ensure-web-build.mjs'
import { requireSupportedNode } from './lib/node-version.mjs'

requireSupportedNode()

const root = path.resolve(import.meta.dirname, '..')
let bundle = serverBundle
if (process.env.NODE_ENV === 'production') {
  const missing = [serverBundle, webBuildStamp].filter((file) => !existsSync(file))
  if (missing.length > 0) {
    console.error(
      `No build to run: ${missing.map((file) => path.relative(root, file)).join(' and ')} missing. ` +
        'Run `npm run build` first (with NODE_ENV=production, `npm start` never builds).',
    )
    process.exit(1)
  }
} else {
  ensureWebBuild()
  bundle = ensureServerBuild()
}

// The server runs in this process (one Node start, not two), with stack traces mapped to the sources.
process.env.NODE_ENV ??= 'production'
process.setSourceMapsEnabled(true)
// Node keeps the compiled code of the server's modules between starts (in the system's temporary folder, or
// NODE_COMPILE_CACHE): a warm start then skips compiling them, about half a second of a start's CPU time.
enableCompileCache()
process.chdir(root)
await import(pathToFileURL(bundle).href)
