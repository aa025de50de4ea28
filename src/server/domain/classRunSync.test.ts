import { describe, expect, it } from 'vitest'
import type { ClipSync } from '../../shared/schemas/classRuns'
import { clipSyncOf, runSyncOf, screenSyncOf } from './classRunSync'

const clip = (p95Ms: number, maxMs: number, extra: Partial<ClipSync> = {}): ClipSync => ({
  samples: 150,
  medianMs: Math.min(p95Ms, 5),
  p95Ms,
  maxMs,
  seeks: 0,
  rateChanges: 2,
  clockErrorMs: 4,
  ...extra,
})

describe('proof of sync, a class’s figures', () => {
  it('reads a stored play’s figures, or none from an older app', () => {
    const row = { syncSamples: 10, syncMedianMs: 3, syncP95Ms: 9, syncMaxMs: 12, syncSeeks: null, syncRateChanges: 1, clockErrorMs: null }
    expect(clipSyncOf(row)).toEqual({ samples: 10, medianMs: 3, p95Ms: 9, maxMs: 12, seeks: 0, rateChanges: 1, clockErrorMs: null })
    expect(clipSyncOf({ ...row, syncSamples: null })).toBeNull()
  })

  it('takes a screen’s 95th percentile as its worst clip’s, and sums its samples and corrections', () => {
    expect(screenSyncOf([clip(12, 30), null, clip(21, 38, { seeks: 1, clockErrorMs: 7 })], 100)).toEqual({
      clips: 2,
      samples: 300,
      p95Ms: 21,
      maxMs: 38,
      seeks: 1,
      rateChanges: 4,
      clockErrorMs: 7,
      inStep: true,
    })
    expect(screenSyncOf([clip(101, 400)], 100)?.inStep).toBe(false)
    expect(screenSyncOf([clip(100, 400)], 100)?.inStep).toBe(true)
    expect(screenSyncOf([null], 100)).toBeNull()
  })

  it('counts the screens in step and names the worst', () => {
    const steady = screenSyncOf([clip(21, 38)], 100)
    const slow = screenSyncOf([clip(180, 420, { clockErrorMs: null })], 100)
    expect(runSyncOf([steady, steady, slow, null], 100)).toEqual({ thresholdMs: 100, screens: 3, inStep: 2, p95Ms: 180, maxMs: 420, clockErrorMs: 4 })
    expect(runSyncOf([null], 100)).toBeNull()
  })
})
