import { describe, expect, it } from 'vitest'
import { acceptedRollHour, clockHourOf, rollHourOfClock, scheduleListOf, scheduleValuesOf } from './scheduleForm'

describe('schedule form', () => {
  it('reads the stored list Sunday first and writes it back the same way', () => {
    const values = scheduleValuesOf([5, 6, 7, 8, 9, 10, 11])
    expect(values.sunday).toBe(5)
    expect(values.saturday).toBe(11)
    expect(scheduleListOf(values)).toEqual([5, 6, 7, 8, 9, 10, 11])
  })
  it('shows the default 12 for missing or invalid stored hours', () => {
    expect(scheduleListOf(scheduleValuesOf([3, null, 12]))).toEqual([12, 12, 12, 12, 12, 12, 12])
  })
  it('accepts only whole numbers from 5 to 12', () => {
    expect([5, 8, 12].map(acceptedRollHour)).toEqual([5, 8, 12])
    expect([4, 13, 7.5, Number.NaN, 0, -5].map(acceptedRollHour)).toEqual([null, null, null, null, null, null])
  })
})

describe('the roll hour as a time of day', () => {
  it('shows 5 to 11 as 5 PM to 11 PM and 12 as midnight, and reads them back', () => {
    expect([5, 11, 12].map(clockHourOf)).toEqual([17, 23, 0])
    for (let hour = 5; hour <= 12; hour++) expect(rollHourOfClock(clockHourOf(hour))).toBe(hour)
  })
  it('ignores hours outside 5 PM to 12 AM', () => {
    expect([1, 4, 12, 16, null].map(rollHourOfClock)).toEqual([null, null, null, null, null])
  })
})
