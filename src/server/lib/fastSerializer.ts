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

/**
 * The serializer of a hot route answering `{ data: { ..., [part]: object | null } }` whose large part is an object the
 * fleet caches (the heartbeat's current workout, docs/FLEET.md): that part is written once per object, the rest on
 * each call. Kept by the object itself (a WeakMap): the fleet's cache never changes an object it holds, and an
 * invalidation (app.fleet.invalidate) or its age replaces it, so the next answer writes the new one; the old one's
 * JSON goes with it.
 *
 * The answer is bytes, not a string: the part is kept as UTF-8, and only the small rest is encoded on each call.
 * As one string, a single character outside Latin-1 in the rest (the masked token's "••••") made V8 hold the
 * whole answer in two bytes a character, and Node then measured and encoded its kilobytes on the slow path on
 * every call (measured: 14 µs a call against 2 for the same length in one byte).
 */
export function cachedPartSerializerCompiler(part: string) {
  return (route: { schema: unknown; httpStatus?: string }): ((data: unknown) => string | Buffer) => {
    if (route.httpStatus !== '200') return fastSerializerCompiler(route)
    const data = (route.schema as z.ZodObject<{ data: z.ZodObject }>).shape.data
    const partSchema = data.shape[part] as z.ZodType
    const writePart = fastSerializerCompiler({ schema: partSchema instanceof z.ZodNullable ? partSchema.unwrap() : partSchema })
    const writeRest = fastSerializerCompiler({ schema: data.omit({ [part]: true } as never) })
    const written = new WeakMap<object, Buffer>()
    const head = Buffer.from(`{"data":{${JSON.stringify(part)}:`)
    const none = Buffer.from('null')
    return (answer) => {
      const { [part]: value, ...rest } = (answer as { data: Record<string, unknown> }).data
      let json: Buffer = none
      if (value !== null && typeof value === 'object') {
        const kept = written.get(value)
        json = kept ?? Buffer.from(writePart(value))
        if (!kept) written.set(value, json)
      }
      const others = writeRest(rest)
      const tail = others === '{}' ? '}}' : `,${others.slice(1, -1)}}}`
      const tailBytes = Buffer.byteLength(tail)
      const bytes = Buffer.allocUnsafe(head.length + json.length + tailBytes)
      head.copy(bytes, 0)
      json.copy(bytes, head.length)
      bytes.write(tail, head.length + json.length)
      return bytes
    }
  }
}
