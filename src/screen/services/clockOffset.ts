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
  const best = (): number | null => {
    if (samples.length === 0) return null
    return sampleOffset(samples.reduce((a, b) => (b.receivedAt - b.sentAt < a.receivedAt - a.sentAt ? b : a)))
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
    /** The server's clock now, by the best offset (device clock when there is none yet). */
    serverNow(deviceNow: number): number {
      return deviceNow + (this.offset() ?? 0)
    },
  }
}
export type ClockOffset = ReturnType<typeof createClockOffset>
