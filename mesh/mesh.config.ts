import { readFileSync } from 'node:fs'
import { defineConfig } from '@graphql-mesh/compose-cli'
import { loadOpenAPISubgraph } from '@omnigraph/openapi'

// Constraints that Mesh would turn into one-off scalars (`mutationInput_x_name`) and check with
// its own wording. REST checks every one of them with the product's messages, so the GraphQL face
// keeps plain String/Int types and lets the REST error text through word for word.
const CONSTRAINTS = new Set(['minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'])
const KEPT_FORMATS = new Set(['date-time', 'uuid'])

function withoutConstraints(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutConstraints)
  if (node === null || typeof node !== 'object') return node
  const entries = Object.entries(node as Record<string, unknown>).filter(
    ([key, value]) => !CONSTRAINTS.has(key) && !(key === 'format' && typeof value === 'string' && !KEPT_FORMATS.has(value)),
  )
  const schema: Record<string, unknown> = Object.fromEntries(entries.map(([key, value]) => [key, withoutConstraints(value)]))
  // Mesh reads `type: ['string', 'null']` as a non-null String, and a null answer then fails at
  // run time; the `anyOf` spelling of the same schema becomes a nullable field.
  const type = schema.type
  if (Array.isArray(type) && type.length === 2 && type.includes('null')) {
    const { type: _type, ...rest } = schema
    const nonNull: unknown = type.find((name) => name !== 'null')
    return { anyOf: [{ ...rest, type: nonNull }, { type: 'null' }] }
  }
  return schema
}

const openapi = withoutConstraints(JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8')))

// The endpoint is never dialled: src/server/plugins/graphql.ts routes Mesh's fetch into
// fastify.inject(), so GraphQL → REST stays in-process.
export const composeConfig = defineConfig({
  subgraphs: [
    {
      sourceHandler: loadOpenAPISubgraph('Api', {
        source: openapi as string,
        endpoint: 'http://in-process.local',
        // Error statuses become GraphQL errors carrying the upstream status, not union members.
        ignoreErrorResponses: true,
        operationHeaders: {
          Authorization: '{context.headers.authorization}',
          'screen-auth-token': '{context.headers.screen-auth-token}',
          'x-api-key': '{context.headers.x-api-key}',
        },
      }),
    },
  ],
})
