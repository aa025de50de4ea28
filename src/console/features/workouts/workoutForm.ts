import { NAME_MAX } from '../../../shared/constants'
import { API_MESSAGES, FIELD_MESSAGES, MESSAGE_CODES, VALIDATION_MESSAGES } from '../../../shared/messages'
import { defaultRoutines } from '../../../shared/routines'
import { checkRoutineLinks, videoLinkProblem, workoutDateRangeError, type RoutineLinksError } from '../../../shared/workoutRules'
import type { RoutineUpdateInput_Input, WorkoutFieldsFragment } from '../../../gql/graphql'

export interface RoutineValues {
  step: number
  name: string
  videoLink: string
  lrVideoLink: string
}

/** What the workout form edits (docs/RULES.md#rounds-and-workouts, docs/RULES.md#validation). */
export interface WorkoutValues {
  name: string
  subHeader: string
  startDate: string
  endDate: string
  /** The staging preview plays the low-resolution links (docs/RULES.md#records). */
  isLrVideo: boolean
  routines: RoutineValues[]
}

export type WorkoutErrors = Partial<Record<keyof WorkoutValues, string>>

/** The approved media folder as the browser sees it: this server's /media/ (the server's default MEDIA_BASE_URL). */
export function browserMediaBase(): string {
  return `${window.location.origin}/media/`
}

const day = (iso: string) => iso.slice(0, 10)

export function valuesOf(workout: WorkoutFieldsFragment): WorkoutValues {
  return {
    name: workout.name,
    subHeader: workout.subHeader,
    startDate: day(workout.startDate),
    endDate: day(workout.endDate),
    isLrVideo: workout.isLrVideo,
    routines: workout.routines
      .filter((routine) => routine !== null)
      .map((routine) => ({ step: routine.step, name: routine.name, videoLink: routine.videoLink, lrVideoLink: routine.lrVideoLink }))
      .sort((a, b) => a.step - b.step),
  }
}

/** A new workout: the 14 default routines the server will create, so links can be filled in at once. */
export function newWorkoutValues(mediaBase: string): WorkoutValues {
  return {
    name: '',
    subHeader: '',
    startDate: '',
    endDate: '',
    isLrVideo: false,
    routines: defaultRoutines(mediaBase).map(({ step, name, videoLink, lrVideoLink }) => ({ step, name, videoLink, lrVideoLink })),
  }
}

/** Field errors of name and dates; the messages are docs/RULES.md#validation's and the server's. */
export function validateDetails(values: WorkoutValues): WorkoutErrors {
  const errors: WorkoutErrors = {}
  const name = values.name.trim()
  if (!name) errors.name = FIELD_MESSAGES.required
  else if (name.length > NAME_MAX) errors.name = FIELD_MESSAGES.tooLong
  if (values.subHeader.trim().length > NAME_MAX) errors.subHeader = FIELD_MESSAGES.tooLong
  if (!values.startDate) errors.startDate = FIELD_MESSAGES.required
  if (!values.endDate) errors.endDate = FIELD_MESSAGES.required
  const range = values.startDate && values.endDate ? workoutDateRangeError(values.startDate, values.endDate) : null
  if (range) errors.endDate = range.field
  return errors
}

/**
 * Client check of the links (docs/RULES.md#validation). Empty and too-long links are refused here; whether a link
 * is on the approved media host is the server's call (MEDIA_BASE_URL may be a CDN the browser
 * cannot know), so `unapproved` only marks rows once the server has refused them.
 */
export function blockingLinkProblems(routines: readonly RoutineValues[], mediaBase: string): RoutineLinksError | null {
  const found = checkRoutineLinks(routines, mediaBase)
  if (!found) return null
  const blocking = routines.filter((routine) => {
    const problems = [videoLinkProblem(routine.videoLink, mediaBase), videoLinkProblem(routine.lrVideoLink, mediaBase, false)]
    return problems.some((problem) => problem === 'empty' || problem === 'tooLong')
  })
  if (!blocking.length) return null
  const message = routines.some((routine) => !routine.videoLink.trim()) ? VALIDATION_MESSAGES.videoLinkEmpty : API_MESSAGES.videoLinkTooLong
  return { message, invalidSteps: blocking.map((routine) => routine.step) }
}

/** Steps whose links this browser would refuse, for highlighting after the server said no. */
export function stepsWithLinkProblems(routines: readonly RoutineValues[], mediaBase: string): number[] {
  return checkRoutineLinks(routines, mediaBase)?.invalidSteps ?? []
}

/** A refusal of the routines' links (the form then marks their rows), by the server's error code. */
export const isLinkCode = (code: string | undefined) =>
  code === MESSAGE_CODES.videoLinkEmpty || code === MESSAGE_CODES.videoLinkInvalid || code === MESSAGE_CODES.videoLinkTooLong

export function routinesInput(routines: readonly RoutineValues[]): RoutineUpdateInput_Input[] {
  return routines.map((routine) => ({ step: routine.step, videoLink: routine.videoLink.trim(), lrVideoLink: routine.lrVideoLink.trim() }))
}
