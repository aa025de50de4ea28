import { seamGapMs } from '../../../machines/classClock'
import type { ScreenMetrics } from '../services/metrics'

/** One frame at 25 fps, the demo clips' rate: the least a seam's frame interval is judged against. */
const FRAME_MS = 40
/** A frame interval at or over this is a pause or a stall, not the clip's cadence. */
const MAX_CADENCE_MS = 200

/**
 * The frames one <video> presents (requestVideoFrameCallback): when the last one came and the smoothed
 * interval between them while its clip plays on screen, so a seam is judged against the outgoing clip's
 * own cadence.
 */
export class FrameCadence {
  lastFrameAt = 0
  steadyMs = FRAME_MS

  /** A frame presented at `at` (performance.now() clock); `learn` when it belongs to the clip playing on screen. */
  presented(at: number, learn: boolean): void {
    const interval = at - this.lastFrameAt
    if (learn && interval > 0 && interval < MAX_CADENCE_MS) this.steadyMs = 0.9 * this.steadyMs + 0.1 * interval
    this.lastFrameAt = at
  }

  /** The visible gap if the next clip's first frame comes at `firstFrameAt`: the time beyond one frame of this clip. */
  gapBefore(firstFrameAt: number): number {
    return seamGapMs(this.lastFrameAt, firstFrameAt, Math.max(FRAME_MS, this.steadyMs))
  }
}

/** The seam between two clips as the e2e tests read it (window.__screenMetrics.seams), in whole ms. */
export function seamRecord(
  from: number,
  to: number,
  outgoing: FrameCadence,
  firstFrameAt: number,
  start: { startupMs: number; plannedStartupMs: number; startLateMs: number },
): Omit<ScreenMetrics['seams'][number], 'at'> {
  return {
    from,
    to,
    gapMs: Math.round(outgoing.gapBefore(firstFrameAt)),
    frameIntervalMs: Math.round(firstFrameAt - outgoing.lastFrameAt),
    steadyFrameMs: Math.round(outgoing.steadyMs),
    startupMs: Math.round(start.startupMs),
    plannedStartupMs: Math.round(start.plannedStartupMs),
    startLateMs: Math.round(start.startLateMs),
  }
}

/** How long the clip on screen froze waiting for data ('waiting' to 'playing'). */
export class StallTimer {
  private since: number | null = null

  /** It began waiting at `at` (a second 'waiting' in the same stall keeps the first instant). */
  waiting(at: number): void {
    this.since ??= at
  }

  /** It plays again at `at`: the stall's length in ms, or null when it was not stalled. */
  playing(at: number): number | null {
    if (this.since === null) return null
    const ms = at - this.since
    this.since = null
    return ms
  }

  /** The clip left the screen: a stall under way is not its to report. */
  reset(): void {
    this.since = null
  }
}
