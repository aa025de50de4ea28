import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { gunzipSync } from 'node:zlib'
import { cachedPartSerializerCompiler, fastSerializerCompiler, gzipAnswer, plainNullables } from './fastSerializer'

// An answer shaped like the heartbeat's: a large part the fleet caches (the workout) beside small per-call fields.
const Workout = z.object({ name: z.string(), routines: z.array(z.object({ step: z.number().int(), videoLink: z.string() })) })
const Answer = z.object({ data: z.object({ screen: z.object({ name: z.string() }), workout: Workout.nullable(), lrVideo: z.boolean() }) })
type Workout = z.infer<typeof Workout>

const workout = (name: string): Workout => ({ name, routines: [1, 2].map((step) => ({ step, videoLink: `http://127.0.0.1/media/${step}.webm` })) })
const answer = (part: Workout | null) => ({ data: { screen: { name: 'Screen 1' }, workout: part, lrVideo: false } })

describe('cachedPartSerializerCompiler', () => {
  const plain = fastSerializerCompiler({ schema: Answer })
  const cached = cachedPartSerializerCompiler('workout')({ schema: Answer, httpStatus: '200' })

  const text = (data: unknown) => cached(data).toString()

  it('writes what the schema’s own serializer writes, with the part or without', () => {
    expect(JSON.parse(text(answer(workout('Monday'))))).toEqual(JSON.parse(plain(answer(workout('Monday')))))
    expect(JSON.parse(text(answer(null)))).toEqual(answer(null))
  })

  it('writes characters outside Latin-1 as UTF-8, in the part and in the rest', () => {
    const written = cached({ data: { screen: { name: 'スクリーン ••••cb0f' }, workout: workout('Lundi · 1ère'), lrVideo: true } })
    expect(Buffer.isBuffer(written)).toBe(true)
    expect(JSON.parse(written.toString('utf8'))).toEqual({ data: { screen: { name: 'スクリーン ••••cb0f' }, workout: workout('Lundi · 1ère'), lrVideo: true } })
  })

  it('writes the part once per object: the same object answers the same JSON, a new one (after an invalidation) its own', () => {
    const first = workout('Monday')
    expect(text(answer(first))).toContain('"Monday"')
    // The fleet never changes an object it caches (a change is a new object): changing one in place shows the cache.
    first.name = 'changed in place'
    expect(text(answer(first))).toContain('"Monday"')
    expect(text(answer(workout('Tuesday')))).toContain('"Tuesday"')
  })

  it('leaves the other statuses to the plain serializer', () => {
    const error = cachedPartSerializerCompiler('workout')({ schema: z.object({ error: z.string() }), httpStatus: '404' })
    expect(error({ error: 'Not found' })).toBe('{"error":"Not found"}')
  })
})

describe('gzipAnswer', () => {
  const cached = cachedPartSerializerCompiler('workout')({ schema: Answer, httpStatus: '200' })

  it('sends the same JSON gzipped, with the part or without', () => {
    for (const part of [workout('Monday'), null]) {
      const plainBytes = cached(answer(part)) as Buffer
      const gzipped = cached(gzipAnswer(answer(part))) as Buffer
      expect(gzipped.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]))
      expect(gunzipSync(gzipped)).toEqual(plainBytes)
    }
  })

  it('leaves an unmarked answer as it is', () => {
    expect((cached(answer(null)) as Buffer).toString()).toBe('{"data":{"workout":null,"screen":{"name":"Screen 1"},"lrVideo":false}}')
  })
})

describe('plainNullables', () => {
  const Nested = z.object({ at: z.iso.datetime().nullable(), count: z.number().int().nullable() }).meta({ id: 'NestedForTest' })
  const Schema = z.object({
    one: Nested.nullable(),
    two: Nested,
    list: z.array(Nested.nullable()),
    either: z.union([z.object({ text: z.string() }), z.object({ count: z.number() })]),
  })
  const json = z.toJSONSchema(Schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' }) as Record<string, unknown>

  it('writes `X | null` as X with nullable, and the definitions in place', () => {
    expect(JSON.stringify(json)).toContain('"anyOf":[{"$ref"')
    const plain = JSON.stringify(plainNullables(json))
    expect(plain).not.toContain('$ref')
    expect(plain).not.toContain('definitions')
    // The one real choice stays a choice.
    expect(plain.match(/anyOf/g)).toHaveLength(1)
    expect(plain.match(/"nullable":true/g)).toHaveLength(1 + 2 * 3 + 1)
  })

  it('serialises what the schema’s own JSON Schema does', () => {
    const value = { one: null, two: { at: '2026-11-26T10:00:00.000Z', count: null }, list: [null, { at: null, count: 3 }], either: { count: 4 } }
    expect(fastSerializerCompiler({ schema: Schema })(value)).toBe(JSON.stringify(value))
  })
})
