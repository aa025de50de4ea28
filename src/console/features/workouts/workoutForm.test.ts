import { describe, expect, it } from 'vitest'
import { VALIDATION_MESSAGES } from '../../../shared/messages'
import { blockingLinkProblems, newWorkoutValues, validateDetails } from './workoutForm'

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
