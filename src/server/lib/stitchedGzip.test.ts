import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { acceptsGzip, gzipStart, gzipWithEnd } from './stitchedGzip'

const workout = Buffer.from(
  `{"data":{"workout":${JSON.stringify({ name: 'Lundi · 1ère', routines: Array.from({ length: 40 }, (_, step) => ({ step, videoLink: `http://127.0.0.1/media/${step}.webm` })) })}`,
)

describe('gzipWithEnd', () => {
  it('unpacks, in any gzip reader, to the start followed by the end', () => {
    const start = gzipStart(workout)
    for (const end of ['}}', ',"screen":{"name":"スクリーン ••••cb0f"},"lrVideo":false}}', '']) {
      const bytes = gzipWithEnd(start, Buffer.from(end))
      // gunzip checks the trailer's CRC-32 and length too: a wrong one throws.
      expect(gunzipSync(bytes).toString()).toBe(workout.toString() + end)
    }
  })

  it('compresses the start, and only once: the same start serves every end', () => {
    const start = gzipStart(workout)
    expect(start.bytes.length).toBeLessThan(workout.length / 3)
    const end = Buffer.from(',"lrVideo":true}}')
    expect(gzipWithEnd(start, end).length).toBe(start.bytes.length + 5 + end.length + 8)
  })

  it('splits an end longer than a stored block holds (65,535 bytes) over several blocks', () => {
    const end = Buffer.alloc(150_000, 'x')
    expect(gunzipSync(gzipWithEnd(gzipStart(workout), end))).toEqual(Buffer.concat([workout, end]))
  })

  it('unpacks with an empty start too', () => {
    expect(gunzipSync(gzipWithEnd(gzipStart(Buffer.alloc(0)), Buffer.from('null'))).toString()).toBe('null')
  })
})

describe('acceptsGzip', () => {
  it('reads Accept-Encoding with its q-values', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip('br;q=1, gzip;q=0.5')).toBe(true)
    expect(acceptsGzip('gzip;q=0')).toBe(false)
    expect(acceptsGzip('br')).toBe(false)
    expect(acceptsGzip('identity')).toBe(false)
    expect(acceptsGzip('')).toBe(false)
    expect(acceptsGzip(undefined)).toBe(false)
    // The same header again answers the same (it is kept), and a different one is read afresh.
    expect(acceptsGzip('gzip;q=0')).toBe(false)
    expect(acceptsGzip('gzip')).toBe(true)
  })
})
