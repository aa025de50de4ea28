import type { PlaySync } from '../../shared/schemas/classRuns'

/** What one turn of the sync did about the drift it measured. */
export type DriftCorrection = 'seek' | 'rate' | null

/** The value at rank ⌈q·n⌉ of an ascending list (nearest rank: always one of the samples, never an interpolation). */
export function nearestRank(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]
}

/**
 * The figures of one clip's drift samples (ms, signed: positive is ahead): median, 95th percentile and largest
 * of |drift|, nearest rank. Null when there is no sample (the clip was too short, or never comparable).
 */
export function driftFigures(samplesMs: readonly number[]): Pick<PlaySync, 'samples' | 'medianMs' | 'p95Ms' | 'maxMs'> | null {
  if (samplesMs.length === 0) return null
  const sorted = samplesMs.map((drift) => Math.round(Math.abs(drift))).sort((a, b) => a - b)
  return { samples: sorted.length, medianMs: nearestRank(sorted, 0.5), p95Ms: nearestRank(sorted, 0.95), maxMs: sorted[sorted.length - 1] }
}

/**
 * Proof of sync on the screen (docs/CLASS-RUNS.md#proof-of-sync): every drift the playhead sync measured while one
 * clip was on screen, and the corrections it made, summed up as the clip leaves.
 */
export class DriftTally {
  private readonly samples: number[] = []
  /** Samples while the screen was catching up with a class it had just joined: in the largest drift and the count only. */
  private readonly catchUp: number[] = []
  private seeks = 0
  private rateChanges = 0

  /**
   * One comparison with the class clock: `driftMs` measured, and what was done about it. `catchingUp`: the screen has
   * just joined the class (its start, or a reload) and is seeking to its place; such a sample counts in the largest
   * drift, not in the median and the 95th percentile (docs/CLASS-RUNS.md#proof-of-sync says why).
   */
  sample(driftMs: number, correction: DriftCorrection, catchingUp = false): void {
    if (!Number.isFinite(driftMs)) return
    ;(catchingUp ? this.catchUp : this.samples).push(driftMs)
    if (correction === 'seek') this.seeks += 1
    if (correction === 'rate') this.rateChanges += 1
  }

  /** The clip's figures, with how sure the screen is of the server's time; null when nothing was measured. */
  summary(clockErrorMs: number | null): PlaySync | null {
    const steady = driftFigures(this.samples.length > 0 ? this.samples : this.catchUp)
    if (!steady) return null
    const largest = Math.max(steady.maxMs, ...this.catchUp.map((drift) => Math.round(Math.abs(drift))))
    const figures = { ...steady, samples: this.samples.length + this.catchUp.length, maxMs: largest }
    return { ...figures, seeks: this.seeks, rateChanges: this.rateChanges, clockErrorMs: clockErrorMs === null ? null : Math.ceil(clockErrorMs) }
  }
}
