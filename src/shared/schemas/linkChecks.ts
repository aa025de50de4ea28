import { z } from 'zod'
import { dataEnvelope, dateTime, listEnvelope, listQuery, uuid } from './common'

// The link checks (docs/LINK-CHECKS.md): what the server found at each routine's video address.

/** What a check found: the clip will play, or why a TV would play a default clip in its place. */
export const LINK_STATUSES = ['ok', 'unreachable', 'notVideo', 'unplayableCodec'] as const
export type LinkStatus = (typeof LINK_STATUSES)[number]

/** The minutes a class runs: the clips of a workout should add up to about this. */
export const CLASS_LENGTH_MINUTES = 45

export const ClipFacts = z
  .object({
    url: z.string(),
    status: z
      .enum(LINK_STATUSES)
      .describe('ok; unreachable (no answer, an error status, a redirect elsewhere); notVideo (not an MP4 video); unplayableCodec (H.265 and the like)'),
    error: z.string().nullable().describe('Why it is not ok, for an operator: the HTTP status, the type, the codec; null when ok'),
    httpStatus: z.number().int().nullable(),
    contentType: z.string().nullable(),
    size: z.number().nullable().describe('Bytes of the whole file (a whole number; not an integer type, which GraphQL caps at 2 GB)'),
    sha256: z.string().nullable().describe('Hex SHA-256 of the whole file where the server knows it (library files); null for links'),
    durationMs: z.number().int().nullable(),
    videoCodec: z.string().nullable().describe('RFC 6381 codec string of the first video track, e.g. avc1.64001f'),
    audioCodec: z.string().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    checkedAt: dateTime(),
  })
  .meta({ id: 'ClipFacts' })
export type ClipFacts = z.infer<typeof ClipFacts>

export const RoutineLinkCheck = z
  .object({
    step: z.number().int(),
    name: z.string(),
    field: z.enum(['videoLink', 'lrVideoLink']),
    url: z.string(),
    facts: ClipFacts.nullable().describe('null: not checked yet'),
  })
  .meta({ id: 'RoutineLinkCheck' })
export type RoutineLinkCheck = z.infer<typeof RoutineLinkCheck>

export const WorkoutLinkChecks = z
  .object({
    workoutId: uuid(),
    links: z.array(RoutineLinkCheck).describe('Every non-blank link of the routines, by step, the video link before the low-resolution one'),
    problems: z.number().int().describe('Links checked and found not ok'),
    unchecked: z.number().int().describe('Links not checked yet'),
    totalDurationMs: z.number().int().describe('The video links’ known durations added up: the class’s length'),
    unknownDurations: z.number().int().describe('Video links whose duration is not known (not checked, or not a video)'),
    classLengthMs: z.number().int().describe('The length a class runs (45 minutes)'),
  })
  .meta({ id: 'WorkoutLinkChecks' })
export type WorkoutLinkChecks = z.infer<typeof WorkoutLinkChecks>
export const WorkoutLinkChecksResponse = dataEnvelope(WorkoutLinkChecks, 'WorkoutLinkChecksResponse')

/** A workout of the coming days with links that will not play, for Content Status. */
export const LinkProblemWorkout = z
  .object({
    id: uuid(),
    name: z.string(),
    round: z.number().int(),
    startDate: dateTime(),
    endDate: dateTime(),
    problems: z.array(RoutineLinkCheck).describe('Its links found not ok'),
    totalDurationMs: z.number().int(),
    classLengthMs: z.number().int(),
  })
  .meta({ id: 'LinkProblemWorkout' })
export type LinkProblemWorkout = z.infer<typeof LinkProblemWorkout>
export const LinkProblemListResponse = listEnvelope(LinkProblemWorkout, 'LinkProblemListResponse')

export const LinkProblemListQuery = z.object({
  ...listQuery,
  days: z.coerce.number().int().min(1).max(31).default(7).describe('Workouts playing from today (UTC) through the next N-1 days'),
})
export type LinkProblemListQuery = z.infer<typeof LinkProblemListQuery>

export const ClipFactsQuery = z.object({ url: z.string().min(1).max(2048).describe('The clip’s address, as a routine holds it') })
export const ClipFactsResponse = dataEnvelope(ClipFacts.nullable(), 'ClipFactsResponse')
