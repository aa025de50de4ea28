import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { WebhookEvent } from '../../shared/schemas/webhooks'
import type { Db } from '../db/client'
import { webhookDeliveries, webhookEndpoints } from '../db/schema'
import { newMessageId, signedHeaders } from './signing'
import { postWebhook } from './send'

/**
 * The webhook outbox (docs/WEBHOOKS.md): an event writes one delivery per endpoint that wants it, in
 * the transaction of the change it reports when there is one, so an event is never lost nor sent for
 * a change that rolled back. Every process sends what is due, each delivery claimed under a lease;
 * a failure is tried again after a growing wait, and given up after the last.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [5_000, 30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 60 * 60_000, 3 * 60 * 60_000, 6 * 60 * 60_000] as const
const LEASE_MS = 60_000
const BATCH = 20

export interface DeliveryOptions {
  /** WEBHOOK_ALLOW_PRIVATE: receivers on loopback or the chain's own network may be called. */
  allowPrivate: boolean
  retryDelaysMs?: readonly number[]
}

/** Queues `event` for every enabled endpoint that asked for it. Returns how many deliveries were queued. */
export async function emitWebhookEvent(db: Db, event: WebhookEvent, data: Record<string, unknown>, now: Date = new Date()): Promise<number> {
  return emitWebhookEvents(db, [{ event, data }], now)
}

/** Queues many events at once (a check that finds a thousand screens gone): one read of the endpoints, one insert. */
export async function emitWebhookEvents(
  db: Db,
  events: readonly { event: WebhookEvent; data: Record<string, unknown> }[],
  now: Date = new Date(),
): Promise<number> {
  if (events.length === 0) return 0
  const kinds = [...new Set(events.map(({ event }) => event))]
  const endpoints = await db
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.enabled, true),
        sql`${webhookEndpoints.events} && array[${sql.join(
          kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )}]::text[]`,
      ),
    )
  if (endpoints.length === 0) return 0
  const rows = events.flatMap(({ event, data }) =>
    endpoints
      .filter((endpoint) => endpoint.events.includes(event))
      .map((endpoint) => ({
        id: newMessageId(),
        endpointId: endpoint.id,
        event,
        payload: { type: event, timestamp: now.toISOString(), data },
        nextAttemptAt: now,
        createdAt: now,
      })),
  )
  if (rows.length > 0) await db.insert(webhookDeliveries).values(rows)
  return rows.length
}

/** Sends what is due, at most one batch; returns how many were delivered. */
export async function deliverDueWebhooks(db: Db, options: DeliveryOptions, now: Date = new Date()): Promise<number> {
  const delays = options.retryDelaysMs ?? WEBHOOK_RETRY_DELAYS_MS
  const due = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ delivery: webhookDeliveries, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      // An endpoint turned off keeps its deliveries waiting; turned on again, they go out.
      .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now), eq(webhookEndpoints.enabled, true)))
      .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.createdAt))
      .limit(BATCH)
      .for('update', { of: webhookDeliveries, skipLocked: true })
    if (rows.length > 0) {
      await tx
        .update(webhookDeliveries)
        .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
        .where(
          inArray(
            webhookDeliveries.id,
            rows.map((row) => row.delivery.id),
          ),
        )
    }
    return rows
  })
  let delivered = 0
  for (const { delivery, url, secret } of due) {
    const body = JSON.stringify(delivery.payload)
    const sentAt = new Date()
    const result = await postWebhook(url, body, signedHeaders(secret, delivery.id, body, sentAt), options.allowPrivate)
    const attempts = delivery.attempts + 1
    const facts = { attempts, responseStatus: result.status, responseMs: result.status === null ? null : result.ms, error: result.error }
    if (result.error === null) {
      delivered += 1
      await db
        .update(webhookDeliveries)
        .set({ ...facts, status: 'delivered', deliveredAt: new Date(), nextAttemptAt: null })
        .where(eq(webhookDeliveries.id, delivery.id))
    } else if (attempts > delays.length) {
      await db
        .update(webhookDeliveries)
        .set({ ...facts, status: 'failed', nextAttemptAt: null })
        .where(eq(webhookDeliveries.id, delivery.id))
    } else {
      await db
        .update(webhookDeliveries)
        .set({ ...facts, nextAttemptAt: new Date(sentAt.getTime() + delays[attempts - 1]) })
        .where(eq(webhookDeliveries.id, delivery.id))
    }
  }
  return delivered
}

/** Sends a delivery again from the start (same id, so a receiver that already has it can tell). */
export async function resendDelivery(db: Db, deliveryId: string, now: Date = new Date()): Promise<boolean> {
  const updated = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, error: null, nextAttemptAt: now })
    .where(eq(webhookDeliveries.id, deliveryId))
    .returning({ id: webhookDeliveries.id })
  return updated.length > 0
}
