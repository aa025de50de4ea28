import type { ClassRunDetail } from '../../src/shared/schemas/classRuns'

// Proof of sync checked against the truth (docs/CLASS-RUNS.md#proof-of-sync): the skew between two screens measured
// from outside (the test's own samples of both playheads at one instant) beside what each screen reported of its drift.

/** One frame of the demo clips (25 fps): what a playhead read from outside is uncertain by. */
export const FRAME_MS = 40

type ScreenFigures = NonNullable<ClassRunDetail['timeline'][number]['sync']>

/** The value at rank ⌈q·n⌉ of the samples (nearest rank). */
export function rank(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]
}

export interface SyncAgreement {
  /** 90th percentile of the skew measured from outside, in ms. */
  measuredP90: number
  /** What the two screens' reports allow it to be: their 95th percentiles and clock error bounds added, and a frame. */
  boundMs: number
  agrees: boolean
}

/**
 * Whether two screens' reports agree with the skew measured between them. At every instant the skew is at most the sum
 * of the two drifts and the two clock errors (each screen measures against the class clock as its own offset places
 * it), so at most 10 % of the samples can pass the sum of the two 95th percentiles: the measured 90th percentile must
 * be within it, plus the clock error bounds and a frame of reading a playhead from outside.
 */
export function syncAgreement(skewsMs: readonly number[], one: ScreenFigures, other: ScreenFigures): SyncAgreement {
  const measuredP90 = rank(skewsMs, 0.9)
  const boundMs = one.p95Ms + other.p95Ms + (one.clockErrorMs ?? 0) + (other.clockErrorMs ?? 0) + FRAME_MS
  return { measuredP90, boundMs, agrees: skewsMs.length > 0 && measuredP90 <= boundMs }
}

/** "reported p95 21 ms (clock ±3 ms)". */
export const reportedWords = (figures: ScreenFigures | null | undefined) =>
  figures ? `reported p95 ${figures.p95Ms} ms, max ${figures.maxMs} ms (clock ±${figures.clockErrorMs ?? '?'} ms, ${figures.seeks} seeks)` : 'reported nothing'
