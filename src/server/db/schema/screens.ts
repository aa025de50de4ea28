import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { NAME_MAX } from '../../../shared/constants'
import type { DeviceState } from '../../../shared/schemas/class'
import { id, timestamps, timestamptz } from './columns'
import { locations, users } from './people'

// The screens, their sessions and pairings, and the screenshots they send.

export const screens = pgTable(
  'screens',
  {
    id: id(),
    name: varchar('name', { length: NAME_MAX }).notNull(),
    round: integer('round').notNull(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    contentId: text('content_id'),
    language: text('language').notNull(),
    timeZone: text('time_zone').notNull(),
    /** Server time of the last heartbeat, written in batches (docs/FLEET.md); Connected is computed from it when read. */
    statusUpdatedAt: timestamptz('status_updated_at'),
    refreshFlag: boolean('refresh_flag').notNull().default(false),
    hardRefreshFlag: boolean('hard_refresh_flag').notNull().default(false),
    isLrVideo: boolean('is_lr_video').notNull().default(false),
    /** What the device last said of itself with its poll (app version, clip cache), written with the heartbeats (docs/CLASS-RUNS.md#readiness). */
    deviceState: jsonb('device_state').$type<DeviceState>(),
    ...timestamps,
  },
  (table) => [index('screens_location_idx').on(table.locationId), check('screens_round_check', sql`${table.round} between 1 and 9`)],
)

/** Opaque tokens of console users and screen devices, stored only as sha256 hashes. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    kind: text('kind', { enum: ['user', 'screen'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    screenId: uuid('screen_id').references(() => screens.id, { onDelete: 'cascade' }),
    createdAt: timestamps.createdAt,
    expiresAt: timestamptz('expires_at'),
    revokedAt: timestamptz('revoked_at'),
    /** When a console session was last used (kept to within a few minutes): its idle timeout runs from here. */
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
    index('sessions_screen_idx').on(table.screenId),
    check(
      'sessions_owner_check',
      sql`(${table.kind} = 'user' and ${table.userId} is not null) or (${table.kind} = 'screen' and ${table.screenId} is not null)`,
    ),
  ],
)

/** A pairing in progress: the screen shows `authCode`, staff attach a screen, the device collects its token once. */
export const screenLinks = pgTable(
  'screen_links',
  {
    id: id(),
    authCode: varchar('auth_code', { length: 6 }).notNull(),
    screenId: uuid('screen_id').references(() => screens.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('screen_links_auth_code_unique').on(table.authCode)],
)

/**
 * Pictures of what a screen shows, asked for from the console (docs/SCREEN-DEVICE.md#remote-screenshot).
 * Only the last few of each screen are kept; the JPEG is stored as base64 (a few hundred kB at most).
 */
export const screenScreenshots = pgTable(
  'screen_screenshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    screenId: uuid('screen_id')
      .notNull()
      .references(() => screens.id, { onDelete: 'cascade' }),
    imageBase64: text('image_base64').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The screen's clock, corrected by its offset to the server's, when it drew the picture. */
    takenAt: timestamptz('taken_at').notNull(),
    receivedAt: timestamptz('received_at').notNull(),
  },
  (table) => [index('screen_screenshots_screen_idx').on(table.screenId, table.receivedAt)],
)
