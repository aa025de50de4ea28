import { and, eq, inArray, isNull, like } from 'drizzle-orm'
import { SCREEN_CONNECTED_WINDOW_MS } from '../../shared/constants'
import type { Db } from '../db/client'
import { rateLimits, screens, sessions } from '../db/schema'
import type { Liveness } from '../fleet/liveness'
import { emitWebhookEvent } from './outbox'

/**
 * `screen.disconnected` and `screen.connected` (docs/WEBHOOKS.md#events). A screen is gone when no
 * heartbeat came for the console's Connected window (90 s: three polls missed), so a Wi-Fi that drops
 * for a minute says nothing. `disconnected` is sent once per absence, and `connected` only for a
 * screen whose `disconnected` was sent. Which screens were announced gone is a mark in the shared
 * counters table, so whatever process checks next knows it, and a restart forgets nothing.
 */
const MARK = 'webhook|screenGone|'
/** A mark lasts until the screen comes back or is deleted (a date the counters' housekeeping never reaches). */
const FOREVER = new Date('9999-12-31T00:00:00Z')
/** A screen already gone this long when first looked at (the first check after an upgrade) is not announced. */
const ANNOUNCE_WITHIN_MS = 60 * 60_000

export interface PresenceResult {
  connected: number
  disconnected: number
}

/** One check of every paired screen; sends what changed since the last check. `now` is the instant absences are measured at (a test looks ahead); the events are queued at once. */
export async function checkScreenPresence(db: Db, liveness: Pick<Liveness, 'lastSeen'>, now: Date = new Date()): Promise<PresenceResult> {
  const paired = await db
    .selectDistinct({ screen: screens })
    .from(screens)
    .innerJoin(sessions, and(eq(sessions.screenId, screens.id), eq(sessions.kind, 'screen'), isNull(sessions.revokedAt)))
  const marks = await db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(like(rateLimits.key, `${MARK}%`))
  const gone = new Set(marks.map((mark) => mark.key.slice(MARK.length)))
  const result: PresenceResult = { connected: 0, disconnected: 0 }
  const pairedIds = new Set<string>()
  for (const { screen } of paired) {
    pairedIds.add(screen.id)
    const seen = liveness.lastSeen(screen)
    const absentMs = seen ? now.getTime() - seen.getTime() : Infinity
    const facts = { screenId: screen.id, locationId: screen.locationId, name: screen.name, round: screen.round, lastSeenAt: seen?.toISOString() ?? null }
    if (absentMs > SCREEN_CONNECTED_WINDOW_MS && !gone.has(screen.id) && absentMs <= ANNOUNCE_WITHIN_MS + SCREEN_CONNECTED_WINDOW_MS) {
      // The mark and the event in one transaction: two checks never both announce it, and a crash loses neither.
      await db.transaction(async (tx) => {
        const marked = await tx
          .insert(rateLimits)
          .values({ key: MARK + screen.id, count: 1, resetAt: FOREVER })
          .onConflictDoNothing()
          .returning({ key: rateLimits.key })
        if (marked.length > 0) await emitWebhookEvent(tx, 'screen.disconnected', facts)
      })
      result.disconnected += 1
    } else if (absentMs <= SCREEN_CONNECTED_WINDOW_MS && gone.has(screen.id)) {
      await db.transaction(async (tx) => {
        const cleared = await tx
          .delete(rateLimits)
          .where(eq(rateLimits.key, MARK + screen.id))
          .returning({ key: rateLimits.key })
        if (cleared.length > 0) await emitWebhookEvent(tx, 'screen.connected', facts)
      })
      result.connected += 1
    }
  }
  // A screen unpaired or deleted while gone: its mark goes (paired again, it starts afresh).
  const stale = [...gone].filter((id) => !pairedIds.has(id)).map((id) => MARK + id)
  if (stale.length > 0) await db.delete(rateLimits).where(inArray(rateLimits.key, stale))
  return result
}
