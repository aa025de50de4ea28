import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, real, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { NAME_MAX } from '../../../shared/constants'
import { id, timestamps, timestamptz } from './columns'
import { users } from './people'

/**
 * The media library (migration 0026_media_library, docs/MEDIA-LIBRARY.md): one row per accepted video file, stored
 * under MEDIA_DIR by its SHA-256 and served at `<MEDIA_BASE_URL>library/<sha256>.<ext>`. The row is also the job of its
 * low-resolution copy and poster: `job_state` with a due time and a lease, so any number of processes share the jobs
 * and none runs one twice.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: id(),
    name: varchar('name', { length: NAME_MAX }).notNull(),
    /** The file's name on the uploader's computer. */
    originalName: text('original_name').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** mp4 or webm: the stored file's extension. */
    ext: varchar('ext', { length: 8 }).notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    container: text('container').notNull(),
    videoCodec: text('video_codec').notNull(),
    audioCodec: text('audio_codec'),
    durationMs: integer('duration_ms').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    frameRate: real('frame_rate'),
    bitRate: bigint('bit_rate', { mode: 'number' }),
    /** The low-resolution copy (a routine's lrVideoLink) and the poster frame, once the job has made them. */
    lrSha256: varchar('lr_sha256', { length: 64 }),
    lrSize: bigint('lr_size', { mode: 'number' }),
    posterSha256: varchar('poster_sha256', { length: 64 }),
    /** pending, running, done or failed (MEDIA_JOB_STATES). */
    jobState: text('job_state').notNull().default('pending'),
    /** 0-100 while running. */
    jobProgress: integer('job_progress').notNull().default(0),
    jobAttempts: integer('job_attempts').notNull().default(0),
    /** When the job may run (next): a retry waits longer after each failure. */
    jobDueAt: timestamptz('job_due_at').notNull().defaultNow(),
    /** A running job's lease: renewed while it runs; another process takes the job once it lapses (a restart). */
    jobLeaseUntil: timestamptz('job_lease_until'),
    jobError: text('job_error'),
    /** The file this one is a new version of (replace). */
    replacesId: uuid('replaces_id'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('media_files_sha256_unique').on(table.sha256),
    index('media_files_job_idx').on(table.jobState, table.jobDueAt),
    index('media_files_name_idx').on(table.name),
    check('media_files_job_state_check', sql`${table.jobState} in ('pending', 'running', 'done', 'failed')`),
  ],
)
