import { describe, expect, it } from 'vitest'
import { FrameCadence, seamRecord, StallTimer } from './playMetrics'

describe('FrameCadence', () => {
  it('smooths the interval between frames of the clip on screen', () => {
    const frames = new FrameCadence()
    frames.presented(1_000, true)
    // The first frame's interval counts from 0: far over 200 ms, not cadence.
    expect(frames.steadyMs).toBe(40)
    frames.presented(1_020, true)
    expect(frames.steadyMs).toBeCloseTo(0.9 * 40 + 0.1 * 20, 9)
    frames.presented(1_040, true)
    expect(frames.steadyMs).toBeCloseTo(0.9 * (0.9 * 40 + 0.1 * 20) + 0.1 * 20, 9)
    expect(frames.lastFrameAt).toBe(1_040)
  })

  it('skips pauses, stalls and frames of a clip not on screen, but remembers when they came', () => {
    const frames = new FrameCadence()
    frames.presented(1_000, true)
    frames.presented(1_300, true)
    frames.presented(1_340, false)
    frames.presented(1_340, true)
    expect(frames.steadyMs).toBe(40)
    expect(frames.lastFrameAt).toBe(1_340)
  })

  it('judges a seam against one frame of the outgoing clip, at least 40 ms', () => {
    const frames = new FrameCadence()
    frames.presented(5_000, false)
    expect(frames.gapBefore(5_030)).toBe(0)
    expect(frames.gapBefore(5_100)).toBe(60)
    frames.steadyMs = 66
    expect(frames.gapBefore(5_100)).toBe(34)
    frames.steadyMs = 20
    expect(frames.gapBefore(5_100)).toBe(60)
  })
})

describe('seamRecord', () => {
  it('gives the seam in whole ms', () => {
    const frames = new FrameCadence()
    frames.presented(10_000.4, false)
    frames.steadyMs = 41.6
    expect(seamRecord(3, 4, frames, 10_090.2, { startupMs: 238.7, plannedStartupMs: 200, startLateMs: 12.4 })).toEqual({
      from: 3,
      to: 4,
      gapMs: 48,
      frameIntervalMs: 90,
      steadyFrameMs: 42,
      startupMs: 239,
      plannedStartupMs: 200,
      startLateMs: 12,
    })
  })
})

describe('StallTimer', () => {
  it('measures from the first waiting to playing', () => {
    const stall = new StallTimer()
    stall.waiting(2_000)
    stall.waiting(2_300)
    expect(stall.playing(2_750)).toBe(750)
    expect(stall.playing(3_000)).toBeNull()
  })

  it('reports nothing for a playing without a stall, or after a reset', () => {
    const stall = new StallTimer()
    expect(stall.playing(1_000)).toBeNull()
    stall.waiting(2_000)
    stall.reset()
    expect(stall.playing(2_500)).toBeNull()
  })
})
