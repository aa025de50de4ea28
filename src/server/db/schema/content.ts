import { sql } from 'drizzle-orm'
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { NAME_MAX, VIDEO_LINK_MAX } from '../../../shared/constants'
import { id, timestamps, timestamptz } from './columns'
import { locations } from './people'

// What a screen plays: rounds, workouts and their routines, releases, a location's own timetable.

export const rounds = pgTable(
  'rounds',
  {
    id: id(),
    name: varchar('name', { length: NAME_MAX }).notNull(),
    roundNumber: integer('round_number').notNull(),
    imageUrl: text('image_url'),
    ...timestamps,
  },
  (table) => [uniqueIndex('rounds_round_number_unique').on(table.roundNumber)],
)

export const workouts = pgTable(
  'workouts',
  {
    id: id(),
    name: varchar('name', { length: NAME_MAX }).notNull(),
    subHeader: text('sub_header').notNull().default(''),
    roundNumber: integer('round_number').notNull(),
    startDate: timestamptz('start_date').notNull(),
    endDate: timestamptz('end_date').notNull(),
    isLrVideo: boolean('is_lr_video').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('workouts_round_dates_idx').on(table.roundNumber, table.startDate, table.endDate),
    check('workouts_dates_check', sql`${table.endDate} >= ${table.startDate}`),
  ],
)

export const routines = pgTable(
  'routines',
  {
    id: id(),
    workoutId: uuid('workout_id')
      .notNull()
      .references(() => workouts.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: NAME_MAX }).notNull(),
    step: integer('step').notNull(),
    videoLink: varchar('video_link', { length: VIDEO_LINK_MAX }).notNull().default(''),
    lrVideoLink: varchar('lr_video_link', { length: VIDEO_LINK_MAX }).notNull().default(''),
    text: text('text').notNull().default(''),
    ...timestamps,
  },
  (table) => [uniqueIndex('routines_workout_step_unique').on(table.workoutId, table.step)],
)

/** Text id: a client may supply its own, and a duplicate is refused (docs/RULES.md#connection-and-forms). */
export const releases = pgTable(
  'releases',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    title: text('title').notNull(),
    type: text('type', { enum: ['Release', 'Hot-Fix'] }).notNull(),
    description: text('description').notNull(),
    version: text('version').notNull(),
    date: timestamptz('date').notNull(),
    ...timestamps,
  },
  (table) => [check('releases_type_check', sql`${table.type} in ('Release', 'Hot-Fix')`)],
)

/** A location's own timetable, used when no external studio service is configured. */
export const timetableEntries = pgTable(
  'timetable_entries',
  {
    id: id(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    className: varchar('class_name', { length: NAME_MAX }).notNull(),
    classTime: varchar('class_time', { length: 5 }).notNull(),
    ...timestamps,
  },
  (table) => [
    index('timetable_entries_location_weekday_idx').on(table.locationId, table.weekday),
    check('timetable_entries_weekday_check', sql`${table.weekday} between 0 and 6`),
    check('timetable_entries_class_time_check', sql`${table.classTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
)

/**
 * What the server found at a clip's address (docs/LINK-CHECKS.md): the link checks fill it for the
 * routines' links, and a media library fills it for its own files (with their SHA-256). One row per URL.
 */
export const clipFacts = pgTable(
  'clip_facts',
  {
    url: varchar('url', { length: VIDEO_LINK_MAX }).primaryKey(),
    /** ok, unreachable, notVideo or unplayableCodec (LINK_STATUSES in src/shared/schemas/linkChecks.ts). */
    status: text('status').notNull(),
    /** Why it is not ok, in words for an operator (the HTTP status, the type, the codec); null when ok. */
    error: text('error'),
    httpStatus: integer('http_status'),
    contentType: text('content_type'),
    size: bigint('size', { mode: 'number' }),
    /** Hex SHA-256 of the whole file: known for library files, null for links (only their head is read). */
    sha256: text('sha256'),
    durationMs: integer('duration_ms'),
    videoCodec: text('video_codec'),
    audioCodec: text('audio_codec'),
    width: integer('width'),
    height: integer('height'),
    checkedAt: timestamptz('checked_at').notNull(),
  },
  (table) => [index('clip_facts_checked_at_idx').on(table.checkedAt)],
)
