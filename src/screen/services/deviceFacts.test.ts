import { describe, expect, it } from 'vitest'
import { browserOf } from './deviceFacts'

describe('device facts', () => {
  it('names the browser and its major version, from client hints when there are', () => {
    expect(
      browserOf('', [
        { brand: 'Not A(Brand', version: '99' },
        { brand: 'Chromium', version: '131' },
        { brand: 'Google Chrome', version: '131' },
      ]),
    ).toBe('Chrome 131')
    expect(
      browserOf('', [
        { brand: 'Chromium', version: '156' },
        { brand: 'Not_A Brand', version: '24' },
      ]),
    ).toBe('Chromium 156')
    expect(browserOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36')).toBe('Chrome 120')
    expect(browserOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0')).toBe('Edge 120')
    expect(browserOf('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox 133')
    expect(browserOf('Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15')).toBe('Safari 18')
  })
})
