// `npm start`: build the web apps when their sources changed, then run the server.
// A fresh clone needs nothing but `npm ci` first.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { ensureWebBuild } from './lib/ensure-web-build.mjs'

const root = path.resolve(import.meta.dirname, '..')
ensureWebBuild()

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
