import { describe, expect, it } from 'vitest'
import { AudioPolicy } from './audioPolicy'

const autoplayRefused = () => new DOMException('play() failed because the user did not interact with the document first.', 'NotAllowedError')

describe('AudioPolicy', () => {
  it('plays with sound and parks muted while autoplay with sound is allowed', () => {
    const audio = new AudioPolicy()
    expect(audio.mutedWhen('playing')).toBe(false)
    expect(audio.mutedWhen('parked')).toBe(true)
    expect(audio.unmutesOnPlay(true)).toBe(true)
    expect(audio.unmutesOnPlay(false)).toBe(false)
  })

  it('after a refused autoplay with sound, plays muted until a touch', () => {
    const audio = new AudioPolicy()
    expect(audio.refused(autoplayRefused(), false)).toBe(true)
    expect(audio.mutedWhen('playing')).toBe(true)
    expect(audio.unmutesOnPlay(true)).toBe(false)
    audio.touched()
    expect(audio.mutedWhen('playing')).toBe(false)
    expect(audio.unmutesOnPlay(true)).toBe(true)
    expect(audio.mutedWhen('parked')).toBe(true)
  })

  it('leaves other refusals alone: an interrupted play(), a broken source, a muted element refused', () => {
    const audio = new AudioPolicy()
    expect(audio.refused(new DOMException('The play() request was interrupted by a call to pause().', 'AbortError'), false)).toBe(false)
    expect(audio.refused(new DOMException('no supported sources', 'NotSupportedError'), false)).toBe(false)
    expect(audio.refused(new Error('NotAllowedError'), false)).toBe(false)
    expect(audio.refused(autoplayRefused(), true)).toBe(false)
    expect(audio.mutedWhen('playing')).toBe(false)
  })
})
