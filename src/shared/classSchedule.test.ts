import { describe, expect, it } from 'vitest'
import {
  autoStartInstant,
  classesToday,
  minutesSinceScheduled,
  nextClassToday,
  normaliseClassTime,
  parseClassTime,
  resolveTimeZone,
  scheduledInstant,
  shouldAutoStart,
  startOffsetMinutes,
  weekdayAt,
  type WeeklyTimetable,
} from './classSchedule'

const at = (iso: string) => Date.parse(iso)
const minutes = (n: number) => n * 60_000

describe('class time normalisation', () => {
  it.each([
    ['6:00 AM', '06:00'],
    ['6:00am', '06:00'],
    ['12:00 AM', '00:00'],
    ['12:30 PM', '12:30'],
    ['6:15pm', '18:15'],
    ['7 PM', '19:00'],
    ['7:05 p.m.', '19:05'],
    ['18:30', '18:30'],
    ['06:45', '06:45'],
    ['9:00:00', '09:00'],
  ])('%s → %s', (text, expected) => {
    expect(normaliseClassTime(text)).toBe(expected)
  })

  it.each(['', '  ', '25:00', '13:00 PM', '0:30 AM', '6:75', 'noon'])('rejects %j', (text) => {
    expect(parseClassTime(text)).toBeNull()
  })
})

