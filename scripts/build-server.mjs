// `npm run build:server`: compiles the server into dist/server (part of `npm run build`), so that
// `NODE_ENV=production npm start` finds it and builds nothing.
import { ensureServerBuild } from './lib/ensure-server-build.mjs'

console.log(`Server compiled: ${ensureServerBuild()}`)
