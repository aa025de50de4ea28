// `npm start`: build the web apps and compile the server when their sources changed, then run it.
// A fresh clone needs nothing but `npm ci` first.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ensureServerBuild } from './lib/ensure-server-build.mjs'
import { ensureWebBuild } from './lib/ensure-web-build.mjs'

const root = path.resolve(import.meta.dirname, '..')
ensureWebBuild()
const bundle = ensureServerBuild()

// The server runs in this process (one Node start, not two), with stack traces mapped to the sources.
process.env.NODE_ENV ??= 'production'
process.setSourceMapsEnabled(true)
process.chdir(root)
await import(pathToFileURL(bundle).href)
