/** One request's timing: device clock when sent and answered, and the server clock it reported. */
export interface ClockSample {
  sentAt: number
  receivedAt: number
  serverTime: number
}

/** Server clock minus device clock for one sample, assuming the answer was stamped half-way through the round trip. */
export function sampleOffset(sample: ClockSample): number {
  return sample.serverTime - (sample.sentAt + sample.receivedAt) / 2
}

/**
 * Keeps the last few samples and trusts the one with the shortest round trip (NTP's rule: its
 * error is at most half that trip). Screens of one location then agree on the class start instant.
 */
export function createClockOffset(keep = 8) {
  const samples: ClockSample[] = []
  const listeners = new Set<(offsetMs: number) => void>()
  const bestSample = (): ClockSample | null =>
    samples.length === 0 ? null : samples.reduce((a, b) => (b.receivedAt - b.sentAt < a.receivedAt - a.sentAt ? b : a))
  const best = (): number | null => {
    const sample = bestSample()
    return sample === null ? null : sampleOffset(sample)
  }
  return {
    add(sample: ClockSample): void {
      if (!(sample.receivedAt >= sample.sentAt) || Number.isNaN(sample.serverTime)) return
      const before = best()
      samples.push(sample)
      if (samples.length > keep) samples.shift()
      const after = best()
      if (after !== null && after !== before) for (const listener of listeners) listener(after)
    },
    /** Calls `listener` with the best offset now (when known) and each time it changes; returns the function that stops. */
    watch(listener: (offsetMs: number) => void): () => void {
      listeners.add(listener)
      const now = best()
      if (now !== null) listener(now)
      return () => listeners.delete(listener)
    },
    /** Best offset in ms, or null before the first sample. */
    offset: best,
    /**
     * How far the best offset may be from the truth, in ms: wherever the server stamped its answer within the round
     * trip, it is off by at most half the trip, plus the millisecond the server's stamp is rounded to. Null before the
     * first sample. Proof of sync reports it beside each clip's drift (docs/CLASS-RUNS.md#proof-of-sync).
     */
    errorBound(): number | null {
      const sample = bestSample()
      return sample === null ? null : (sample.receivedAt - sample.sentAt) / 2 + SERVER_STAMP_RESOLUTION_MS
    },
    /** The server's clock now, by the best offset (device clock when there is none yet). */
    serverNow(deviceNow: number): number {
      return deviceNow + (this.offset() ?? 0)
    },
  }
}
export type ClockOffset = ReturnType<typeof createClockOffset>

/** The server's time comes as an ISO 8601 stamp, in whole milliseconds. */
const SERVER_STAMP_RESOLUTION_MS = 1

let shared: Pick<ClockOffset, 'errorBound'> | null = null

/** The screen's one clock service, made known to the player, which reports its error bound with each clip. */
export function shareClock(clock: Pick<ClockOffset, 'errorBound'>): void {
  shared = clock
}

/** The shared clock's error bound in ms (null before the first sample, or with no clock shared). */
export function clockErrorBound(): number | null {
  return shared?.errorBound() ?? null
}
