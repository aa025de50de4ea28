// Writes openapi.json (the REST contract Mesh composes) from the route schemas. No database needed.
// Usage: tsx scripts/openapi.ts [--out path]
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { buildApp } from '../src/server/app'

const root = path.resolve(import.meta.dirname, '..')
const { values } = parseArgs({ options: { out: { type: 'string', default: path.join(root, 'openapi.json') } } })

function sortedKeys<T extends Record<string, unknown>>(record: T | undefined): T | undefined {
  if (!record) return record
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, record[key]]),
  ) as T
}

const app = await buildApp({ database: null, mediaBaseUrl: 'http://localhost:3000/media/', docs: false })
await app.ready()
const document = app.swagger() as { paths?: Record<string, unknown>; components?: { schemas?: Record<string, unknown> } }
await app.close()

// Paths and components sorted so the file depends on the schemas alone, not on registration order.
document.paths = sortedKeys(document.paths)
if (document.components) document.components.schemas = sortedKeys(document.components.schemas)
writeFileSync(values.out, `${JSON.stringify(document, null, 2)}\n`)
console.log(`Wrote ${path.relative(process.cwd(), values.out) || values.out}`)
