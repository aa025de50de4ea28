import { and, eq, inArray, isNull, like } from 'drizzle-orm'
import { SCREEN_CONNECTED_WINDOW_MS } from '../../shared/constants'
import type { Db } from '../db/client'
import { rateLimits, screens, sessions } from '../db/schema'
import type { Liveness } from '../fleet/liveness'
import { inBatches } from '../lib/jobs'
import { emitWebhookEvents } from './outbox'

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

interface PresenceFacts extends Record<string, unknown> {
  screenId: string
  locationId: string
  name: string
  round: number
  lastSeenAt: string | null
}

export interface PresenceResult {
  connected: number
  disconnected: number
}

/** One check of every paired screen; sends what changed since the last check. `now` is the instant absences are measured at (a test looks ahead); the events are queued at once. */
export async function checkScreenPresence(db: Db, liveness: Pick<Liveness, 'lastSeen'>, now: Date = new Date()): Promise<PresenceResult> {
  const paired = await db
    // Only what the check reads: every paired screen of a chain, every 15 seconds.
    .selectDistinct({
      screen: { id: screens.id, locationId: screens.locationId, name: screens.name, round: screens.round, statusUpdatedAt: screens.statusUpdatedAt },
    })
    .from(screens)
    .innerJoin(sessions, and(eq(sessions.screenId, screens.id), eq(sessions.kind, 'screen'), isNull(sessions.revokedAt)))
  const marks = await db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(like(rateLimits.key, `${MARK}%`))
  const gone = new Set(marks.map((mark) => mark.key.slice(MARK.length)))
  const pairedIds = new Set<string>()
  const left: PresenceFacts[] = []
  const back: PresenceFacts[] = []
  for (const { screen } of paired) {
    pairedIds.add(screen.id)
    const seen = liveness.lastSeen(screen)
    const absentMs = seen ? now.getTime() - seen.getTime() : Infinity
    const facts = { screenId: screen.id, locationId: screen.locationId, name: screen.name, round: screen.round, lastSeenAt: seen?.toISOString() ?? null }
    if (absentMs > SCREEN_CONNECTED_WINDOW_MS && !gone.has(screen.id) && absentMs <= ANNOUNCE_WITHIN_MS + SCREEN_CONNECTED_WINDOW_MS) left.push(facts)
    else if (absentMs <= SCREEN_CONNECTED_WINDOW_MS && gone.has(screen.id)) back.push(facts)
  }
  // A studio's Wi-Fi going down, or a region's studios closing for the night, takes many screens at once: they are
  // written a batch a transaction, with waiting requests let in between (lib/jobs.ts), never one long hold.
  // The marks and the events in one transaction: two checks never both announce a screen, and a crash loses neither.
  const announce = (
    changes: PresenceFacts[],
    event: 'screen.disconnected' | 'screen.connected',
    mark: (tx: Db, keys: string[]) => Promise<{ key: string }[]>,
  ) =>
    inBatches(changes, (batch) =>
      db.transaction(async (tx) => {
        const keyOf = (facts: PresenceFacts) => MARK + facts.screenId
        const marked = new Set((await mark(tx, batch.map(keyOf))).map((row) => row.key))
        await emitWebhookEvents(
          tx,
          batch.filter((facts) => marked.has(keyOf(facts))).map((data) => ({ event, data })),
        )
      }),
    )
  await announce(left, 'screen.disconnected', (tx, keys) =>
    tx
      .insert(rateLimits)
      .values(keys.map((key) => ({ key, count: 1, resetAt: FOREVER })))
      .onConflictDoNothing()
      .returning({ key: rateLimits.key }),
  )
  await announce(back, 'screen.connected', (tx, keys) => tx.delete(rateLimits).where(inArray(rateLimits.key, keys)).returning({ key: rateLimits.key }))
  const result: PresenceResult = { connected: back.length, disconnected: left.length }
  // A screen unpaired or deleted while gone: its mark goes (paired again, it starts afresh).
  const stale = [...gone].filter((id) => !pairedIds.has(id)).map((id) => MARK + id)
  if (stale.length > 0) await db.delete(rateLimits).where(inArray(rateLimits.key, stale))
  return result
}
