/** play() → first frame of a preloaded clip before any start is measured: Chromium wakes a suspended idle player in about 250 ms. */
const ASSUMED_START_LATENCY_MS = 250
/** A measurement at or over this is no start of a preloaded clip (a busy tab, a throttled timer): it is not learnt. */
const MAX_LEARNT_LATENCY_MS = 1_000

/**
 * How long a <video> takes from play() to its first presented frame, learnt from each clip swap, so the
 * next clip can be started that much before its instant. The first measurement replaces the assumption;
 * later ones move the estimate halfway towards themselves.
 */
export class StartLatency {
  private learnt = false

  constructor(private estimateMs = ASSUMED_START_LATENCY_MS) {}

  /** The current estimate in ms. */
  get ms(): number {
    return this.estimateMs
  }

  /**
   * One start: play() was asked (or meant to be asked, for a timed start) at `requestedAt` and the first frame
   * came at `frameAt`, both on one clock (performance.now()). Returns the measured latency.
   */
  learn(requestedAt: number, frameAt: number): number {
    const latency = frameAt - requestedAt
    if (latency > 0 && latency < MAX_LEARNT_LATENCY_MS) this.estimateMs = Math.round(this.learnt ? 0.5 * this.estimateMs + 0.5 * latency : latency)
    // Even a measurement thrown away ends the assumption's turn: later ones are averaged with the estimate.
    this.learnt = true
    return latency
  }
}
