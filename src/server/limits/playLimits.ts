import { and, gt, like } from 'drizzle-orm'
import { API_MESSAGES } from '../../shared/messages'
import type { Db } from '../db/client'
import { rateLimits } from '../db/schema'
import { HttpError } from '../lib/httpErrors'
import { hitCounter, readCounters, refundCounter, setCounter } from './counters'

/**
 * Limits on the screens' play reports (docs/SECURITY.md#proof-of-play), counted in the shared
 * counters so they hold across every server process:
 * - reports per screen and minute: a screen sends one after each clip, and its backlog 50 at a
 *   time after an outage; far more is a loop or a flood (429: the screen keeps its reports and
 *   sends them again after its back-off);
 * - classes (runs) a screen may open per hour: a screen plays one class at a time;
 * - refusals per screen and hour: a screen that keeps sending reports the server refuses raises a
 *   `playsRefused` alert (docs/ALERTS.md) that lasts while it goes on.
 */
export interface PlayLimits {
  reportsPerMinute: number
  runsPerHour: number
  /** Refusals within an hour that raise the alert. */
  refusalsForAlert: number
  /** How long the alert stays after the last refusal over the threshold. */
  alertHoldMs: number
}

export const DEFAULT_PLAY_LIMITS: PlayLimits = {
  reportsPerMinute: 30,
  runsPerHour: 30,
  refusalsForAlert: 10,
  alertHoldMs: 30 * 60_000,
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const ALERT_PREFIX = 'plays|alert|'

const keys = (screenId: string) => ({
  reports: `plays|reports|${screenId}`,
  runs: `plays|runs|${screenId}`,
  refused: `plays|refused|${screenId}`,
})

const secondsUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000))

/** A screen refusing reports fast enough to raise the alert: its location, and how many this hour. */
export interface RefusingScreen {
  locationId: string
  screenId: string
  refused: number
}

export function createPlayGuard(db: () => Db, limits: PlayLimits = DEFAULT_PLAY_LIMITS) {
  return {
    limits,

    /** Counts one report of the screen, or refuses it with 429 and Retry-After. */
    async admitReport(screenId: string, now: Date = new Date()): Promise<void> {
      const hit = await hitCounter(db(), keys(screenId).reports, MINUTE, now)
      if (hit.count > limits.reportsPerMinute) throw new HttpError(429, API_MESSAGES.playsTooOften, secondsUntil(hit.resetAt, now))
    },

    /** Counts the runs a report would open, or refuses it (429) when they pass the screen's hour's allowance. */
    async admitRuns(screenId: string, runs: number, now: Date = new Date()): Promise<void> {
      if (runs === 0) return
      const key = keys(screenId).runs
      const hit = await hitCounter(db(), key, HOUR, now, runs)
      if (hit.count <= limits.runsPerHour) return
      // Not opened: they do not count against the hour.
      await refundCounter(db(), key, runs)
      throw new HttpError(429, API_MESSAGES.playRunsCapped, secondsUntil(hit.resetAt, now))
    },

    /**
     * Counts a refused report; answers the screen's refusals this hour. At the threshold, and at each
     * multiple of it after (a flood costs no extra write per refusal), the alert's mark is renewed.
     */
    async refused(screen: { id: string; locationId: string }, now: Date = new Date()): Promise<number> {
      const hit = await hitCounter(db(), keys(screen.id).refused, HOUR, now)
      if (hit.count % limits.refusalsForAlert === 0) {
        await setCounter(db(), `${ALERT_PREFIX}${screen.locationId}|${screen.id}`, new Date(now.getTime() + limits.alertHoldMs), hit.count)
      }
      return hit.count
    },
  }
}

export type PlayGuard = ReturnType<typeof createPlayGuard>

/** Each screen's play reports refused within its current hour (screens with none are absent): shown with its readiness. */
export async function playRefusalsOf(db: Db, screenIds: string[], now: Date = new Date()): Promise<Map<string, number>> {
  if (screenIds.length === 0) return new Map()
  const counters = await readCounters(
    db,
    screenIds.map((id) => keys(id).refused),
    now,
  )
  return new Map(screenIds.flatMap((id) => (counters.has(keys(id).refused) ? [[id, counters.get(keys(id).refused)!.count] as const] : [])))
}

/** Screens whose refusals raise the alert now (read by the alert check, src/server/alerts/evaluate.ts). */
export async function screensRefusingPlays(db: Db, now: Date): Promise<RefusingScreen[]> {
  const rows = await db
    .select({ key: rateLimits.key, count: rateLimits.count })
    .from(rateLimits)
    .where(and(like(rateLimits.key, `${ALERT_PREFIX}%`), gt(rateLimits.resetAt, now)))
  return rows.map((row) => {
    const [locationId, screenId] = row.key.slice(ALERT_PREFIX.length).split('|')
    return { locationId, screenId, refused: row.count }
  })
}
