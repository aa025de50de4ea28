// `npm run mesh` (and the contract check): composes mesh/supergraph.graphql from openapi.json with Mesh, then gives the
// scalars Mesh brings its own descriptions that point to this repo's docs (docs/GRAPHQL.md#scalars), where they
// cite outside documents, and drops JSON's @specifiedBy link to one. Usage: node scripts/mesh.mjs [out], out defaulting to mesh/supergraph.graphql.
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const out = path.resolve(process.argv[2] ?? path.join(root, 'mesh/supergraph.graphql'))

const composed = spawnSync('npx', ['mesh-compose', '-c', 'mesh/mesh.config.ts', '-o', out], { cwd: root, stdio: 'inherit' })
if (composed.status !== 0) process.exit(composed.status ?? 1)

/** Each scalar's description as Mesh writes it, and ours. */
const DESCRIPTIONS = {
  UUID: 'A UUID in its text form, 8-4-4-4-12 hexadecimal digits: docs/GRAPHQL.md#scalars.',
  JSON: 'Any JSON value (object, array, string, number, boolean or null): docs/GRAPHQL.md#scalars.',
  DateTime: 'An instant as text: a date, a time of day and Z or an offset from UTC, such as 2031-03-10T08:00:00.000Z: docs/GRAPHQL.md#scalars.',
}

let schema = readFileSync(out, 'utf8')
for (const [scalar, description] of Object.entries(DESCRIPTIONS)) {
  const described = new RegExp(`"""\\n(?:(?!""")[^])*\\n"""\\nscalar ${scalar} `)
  if (!described.test(schema)) throw new Error(`mesh/supergraph.graphql has no described scalar ${scalar}: update scripts/mesh.mjs`)
  schema = schema.replace(described, `"""\n${description}\n"""\nscalar ${scalar} `)
}
// Mesh marks JSON as specified by a document outside this repo; our description says what it is.
const specified = /(scalar JSON @join__type\(graph: API\)) +@specifiedBy\(\s*url: "[^"]*"\s*\)/
if (!specified.test(schema)) throw new Error('mesh/supergraph.graphql: JSON is no longer @specifiedBy as scripts/mesh.mjs expects: update it')
schema = schema.replace(specified, '$1')
writeFileSync(out, schema)
