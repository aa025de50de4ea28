import { describe, expect, it } from 'vitest'
import { CODE_ALPHABET, generatePairingCode, isPairingCode } from './pairingCode'

describe('pairing codes', () => {
  it('never draw a look-alike (I, 1, O, 0), whatever the random bytes', () => {
    // Every byte value once: each one either maps to a character or is dropped.
    const everyByte = Uint8Array.from({ length: 256 }, (_, index) => index)
    let offset = 0
    const cycling = (length: number) => Uint8Array.from({ length }, () => everyByte[offset++ % 256])
    const drawn = new Set<string>()
    for (let index = 0; index < 64; index++) for (const character of generatePairingCode(cycling)) drawn.add(character)
    expect([...drawn].sort().join('')).toBe([...CODE_ALPHABET].sort().join(''))
    expect(CODE_ALPHABET).not.toMatch(/[I1O0]/)
  })

  it('are six characters of [A-Z0-9], as staff type them', () => {
    for (let index = 0; index < 200; index++) {
      const code = generatePairingCode()
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/)
      expect(isPairingCode(code)).toBe(true)
    }
    // Any six of [A-Z0-9] stays valid input: codes shown before the look-alike-free alphabet still link.
    expect(isPairingCode('IXAZ2I')).toBe(true)
    expect(isPairingCode('ABC12')).toBe(false)
    expect(isPairingCode('abc123')).toBe(false)
  })
})
