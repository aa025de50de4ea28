import fastJsonStringify, { type Schema } from 'fast-json-stringify'
import { z } from 'zod'
import { gzipStart, gzipWithEnd, type GzipStart } from './stitchedGzip'

/**
 * A serializer compiled ahead of time from a route's zod response schemas, for the screens' hot
 * routes (poll, heartbeat, auth read; docs/FLEET.md). The default one checks every answer against
 * its zod schema at run time; this one writes only the properties the schema names, in their
 * types, from code generated once, and costs a fraction of it. The schemas stay the contract: the
 * API tests check these answers against them.
 */
export function fastSerializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  const json = z.toJSONSchema(schema as z.ZodType, { io: 'output', unrepresentable: 'any', target: 'draft-7' }) as JsonSchema
  return fastJsonStringify(plainNullables(json) as unknown as Schema)
}

type JsonSchema = { [keyword: string]: unknown }

/**
 * The same JSON Schema, in the form fast-json-stringify writes fastest. zod writes `X | null` as `anyOf: [X, null]`,
 * and fast-json-stringify answers an `anyOf` by running a schema validator on the value for each branch (measured on
 * the heartbeat: nine tenths of the time its screen part took). `nullable: true` on X says the same and costs one
 * comparison. The `$ref`s into `definitions` are written out in place first, so their `X | null` becomes plain too;
 * a schema that refers to itself keeps that `$ref`.
 */
export function plainNullables(schema: JsonSchema): JsonSchema {
  const definitions = (schema.definitions ?? {}) as Record<string, JsonSchema>
  const visit = (node: unknown, inside: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => visit(item, inside))
    if (node === null || typeof node !== 'object') return node
    const { $ref, anyOf, ...rest } = node as JsonSchema
    if (typeof $ref === 'string' && $ref.startsWith('#/definitions/')) {
      const name = $ref.slice('#/definitions/'.length)
      if (!inside.includes(name) && definitions[name]) return visit({ ...definitions[name], ...rest }, [...inside, name])
    }
    const out: JsonSchema = {}
    for (const [keyword, value] of Object.entries(rest)) out[keyword] = keyword === 'definitions' ? value : visit(value, inside)
    if ($ref !== undefined) out.$ref = $ref
    if (anyOf === undefined) return out
    const branches = visit(anyOf, inside) as JsonSchema[]
    const isNull = (branch: JsonSchema) => branch.type === 'null' && Object.keys(branch).length === 1
    const others = branches.filter((branch) => !isNull(branch))
    const single = others[0]
    if (branches.length === 2 && others.length === 1 && single.anyOf === undefined && single.oneOf === undefined && single.$ref === undefined) {
      return { ...single, ...out, nullable: true }
    }
    return { ...out, anyOf: branches }
  }
  const { definitions: _written, ...out } = visit(schema, []) as JsonSchema
  // Every `$ref` written out: the definitions go; one left (a schema that refers to itself) keeps them, as they were.
  return JSON.stringify(out).includes('"$ref"') ? { ...out, definitions } : out
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
 *
 * An answer marked with gzipAnswer() goes out gzipped, its part compressed once per object too.
 */
export function cachedPartSerializerCompiler(part: string) {
  return (route: { schema: unknown; httpStatus?: string }): ((data: unknown) => string | Buffer) => {
    if (route.httpStatus !== '200') return fastSerializerCompiler(route)
    const data = (route.schema as z.ZodObject<{ data: z.ZodObject }>).shape.data
    const partSchema = data.shape[part] as z.ZodType
    const writePart = fastSerializerCompiler({ schema: partSchema instanceof z.ZodNullable ? partSchema.unwrap() : partSchema })
    const writeRest = fastSerializerCompiler({ schema: data.omit({ [part]: true } as never) })
    const head = `{"data":{${JSON.stringify(part)}:`
    const written = new WeakMap<object, Start>()
    const none = new Start(Buffer.from(`${head}null`))
    return (answer) => {
      // The rest is written from the answer's own data: its serializer names every field but the part, and writes
      // only what it names. Copying the rest out (`const { [part]: value, ...rest }`) took V8's slow path: about
      // 4 µs of a heartbeat's 200 on a busy machine's CPU profile, and a new object for the collector.
      const { data } = answer as { data: Record<string, unknown> }
      const value = data[part]
      let start = none
      if (value !== null && typeof value === 'object') {
        const kept = written.get(value)
        start = kept ?? new Start(Buffer.from(head + writePart(value)))
        if (!kept) written.set(value, start)
      }
      const others = writeRest(data)
      const end = others === '{}' ? '}}' : `,${others.slice(1, -1)}}}`
      if (answer instanceof GzipAnswer) return gzipWithEnd(start.gzip(), Buffer.from(end))
      // One allocation for the plain answer: the start copied in, the end encoded straight after it.
      const bytes = Buffer.allocUnsafe(start.bytes.length + Buffer.byteLength(end))
      start.bytes.copy(bytes, 0)
      bytes.write(end, start.bytes.length)
      return bytes
    }
  }
}

/** The answer's shared start (`{"data":{"<part>":<JSON>`) as UTF-8, and gzipped the first time a caller takes gzip. */
class Start {
  #gzip: GzipStart | undefined
  constructor(readonly bytes: Buffer) {}
  gzip(): GzipStart {
    this.#gzip ??= gzipStart(this.bytes)
    return this.#gzip
  }
}

/** An answer marked to go out gzipped: the same `data`, in an object the serializer knows by its class. */
class GzipAnswer<Data> {
  constructor(readonly data: Data) {}
}

/**
 * Marks a hot route's answer to go out gzipped (lib/stitchedGzip.ts): its cached part compressed once per object, the
 * rest appended stored. The route sets `content-encoding` itself; the compression plugin is off on these routes.
 * (A mark in a WeakSet cost the heartbeat more: an entry per answer, each one for the collector to clear.)
 */
export function gzipAnswer<T extends { data: unknown }>(answer: T): T {
  return new GzipAnswer(answer.data) as unknown as T
}