describe('time zones', () => {
  it('falls back to America/New_York for a missing or unknown zone', () => {
    expect(resolveTimeZone(undefined)).toBe('America/New_York')
    expect(resolveTimeZone('Mars/Olympus_Mons')).toBe('America/New_York')
    // Asked again, answered from what it remembers, the same way.
    expect(resolveTimeZone('Mars/Olympus_Mons')).toBe('America/New_York')
    expect(resolveTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo')
  })

  it("takes the weekday from the location's zone, never the machine's", () => {
    const instant = at('2026-03-08T04:30:00Z')
    expect(weekdayAt(instant, 'America/New_York')).toBe('saturday')
    expect(weekdayAt(instant, 'Pacific/Honolulu')).toBe('saturday')
    expect(weekdayAt(instant, 'Asia/Tokyo')).toBe('sunday')
    expect(weekdayAt(instant, 'Pacific/Auckland')).toBe('sunday')
  })
})

describe('DST transitions', () => {
  it('America/New_York spring forward (8 March 2026): 6:00 AM is EDT', () => {
    const now = at('2026-03-08T09:00:00Z')
    expect(scheduledInstant('6:00 AM', now, 'America/New_York')).toBe(at('2026-03-08T10:00:00Z'))
    expect(scheduledInstant('6:00 AM', at('2026-03-07T09:00:00Z'), 'America/New_York')).toBe(at('2026-03-07T11:00:00Z'))
  })

  it('America/New_York: a time inside the spring gap moves forward', () => {
    expect(scheduledInstant('2:30 AM', at('2026-03-08T12:00:00Z'), 'America/New_York')).toBe(at('2026-03-08T07:30:00Z'))
  })

  it('America/New_York fall back (1 November 2026): 6:00 AM is EST; the repeated 1:30 AM takes the first', () => {
    const now = at('2026-11-01T12:00:00Z')
    expect(scheduledInstant('6:00 AM', now, 'America/New_York')).toBe(at('2026-11-01T11:00:00Z'))
    expect(scheduledInstant('1:30 AM', now, 'America/New_York')).toBe(at('2026-11-01T05:30:00Z'))
  })

  it('starts the 6:00 AM class on the spring-forward morning five minutes before, by EDT', () => {
    const timetable: Partial<WeeklyTimetable> = { sunday: [{ class_name: 'Early', class_time: '6:00 AM' }] }
    const now = at('2026-03-08T09:56:00Z') // 5:56 EDT
    const next = nextClassToday(timetable, now, 'America/New_York')
    expect(next?.time).toBe('06:00')
    expect(minutesSinceScheduled(next!, now)).toBe(-4)
    expect(shouldAutoStart(next, now, false)).toBe(true)
    expect(shouldAutoStart(next, at('2026-03-08T08:56:00Z'), false)).toBe(false)
  })

  it('starts the 6:00 AM class on the fall-back morning by EST', () => {
    const timetable: Partial<WeeklyTimetable> = { sunday: [{ class_name: 'Early', class_time: '06:00' }] }
    const next = nextClassToday(timetable, at('2026-11-01T10:56:00Z'), 'America/New_York')
    expect(next?.startsAt).toBe(at('2026-11-01T11:00:00Z'))
    expect(shouldAutoStart(next, at('2026-11-01T10:56:00Z'), false)).toBe(true)
    expect(shouldAutoStart(next, at('2026-11-01T09:56:00Z'), false)).toBe(false)
  })

  it('Australia/Sydney DST end (5 April 2026) and start (4 October 2026)', () => {
    const timetable: Partial<WeeklyTimetable> = { sunday: [{ class_name: 'Sunrise', class_time: '6:00 AM' }] }
    const april = nextClassToday(timetable, at('2026-04-04T19:00:00Z'), 'Australia/Sydney')
    expect(april?.startsAt).toBe(at('2026-04-04T20:00:00Z')) // AEST, UTC+10
    const october = nextClassToday(timetable, at('2026-10-03T18:00:00Z'), 'Australia/Sydney')
    expect(october?.startsAt).toBe(at('2026-10-03T19:00:00Z')) // AEDT, UTC+11
    expect(shouldAutoStart(october, at('2026-10-03T18:55:00Z'), false)).toBe(true)
  })

  it('Pacific/Auckland DST end (5 April 2026): the class is NZST after the change', () => {
    const timetable: Partial<WeeklyTimetable> = { sunday: [{ class_name: 'Morning', class_time: '9:00 AM' }] }
    const next = nextClassToday(timetable, at('2026-04-04T20:00:00Z'), 'Pacific/Auckland')
    expect(next?.startsAt).toBe(at('2026-04-04T21:00:00Z'))
  })
})

describe('zones east and west of UTC', () => {
  it('Asia/Tokyo (UTC+9): a Monday 10:00 class, offset 5 or 0.17 minutes', () => {
    const timetable: Partial<WeeklyTimetable> = { monday: [{ class_name: 'Ten', class_time: '10:00' }] }
    const now = at('2026-06-15T00:55:00Z') // Monday 09:55 in Tokyo
    const next = nextClassToday(timetable, now, 'Asia/Tokyo')
    expect(next?.startsAt).toBe(at('2026-06-15T01:00:00Z'))
    expect(shouldAutoStart(next, now, false)).toBe(true)
    expect(shouldAutoStart(next, now, true)).toBe(false)
    expect(shouldAutoStart(next, at('2026-06-15T00:59:55Z'), true)).toBe(true)
  })

  it('Pacific/Honolulu (UTC-10): next class is the first whose time plus 30 minutes is later than now', () => {
    const timetable: Partial<WeeklyTimetable> = {
      monday: [
        { class_name: 'Evening', class_time: '5:30 PM' },
        { class_name: 'Dawn', class_time: '6:00 AM' },
        { class_name: 'Morning', class_time: '8:45 AM' },
        { class_name: 'Dropped', class_time: '' },
      ],
    }
    const nine = at('2026-06-15T19:00:00Z') // Monday 09:00 HST
    expect(classesToday(timetable, nine, 'Pacific/Honolulu').map((c) => c.time)).toEqual(['06:00', '08:45', '17:30'])
    const next = nextClassToday(timetable, nine, 'Pacific/Honolulu')
    expect(next?.name).toBe('Morning')
    expect(minutesSinceScheduled(next!, nine)).toBe(15)
    expect(shouldAutoStart(next, nine, false)).toBe(true)
    const later = at('2026-06-15T19:15:00Z') // 09:15: Morning + 30 is not later than now
    expect(nextClassToday(timetable, later, 'Pacific/Honolulu')?.name).toBe('Evening')
  })

  it("Pacific/Auckland (UTC+12): uses Auckland's Monday while UTC is still Sunday", () => {
    const timetable: Partial<WeeklyTimetable> = {
      sunday: [{ class_name: 'Wrong day', class_time: '9:00 AM' }],
      monday: [{ class_name: 'Right day', class_time: '9:00 AM' }],
    }
    const now = at('2026-06-14T20:56:00Z')
    const next = nextClassToday(timetable, now, 'Pacific/Auckland')
    expect(next?.name).toBe('Right day')
    expect(next?.startsAt).toBe(at('2026-06-14T21:00:00Z'))
  })
})

describe('start window', () => {
  const timetable: Partial<WeeklyTimetable> = { monday: [{ class_name: 'Noon', class_time: '12:00 PM' }] }
  const noon = at('2026-06-15T16:00:00Z') // 12:00 EDT

  it.each([
    [-5.5, false],
    [-5, true],
    [0, true],
    [24, true],
    [24.5, false],
  ])('%d minutes after the start, countdown offset 5 → %s', (offset, expected) => {
    const now = noon + minutes(offset)
    expect(shouldAutoStart(nextClassToday(timetable, now, 'America/New_York'), now, false)).toBe(expected)
  })

  it('no more classes today → null and never starts', () => {
    const now = noon + minutes(30)
    expect(nextClassToday(timetable, now, 'America/New_York')).toBeNull()
    expect(shouldAutoStart(null, now, false)).toBe(false)
  })

  it('an auto-started class begins its first clip offset minutes before the scheduled time', () => {
    const next = nextClassToday(timetable, noon, 'America/New_York')!
    expect(autoStartInstant(next, false)).toBe(noon - minutes(5))
    expect(autoStartInstant(next, true)).toBe(noon - 10_200)
    expect(startOffsetMinutes(true)).toBe(0.17)
  })
})

describe('a class whose countdown begins within 30 minutes of the class before it', () => {
  // Tokyo has no daylight saving: Monday 15 June 2026, classes at 18:00 and 18:30 (09:00 and 09:30 UTC).
  const timetable: Partial<WeeklyTimetable> = {
    monday: [
      { class_name: 'First', class_time: '18:00' },
      { class_name: 'Second', class_time: '18:30' },
    ],
  }

  it('is the next class from its countdown on, so it starts on time rather than 5 minutes late', () => {
    const countdown = at('2026-06-15T09:25:00Z') // 18:25: the 18:30 class's 5-minute countdown begins
    const next = nextClassToday(timetable, countdown, 'Asia/Tokyo')
    expect(next?.name).toBe('Second')
    expect(shouldAutoStart(next, countdown, false)).toBe(true)
    // Before its countdown the class before it is still next (a screen switched on late joins it).
    expect(nextClassToday(timetable, at('2026-06-15T09:24:00Z'), 'Asia/Tokyo')?.name).toBe('First')
  })

  it('with the short countdown, from its own countdown on', () => {
    expect(nextClassToday(timetable, at('2026-06-15T09:29:00Z'), 'Asia/Tokyo', true)?.name).toBe('First')
    const countdown = at('2026-06-15T09:29:50Z')
    const next = nextClassToday(timetable, countdown, 'Asia/Tokyo', true)
    expect(next?.name).toBe('Second')
    expect(shouldAutoStart(next, countdown, true)).toBe(true)
  })
})
