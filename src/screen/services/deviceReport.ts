import type { DeviceState } from '../../shared/schemas/class'

/**
 * The screen sends its own state again after this long even when nothing changed, so a server that
 * lost it (a crash between two heartbeat flushes) learns it within minutes.
 */
export const DEVICE_STATE_RESEND_MS = 5 * 60_000

/** One poll's part of the device state: what to send, and a note that the server has it. */
export interface DeviceReport {
  device: DeviceState | undefined
  /** The poll carrying `device` was answered: the server has this state. */
  delivered(): void
}

/**
 * Which polls carry the screen's own state (docs/CLASS-RUNS.md#readiness): the first, any whose
 * state differs from what the server last acknowledged, and one every DEVICE_STATE_RESEND_MS. The
 * rest send only `playing` and `automaticMode`, as before readiness, so the fleet's steady poll
 * costs the server what it did then.
 */
export function createDeviceReporter(resendEveryMs = DEVICE_STATE_RESEND_MS) {
  let acknowledged: { key: string; at: number } | null = null
  return {
    next(state: DeviceState | undefined, now: number): DeviceReport {
      if (!state) return { device: undefined, delivered: () => {} }
      const key = JSON.stringify(state)
      if (acknowledged && acknowledged.key === key && now - acknowledged.at < resendEveryMs) return { device: undefined, delivered: () => {} }
      return {
        device: state,
        delivered: () => {
          acknowledged = { key, at: now }
        },
      }
    },
    /** Another screen identity (a new pairing): its server record knows nothing yet. */
    reset() {
      acknowledged = null
    },
  }
}
