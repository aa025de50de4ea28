import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, uuid, varchar } from 'drizzle-orm/pg-core'
import { MESSAGE_TEXT_MAX } from '../../../shared/constants'
import { id, timestamps, timestamptz } from './columns'
import { locations, regions, users } from './people'

// Messages to the studios' screens (docs/MESSAGES.md, migration 0028_screen_messages).

/**
 * One message to screens: its words as the sender wrote them, a notice or an emergency, when it shows,
 * and to whom it was sent (the studios it reaches are `screen_message_locations`, resolved when it is sent).
 */
export const screenMessages = pgTable(
  'screen_messages',
  {
    id: id(),
    text: varchar('text', { length: MESSAGE_TEXT_MAX }).notNull(),
    level: text('level', { enum: ['notice', 'emergency'] }).notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    /** Null: an emergency shown until someone clears it. */
    endsAt: timestamptz('ends_at'),
    /** How the sender named the studios: a list, a region, or the whole chain. */
    audience: text('audience', { enum: ['locations', 'region', 'chain'] }).notNull(),
    regionId: uuid('region_id').references(() => regions.id, { onDelete: 'set null' }),
    sentById: uuid('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The sender's name as it was then: the record outlives a renamed or deleted user. */
    sentByName: text('sent_by_name').notNull(),
    clearedAt: timestamptz('cleared_at'),
    clearedByName: text('cleared_by_name'),
    /** Classes an emergency stopped when it was sent. */
    stoppedClasses: integer('stopped_classes').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('screen_messages_ends_idx').on(table.endsAt),
    check('screen_messages_level_check', sql`${table.level} in ('notice', 'emergency')`),
    check('screen_messages_audience_check', sql`${table.audience} in ('locations', 'region', 'chain')`),
  ],
)

/** The studios a message reaches. */
export const screenMessageLocations = pgTable(
  'screen_message_locations',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => screenMessages.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.locationId] }), index('screen_message_locations_location_idx').on(table.locationId)],
)
