import { describe, expect, it } from 'vitest'
import { likelyCause } from './syncConditions'

const clip = (extra: Partial<Parameters<typeof likelyCause>[0][number]> = {}) => ({
  name: 'Clip',
  position: 1,
  p95Ms: 180,
  stalls: 0,
  clockErrorMs: 4,
  ...extra,
})

describe('the likely cause of a screen out of step', () => {
  it('blames stalls first: a clip frozen waiting for data falls behind the clock whatever the device', () => {
    expect(likelyCause([clip(), clip({ stalls: 1, clockErrorMs: 80 })], 100)).toBe('stalls')
  })
  it('then a clock the screen is unsure of: half the threshold or more', () => {
    expect(likelyCause([clip({ clockErrorMs: 50 })], 100)).toBe('clockUnsure')
    expect(likelyCause([clip({ clockErrorMs: 49 })], 100)).toBe('slowDevice')
  })
  it('else the device: it could not keep its decoder on the clock', () => {
    expect(likelyCause([clip({ clockErrorMs: null })], 100)).toBe('slowDevice')
  })
})
