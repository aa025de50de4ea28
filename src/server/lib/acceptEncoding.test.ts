import { describe, expect, it } from 'vitest'
import { encodingNegotiator } from './acceptEncoding'

describe('encodingNegotiator', () => {
  it('answers the client’s preference among ours, ties going to our order', () => {
    const pick = encodingNegotiator(['br', 'gzip'])
    expect(pick('gzip, deflate, br, zstd')).toBe('br')
    expect(pick('gzip;q=0.5, br;q=0.4')).toBe('gzip')
    expect(pick('*')).toBe('br')
  })

  it('honours a refusal (q=0) and reads names in any case', () => {
    const pick = encodingNegotiator(['br', 'gzip'])
    expect(pick('gzip;q=1.0, br;q=0')).toBe('gzip')
    expect(pick('BR;q=0.5')).toBe('br')
    expect(pick('GZip')).toBe('gzip')
  })

  it('answers nothing for no header, or for codings we do not make', () => {
    const pick = encodingNegotiator(['gzip', 'identity'])
    expect(pick(undefined)).toBeUndefined()
    expect(pick('')).toBeUndefined()
    expect(pick('br, zstd')).toBeUndefined()
    expect(pick('gzip;q=0, identity')).toBe('identity')
  })

  it('answers each header for itself after the one before was kept', () => {
    const pick = encodingNegotiator(['gzip', 'identity'])
    expect(pick('gzip')).toBe('gzip')
    expect(pick('gzip')).toBe('gzip')
    expect(pick('identity')).toBe('identity')
    expect(pick('deflate')).toBeUndefined()
    expect(pick('gzip')).toBe('gzip')
  })
})
