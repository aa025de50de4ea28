import type { DeviceState } from '../../shared/schemas/class'
import type { Screen } from '../../shared/schemas/screens'
import type { HeartbeatBuffer } from './heartbeats'
import { liveScreen } from './liveScreens'

/**
 * What the fleet knows of a screen beyond its stored row (docs/FLEET.md#live-consoles): this
 * process's heartbeats not yet written and what any process heard over the bus. The console, readiness
 * and the alert check read it through `app.fleet`, so they never wait for a flush.
 */
export interface Liveness {
  /** The newest heartbeat: the stored one, one this process has not written yet, or one another process told of. */
  lastSeen(screen: { id: string; statusUpdatedAt: Date | null }): Date | null
  /** The screen's device state as it stands: the stored one with what its pending heartbeat said since. */
  deviceState(screenId: string, stored: DeviceState | null | undefined): DeviceState | null
  /**
   * What the screen plays: the newest of what its polls said (`device`, stored or pending) and what
   * any process heard since, from its polls and play reports. Null while not connected or not said.
   */
  nowPlaying(screenId: string, device: DeviceState | null, isConnected: boolean): Screen['nowPlaying']
}

export function createLiveness(heartbeats: HeartbeatBuffer): Liveness {
  return {
    lastSeen(screen) {
      let newest = screen.statusUpdatedAt
      const pending = heartbeats.pending(screen.id)
      if (pending && (!newest || pending > newest)) newest = pending
      const seenAt = liveScreen(screen.id)?.seenAt
      if (seenAt && (!newest || seenAt > newest.getTime())) newest = new Date(seenAt)
      return newest
    },

    deviceState(screenId, stored) {
      const report = heartbeats.pendingReport(screenId)
      const device = report?.device ?? stored ?? null
      return device && report?.playing !== undefined ? { ...device, playing: report.playing } : device
    },

    nowPlaying(screenId, device, isConnected) {
      if (!isConnected) return null
      const live = liveScreen(screenId)
      const playing = live?.playing ?? device?.playing
      if (playing === undefined) return null
      const position = live?.position !== undefined ? live.position : (device?.position ?? null)
      return { playing, position }
    },
  }
}
