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
  return {
    add(sample: ClockSample): void {
      if (!(sample.receivedAt >= sample.sentAt) || Number.isNaN(sample.serverTime)) return
      samples.push(sample)
      if (samples.length > keep) samples.shift()
    },
    /** Best offset in ms, or null before the first sample. */
    offset(): number | null {
      if (samples.length === 0) return null
      const best = samples.reduce((a, b) => (b.receivedAt - b.sentAt < a.receivedAt - a.sentAt ? b : a))
      return sampleOffset(best)
    },
    /** The server's clock now, by the best offset (device clock when there is none yet). */
    serverNow(deviceNow: number): number {
      return deviceNow + (this.offset() ?? 0)
    },
  }
}
export type ClockOffset = ReturnType<typeof createClockOffset>
