import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { NAME_MAX } from '../../../shared/constants'
import { id, timestamps, timestamptz } from './columns'
import { locations } from './people'

// Proof of play: each class a screen ran and each clip it played (docs/CLASS-RUNS.md).

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
    /** The Stop came from a system (an API key), not a person at the console: only such a Stop raises an alert (docs/ALERTS.md). */
    stoppedBySystem: boolean('stopped_by_system').notNull().default(false),
    /** Why it stopped, when the Stop was not a press of Stop: an emergency message's words (docs/MESSAGES.md). */
    stopReason: text('stop_reason'),
    /** The latest clip end any screen reported. */
    lastPlayEndedAt: timestamptz('last_play_ended_at'),
    /** Screens that reported a clip of it, and clips a default clip stood in for: kept with each stored play, so the reliability report reads runs only. */
    reportingScreens: integer('reporting_screens').notNull().default(0),
    replacedClips: integer('replaced_clips').notNull().default(0),
    /**
     * Proof of sync (docs/CLASS-RUNS.md#proof-of-sync), kept with each stored play like the counts above: screens
     * that reported their drift, and the worst of their clips' 95th percentiles and largest drifts, in ms.
     */
    syncScreens: integer('sync_screens').notNull().default(0),
    syncP95Ms: integer('sync_p95_ms'),
    syncMaxMs: integer('sync_max_ms'),
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
    /** Proof of sync: the clip's |drift| against the class clock as the screen measured it (null from older apps). */
    syncSamples: integer('sync_samples'),
    syncMedianMs: integer('sync_median_ms'),
    syncP95Ms: integer('sync_p95_ms'),
    syncMaxMs: integer('sync_max_ms'),
    syncSeeks: integer('sync_seeks'),
    syncRateChanges: integer('sync_rate_changes'),
    /** How far the screen's idea of the server's time may have been off (half its best round trip). */
    clockErrorMs: integer('clock_error_ms'),
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
