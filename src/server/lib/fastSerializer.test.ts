import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { cachedPartSerializerCompiler, fastSerializerCompiler } from './fastSerializer'

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
