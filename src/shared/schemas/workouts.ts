import { z } from 'zod'
import { NAME_MAX, ROUND_MAX, ROUND_MIN, WORKOUT_ROUTINES } from '../constants'
import { API_MESSAGES, FIELD_MESSAGES, VALIDATION_MESSAGES } from '../messages'
import { endsBeforeStart, isWorkoutDate } from '../workoutRules'
import { dataEnvelope, dateTime, editedVersion, listEnvelope, listQuery, requiredText, uuid } from './common'
import { roundNumber } from './rounds'

export const Routine = z
  .object({
    id: uuid(),
    _id: uuid(),
    name: z.string(),
    step: z.number().int(),
    videoLink: z.string(),
    lrVideoLink: z.string().describe('Low-resolution variant; blank when there is none'),
    text: z.string(),
    createdAt: dateTime(),
    updatedAt: dateTime(),
  })
  .meta({ id: 'Routine' })
export type Routine = z.infer<typeof Routine>

export const Workout = z
  .object({
    id: uuid(),
    _id: uuid(),
    name: z.string(),
    subHeader: z.string(),
    round: z.number().int(),
    startDate: dateTime().describe('00:00:00.000 UTC of the first day'),
    endDate: dateTime().describe('23:59:59.999 UTC of the last day'),
    isLrVideo: z.boolean(),
    routines: z.array(Routine).describe('Sorted by step'),
    createdAt: dateTime(),
    updatedAt: dateTime(),
  })
  .meta({ id: 'Workout' })
export type Workout = z.infer<typeof Workout>

const workoutDate = () =>
  z
    .string({ error: FIELD_MESSAGES.required })
    .trim()
    .refine(isWorkoutDate, API_MESSAGES.workoutDateInvalid)
    .describe('YYYY-MM-DD; a date-time counts by its date as written')

const subHeader = () => z.string().trim().max(NAME_MAX, FIELD_MESSAGES.tooLong)

/** docs/RULES.md#validation: the end date may not fall on a day before the start date. */
function refineDateRange(body: { startDate?: string; endDate?: string }, context: z.RefinementCtx) {
  if (body.startDate && body.endDate && endsBeforeStart(body.startDate, body.endDate)) {
    context.addIssue({ code: 'custom', path: ['endDate'], message: VALIDATION_MESSAGES.workoutEndDateSubmit })
  }
}

export const WorkoutCreateBody = z
  .object({
    name: requiredText(NAME_MAX),
    subHeader: subHeader().optional(),
    round: roundNumber(),
    startDate: workoutDate(),
    endDate: workoutDate(),
    isLrVideo: z.boolean().optional(),
  })
  .superRefine(refineDateRange)
  .meta({ id: 'WorkoutCreateBody' })
export type WorkoutCreateBody = z.infer<typeof WorkoutCreateBody>

/** One routine's new content, found by its step. The links are checked against the media base URL. */
export const RoutineUpdate = z
  .object({
    step: z
      .number({ error: FIELD_MESSAGES.required })
      .int(API_MESSAGES.routineStepRange)
      .min(1, API_MESSAGES.routineStepRange)
      .max(WORKOUT_ROUTINES, API_MESSAGES.routineStepRange),
    videoLink: z.string({ error: FIELD_MESSAGES.required }).max(2048, FIELD_MESSAGES.tooLong),
    lrVideoLink: z.string().max(2048, FIELD_MESSAGES.tooLong).optional().describe('Blank clears it'),
    name: requiredText(NAME_MAX).optional(),
    text: z.string().max(2000, FIELD_MESSAGES.tooLong).optional(),
  })
  .meta({ id: 'RoutineUpdate' })
export type RoutineUpdate = z.infer<typeof RoutineUpdate>

/** The whole workout, or only some of it (routines only, say); `updatedAt` is always required. */
export const WorkoutUpdateBody = z
  .object({
    name: requiredText(NAME_MAX).optional(),
    subHeader: subHeader().optional(),
    round: roundNumber().optional(),
    startDate: workoutDate().optional(),
    endDate: workoutDate().optional(),
    isLrVideo: z.boolean().optional(),
    routines: z
      .array(RoutineUpdate)
      .max(WORKOUT_ROUTINES)
      .refine((routines) => new Set(routines.map((routine) => routine.step)).size === routines.length, API_MESSAGES.routineStepRepeated)
      .optional(),
    updatedAt: editedVersion(),
  })
  .superRefine(refineDateRange)
  .meta({ id: 'WorkoutUpdateBody' })
export type WorkoutUpdateBody = z.infer<typeof WorkoutUpdateBody>

/** The JSON filter of listWorkouts' `q` (docs/RULES.md#api-calls); all given conditions apply together. */
export const WorkoutFilter = z
  .object({
    round: z.number().int().min(ROUND_MIN).max(ROUND_MAX).optional(),
    name: z.string().trim().max(NAME_MAX).optional().describe('Part of the name, case-insensitive'),
    noRoutines: z.boolean().optional().describe('true: only workouts without routines; false: only those with some'),
    missingVideo: z
      .boolean()
      .optional()
      .describe('true: only workouts with a routine whose video link is empty (the dashboard’s content status); false: only those without one'),
    startsWithinDays: z.number().int().min(1).max(366).optional().describe('Start date from today (UTC) through the next N-1 days'),
    activeWithinDays: z.number().int().min(1).max(366).optional().describe('Dates overlapping today (UTC) through the next N-1 days: the rolling schedule'),
    overlaps: z
      .object({ from: z.iso.date(), to: z.iso.date() })
      .strict()
      .optional()
      .describe('Calendar days (YYYY-MM-DD, both included) the workout shares with this range: which workouts a new date range would compete with'),
  })
  .strict()
export type WorkoutFilter = z.infer<typeof WorkoutFilter>

/** Reads `q`; null when it is not JSON or not a filter of the documented shape. */
export function parseWorkoutFilter(text: string): WorkoutFilter | null {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  const result = WorkoutFilter.safeParse(value)
  return result.success ? result.data : null
}

export const WorkoutListQuery = z.object({
  ...listQuery,
  q: z
    .string()
    .max(1000)
    .optional()
    .describe('JSON filter: {"round": 3, "name": "abc"}, {"noRoutines": true}, {"missingVideo": true}, {"startsWithinDays": 7}, {"activeWithinDays": 8}')
    .transform((text, context) => {
      if (text === undefined || text.trim() === '') return undefined
      const filter = parseWorkoutFilter(text)
      if (!filter) context.addIssue({ code: 'custom', message: API_MESSAGES.workoutFilterInvalid })
      return filter ?? undefined
    }),
})
export type WorkoutListQuery = z.infer<typeof WorkoutListQuery>

/** A 400 answer; `invalidSteps` lists the routine steps whose video links were refused, for the form to highlight. */
export const WorkoutErrorResponse = z
  .object({
    error: z.string(),
    code: z.string().optional().describe('VIDEO_LINK_EMPTY, VIDEO_LINK_INVALID or VIDEO_LINK_TOO_LONG'),
    invalidSteps: z.array(z.number().int()).optional().describe('Routine steps whose video links were refused'),
  })
  .meta({ id: 'WorkoutErrorResponse' })
export type WorkoutErrorResponse = z.infer<typeof WorkoutErrorResponse>

export const WorkoutResponse = dataEnvelope(Workout, 'WorkoutResponse')
export const WorkoutListResponse = listEnvelope(Workout, 'WorkoutListResponse')
