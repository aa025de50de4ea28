import { and, count, desc, eq, max, sql } from 'drizzle-orm'
import type { WebhookDelivery, WebhookEndpoint, WebhookEvent } from '../../../shared/schemas/webhooks'
import { WEBHOOK_EVENTS } from '../../../shared/schemas/webhooks'
import type { Db } from '../../db/client'
import { alerts, webhookDeliveries, webhookEndpoints } from '../../db/schema'
import { SecretKeyMissingError, type SecretBox } from '../../lib/secretBox'
import { secretHint } from '../../webhooks/signing'

type EndpointRow = typeof webhookEndpoints.$inferSelect
type DeliveryRow = typeof webhookDeliveries.$inferSelect

/** The id under which ALERT_WEBHOOK_URL is listed: not a row, so nothing can edit it here. */
export const ENVIRONMENT_ENDPOINT_ID = '00000000-0000-4000-8000-0000000a1e27'
/** Deliveries an endpoint's page shows, newest first. */
export const DELIVERIES_SHOWN = 50

const knownEvents = (events: string[]) => events.filter((event): event is WebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(event))

/** The first characters of an endpoint's secret, opened from its sealed form; none for one sealed with a key this process lacks. */
function hintOf(stored: string, secrets: SecretBox): string | null {
  try {
    return secretHint(secrets.open(stored))
  } catch (error) {
    if (error instanceof SecretKeyMissingError) return null
    throw error
  }
}

export function endpointDto(row: EndpointRow, counts: { pending: number; failed: number; lastDeliveryAt: Date | null }, secrets: SecretBox): WebhookEndpoint {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    events: knownEvents(row.events),
    enabled: row.enabled,
    fromEnvironment: false,
    secretHint: hintOf(row.secret, secrets),
    pending: counts.pending,
    failed: counts.failed,
    lastDeliveryAt: counts.lastDeliveryAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export function deliveryDto(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event: knownEvents([row.event])[0] ?? 'alert.raised',
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    responseMs: row.responseMs,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
  }
}

/** Pending and failed counts and the last delivery of each endpoint. */
export async function endpointCounts(db: Db, endpointIds?: string): Promise<Map<string, { pending: number; failed: number; lastDeliveryAt: Date | null }>> {
  const rows = await db
    .select({
      endpointId: webhookDeliveries.endpointId,
      pending: sql<number>`count(*) filter (where ${webhookDeliveries.status} = 'pending')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${webhookDeliveries.status} = 'failed')`.mapWith(Number),
      lastDeliveryAt: max(webhookDeliveries.deliveredAt),
    })
    .from(webhookDeliveries)
    .where(endpointIds ? eq(webhookDeliveries.endpointId, endpointIds) : undefined)
    .groupBy(webhookDeliveries.endpointId)
  return new Map(rows.map((row) => [row.endpointId, { pending: row.pending, failed: row.failed, lastDeliveryAt: row.lastDeliveryAt }]))
}

const NO_DELIVERIES = { pending: 0, failed: 0, lastDeliveryAt: null }

export async function listEndpoints(db: Db, secrets: SecretBox): Promise<WebhookEndpoint[]> {
  const [rows, counts] = await Promise.all([db.select().from(webhookEndpoints).orderBy(webhookEndpoints.createdAt), endpointCounts(db)])
  return rows.map((row) => endpointDto(row, counts.get(row.id) ?? NO_DELIVERIES, secrets))
}

export async function findEndpoint(db: Db, id: string): Promise<EndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id))
  return row
}

export async function endpointWithCounts(db: Db, row: EndpointRow, secrets: SecretBox): Promise<WebhookEndpoint> {
  return endpointDto(row, (await endpointCounts(db, row.id)).get(row.id) ?? NO_DELIVERIES, secrets)
}

export async function endpointTotal(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(webhookEndpoints)
  return row?.total ?? 0
}

export async function recentDeliveries(db: Db, endpointId: string): Promise<WebhookDelivery[]> {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERIES_SHOWN)
  return rows.map(deliveryDto)
}

export async function findDelivery(db: Db, endpointId: string, deliveryId: string): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, deliveryId)))
  return row
}

/** ALERT_WEBHOOK_URL as a read-only endpoint: its backlog is in the alerts' own delivery columns. */
export async function environmentEndpoint(db: Db, url: string): Promise<WebhookEndpoint> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${alerts.delivery} = 'pending' or ${alerts.resolutionPending})`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${alerts.delivery} = 'failed')`.mapWith(Number),
    })
    .from(alerts)
  const epoch = new Date(0).toISOString()
  return {
    id: ENVIRONMENT_ENDPOINT_ID,
    name: 'ALERT_WEBHOOK_URL',
    url,
    events: ['alert.raised', 'alert.resolved'],
    enabled: true,
    fromEnvironment: true,
    secretHint: null,
    pending: row?.pending ?? 0,
    failed: row?.failed ?? 0,
    lastDeliveryAt: null,
    createdAt: epoch,
    updatedAt: epoch,
  }
}
