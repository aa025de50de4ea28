import { describe, expect, it } from 'vitest'
import type { DeckPlan } from './deckPlan'
import { clockStartOffset, SEAM_LEAD_MS, seamStartDelay, startSeekSeconds } from './seamScheduler'
import { CLASS_STARTED_AT, testPlan } from './testPlan'

const startedAt = CLASS_STARTED_AT
const plan = (overrides: Partial<DeckPlan> = {}) => testPlan({ startOffsetSeconds: 7.5, ...overrides })

describe('seamStartDelay', () => {
  it('calls play() the start latency and the lead before the clip instant', () => {
    // Clip 2 begins 30 s into the class; 5 s into the class, with 250 ms of start latency.
    expect(seamStartDelay(plan(), 2, 250, startedAt + 5_000)).toBe(30_000 - 5_000 - 250 - SEAM_LEAD_MS)
    expect(seamStartDelay(plan(), 1, 100, startedAt + 5_000)).toBe(10_000 - 5_000 - 100 - SEAM_LEAD_MS)
  })

  it('a longer learnt latency starts it earlier by as much', () => {
    const now = startedAt + 12_345
    expect(seamStartDelay(plan(), 2, 100, now)! - seamStartDelay(plan(), 2, 400, now)!).toBe(300)
  })

  it('is 0 once the moment to call play() has passed', () => {
    expect(seamStartDelay(plan(), 2, 250, startedAt + 29_900)).toBe(0)
    expect(seamStartDelay(plan(), 2, 250, startedAt + 45_000)).toBe(0)
  })

  it('is null without a clock or with a duration before the clip unknown', () => {
    expect(seamStartDelay(plan({ startedAt: null }), 2, 250, startedAt)).toBeNull()
    expect(seamStartDelay(plan({ durations: [10, undefined, 30] }), 2, 250, startedAt)).toBeNull()
    // Only durations before the clip count: clip 1 needs clip 0's.
    expect(seamStartDelay(plan({ durations: [10, undefined, 30] }), 1, 0, startedAt)).toBe(10_000 - SEAM_LEAD_MS)
  })
})

describe('clockStartOffset', () => {
  it('is where the class will be when the first frame shows', () => {
    // 14.75 s into the class (clip 1 began at 10 s) plus 250 ms of latency: 5 s into clip 1.
    expect(clockStartOffset(plan(), 1, 250, startedAt + 14_750)).toBeCloseTo(5, 9)
    expect(clockStartOffset(plan(), 2, 0, startedAt + 42_500)).toBeCloseTo(12.5, 9)
  })

  it('starts from 0 within 100 ms of the clip start, before it, and past its end', () => {
    expect(clockStartOffset(plan(), 1, 0, startedAt + 10_080)).toBe(0)
    expect(clockStartOffset(plan(), 1, 0, startedAt + 10_150)).toBeCloseTo(0.15, 9)
    expect(clockStartOffset(plan(), 2, 0, startedAt + 5_000)).toBe(0)
    expect(clockStartOffset(plan(), 1, 0, startedAt + 31_000)).toBe(0)
  })

  it('is null without a clock or an unknown duration before the clip', () => {
    expect(clockStartOffset(plan({ startedAt: null }), 1, 0, startedAt + 14_000)).toBeNull()
    expect(clockStartOffset(plan({ durations: [undefined, 20, 30] }), 1, 0, startedAt + 14_000)).toBeNull()
  })
})

describe('startSeekSeconds', () => {
  it('follows the clock when there is one', () => {
    expect(startSeekSeconds(plan(), 1, 500, startedAt + 12_500)).toBeCloseTo(3, 9)
  })

  it("without a clock, the head starts at the machine's join offset and any other clip at 0", () => {
    expect(startSeekSeconds(plan({ startedAt: null }), 1, 500, startedAt)).toBe(7.5)
    expect(startSeekSeconds(plan({ startedAt: null }), 2, 500, startedAt)).toBe(0)
    expect(startSeekSeconds(plan({ durations: [undefined, 20, 30] }), 1, 500, startedAt + 12_500)).toBe(7.5)
  })

  it('is 0 without a plan', () => {
    expect(startSeekSeconds(null, 1, 500, startedAt + 12_500)).toBe(0)
  })
})
