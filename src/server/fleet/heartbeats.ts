import { sql } from 'drizzle-orm'
import type { DeviceState } from '../../shared/schemas/class'
import type { Db } from '../db/client'

/**
 * Last-seen times of screens, kept in memory and written in one statement every flush
 * (docs/FLEET.md). A heartbeat is the most frequent write there is and nobody needs it at once:
 * "Connected" means a heartbeat within 90 s, and the console reads through the pending ones of
 * its own process, so it is never more than one flush behind. A crash loses at most one flush of
 * last-seen times and nothing else.
 */
export interface HeartbeatBuffer {
  /** A heartbeat, with what the device said of itself when it sent one (readiness). */
  record(screenId: string, at: Date, device?: DeviceState): void
  /** The newest heartbeat of the screen not yet written, if any. */
  pending(screenId: string): Date | undefined
  /** The device state of that heartbeat, if it carried one. */
  pendingDevice(screenId: string): DeviceState | undefined
  /** The screen was unlinked: its pending heartbeat must not bring it back to Connected. */
  forget(screenId: string): void
  /** Writes what is pending; returns how many screens it wrote. */
  flush(): Promise<number>
  /** Flushes a last time and stops the timer. */
  close(): Promise<void>
}

export interface HeartbeatBufferOptions {
  flushEveryMs: number
  onError?(error: unknown): void
}

/** Every live buffer of this process: the screens repository reads through them all. */
const liveBuffers = new Set<HeartbeatBuffer>()

/** The newest device state a screen reported to this process and not yet written, if any. */
export function pendingDeviceState(screenId: string): DeviceState | undefined {
  for (const buffer of liveBuffers) {
    const device = buffer.pendingDevice(screenId)
    if (device) return device
  }
  return undefined
}

/** The newest pending heartbeat of a screen in this process (any app), if any. */
export function pendingHeartbeat(screenId: string): Date | undefined {
  let newest: Date | undefined
  for (const buffer of liveBuffers) {
    const at = buffer.pending(screenId)
    if (at && (!newest || at > newest)) newest = at
  }
  return newest
}

export function createHeartbeatBuffer(db: Db, options: HeartbeatBufferOptions): HeartbeatBuffer {
  let pending = new Map<string, { at: Date; device?: DeviceState }>()
  let flushing: Promise<number> | null = null

  async function write(batch: Map<string, { at: Date; device?: DeviceState }>): Promise<number> {
    if (batch.size === 0) return 0
    const rows = JSON.stringify([...batch].map(([id, { at, device }]) => ({ id, at: at.toISOString(), device: device ?? null })))
    // Never moves a last-seen time back, and never marks a screen whose token was revoked meanwhile
    // (a heartbeat pending when staff pressed Disconnect, on this process or another).
    await db.execute(sql`
      update screens as s set status_updated_at = v.at, device_state = coalesce(v.device, s.device_state)
      from jsonb_to_recordset(${rows}::jsonb) as v(id uuid, at timestamptz, device jsonb)
      where s.id = v.id
        and (s.status_updated_at is null or s.status_updated_at < v.at)
        and exists (select 1 from sessions x where x.screen_id = s.id and x.kind = 'screen' and x.revoked_at is null)`)
    return batch.size
  }

  async function flush(): Promise<number> {
    if (flushing) await flushing.catch(() => 0)
    const batch = pending
    pending = new Map()
    flushing = write(batch).catch((error: unknown) => {
      // Keep what could not be written for the next flush, unless a newer heartbeat came since.
      for (const [id, entry] of batch) if (!pending.has(id)) pending.set(id, entry)
      throw error
    })
    try {
      return await flushing
    } finally {
      flushing = null
    }
  }

  const timer = setInterval(() => {
    flush().catch((error: unknown) => options.onError?.(error))
  }, options.flushEveryMs)
  timer.unref()

  const buffer: HeartbeatBuffer = {
    record(screenId, at, device) {
      const previous = pending.get(screenId)
      if (!previous || previous.at < at) pending.set(screenId, { at, device: device ?? previous?.device })
    },
    pending: (screenId) => pending.get(screenId)?.at,
    pendingDevice: (screenId) => pending.get(screenId)?.device,
    forget(screenId) {
      pending.delete(screenId)
    },
    flush,
    async close() {
      clearInterval(timer)
      liveBuffers.delete(buffer)
      await flush().catch((error: unknown) => options.onError?.(error))
    },
  }
  liveBuffers.add(buffer)
  return buffer
}
