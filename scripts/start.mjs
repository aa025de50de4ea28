// `npm start`: build the web apps and compile the server when their sources changed, then run it.
// A fresh clone needs nothing but `npm ci` first.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { ensureServerBuild } from './lib/ensure-server-build.mjs'
import { ensureWebBuild } from './lib/ensure-web-build.mjs'

const root = path.resolve(import.meta.dirname, '..')
ensureWebBuild()
const bundle = ensureServerBuild()

const server = spawn(process.execPath, ['--enable-source-maps', bundle], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
