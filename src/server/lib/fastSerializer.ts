import fastJsonStringify, { type Schema } from 'fast-json-stringify'
import { z } from 'zod'

/**
 * A serializer compiled ahead of time from a route's zod response schemas, for the screens' hot
 * routes (poll, heartbeat, auth read; docs/FLEET.md). The default one checks every answer against
 * its zod schema at run time; this one writes only the properties the schema names, in their
 * types, from code generated once, and costs a fraction of it. The schemas stay the contract: the
 * API tests check these answers against them.
 */
export function fastSerializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  return fastJsonStringify(z.toJSONSchema(schema as z.ZodType, { io: 'output', unrepresentable: 'any', target: 'draft-7' }) as Schema)
}
