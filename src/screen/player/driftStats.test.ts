import { describe, expect, it } from 'vitest'
import { DriftTally, driftFigures, nearestRank } from './driftStats'

describe('drift figures', () => {
  it('takes the nearest rank: always one of the samples', () => {
    const sorted = Array.from({ length: 20 }, (_, index) => index + 1)
    expect(nearestRank(sorted, 0.5)).toBe(10)
    expect(nearestRank(sorted, 0.95)).toBe(19)
    expect(nearestRank(sorted, 1)).toBe(20)
    expect(nearestRank([42], 0.95)).toBe(42)
    expect(nearestRank([], 0.5)).toBe(0)
  })

  it('reads |drift|: a screen behind is as far off as one ahead', () => {
    expect(driftFigures([-40, 10, -10, 5, 0])).toEqual({ samples: 5, medianMs: 10, p95Ms: 40, maxMs: 40 })
    expect(driftFigures([-7.6])).toEqual({ samples: 1, medianMs: 8, p95Ms: 8, maxMs: 8 })
  })

  it('keeps one late seek out of the 95th percentile of a long clip, but not out of its largest', () => {
    const samples = [...Array.from({ length: 99 }, (_, index) => (index % 2 ? 6 : -4)), 1_200]
    expect(driftFigures(samples)).toEqual({ samples: 100, medianMs: 4, p95Ms: 6, maxMs: 1_200 })
  })

  it('has nothing to say of a clip never compared', () => {
    expect(driftFigures([])).toBeNull()
    expect(new DriftTally().summary(5)).toBeNull()
  })
})

describe('DriftTally', () => {
  it('counts the seeks and rate changes, and ignores a drift that is not a number', () => {
    const tally = new DriftTally()
    tally.sample(Number.NaN, 'seek')
    tally.sample(350, 'seek')
    tally.sample(-60, 'rate')
    tally.sample(-20, 'rate')
    tally.sample(4, null)
    expect(tally.summary(3.2)).toEqual({ samples: 4, medianMs: 20, p95Ms: 350, maxMs: 350, seeks: 1, rateChanges: 2, clockErrorMs: 4 })
    expect(tally.summary(null)?.clockErrorMs).toBeNull()
  })

  it('keeps a catch-up out of the median and the 95th percentile, not out of the count or the largest', () => {
    const tally = new DriftTally()
    tally.sample(-700, 'seek', true)
    tally.sample(-650, null, true)
    for (const drift of [12, -8, 20, 6]) tally.sample(drift, 'rate')
    expect(tally.summary(2)).toEqual({ samples: 6, medianMs: 8, p95Ms: 20, maxMs: 700, seeks: 1, rateChanges: 4, clockErrorMs: 2 })
    // Never past the catch-up: its samples are all it has.
    const stuck = new DriftTally()
    stuck.sample(900, 'seek', true)
    expect(stuck.summary(null)).toMatchObject({ samples: 1, p95Ms: 900, maxMs: 900 })
  })
})
