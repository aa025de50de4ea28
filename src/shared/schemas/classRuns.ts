import { z } from 'zod'
import { NAME_MAX, PLAYS_PER_REPORT } from '../constants'
export { READINESS_WINDOW_MINUTES } from '../constants'

export { ON_TIME_SECONDS, PLAY_GAP_THRESHOLD_MS, PLAYS_PER_REPORT } from '../constants'
import { API_MESSAGES } from '../messages'
import { dateTime, dateTimeInput, idField, listEnvelope, listQuery, uuid } from './common'

export const CLASS_RUN_KINDS = ['manual', 'automatic'] as const
export const CLIP_KINDS = ['countdown', 'routine', 'mashupTimer'] as const
export const CLIP_SOURCES = ['cache', 'network'] as const
/** Why a default clip played instead: no link in the workout, the link did not answer, or the clip failed while playing. */
export const REPLACE_REASONS = ['missing', 'unreachable', 'failed'] as const
export const CLASS_FORMATS = ['normal', 'mashup'] as const

const count = () => z.number().int().min(0).max(86_400_000)
/** More than a 45-minute class at five samples a second: one clip never has this many. */
export const SYNC_SAMPLES_MAX = 100_000
/** A clip's drift beyond an hour is not a drift: the screen would have jumped to its clip. */
export const DRIFT_MAX_MS = 3_600_000
/** A clock that unsure (a minute's round trip) is not a clock. */
export const CLOCK_ERROR_MAX_MS = 60_000
const driftField = () => z.number().int().min(0).max(DRIFT_MAX_MS)

/** Which run a play belongs to: the instant every screen of the location aligned its class clock to. */
export const PlayRun = z
  .object({
    kind: z.enum(CLASS_RUN_KINDS),
    anchor: dateTimeInput().describe('The class clock’s zero: the server’s start stamp of a manual class, the planned first-clip instant of an automatic one'),
    scheduledAt: dateTimeInput().nullish().describe('The timetable’s class time (automatic classes)'),
    format: z.enum(CLASS_FORMATS),
  })
  .meta({ id: 'PlayRun' })

/**
 * How closely one screen kept one clip on the class clock (docs/CLASS-RUNS.md#proof-of-sync): |drift| of its
 * playhead from where the clock says the class is, sampled five times a second while the clip was on screen.
 */
export const PlaySync = z
  .object({
    samples: z.number().int().min(1).max(SYNC_SAMPLES_MAX).describe('Comparisons of the playhead with the class clock (five a second)'),
    medianMs: driftField().describe('Median of |drift|'),
    p95Ms: driftField().describe('95th percentile of |drift| (nearest rank)'),
    maxMs: driftField().describe('Largest |drift|'),
    seeks: z.number().int().min(0).max(SYNC_SAMPLES_MAX).describe('Seeks the screen made to catch up'),
    rateChanges: z.number().int().min(0).max(SYNC_SAMPLES_MAX).describe('Playback rate changes it made to close a small drift'),
    clockErrorMs: z
      .number()
      .int()
      .min(0)
      .max(CLOCK_ERROR_MAX_MS)
      .nullable()
      .describe('How far its idea of the server’s time may be off (half its best round trip); null while unmeasured'),
  })
  .meta({ id: 'PlaySync' })
export type PlaySync = z.infer<typeof PlaySync>

/** One clip as one screen played it. */
export const PlayReport = z
  .object({
    id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: API_MESSAGES.playIdFormat })
      .describe('The screen’s own id for this report: a retry with the same id is stored once'),
    run: PlayRun,
    position: z.number().int().min(0).max(13).describe('0-based place in the class'),
    clipKind: z.enum(CLIP_KINDS),
    step: z.number().int().min(1).max(14).nullable(),
    clipName: z.string().max(NAME_MAX).optional(),
    workoutId: idField().nullish(),
    startedAt: dateTimeInput().describe('Its first frame on screen, on the server’s clock'),
    endedAt: dateTimeInput().nullish().describe('When it left the screen; null when the class was cut off while it played'),
    source: z.enum(CLIP_SOURCES),
    replaced: z.boolean(),
    replaceReason: z.enum(REPLACE_REASONS).nullish(),
    stalls: count(),
    stallMs: count(),
    gapBeforeMs: count().nullish().describe('Black before its first frame, when over 250 ms'),
    clockOffsetMs: z.number().int().min(-86_400_000).max(86_400_000).nullish().describe('Server clock minus the screen’s clock'),
    sync: PlaySync.nullish().describe('How closely it kept this clip on the class clock; absent from apps before proof of sync'),
  })
  .meta({ id: 'PlayReport' })
export type PlayReport = z.infer<typeof PlayReport>

export const PlaysBody = z.object({ plays: z.array(PlayReport).min(1).max(PLAYS_PER_REPORT) }).meta({ id: 'PlaysBody' })
export type PlaysBody = z.infer<typeof PlaysBody>

