import { describe, expect, it } from 'vitest'
import { providerEmailAsAccountEmail } from './providerEmail'

describe('providerEmailAsAccountEmail', () => {
  it('lowers plain ASCII addresses and trims them', () => {
    expect(providerEmailAsAccountEmail(' CEO.Check@Example.com ')).toBe('ceo.check@example.com')
  })

  it('refuses look-alikes instead of folding them onto the address they imitate', () => {
    // KELVIN SIGN: NFKC makes it K, and full-Unicode toLowerCase() makes it k.
    expect('ceo.chec\u212A@example.com'.toLowerCase()).toBe('ceo.check@example.com')
    expect(providerEmailAsAccountEmail('ceo.chec\u212A@example.com')).toBeNull()
    expect(providerEmailAsAccountEmail('\uFF4Fwner@studio.test')).toBeNull() // fullwidth o
    expect(providerEmailAsAccountEmail('o\uFB03ce@studio.test')).toBeNull() // the ffi ligature
    expect(providerEmailAsAccountEmail('\u043Ewner@studio.test')).toBeNull() // Cyrillic o, NFKC-stable
    expect(providerEmailAsAccountEmail('owner@studio.test\u200B')).toBeNull() // a zero-width space
  })
})
