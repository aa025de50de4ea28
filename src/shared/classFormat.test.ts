import { describe, expect, it } from 'vitest'
import { BUILT_IN_CLIPS, classLength, comboNumber, defaultClipUrl, lastClipPosition } from './classFormat'
import { ROUTINE_NAMES } from './routines'

describe('class format', () => {
  it('numbers the combos by their routine names, in a normal class only', () => {
    const combos = Array.from({ length: classLength('normal') }, (_, position) => comboNumber('normal', position))
    expect(combos).toEqual([null, null, null, 1, 2, 3, 4, 5, 6, 7, 8, null, null, null])
    // The clip at position p plays routine step p + 1 in a normal class: its name says the same number.
    combos.forEach((n, position) => n !== null && expect(ROUTINE_NAMES[position]).toBe(`COMBO #${n}`))
    expect(Array.from({ length: classLength('mashup') }, (_, position) => comboNumber('mashup', position)).every((n) => n === null)).toBe(true)
  })

  it('stands in the demo clip of the position’s step and knows the last clip', () => {
    expect(defaultClipUrl(0, 'normal')).toBe('/media/routine-01.mp4')
    expect(defaultClipUrl(4, 'mashup')).toBe('/media/routine-12.mp4')
    expect(BUILT_IN_CLIPS.countdown).toBe('/media/countdown.mp4')
    expect([lastClipPosition('mashup'), lastClipPosition(null)]).toEqual([6, 13])
  })
})
