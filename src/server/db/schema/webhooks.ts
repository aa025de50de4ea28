import { boolean, index, integer, jsonb, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core'
import { NAME_MAX } from '../../../shared/constants'
import { id, timestamps, timestamptz } from './columns'

// Webhook endpoints and their deliveries (docs/WEBHOOKS.md).

/**
 * Webhook endpoints (docs/WEBHOOKS.md): where other systems want to hear of events. The secret signs
 * each delivery (Standard Webhooks) and is shown once; signing needs it back, so it is kept sealed with
 * SECRETS_KEY (`sealed:v1:…`, src/server/lib/secretBox.ts), never in clear (a row an earlier release
 * wrote in clear is sealed on the next start, or on its first use).
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: id(),
  name: varchar('name', { length: NAME_MAX }).notNull(),
  url: text('url').notNull(),
  events: text('events').array().notNull(),
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  ...timestamps,
})

/**
 * The outbox: one row per event and endpoint, written when the event happens and sent by whichever
 * process claims it (a lease in `next_attempt_at`), so a restart loses nothing. Its id is the
 * `webhook-id` header, the same on every retry.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at'),
    responseStatus: integer('response_status'),
    responseMs: integer('response_ms'),
    error: text('error'),
    deliveredAt: timestamptz('delivered_at'),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    index('webhook_deliveries_due_idx').on(table.nextAttemptAt),
    index('webhook_deliveries_endpoint_created_idx').on(table.endpointId, table.createdAt),
  ],
)
