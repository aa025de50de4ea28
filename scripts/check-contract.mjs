// Fails when openapi.json or mesh/supergraph.graphql no longer match what the code generates.
// Both are contracts and committed; regenerate with `npm run openapi && npm run mesh`.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const scratch = mkdtempSync(path.join(tmpdir(), 'contract-'))
const committed = {
  openapi: readFileSync(path.join(root, 'openapi.json'), 'utf8'),
  supergraph: readFileSync(path.join(root, 'mesh/supergraph.graphql'), 'utf8'),
}

function run(args) {
  const result = spawnSync('npx', args, { cwd: root, encoding: 'utf8' })
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr)
    process.exit(1)
  }
}

let drift = false
try {
  run(['tsx', 'scripts/openapi.ts', '--out', path.join(scratch, 'openapi.json')])
  const generatedOpenapi = readFileSync(path.join(scratch, 'openapi.json'), 'utf8')
  if (generatedOpenapi !== committed.openapi) {
    console.error('openapi.json drifted from the route schemas: run `npm run openapi && npm run mesh && npm run codegen` and commit.')
    drift = true
  }
  // Composed from the committed openapi.json (the config reads it from the repo root).
  run(['node', 'scripts/mesh.mjs', path.join(scratch, 'supergraph.graphql')])
  const generatedSupergraph = readFileSync(path.join(scratch, 'supergraph.graphql'), 'utf8')
  if (generatedSupergraph !== committed.supergraph) {
    console.error('mesh/supergraph.graphql drifted from openapi.json: run `npm run mesh && npm run codegen` and commit.')
    drift = true
  }
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
if (drift) process.exit(1)
console.log('Contracts match the code.')
