import { describe, expect, it } from 'vitest'
import { PLAYER, comboNumber, formatClock, stageQueue, stageSizeFor } from './player'

const routines = Array.from({ length: 14 }, (_, index) => ({
  step: index + 1,
  name: `R${index + 1}`,
  videoLink: `/media/r${index + 1}.mp4`,
  lrVideoLink: `/media/lr${index + 1}.mp4`,
}))

describe('stage player', () => {
  it('plays the countdown, then routines 2 to 14 in order (docs/RULES.md#class-playback)', () => {
    const queue = stageQueue({ id: 'w', name: 'W', routines: [...routines].reverse() }, false)
    expect(queue.map((clip) => clip.url)).toEqual(['/media/countdown.mp4', ...routines.slice(1).map((routine) => routine.videoLink)])
    expect(stageQueue({ id: 'w', name: 'W', routines }, true)[1].url).toBe('/media/lr2.mp4')
  })

  it('shows COMBO # n for clip order minus 2 on the eight combos only', () => {
    expect([2, 3, 10, 11].map(comboNumber)).toEqual([null, 1, 8, null])
  })

  it('picks the size from the URL, else by the viewport', () => {
    expect(stageSizeFor('1080x1920', { width: 375, height: 700 })).toBe('1080x1920')
    expect(stageSizeFor('bogus', { width: 1366, height: 900 })).toBe('720x1280')
    expect(stageSizeFor(null, { width: 1080, height: 1920 })).toBe('1080x1920')
  })

  it('uses docs/RULES.md#constants player constants and m:ss times', () => {
    expect(PLAYER).toEqual({ seekStepSeconds: 5, volumeStep: 0.1, autohideMs: 3000 })
    expect([0, 5.9, 65, 600].map(formatClock)).toEqual(['0:00', '0:05', '1:05', '10:00'])
  })
})
