import { and, asc, eq, inArray, lte, or } from 'drizzle-orm'
import type { Db } from '../db/client'
import { alerts, locations } from '../db/schema'
import { alertDto } from './dto'

/**
 * Sends alerts to ALERT_WEBHOOK_URL (docs/ALERTS.md): each alert once when raised and once when
 * resolved, as JSON, oldest first. What is to be sent lives in the alert's row, so a restart loses
 * nothing; a failed send is tried again later, waiting longer each time, and given up after the
 * last wait. Rows are claimed with a lease, so two processes never send the same one at once.
 * A redirect is never followed: a 3xx answer is a failed delivery like any other (docs/SECURITY.md),
 * so the alert cannot be bounced to an address the operator did not configure.
 */
export const DEFAULT_RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000, 2 * 60_000, 5 * 60_000, 10 * 60_000, 30 * 60_000, 60 * 60_000] as const
const LEASE_MS = 60_000
const SEND_TIMEOUT_MS = 5_000
const BATCH = 20

export interface WebhookOptions {
  url: string
  retryDelaysMs?: readonly number[]
}

export async function deliverDueAlerts(db: Db, options: WebhookOptions, now: Date): Promise<number> {
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS
  const due = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ alert: alerts, location: { name: locations.name, studioNumber: locations.locationIdentifier, timeZone: locations.timeZone } })
      .from(alerts)
      .innerJoin(locations, eq(locations.id, alerts.locationId))
      .where(and(lte(alerts.nextDeliveryAt, now), or(eq(alerts.delivery, 'pending'), eq(alerts.resolutionPending, true))))
      .orderBy(asc(alerts.nextDeliveryAt), asc(alerts.raisedAt))
      .limit(BATCH)
      .for('update', { of: alerts, skipLocked: true })
    if (rows.length > 0)
      await tx
        .update(alerts)
        .set({ nextDeliveryAt: new Date(now.getTime() + LEASE_MS) })
        .where(
          inArray(
            alerts.id,
            rows.map((row) => row.alert.id),
          ),
        )
    return rows
  })
  let sent = 0
  for (const { alert, location } of due) {
    const event = alert.delivery === 'pending' ? 'alert.raised' : 'alert.resolved'
    const body = JSON.stringify({
      event,
      alert: alertDto(alert, location),
      location: { id: alert.locationId, name: location.name, studioNumber: location.studioNumber },
    })
    let error: string | null = null
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'kb-studio-screens-alerts' },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      })
      if (!response.ok) error = `HTTP ${response.status}`
      await response.body?.cancel().catch(() => undefined)
    } catch (cause) {
      error = cause instanceof Error ? cause.message : String(cause)
    }
    const attempts = alert.deliveryAttempts + 1
    if (error === null) {
      sent += 1
      await db
        .update(alerts)
        .set(
          event === 'alert.raised'
            ? { delivery: 'delivered', deliveryAttempts: 0, deliveryError: null, nextDeliveryAt: alert.resolutionPending ? now : null }
            : { resolutionPending: false, deliveryAttempts: 0, deliveryError: null, nextDeliveryAt: null },
        )
        .where(eq(alerts.id, alert.id))
    } else if (attempts > delays.length) {
      // Given up: the console shows it failed and why.
      await db
        .update(alerts)
        .set({ delivery: 'failed', resolutionPending: false, deliveryAttempts: attempts, deliveryError: error, nextDeliveryAt: null })
        .where(eq(alerts.id, alert.id))
    } else {
      await db
        .update(alerts)
        .set({ deliveryAttempts: attempts, deliveryError: error, nextDeliveryAt: new Date(now.getTime() + delays[attempts - 1]) })
        .where(eq(alerts.id, alert.id))
    }
  }
  return sent
}
