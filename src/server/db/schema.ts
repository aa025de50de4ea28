import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { NAME_MAX, PERSON_NAME_MAX, VIDEO_LINK_MAX } from '../../shared/constants'
import { ALERT_KINDS } from '../../shared/schemas/alerts'
import type { DeviceState } from '../../shared/schemas/class'

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
// Set by the application (the SQL default is a fallback) so stored values keep the millisecond precision
// clients echo back for the optimistic concurrency check.
const timestamps = {
  createdAt: timestamptz('created_at')
    .notNull()
    .defaultNow()
    .$defaultFn(() => new Date()),
  updatedAt: timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$defaultFn(() => new Date()),
}
const id = () => uuid('id').primaryKey().defaultRandom()

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
    ...timestamps,
  },
  (table) => [
    index('locations_region_idx').on(table.regionId),
    uniqueIndex('locations_location_identifier_unique').on(sql`upper(${table.locationIdentifier})`),
    index('locations_name_idx').on(table.name),
    check('locations_schedule_check', sql`cardinality(${table.schedule}) = 7`),
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

/**
 * Proof of play: one row per class that started at a location (docs/CLASS-RUNS.md). A run is known
 * by its anchor, the instant every screen aligned its class clock to: the server's start stamp for a
 * class started by staff, the timetable's class time for an automatic one. Screens report against
 * the anchor, so a run exists however its first word arrives (the Start press or a screen's report).
 */
export const classRuns = pgTable(
  'class_runs',
  {
    id: id(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['manual', 'automatic'] }).notNull(),
    anchorAt: timestamptz('anchor_at').notNull(),
    /** The timetable's class time (automatic runs only). */
    scheduledAt: timestamptz('scheduled_at'),
    /** The Start press, or the first clip a screen reported. */
    startedAt: timestamptz('started_at').notNull(),
    /** Who pressed Start and Stop, by name as it was then: the record outlives a renamed or deleted user (the press's audit entry has the id). */
    startedByName: text('started_by_name'),
    format: text('format', { enum: ['normal', 'mashup'] }),
    stoppedAt: timestamptz('stopped_at'),
    stoppedByName: text('stopped_by_name'),
    /** The latest clip end any screen reported. */
    lastPlayEndedAt: timestamptz('last_play_ended_at'),
    /** Screens that reported a clip of it, and clips a default clip stood in for: kept with each stored play, so the reliability report reads runs only. */
    reportingScreens: integer('reporting_screens').notNull().default(0),
    replacedClips: integer('replaced_clips').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('class_runs_location_anchor_unique').on(table.locationId, table.anchorAt),
    index('class_runs_location_started_idx').on(table.locationId, table.startedAt),
    // The reliability report's cache asks for the newest change (src/server/domain/reliability.ts).
    index('class_runs_updated_idx').on(table.updatedAt),
    check('class_runs_kind_check', sql`${table.kind} in ('manual', 'automatic')`),
  ],
)

/**
 * What one screen played of a run, clip by clip, as the screen reported it. `reportId` is the
 * screen's own id for the report: a retry of the same report is stored once. The screen's name and
 * round are copied, so the record outlives a renamed or deleted screen.
 */
export const classRunPlays = pgTable(
  'class_run_plays',
  {
    id: id(),
    runId: uuid('run_id')
      .notNull()
      .references(() => classRuns.id, { onDelete: 'cascade' }),
    screenId: uuid('screen_id').notNull(),
    screenName: varchar('screen_name', { length: NAME_MAX }).notNull(),
    round: integer('round').notNull(),
    reportId: text('report_id').notNull(),
    position: integer('position').notNull(),
    clipKind: text('clip_kind', { enum: ['countdown', 'routine', 'mashupTimer'] }).notNull(),
    step: integer('step'),
    clipName: varchar('clip_name', { length: NAME_MAX }).notNull().default(''),
    workoutId: uuid('workout_id'),
    startedAt: timestamptz('started_at').notNull(),
    endedAt: timestamptz('ended_at'),
    source: text('source', { enum: ['cache', 'network'] }).notNull(),
    replaced: boolean('replaced').notNull().default(false),
    replaceReason: text('replace_reason', { enum: ['missing', 'unreachable', 'failed'] }),
    /** Stalls over the reporting threshold while the clip played: how many, and their total. */
    stalls: integer('stalls').notNull().default(0),
    stallMs: integer('stall_ms').notNull().default(0),
    /** Black between the previous clip's last frame and this clip's first, when over the threshold. */
    gapBeforeMs: integer('gap_before_ms'),
    /** Server clock minus the screen's clock when it played, in ms. */
    clockOffsetMs: integer('clock_offset_ms'),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    uniqueIndex('class_run_plays_screen_report_unique').on(table.screenId, table.reportId),
    // A screen plays each clip of a class once: a second report of the same clip is not stored (docs/CLASS-RUNS.md).
    uniqueIndex('class_run_plays_run_screen_position_unique').on(table.runId, table.screenId, table.position),
    // The plays export walks plays by this key, a page at a time (docs/CLASS-RUNS.md#exporting-plays).
    index('class_run_plays_started_idx').on(table.startedAt, table.id),
  ],
)

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

/**
 * Webhook endpoints (docs/WEBHOOKS.md): where other systems want to hear of events. The secret signs
 * each delivery (Standard Webhooks); it is kept as written, since signing needs it, and shown once.
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
// Holidays, closures and one-off classes (migration 0012_calendar). A cycle by design: that file's tables refer to
// `locations` lazily (`references(() => locations.id)`), and drizzle-kit reads one schema from this file.
// eslint-disable-next-line import/no-cycle
export * from './schemaCalendar'
// eslint-disable-next-line import/no-cycle
export * from './schemaOidc'
// Keys for other systems (migration 0017_api_keys).
// eslint-disable-next-line import/no-cycle
export * from './schemaApiKeys'