export const PlaysResponse = z
  .object({
    data: z.object({
      accepted: z.number().int().describe('Plays stored now'),
      duplicates: z.number().int().describe('Plays stored by an earlier try'),
    }),
  })
  .meta({ id: 'PlaysResponse' })

export const CLASS_RUN_STATUSES = ['running', 'completed', 'stopped', 'unfinished'] as const

/** One clip's proof of sync as its screen measured it (docs/CLASS-RUNS.md#proof-of-sync). */
export const ClipSync = z
  .object({
    samples: z.number().int(),
    medianMs: z.number().int().describe('Median of |drift| from the class clock'),
    p95Ms: z.number().int().describe('95th percentile of |drift|'),
    maxMs: z.number().int().describe('Largest |drift|'),
    seeks: z.number().int(),
    rateChanges: z.number().int(),
    clockErrorMs: z.number().int().nullable().describe('How far the screen’s idea of the server’s time may have been off'),
  })
  .meta({ id: 'ClipSync' })
export type ClipSync = z.infer<typeof ClipSync>

/** One screen's proof of sync over a class: its clips' figures taken together. */
export const ScreenSync = z
  .object({
    clips: z.number().int().describe('Clips it reported figures for'),
    samples: z.number().int(),
    p95Ms: z.number().int().describe('The largest of its clips’ 95th percentiles: at least 95 % of its samples in the class were this close or closer'),
    maxMs: z.number().int().describe('Its largest |drift| in the class'),
    seeks: z.number().int(),
    rateChanges: z.number().int(),
    clockErrorMs: z.number().int().nullable().describe('The largest error bound its clock reported'),
    inStep: z.boolean().describe('Its 95th percentile is within the threshold (SYNC_ALERT_MS)'),
  })
  .meta({ id: 'ScreenSync' })
export type ScreenSync = z.infer<typeof ScreenSync>

/** How closely the screens of a class played together: "9 of 9 screens in step, worst 38 ms (95th percentile 21 ms)". */
export const RunSync = z
  .object({
    thresholdMs: z.number().int().describe('A screen whose 95th percentile is at or under this is in step'),
    screens: z.number().int().describe('Screens that reported their drift'),
    inStep: z.number().int().describe('Of them, screens in step'),
    p95Ms: z.number().int().describe('The worst screen’s 95th percentile of |drift|'),
    maxMs: z.number().int().describe('The largest |drift| any screen measured'),
    clockErrorMs: z.number().int().nullable().describe('The largest clock error bound of those screens: what the figures cannot see'),
  })
  .meta({ id: 'RunSync' })
export type RunSync = z.infer<typeof RunSync>

export const ClassRunSummary = z
  .object({
    id: uuid(),
    location: uuid(),
    kind: z.enum(CLASS_RUN_KINDS),
    format: z.enum(CLASS_FORMATS).nullable(),
    status: z.enum(CLASS_RUN_STATUSES),
    scheduledAt: dateTime().nullable().describe('The timetable’s class time (automatic classes)'),
    plannedStartAt: dateTime().describe('When the first clip was due (the Start press for a manual class)'),
    startedAt: dateTime().describe('The first clip any screen showed, or the Start press'),
    lateSeconds: z.number().int().describe('How long after the planned instant the first screen began'),
    onTime: z.boolean().describe('The first screen began within 60 s of the planned instant'),
    startedBy: z.string().nullable().describe('Who pressed Start (manual classes)'),
    stoppedAt: dateTime().nullable(),
    stoppedBy: z.string().nullable(),
    stopReason: z
      .string()
      .nullable()
      .optional()
      .describe('Why, when it was not a press of Stop: the words of the emergency message that stopped it (docs/MESSAGES.md)'),
    endedAt: dateTime().nullable().describe('The last clip end any screen reported'),
    screens: z.number().int().describe('Screens that reported playing it'),
    clips: z.number().int(),
    replaced: z.number().int().describe('Clips a default clip stood in for'),
    stalls: z.number().int(),
    sync: RunSync.nullable().describe('How closely its screens played together; null when no screen reported its drift'),
  })
  .meta({ id: 'ClassRunSummary' })
export type ClassRunSummary = z.infer<typeof ClassRunSummary>

export const ClassRunPlay = z
  .object({
    position: z.number().int(),
    clipKind: z.enum(CLIP_KINDS),
    step: z.number().int().nullable(),
    clipName: z.string(),
    startedAt: dateTime(),
    endedAt: dateTime().nullable(),
    source: z.enum(CLIP_SOURCES),
    replaced: z.boolean(),
    replaceReason: z.enum(REPLACE_REASONS).nullable(),
    stalls: z.number().int(),
    stallMs: z.number().int(),
    gapBeforeMs: z.number().int().nullable(),
    sync: ClipSync.nullable().describe('How closely the screen kept this clip on the class clock; null from apps before proof of sync'),
  })
  .meta({ id: 'ClassRunPlay' })
