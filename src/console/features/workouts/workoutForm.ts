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
 * Every error of the form in one pass: name, dates and links together. A new workout's links are always checked
 * (its 11 empty ones came as a second round of errors once the name and dates were right); a saved one's only when
 * they changed (the server keeps what it has).
 */
export function validateWorkout(
  values: WorkoutValues,
  { sendsRoutines, linkProblems }: { sendsRoutines: boolean; linkProblems: (routines: WorkoutValues['routines']) => RoutineLinksError | null },
): WorkoutErrors {
  const errors: WorkoutErrors = validateDetails(values)
  const links = sendsRoutines ? linkProblems(values.routines) : null
  if (links) errors.routines = links.message
  return errors
}

/** The steps a new workout starts with a clip for (welcome, gloves-on, ending): the form marks their links as defaults. */
export function presetSteps(mediaBase: string): ReadonlySet<number> {
  return new Set(defaultRoutines(mediaBase).flatMap((routine) => (routine.videoLink ? [routine.step] : [])))
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

type Words = (key: string, options?: Record<string, unknown>) => string

/**
 * The form's summary above it, one line per problem, naming every one of them: each field with its message, the end
 * date's rule in its sentence, and the links' message with the routines it is about ("… cannot be empty: WARM-UP,
 * COMBO #1 and 9 more" in the reader's list words). `translate` gives a rule's message in the reader's language.
 */
export function errorSummary(
  errors: WorkoutErrors,
  routines: readonly RoutineValues[],
  invalidSteps: ReadonlySet<number>,
  { t, translate, locale }: { t: Words; translate: (message: string) => string; locale: string },
): string[] {
  const lines: string[] = []
  for (const field of ['name', 'subHeader', 'startDate', 'endDate'] as const) {
    const error = errors[field]
    if (!error) continue
    if (field === 'endDate' && error === VALIDATION_MESSAGES.workoutEndDateField) lines.push(translate(VALIDATION_MESSAGES.workoutEndDateSubmit))
    else lines.push(t('resources.workouts.summaryField', { field: t(`resources.workouts.fields.${field}`), message: translate(error) }))
  }
  if (errors.routines) {
    const names = routines.filter((routine) => invalidSteps.has(routine.step)).map((routine) => routine.name)
    lines.push(
      names.length
        ? t('resources.workouts.summaryLinks', {
            message: translate(errors.routines),
            routines: new Intl.ListFormat(locale, { type: 'conjunction' }).format(names),
          })
        : translate(errors.routines),
    )
  }
  return lines
}
