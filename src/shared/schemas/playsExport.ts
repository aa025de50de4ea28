import { z } from 'zod'
import { NAME_MAX } from '../constants'
import { API_MESSAGES } from '../messages'
import { CLASS_RUN_KINDS, CLIP_KINDS, CLIP_SOURCES, REPLACE_REASONS } from './classRuns'
import { dateTime, idField, uuid } from './common'

/** Rows one JSON page of the export holds at most, and by default. */
export const PLAYS_EXPORT_MAX_LIMIT = 1000
export const PLAYS_EXPORT_DEFAULT_LIMIT = 500
/** The longest period one export may cover, in days: a year of reporting and a little more. */
export const PLAYS_EXPORT_MAX_DAYS = 400
/** Locations one export may name. */
export const PLAYS_EXPORT_MAX_LOCATIONS = 500

const localDate = (what: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: API_MESSAGES.exportDateFormat })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
      error: API_MESSAGES.exportDateFormat,
    })
    .describe(`${what}, a calendar date (YYYY-MM-DD) in each location's own time zone, included`)

const idList = z
  .string()
  .max(PLAYS_EXPORT_MAX_LOCATIONS * 37)
  .transform((value, context) => {
    const ids = [
      ...new Set(
        value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ]
    for (const id of ids) {
      if (!idField().safeParse(id).success) {
        context.addIssue({ code: 'custom', message: API_MESSAGES.idFormat })
        return z.NEVER
      }
    }
    return ids
  })

/**
 * The filters of the proof-of-play export (docs/CLASS-RUNS.md#exporting-plays). Dates are the
 * studios' own calendar days, so "last month" means the same days in every zone of a chain.
 */
export const PlaysExportQuery = z
  .object({
    from: localDate('The first day'),
    to: localDate('The last day'),
    locationIds: idList.optional().describe(`Only these locations: ids separated by commas (at most ${PLAYS_EXPORT_MAX_LOCATIONS})`),
    regionId: idField().optional().describe('Only the locations of this region'),
    screenId: idField().optional().describe('Only this screen'),
    workoutId: idField().optional().describe('Only clips of this workout'),
    routine: z.string().trim().min(1).max(NAME_MAX).optional().describe('Only clips of this routine name (WARM-UP, COMBO #3, …), any case'),
    cursor: z.string().max(200).optional().describe('Where the previous page ended: its meta.nextCursor. Without it the export starts at the first play'),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(PLAYS_EXPORT_MAX_LIMIT)
      .default(PLAYS_EXPORT_DEFAULT_LIMIT)
      .describe('Plays per JSON page. A CSV answer ignores it and streams every play from the cursor on'),
  })
  .refine((query) => query.from <= query.to, { error: API_MESSAGES.exportRangeReversed, path: ['to'] })
  .refine((query) => (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 < PLAYS_EXPORT_MAX_DAYS, {
    error: API_MESSAGES.exportRangeTooLong,
    path: ['to'],
  })
export type PlaysExportQuery = z.infer<typeof PlaysExportQuery>

/** One clip one screen played, with its class and location: the export's row and the CSV's columns, in order. */
export const PlayExportRow = z
  .object({
    id: uuid(),
    playedAt: dateTime().describe('Its first frame on screen, on the server’s clock'),
    endedAt: dateTime().nullable(),
    locationId: uuid(),
    locationName: z.string(),
    locationIdentifier: z.string().describe('The studio’s own identifier'),
    runId: uuid(),
    runKind: z.enum(CLASS_RUN_KINDS),
    classAt: dateTime().describe('The class’s planned or pressed start (its anchor)'),
    screenId: uuid(),
    screenName: z.string(),
    round: z.number().int(),
    position: z.number().int().describe('1-based place of the clip in the class'),
    clipKind: z.enum(CLIP_KINDS),
    step: z.number().int().nullable(),
    routine: z.string().describe('The routine’s name as the screen played it'),
    workoutId: uuid().nullable(),
    source: z.enum(CLIP_SOURCES),
    replaced: z.boolean(),
    replaceReason: z.enum(REPLACE_REASONS).nullable(),
    stalls: z.number().int(),
    stallMs: z.number().int(),
    // Proof of sync (docs/CLASS-RUNS.md#proof-of-sync): empty from apps before it.
    driftSamples: z.number().int().nullable().describe('Comparisons of the playhead with the class clock while the clip was on screen'),
    driftMedianMs: z.number().int().nullable().describe('Median of |drift| from the class clock, in ms'),
    driftP95Ms: z.number().int().nullable().describe('95th percentile of |drift|, in ms'),
    driftMaxMs: z.number().int().nullable().describe('Largest |drift|, in ms'),
    seeks: z.number().int().nullable().describe('Seeks the screen made to stay on the clock'),
    rateChanges: z.number().int().nullable().describe('Playback rate changes it made to stay on the clock'),
    clockErrorMs: z.number().int().nullable().describe('How far the screen’s idea of the server’s time may have been off, in ms'),
  })
  .meta({ id: 'PlayExportRow' })
export type PlayExportRow = z.infer<typeof PlayExportRow>

/** The CSV's columns: the row's fields, in the row's order. */
export const PLAY_EXPORT_COLUMNS = Object.keys(PlayExportRow.shape) as (keyof PlayExportRow)[]

export const PlaysExportPage = z
  .object({
    data: z.array(PlayExportRow),
    meta: z
      .object({
        nextCursor: z.string().nullable().describe('Pass it as `cursor` for the next page; null on the last page'),
        limit: z.number().int(),
      })
      .meta({ id: 'PlaysExportMeta' }),
  })
  .meta({ id: 'PlaysExportPage' })
export type PlaysExportPage = z.infer<typeof PlaysExportPage>

/** The plays export as CSV (`Accept: text/csv`): a header line of PLAY_EXPORT_COLUMNS, then one line a play. */
export const PlaysCsv = z
  .string()
  .describe(`CSV, every cell quoted; the header line is ${PLAY_EXPORT_COLUMNS.join(',')}, then one line a play, oldest first`)
  .meta({ id: 'PlaysCsv' })
