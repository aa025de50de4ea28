import { describe, expect, it } from 'vitest'
import { VALIDATION_MESSAGES } from '../../../shared/messages'
import { blockingLinkProblems, errorSummary, newWorkoutValues, presetSteps, validateDetails, validateWorkout } from './workoutForm'

const base = 'https://studio.test/media/'

describe('workout form', () => {
  it('needs a name and both dates, and refuses an end before the start with docs/RULES.md#validation wording', () => {
    const values = { ...newWorkoutValues(base), name: ' ', startDate: '2026-03-10', endDate: '2026-03-09' }
    expect(validateDetails(values)).toEqual({ name: 'Required', endDate: VALIDATION_MESSAGES.workoutEndDateField })
    expect(validateDetails({ ...values, name: 'x'.repeat(86), startDate: '' })).toEqual({ name: 'Too long', startDate: 'Required' })
    expect(validateDetails({ ...values, name: 'Power Week', endDate: '2026-03-10' })).toEqual({})
  })

  it('starts a new workout with the 14 default routines in step order', () => {
    const routines = newWorkoutValues(base).routines
    expect(routines.map((routine) => routine.step)).toEqual(Array.from({ length: 14 }, (_, index) => index + 1))
    expect(routines[0].videoLink).toBe(`${base}countdown.mp4`)
  })

  it('blocks empty links and names their steps; the approved host is left to the server when unknown', () => {
    const routines = newWorkoutValues(base).routines.map((routine) => ({ ...routine, videoLink: `${base}clip-${routine.step}.mp4` }))
    routines[4].videoLink = ''
    routines[6].videoLink = 'https://elsewhere.example/x.mp4'
    expect(blockingLinkProblems(routines, base)).toEqual({ message: VALIDATION_MESSAGES.videoLinkEmpty, invalidSteps: [5] })
    routines[4].videoLink = `${base}ok.mp4`
    expect(blockingLinkProblems(routines, base)).toBeNull()
  })
})

describe('the workout form’s errors, all at once', () => {
  const words: Record<string, string> = {
    'resources.workouts.summaryField': '{{field}}: {{message}}',
    'resources.workouts.summaryLinks': '{{message}} Routines: {{routines}}.',
    'resources.workouts.fields.name': 'Name',
    'resources.workouts.fields.startDate': 'Start Date',
    'resources.workouts.fields.endDate': 'End Date',
  }
  const t = (key: string, options?: Record<string, unknown>) => (words[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name]))
  const translate = (message: string) => message

  it('names the name, both dates and every empty link of a new workout in one round, and the summary lists them all', () => {
    const values = newWorkoutValues(base)
    const linkProblems = (routines: typeof values.routines) => blockingLinkProblems(routines, base)
    const errors = validateWorkout(values, { sendsRoutines: true, linkProblems })
    expect(errors).toEqual({ name: 'Required', startDate: 'Required', endDate: 'Required', routines: VALIDATION_MESSAGES.videoLinkEmpty })
    const empty = new Set(linkProblems(values.routines)!.invalidSteps)
    expect([...empty]).toEqual([2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
    const lines = errorSummary(errors, values.routines, empty, { t, translate, locale: 'en-US' })
    expect(lines.slice(0, 3)).toEqual(['Name: Required', 'Start Date: Required', 'End Date: Required'])
    expect(lines[3]).toBe(
      `${VALIDATION_MESSAGES.videoLinkEmpty} Routines: WARM-UP, COMBO #1, COMBO #2, COMBO #3, COMBO #4, COMBO #5, COMBO #6, COMBO #7, COMBO #8, CORE & COOL DOWN, and STRETCHES.`,
    )
    expect(lines).toHaveLength(4)
  })

  it('presets only the welcome, gloves-on and ending links, on the approved media address, and marks them as defaults', () => {
    const routines = newWorkoutValues(base).routines
    expect(routines.filter((routine) => routine.videoLink).map((routine) => [routine.name, routine.videoLink.startsWith(base)])).toEqual([
      [routines[0].name, true],
      ['GLOVES ON - WORLD OFF', true],
      ['ENDING', true],
    ])
    expect([...presetSteps(base)]).toEqual([1, 3, 14])
  })
})
