import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { id, timestamptz } from './columns'

// The audit log and what the processes share: used single sign-on nonces, rate limits, large bus messages.

/** Audit log. `userId` has no foreign key: entries outlive the users they name. */
export const logs = pgTable(
  'logs',
  {
    id: id(),
    date: timestamptz('date')
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    model: text('model').notNull(),
    action: text('action').notNull(),
    modifiedBy: text('modified_by').notNull(),
    userId: uuid('user_id'),
    data: jsonb('data').notNull().default({}),
  },
  (table) => [index('logs_date_idx').on(table.date)],
)

/** Nonces of single sign-on tokens already exchanged, so a token works once. */
export const usedSsoNonces = pgTable('used_sso_nonces', {
  nonce: text('nonce').primaryKey(),
  expiresAt: timestamptz('expires_at').notNull(),
})

/**
 * Counters of the limits every server process shares (sign-in, pairing, registering codes): one row
 * per key and window, counted with one atomic upsert (src/server/limits/counters.ts).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamptz('reset_at').notNull(),
  },
  (table) => [index('rate_limits_reset_at_idx').on(table.resetAt)],
)

/**
 * Fleet bus messages too large for a PostgreSQL NOTIFY (8000 bytes): the NOTIFY carries this row's
 * id and every other process reads the message from here (src/server/fleet/bus.ts). Rows older
 * than a few minutes have been read and are pruned.
 */
export const busMessages = pgTable(
  'bus_messages',
  {
    id: id(),
    payload: text('payload').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('bus_messages_created_at_idx').on(table.createdAt)],
)
