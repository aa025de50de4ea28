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
  /**
   * A heartbeat, with what the device said of itself when it sent one (readiness) and whether it
   * plays a class. A screen sends its state only when it changed (docs/FLEET.md#measuring-it), so a
   * heartbeat without one keeps the state it had; `playing` comes with every poll.
   */
  record(screenId: string, at: Date, device?: DeviceState, playing?: boolean): void
  /** The newest heartbeat of the screen not yet written, if any. */
  pending(screenId: string): Date | undefined
  /** What that heartbeat said of the device, if anything. */
  pendingReport(screenId: string): PendingReport | undefined
  /** The screen was unlinked: its pending heartbeat must not bring it back to Connected. */
  forget(screenId: string): void
  /** Writes what is pending; returns how many screens it wrote. */
  flush(): Promise<number>
  /** Flushes a last time and stops the timer. */
  close(): Promise<void>
  /** For the metrics: screens pending now, and the last flush that wrote (when, how many, how long it took). */
  stats(): HeartbeatStats
}

export interface HeartbeatStats {
  pending: number
  lastFlush: { at: number; screens: number; ms: number } | null
}

export interface HeartbeatBufferOptions {
  flushEveryMs: number
  onError?(error: unknown): void
}

/** What a screen's pending heartbeat says of it: its state if it sent one since, whether it plays. */
export interface PendingReport {
  device?: DeviceState
  playing?: boolean
}

interface Pending extends PendingReport {
  at: Date
}

export function createHeartbeatBuffer(db: Db, options: HeartbeatBufferOptions): HeartbeatBuffer {
  let pending = new Map<string, Pending>()
  let flushing: Promise<number> | null = null
  let lastFlush: HeartbeatStats['lastFlush'] = null

  /** The heartbeat is newer than the one the row holds. */
  const newer = sql.raw('(s.status_updated_at is null or s.status_updated_at < v.at)')

  async function write(batch: Map<string, Pending>): Promise<number> {
    if (batch.size === 0) return 0
    const rows = JSON.stringify(
      [...batch].map(([id, { at, device, playing }]) => ({ id, at: at.toISOString(), device: device ?? null, playing: playing ?? null })),
    )
    // Never moves a last-seen time back, and never marks a screen whose token was revoked meanwhile
    // (a heartbeat pending when staff pressed Disconnect, on this process or another). A device state
    // is sent once, when it changed, so it is written even when another process wrote a newer
    // heartbeat first; `playing`, sent with every poll, only from the newest heartbeat.
    await db.execute(sql`
      update screens as s set
        status_updated_at = case when ${newer} then v.at else s.status_updated_at end,
        device_state = case
          when v.device is not null then v.device || jsonb_strip_nulls(jsonb_build_object('playing', case when ${newer} then to_jsonb(v.playing) else coalesce(s.device_state -> 'playing', to_jsonb(v.playing)) end))
          when ${newer} and v.playing is not null and s.device_state is not null then jsonb_set(s.device_state, '{playing}', to_jsonb(v.playing))
          else s.device_state
        end
      from jsonb_to_recordset(${rows}::jsonb) as v(id uuid, at timestamptz, device jsonb, playing boolean)
      where s.id = v.id
        and (${newer} or v.device is not null)
        and exists (select 1 from sessions x where x.screen_id = s.id and x.kind = 'screen' and x.revoked_at is null)`)
    return batch.size
  }

  async function flush(): Promise<number> {
    if (flushing) await flushing.catch(() => 0)
    const batch = pending
    pending = new Map()
    const started = Date.now()
    flushing = write(batch).then((screens) => {
      lastFlush = { at: Date.now(), screens, ms: Date.now() - started }
      return screens
    })
    flushing = flushing.catch((error: unknown) => {
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
    record(screenId, at, device, playing) {
      const previous = pending.get(screenId)
      if (!previous || previous.at < at) pending.set(screenId, { at, device: device ?? previous?.device, playing: playing ?? previous?.playing })
    },
    pending: (screenId) => pending.get(screenId)?.at,
    pendingReport: (screenId) => pending.get(screenId),
    forget(screenId) {
      pending.delete(screenId)
    },
    flush,
    stats: () => ({ pending: pending.size, lastFlush }),
    async close() {
      clearInterval(timer)
      await flush().catch((error: unknown) => options.onError?.(error))
    },
  }
  return buffer
}
