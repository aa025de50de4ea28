import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { NAME_MAX, PERSON_NAME_MAX } from '../../../shared/constants'
import { id, timestamps, timestamptz } from './columns'

// Who signs in and where: users, regions, locations, and which of them a user may see.

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    firstName: varchar('first_name', { length: PERSON_NAME_MAX }).notNull(),
    lastName: varchar('last_name', { length: PERSON_NAME_MAX }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['location', 'admin', 'super-admin', 'api-access'] }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    check('users_role_check', sql`${table.role} in ('location', 'admin', 'super-admin', 'api-access')`),
  ],
)

/**
 * A region of the chain (docs/RULES.md#regions): a name and its locations. A location belongs to one
 * region at most; an admin given regions (`user_regions`) sees and changes only their locations.
 */
export const regions = pgTable(
  'regions',
  {
    id: id(),
    name: varchar('name', { length: NAME_MAX }).notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('regions_name_unique').on(sql`lower(${table.name})`)],
)

export const locations = pgTable(
  'locations',
  {
    id: id(),
    name: varchar('name', { length: NAME_MAX }).notNull(),
    locationIdentifier: text('location_identifier').notNull(),
    urlSlug: text('url_slug').notNull(),
    timeZone: text('time_zone').notNull(),
    language: text('language').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isEnabled: boolean('is_enabled').notNull().default(true),
    mctEnabled: boolean('mct_enabled').notNull().default(false),
    alternateCountdown: boolean('alternate_countdown').notNull().default(false),
    automaticMode: boolean('automatic_mode').notNull().default(true),
    classStart: boolean('class_start').notNull().default(false),
    classStartedAt: timestamptz('class_started_at'),
    schedule: integer('schedule')
      .array()
      .notNull()
      .default(sql`'{12,12,12,12,12,12,12}'::integer[]`),
    /** Its region, if any; a deleted region leaves its locations without one. */
    regionId: uuid('region_id').references(() => regions.id, { onDelete: 'set null' }),
    /** The hours its screens may fetch clips ahead, 'HH:MM' in its zone (may cross midnight); both null: any time outside classes. */
    downloadWindowStart: varchar('download_window_start', { length: 5 }),
    downloadWindowEnd: varchar('download_window_end', { length: 5 }),
    /** Mbit/s its screens share for fetching ahead; null: no cap. */
    downloadCapMbps: integer('download_cap_mbps'),
    ...timestamps,
  },
  (table) => [
    index('locations_region_idx').on(table.regionId),
    uniqueIndex('locations_location_identifier_unique').on(sql`upper(${table.locationIdentifier})`),
    index('locations_name_idx').on(table.name),
    check('locations_schedule_check', sql`cardinality(${table.schedule}) = 7`),
    check(
      'locations_download_window_check',
      sql`(${table.downloadWindowStart} is null and ${table.downloadWindowEnd} is null) or (${table.downloadWindowStart} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${table.downloadWindowEnd} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')`,
    ),
    check('locations_download_cap_check', sql`${table.downloadCapMbps} is null or ${table.downloadCapMbps} > 0`),
  ],
)

export const userLocations = pgTable(
  'user_locations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    createdAt: timestamps.createdAt,
  },
  (table) => [primaryKey({ columns: [table.userId, table.locationId] }), index('user_locations_location_idx').on(table.locationId)],
)

/**
 * The scope of a regional admin: the regions they see and change. An admin with no row here keeps
 * the chain-wide reach (src/server/lib/locationScope.ts).
 */
export const userRegions = pgTable(
  'user_regions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    regionId: uuid('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    createdAt: timestamps.createdAt,
  },
  (table) => [primaryKey({ columns: [table.userId, table.regionId] }), index('user_regions_region_idx').on(table.regionId)],
)