export type ClassRunPlay = z.infer<typeof ClassRunPlay>

export const ClassRunScreen = z
  .object({
    screen: uuid(),
    name: z.string(),
    round: z.number().int(),
    startedAt: dateTime().describe('Its first clip'),
    lateSeconds: z.number().int(),
    clockOffsetMs: z.number().int().nullable().describe('Server clock minus the screen’s clock, as last reported'),
    sync: ScreenSync.nullable().describe('Its proof of sync over the class; null when it reported no drift'),
    plays: z.array(ClassRunPlay),
  })
  .meta({ id: 'ClassRunScreen' })
export type ClassRunScreen = z.infer<typeof ClassRunScreen>

export const ClassRunDetail = ClassRunSummary.extend({
  timeline: z.array(ClassRunScreen).describe('Each screen that reported, by round, with its clips in order'),
  missing: z
    .array(z.object({ screen: uuid(), name: z.string(), round: z.number().int() }))
    .describe('Screens of the location that reported nothing of this run'),
}).meta({ id: 'ClassRunDetail' })
export type ClassRunDetail = z.infer<typeof ClassRunDetail>

export const ClassRunListQuery = z.object({
  page: listQuery.page,
  pageSize: listQuery.pageSize,
  from: dateTimeInput().optional().describe('Runs started at or after this instant'),
  to: dateTimeInput().optional().describe('Runs started before this instant'),
})
export type ClassRunListQuery = z.infer<typeof ClassRunListQuery>

export const ClassRunListResponse = listEnvelope(ClassRunSummary, 'ClassRunListResponse')
export const ClassRunResponse = z.object({ data: ClassRunDetail }).meta({ id: 'ClassRunResponse' })

export const ReliabilityQuery = z.object({
  days: z.coerce.number().int().min(1).max(90).default(7).describe('The period: the last N days, today included (7 or 30 in the console)'),
})
export type ReliabilityQuery = z.infer<typeof ReliabilityQuery>

const reliabilityCounts = {
  classes: z.number().int().describe('Classes that ran'),
  onTime: z.number().int().describe('Of them, begun within 60 s of the planned instant'),
  late: z.number().int(),
  screensMissed: z.number().int().describe('Screens that played nothing of a class their location ran, summed over the classes'),
  clipsReplaced: z.number().int().describe('Clips a default clip stood in for'),
  stoppedEarly: z.number().int().describe('Classes someone stopped before their last clip (a Stop staff confirm raises no alert: it is counted here)'),
  syncClasses: z.number().int().describe('Classes whose screens reported their drift (proof of sync)'),
  syncInStep: z.number().int().describe('Of them, classes in which every screen that reported was in step'),
  syncMedianP95Ms: z.number().int().nullable().describe('The middle class’s worst-screen 95th percentile of |drift|, in ms'),
  syncWorstP95Ms: z.number().int().nullable().describe('The worst class’s worst-screen 95th percentile of |drift|, in ms'),
}

export const ReliabilityLocation = z
  .object({
    location: uuid(),
    name: z.string(),
    studioNumber: z.string(),
    timeZone: z.string(),
    ...reliabilityCounts,
    lastClassAt: dateTime().nullable(),
  })
  .meta({ id: 'ReliabilityLocation' })

export const ReliabilityDay = z
  .object({ date: z.string().describe('YYYY-MM-DD in each location’s own zone'), ...reliabilityCounts })
  .meta({ id: 'ReliabilityDay' })

export const ReliabilityResponse = z
  .object({
    data: z.object({
      from: dateTime(),
      to: dateTime(),
      totals: z.object(reliabilityCounts),
      byDay: z.array(ReliabilityDay),
      locations: z.array(ReliabilityLocation).describe('Every location the caller may see, the least reliable first'),
    }),
  })
  .meta({ id: 'ReliabilityResponse' })
export type Reliability = z.infer<typeof ReliabilityResponse>['data']

/** Why a screen is not ready, each something staff can act on. */
export const NOT_READY_REASONS = ['notLinked', 'disconnected', 'noWorkout', 'clipsDownloading', 'cannotStoreClips', 'oldVersion', 'notReported'] as const

/** Why a screen does not hold a planned workout yet (docs/CLASS-RUNS.md#content-ahead). */
export const CONTENT_CAUSES = ['offline', 'notReported', 'storageFull', 'clipFailing', 'downloading', 'windowTooShort'] as const
export type ContentCause = (typeof CONTENT_CAUSES)[number]

