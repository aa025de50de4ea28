import { describe, expect, it } from 'vitest'
import { validateTimetable } from './TimetableSection'

const empty = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] }

describe('the timetable form', () => {
  it('says a class time not filled in in the time box’s own terms, not the API’s HH:MM (24-hour)', () => {
    const errors = validateTimetable({ ...empty, tuesday: [{ class_name: 'Kickboxing 45', class_time: '' }] }, 'Fill in each class’s start time.')
    expect(errors).toEqual({ tuesday: 'Fill in each class’s start time.' })
    expect(validateTimetable({ ...empty, tuesday: [{ class_name: 'Kickboxing 45', class_time: '18:00' }] }, 'x')).toEqual({})
  })
})
