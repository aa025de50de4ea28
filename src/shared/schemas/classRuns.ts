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

/** Which run a play belongs to: the instant every screen of the location aligned its class clock to. */
export const PlayRun = z
  .object({
    kind: z.enum(CLASS_RUN_KINDS),
    anchor: dateTimeInput().describe('The class clock’s zero: the server’s start stamp of a manual class, the planned first-clip instant of an automatic one'),
    scheduledAt: dateTimeInput().nullish().describe('The timetable’s class time (automatic classes)'),
    format: z.enum(CLASS_FORMATS),
  })
  .meta({ id: 'PlayRun' })

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
      screens: z.array(ScreenReadiness),
    }),
  })
  .meta({ id: 'ReadinessResponse' })
export type Readiness = z.infer<typeof ReadinessResponse>['data']
