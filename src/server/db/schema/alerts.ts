import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { ALERT_KINDS } from '../../../shared/schemas/alerts'
import { id, timestamptz } from './columns'
import { locations, users } from './people'

// Alerts raised by the alert check and when each user last read them (docs/ALERTS.md).

/**
 * Alerts: a class at risk (docs/ALERTS.md). One row per condition while it lasts: `key` names the
 * condition (its kind and subject), and only one open alert may hold a key, so every process may
 * evaluate and an alert is raised once. It resolves itself when the condition clears.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: id(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ALERT_KINDS }).notNull(),
    key: text('key').notNull(),
    /** What the alert is about, for its words: screen name and round, class time, round number. */
    details: jsonb('details').$type<Record<string, string | number | null>>().notNull(),
    raisedAt: timestamptz('raised_at').notNull(),
    resolvedAt: timestamptz('resolved_at'),
    /** The webhook: 'none' without ALERT_WEBHOOK_URL, then pending until delivered or given up. */
    delivery: text('delivery', { enum: ['none', 'pending', 'delivered', 'failed'] })
      .notNull()
      .default('none'),
    deliveryAttempts: integer('delivery_attempts').notNull().default(0),
    nextDeliveryAt: timestamptz('next_delivery_at'),
    deliveryError: text('delivery_error'),
    /** Whether the resolution still has to be sent (the raise went first). */
    resolutionPending: boolean('resolution_pending').notNull().default(false),
  },
  (table) => [
    uniqueIndex('alerts_open_key_unique')
      .on(table.key)
      .where(sql`${table.resolvedAt} is null`),
    index('alerts_location_raised_idx').on(table.locationId, table.raisedAt),
    index('alerts_next_delivery_idx').on(table.nextDeliveryAt),
  ],
)

/** When each user last opened the alerts: newer ones count as unread. */
export const alertReads = pgTable('alert_reads', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seenAt: timestamptz('seen_at').notNull(),
})
