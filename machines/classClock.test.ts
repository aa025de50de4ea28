import { describe, expect, it } from 'vitest'
import { clipStartInstant, clipStartSeconds, correctionFor, reanchor, seamGapMs, serverAnchorOf } from './classClock'

const durations = [5, 4, 4, 4]
const base = { durations, startedAt: 1_000_000 }

describe('timeline', () => {
  it('sums the clips before a position, NaN when one is unknown', () => {
    expect(clipStartSeconds(durations, 2)).toBe(9)
    expect(clipStartSeconds([5, undefined, 4], 2)).toBeNaN()
    expect(clipStartInstant(durations, 1000, 1)).toBe(6000)
  })

  it('leaves a playhead in step alone', () => {
    expect(correctionFor({ ...base, now: base.startedAt + 6_010, position: 1, currentTime: 1 })).toMatchObject({ kind: 'rate', rate: 1 })
  })

  it('nudges the rate for small drift: slower when ahead, faster when behind', () => {
    const ahead = correctionFor({ ...base, now: base.startedAt + 6_000, position: 1, currentTime: 1.2 })
    expect(ahead.kind).toBe('rate')
    expect(ahead.kind === 'rate' && ahead.rate).toBeCloseTo(0.85)
    const behind = correctionFor({ ...base, now: base.startedAt + 6_000, position: 1, currentTime: 0.9 })
    expect(behind.kind === 'rate' && behind.rate).toBeCloseTo(1.1)
  })

  it('seeks inside the clip when far off, jumps clips when the class moved on', () => {
    expect(correctionFor({ ...base, now: base.startedAt + 8_000, position: 1, currentTime: 0 })).toMatchObject({ kind: 'seek', seekTo: 3 })
    expect(correctionFor({ ...base, now: base.startedAt + 11_000, position: 1, currentTime: 3.9 })).toMatchObject({ kind: 'jump', index: 2, offsetSeconds: 2 })
  })

  it('seeks a clip that started late into step just after the cut, and nudges the same drift later in the clip', () => {
    expect(correctionFor({ ...base, now: base.startedAt + 5_500, position: 1, currentTime: 0.3 })).toMatchObject({ kind: 'seek', seekTo: 0.5 })
    expect(correctionFor({ ...base, now: base.startedAt + 7_200, position: 1, currentTime: 2 }).kind).toBe('rate')
  })

  it('does not jump for the last frames of a clip (the seam handles those)', () => {
    expect(correctionFor({ ...base, now: base.startedAt + 9_100, position: 1, currentTime: 3.98 }).kind).toBe('rate')
  })

  it('says over when the class ended by the clock, unknown without durations', () => {
    expect(correctionFor({ ...base, now: base.startedAt + 30_000, position: 0, currentTime: 0 }).kind).toBe('over')
    expect(correctionFor({ durations: [5, undefined, 4], startedAt: 0, now: 10_000, position: 2, currentTime: 0 }).kind).toBe('unknown')
  })

  it('measures a seam gap beyond one frame', () => {
    expect(seamGapMs(1000, 1040, 40)).toBe(0)
    expect(seamGapMs(1000, 1100, 40)).toBe(60)
  })
})

describe('the run’s anchor on the class clock', () => {
  it('stays the server instant the class began when a better offset re-anchors it', () => {
    const stamp = Date.parse('2026-06-15T14:00:00.000Z')
    const startedAt = stamp - 250.4
    const moved = reanchor(startedAt, 250.4, 1_000)!
    expect(serverAnchorOf(startedAt, 250.4)).toBe(stamp)
    expect(serverAnchorOf(moved.startedAt, moved.anchorOffsetMs)).toBe(stamp)
  })
})
