import { describe, expect, it } from 'vitest'
import { defaultRoutines, demoRoutines, ROUTINE_NAMES } from './routines'

const base = 'http://localhost:3000/media/'

describe('routines of a workout', () => {
  it('names 14 routines in the product’s order', () => {
    expect(ROUTINE_NAMES).toEqual([
      'KB WELCOME',
      'WARM-UP',
      'GLOVES ON - WORLD OFF',
      'COMBO #1',
      'COMBO #2',
      'COMBO #3',
      'COMBO #4',
      'COMBO #5',
      'COMBO #6',
      'COMBO #7',
      'COMBO #8',
      'CORE & COOL DOWN',
      'STRETCHES',
      'ENDING',
    ])
  })

  it('presets only the welcome, gloves-on and ending clips in a new workout', () => {
    const routines = defaultRoutines(base)
    expect(routines.map((routine) => routine.step)).toEqual(Array.from({ length: 14 }, (_, index) => index + 1))
    const links = Object.fromEntries(routines.filter((routine) => routine.videoLink).map((routine) => [routine.name, routine.videoLink]))
    expect(links).toEqual({
      'KB WELCOME': `${base}countdown.mp4`,
      'GLOVES ON - WORLD OFF': `${base}routine-03.mp4`,
      ENDING: `${base}routine-14.mp4`,
    })
  })

  it('fills every demo clip for the seed', () => {
    expect(demoRoutines(base).map((routine) => routine.videoLink.slice(base.length))).toEqual(
      Array.from({ length: 14 }, (_, index) => `routine-${String(index + 1).padStart(2, '0')}.mp4`),
    )
  })
})