export const PlannedContent = z
  .object({
    date: z.string().describe('The first effective date (YYYY-MM-DD) it plays'),
    from: dateTime().nullable().describe('The roll-over that makes it current; null for the current one'),
    firstClassAt: dateTime().nullable().describe('The first class of that day by the timetable and calendar; null when none'),
    workout: uuid().nullable().describe('null: no workout then (the default clips play; nothing to hold)'),
    name: z.string().nullable(),
    clips: z.number().int().describe('Clips it needs'),
    held: z.number().int().describe('Of those, stored on the screen'),
    bytesHeld: z.number().int(),
    bytesNeeded: z.number().int().nullable().describe('Still to fetch; null while not known'),
    expectedAt: dateTime().nullable().describe('When the screen expects to hold it all; null when done or not known'),
    ready: z.boolean(),
    cause: z.enum(CONTENT_CAUSES).nullable().describe('Why not yet; null when ready'),
  })
  .meta({ id: 'PlannedContent' })
export type PlannedContent = z.infer<typeof PlannedContent>

export const ScreenContent = z
  .object({
    readyToday: z.boolean().describe('It holds the workout current now'),
    readyNextChange: z.boolean().describe('It holds the workout of the next roll-over that changes it (true when none changes)'),
    readyWeek: z.boolean().describe('It holds every workout of its plan (the next 7 days)'),
    nextChangeAt: dateTime().nullable().describe('The next roll-over that changes its workout; null when none within the plan'),
    workouts: z.array(PlannedContent).describe('Its plan’s workouts in order, the current one first'),
  })
  .meta({ id: 'ScreenContent' })
export type ScreenContent = z.infer<typeof ScreenContent>

const readyCount = z.object({ ready: z.number().int(), total: z.number().int() })
export const ContentSummary = z
  .object({
    today: readyCount.describe('Paired screens holding the workout current now'),
    nextChange: readyCount.describe('Paired screens holding the workout of their next change'),
    week: readyCount.describe('Paired screens holding every workout of the next 7 days'),
    nextChangeAt: dateTime().nullable().describe('The earliest next change among its screens; null when none'),
  })
  .meta({ id: 'ContentSummary' })
export type ContentSummary = z.infer<typeof ContentSummary>

export const ScreenReadiness = z
  .object({
    screen: uuid(),
    name: z.string(),
    round: z.number().int(),
    ready: z.boolean(),
    reasons: z.array(z.enum(NOT_READY_REASONS)),
    clipsWanted: z.number().int().nullable(),
    clipsCached: z.number().int().nullable(),
    appVersion: z.string().nullable(),
    playsRefused: z
      .number()
      .int()
      .describe('Its play reports the server refused within the hour (a wrong clock, an old app, or its token used elsewhere: docs/SECURITY.md#proof-of-play)'),
    content: ScreenContent.nullable().describe('The workouts of its plan it holds and still needs; null for a screen never paired'),
  })
  .meta({ id: 'ScreenReadiness' })
export type ScreenReadiness = z.infer<typeof ScreenReadiness>

export const ReadinessResponse = z
  .object({
    data: z.object({
      location: uuid(),
      checkedAt: dateTime(),
      nextClass: z
        .object({ name: z.string(), time: z.string().describe('HH:MM in the location’s zone'), startsAt: dateTime() })
        .nullable()
        .describe('The next class today by the timetable; null when none is left'),
      inWindow: z.boolean().describe('The next class starts within 30 minutes'),
      ready: z.boolean().describe('Every screen of the location is ready'),
      appVersion: z.string().describe('The class-screen version this server serves'),
      content: ContentSummary.describe('Content ahead: how many paired screens hold today’s, the next change’s and the week’s workouts'),
      screens: z.array(ScreenReadiness),
    }),
  })
  .meta({ id: 'ReadinessResponse' })
export type Readiness = z.infer<typeof ReadinessResponse>['data']

/** Content ahead across the locations a caller sees, by region (GET /api/v1/content-readiness). */
export const LocationContent = z
  .object({
    location: uuid(),
    name: z.string(),
    timeZone: z.string(),
    content: ContentSummary,
  })
  .meta({ id: 'LocationContent' })
export const RegionContent = z
  .object({
    region: uuid().nullable().describe('null: the locations in no region'),
    name: z.string().nullable(),
    content: ContentSummary.describe('Its locations’ paired screens together'),
    locations: z.array(LocationContent).describe('Its locations in service, the least ready for the next change first'),
  })
  .meta({ id: 'RegionContent' })
export const ContentReadinessResponse = z
  .object({
    data: z.object({
      checkedAt: dateTime(),
      content: ContentSummary.describe('Every paired screen the caller sees'),
      regions: z.array(RegionContent).describe('By region name, the locations in no region last'),
    }),
  })
  .meta({ id: 'ContentReadinessResponse' })
export type ContentReadiness = z.infer<typeof ContentReadinessResponse>['data']
