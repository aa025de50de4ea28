import { afterEach, describe, expect, it } from 'vitest'
import { CalendarDate, parseDate } from '@internationalized/date'
import {
  DEFAULT_ROLL_HOUR,
  defaultSchedule,
  effectiveDate,
  isRollHour,
  parseRollHour,
  pickCurrentWorkout,
  rollHourFor,
  rollingWindow,
  scheduleDayIndex,
  workoutCovers,
  workoutOverlaps,
} from './rollover'

const at = (iso: string) => new Date(iso)
const day = (iso: string) => parseDate(iso)
const SUN = 0
const TUE = 2
const SAT = 6

/** A schedule with midnight everywhere except the given weekday (0 = Sunday). */
function scheduleWith(weekday: number, hour: number): number[] {
  const schedule = defaultSchedule()
  schedule[weekday] = hour
  return schedule
}

describe('roll hours', () => {
  it('accepts whole numbers from 5 to 12 only', () => {
    for (let hour = 5; hour <= 12; hour += 1) expect(isRollHour(hour)).toBe(true)
    for (const value of [4, 13, 0, -5, 5.5, Number.NaN, Infinity, '5', null, undefined]) expect(isRollHour(value)).toBe(false)
  })

  it.each([
    ['5', 5],
    ['12', 12],
    [' 7 ', 7],
    ['05', 5],
    ['11', 11],
  ])('parses %j as %d', (input, hour) => {
    expect(parseRollHour(input)).toBe(hour)
  })

  it.each(['', ' ', '4', '13', '0', '-5', '5.5', '5.0', '1e1', '0x5', 'abc', '5pm', '５', '012'])('ignores %j', (input) => {
    expect(parseRollHour(input)).toBeNull()
  })

  it('defaults to midnight on all seven days, Sunday first, in a fresh list each time', () => {
    expect(DEFAULT_ROLL_HOUR).toBe(12)
    expect(defaultSchedule()).toEqual([12, 12, 12, 12, 12, 12, 12])
    const a = defaultSchedule()
    a[0] = 5
    expect(defaultSchedule()[0]).toBe(12)
  })

  it('reads the roll hour of a date from the Sunday-first list, defaulting bad entries', () => {
    const schedule = [5, 6, 7, 8, 9, 10, 11]
    expect(scheduleDayIndex(day('2026-03-08'))).toBe(SUN)
    expect(rollHourFor(schedule, day('2026-03-08'))).toBe(5)
    expect(rollHourFor(schedule, day('2026-03-10'))).toBe(7)
    expect(rollHourFor(schedule, day('2026-03-14'))).toBe(11)
    expect(rollHourFor([], day('2026-03-14'))).toBe(DEFAULT_ROLL_HOUR)
    expect(rollHourFor([4, 13, 4, 13, 4, 13, 4], day('2026-03-14'))).toBe(DEFAULT_ROLL_HOUR)
  })
})

describe('effectiveDate', () => {
  // [zone, schedule, instant, expected effective date]
  const cases: [string, string, number[], string, string][] = [
    // America/New_York: spring forward on Sunday 2026-03-08 (EDT, UTC-4 afterwards).
    ['NY spring: before 5 PM', 'America/New_York', scheduleWith(SUN, 5), '2026-03-08T20:59:59.999Z', '2026-03-08'],
    ['NY spring: at 5 PM', 'America/New_York', scheduleWith(SUN, 5), '2026-03-08T21:00:00.000Z', '2026-03-09'],
    ['NY spring: 03:30 right after the gap', 'America/New_York', scheduleWith(SUN, 5), '2026-03-08T07:30:00.000Z', '2026-03-08'],
    ['NY spring: 01:59 EST just before the gap', 'America/New_York', scheduleWith(SUN, 5), '2026-03-08T06:59:59.999Z', '2026-03-08'],
    ['NY spring: before midnight', 'America/New_York', scheduleWith(SUN, 12), '2026-03-09T03:59:59.999Z', '2026-03-08'],
    ['NY spring: at midnight', 'America/New_York', scheduleWith(SUN, 12), '2026-03-09T04:00:00.000Z', '2026-03-09'],
    // America/New_York: fall back on Sunday 2026-11-01 (EST, UTC-5 afterwards).
    ['NY fall: before 5 PM', 'America/New_York', scheduleWith(SUN, 5), '2026-11-01T21:59:59.999Z', '2026-11-01'],
    ['NY fall: at 5 PM', 'America/New_York', scheduleWith(SUN, 5), '2026-11-01T22:00:00.000Z', '2026-11-02'],
    ['NY fall: first 01:30 (EDT)', 'America/New_York', scheduleWith(SUN, 5), '2026-11-01T05:30:00.000Z', '2026-11-01'],
    ['NY fall: second 01:30 (EST)', 'America/New_York', scheduleWith(SUN, 5), '2026-11-01T06:30:00.000Z', '2026-11-01'],
    ['NY fall: before midnight', 'America/New_York', scheduleWith(SUN, 12), '2026-11-02T04:59:59.999Z', '2026-11-01'],
    ['NY fall: at midnight', 'America/New_York', scheduleWith(SUN, 12), '2026-11-02T05:00:00.000Z', '2026-11-02'],
    // Australia/Sydney: DST ends Sunday 2026-04-05 (AEST, UTC+10 afterwards).
    ['Sydney April: before 5 PM', 'Australia/Sydney', scheduleWith(SUN, 5), '2026-04-05T06:59:59.999Z', '2026-04-05'],
    ['Sydney April: at 5 PM', 'Australia/Sydney', scheduleWith(SUN, 5), '2026-04-05T07:00:00.000Z', '2026-04-06'],
    ['Sydney April: repeated 02:30 (AEDT)', 'Australia/Sydney', scheduleWith(SUN, 5), '2026-04-04T15:30:00.000Z', '2026-04-05'],
    ['Sydney April: repeated 02:30 (AEST)', 'Australia/Sydney', scheduleWith(SUN, 5), '2026-04-04T16:30:00.000Z', '2026-04-05'],
    ['Sydney April: before midnight', 'Australia/Sydney', scheduleWith(SUN, 12), '2026-04-05T13:59:59.999Z', '2026-04-05'],
    ['Sydney April: at midnight', 'Australia/Sydney', scheduleWith(SUN, 12), '2026-04-05T14:00:00.000Z', '2026-04-06'],
    // Australia/Sydney: DST starts Sunday 2026-10-04 (AEDT, UTC+11 afterwards).
    ['Sydney October: before 5 PM', 'Australia/Sydney', scheduleWith(SUN, 5), '2026-10-04T05:59:59.999Z', '2026-10-04'],
    ['Sydney October: at 5 PM', 'Australia/Sydney', scheduleWith(SUN, 5), '2026-10-04T06:00:00.000Z', '2026-10-05'],
    ['Sydney October: before midnight', 'Australia/Sydney', scheduleWith(SUN, 12), '2026-10-04T12:59:59.999Z', '2026-10-04'],
    ['Sydney October: at midnight', 'Australia/Sydney', scheduleWith(SUN, 12), '2026-10-04T13:00:00.000Z', '2026-10-05'],
    // Asia/Tokyo (UTC+9): the local date runs ahead of the UTC date from 15:00 UTC.
    ['Tokyo: before 5 PM', 'Asia/Tokyo', scheduleWith(TUE, 5), '2026-03-10T07:59:59.999Z', '2026-03-10'],
    ['Tokyo: at 5 PM', 'Asia/Tokyo', scheduleWith(TUE, 5), '2026-03-10T08:00:00.000Z', '2026-03-11'],
    ['Tokyo: local midnight, UTC still the day before', 'Asia/Tokyo', defaultSchedule(), '2026-03-10T15:00:00.000Z', '2026-03-11'],
    ['Tokyo: just before local midnight', 'Asia/Tokyo', defaultSchedule(), '2026-03-10T14:59:59.999Z', '2026-03-10'],
    // Pacific/Honolulu (UTC-10): the local date lags the UTC date from 00:00 to 10:00 UTC.
    ['Honolulu: before 5 PM, UTC already tomorrow', 'Pacific/Honolulu', scheduleWith(1, 5), '2026-03-10T02:59:59.999Z', '2026-03-09'],
    ['Honolulu: at 5 PM', 'Pacific/Honolulu', scheduleWith(1, 5), '2026-03-10T03:00:00.000Z', '2026-03-10'],
    ['Honolulu: 23:59 local with midnight roll', 'Pacific/Honolulu', defaultSchedule(), '2026-03-10T09:59:59.999Z', '2026-03-09'],
    ['Honolulu: local midnight', 'Pacific/Honolulu', defaultSchedule(), '2026-03-10T10:00:00.000Z', '2026-03-10'],
    // Pacific/Auckland (NZDT, UTC+13 in March).
    ['Auckland: before 5 PM', 'Pacific/Auckland', scheduleWith(TUE, 5), '2026-03-10T03:59:59.999Z', '2026-03-10'],
    ['Auckland: at 5 PM', 'Pacific/Auckland', scheduleWith(TUE, 5), '2026-03-10T04:00:00.000Z', '2026-03-11'],
    ['Auckland: Wednesday morning, UTC still Tuesday', 'Pacific/Auckland', scheduleWith(TUE, 5), '2026-03-10T21:00:00.000Z', '2026-03-11'],
    ['Auckland: local midnight', 'Pacific/Auckland', defaultSchedule(), '2026-03-10T11:00:00.000Z', '2026-03-11'],
    // Asia/Singapore (UTC+8), roll hour 11 = 23:00.
    ['Singapore: before 11 PM', 'Asia/Singapore', scheduleWith(TUE, 11), '2026-03-10T14:59:59.999Z', '2026-03-10'],
    ['Singapore: at 11 PM', 'Asia/Singapore', scheduleWith(TUE, 11), '2026-03-10T15:00:00.000Z', '2026-03-11'],
    ['Singapore: after local midnight', 'Asia/Singapore', scheduleWith(TUE, 11), '2026-03-10T16:30:00.000Z', '2026-03-11'],
    // America/Los_Angeles (PDT, UTC-7 from 2026-03-08).
    ['LA: before 5 PM', 'America/Los_Angeles', scheduleWith(TUE, 5), '2026-03-10T23:59:59.999Z', '2026-03-10'],
    ['LA: at 5 PM, UTC already tomorrow', 'America/Los_Angeles', scheduleWith(TUE, 5), '2026-03-11T00:00:00.000Z', '2026-03-11'],
    ['LA: 6 PM with midnight roll, UTC already tomorrow', 'America/Los_Angeles', defaultSchedule(), '2026-03-11T01:00:00.000Z', '2026-03-10'],
    ['LA: before midnight', 'America/Los_Angeles', defaultSchedule(), '2026-03-11T06:59:59.999Z', '2026-03-10'],
    ['LA: at midnight', 'America/Los_Angeles', defaultSchedule(), '2026-03-11T07:00:00.000Z', '2026-03-11'],
    // The roll hour of the local weekday applies, not the next day's.
    ['Saturday 11 PM roll', 'America/New_York', scheduleWith(SAT, 11), '2026-03-15T02:59:59.999Z', '2026-03-14'],
    ['Saturday 11 PM roll reached', 'America/New_York', scheduleWith(SAT, 11), '2026-03-15T03:00:00.000Z', '2026-03-15'],
    ['Sunday roll does not affect Saturday', 'America/New_York', scheduleWith(SUN, 5), '2026-03-14T22:00:00.000Z', '2026-03-14'],
  ]

  it.each(cases)('%s', (_label, zone, schedule, instant, expected) => {
    expect(effectiveDate(at(instant), zone, schedule).toString()).toBe(expected)
  })

  it('treats a short or invalid schedule as midnight', () => {
    expect(effectiveDate(at('2026-03-08T23:00:00Z'), 'America/New_York', []).toString()).toBe('2026-03-08')
    expect(effectiveDate(at('2026-03-08T23:00:00Z'), 'America/New_York', [4, 4, 4, 4, 4, 4, 4]).toString()).toBe('2026-03-08')
  })

  it('throws on an unknown time zone', () => {
    expect(() => effectiveDate(at('2026-03-08T23:00:00Z'), 'Mars/Olympus_Mons', defaultSchedule())).toThrow(RangeError)
  })

  describe('whatever the machine zone', () => {
    const original = process.env.TZ
    afterEach(() => {
      if (original === undefined) delete process.env.TZ
      else process.env.TZ = original
    })

    it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC'])('gives the same answer under TZ=%s', (machineZone) => {
      process.env.TZ = machineZone
      expect(effectiveDate(at('2026-03-08T21:00:00.000Z'), 'America/New_York', scheduleWith(SUN, 5)).toString()).toBe('2026-03-09')
      expect(effectiveDate(at('2026-03-10T14:59:59.999Z'), 'Asia/Tokyo', defaultSchedule()).toString()).toBe('2026-03-10')
    })
  })

  // An oracle built on Intl alone, stepping every 15 minutes through both DST weeks of each zone.
  const zones = ['America/New_York', 'Australia/Sydney', 'Pacific/Auckland', 'Asia/Tokyo', 'Pacific/Honolulu', 'Asia/Singapore', 'America/Los_Angeles']
  const weeks = ['2026-03-05T00:00:00Z', '2026-04-02T00:00:00Z', '2026-09-24T00:00:00Z', '2026-10-01T00:00:00Z', '2026-10-29T00:00:00Z']
  const schedule = [5, 6, 7, 8, 9, 11, 12]

  function oracle(instant: Date, zone: string): string {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        hourCycle: 'h23',
        weekday: 'short',
      })
        .formatToParts(instant)
        .map((p) => [p.type, p.value]),
    )
    const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday)
    const local = new CalendarDate(Number(parts.year), Number(parts.month), Number(parts.day))
    return (Number(parts.hour) >= schedule[weekday] + 12 ? local.add({ days: 1 }) : local).toString()
  }

  it.each(zones)('agrees with an Intl oracle through the DST weeks in %s', (zone) => {
    for (const start of weeks) {
      for (let ms = Date.parse(start); ms < Date.parse(start) + 8 * 86_400_000; ms += 900_000) {
        const instant = new Date(ms)
        expect(effectiveDate(instant, zone, schedule).toString(), instant.toISOString()).toBe(oracle(instant, zone))
      }
    }
  })
})

describe('workoutCovers', () => {
  const march8 = { startDate: '2026-03-08T00:00:00.000Z', endDate: '2026-03-08T23:59:59.999Z' }
  const week = { startDate: '2026-03-08T00:00:00.000Z', endDate: '2026-03-14T23:59:59.999Z' }

  it('covers every calendar day from start to end, inclusive', () => {
    expect(workoutCovers(march8, day('2026-03-07'))).toBe(false)
    expect(workoutCovers(march8, day('2026-03-08'))).toBe(true)
    expect(workoutCovers(march8, day('2026-03-09'))).toBe(false)
    expect(workoutCovers(week, day('2026-03-14'))).toBe(true)
    expect(workoutCovers(week, day('2026-03-15'))).toBe(false)
  })

  it('reads Date objects as well as ISO text', () => {
    expect(workoutCovers({ startDate: new Date(march8.startDate), endDate: new Date(march8.endDate) }, day('2026-03-08'))).toBe(true)
  })

  it('covers nothing when a date is unreadable', () => {
    expect(workoutCovers({ startDate: 'soon', endDate: march8.endDate }, day('2026-03-08'))).toBe(false)
    expect(workoutCovers({ startDate: march8.startDate, endDate: new Date(Number.NaN) }, day('2026-03-08'))).toBe(false)
  })

  it('plays the 8 March workout on 8 March local time, even where UTC is already 9 March', () => {
    // 19:00 in Honolulu on 8 March is 05:00 UTC on 9 March.
    const honolulu = effectiveDate(at('2026-03-09T05:00:00Z'), 'Pacific/Honolulu', defaultSchedule())
    expect(workoutCovers(march8, honolulu)).toBe(true)
  })

  it('stops the 8 March workout at local midnight in Tokyo, though UTC is still 8 March', () => {
    const tokyo = effectiveDate(at('2026-03-08T15:30:00Z'), 'Asia/Tokyo', defaultSchedule())
    expect(tokyo.toString()).toBe('2026-03-09')
    expect(workoutCovers(march8, tokyo)).toBe(false)
  })

  it('hands over to the next day’s workout at the roll hour', () => {
    const march9 = { startDate: '2026-03-09T00:00:00.000Z', endDate: '2026-03-09T23:59:59.999Z' }
    const beforeRoll = effectiveDate(at('2026-03-08T20:59:59.999Z'), 'America/New_York', scheduleWith(SUN, 5))
    const afterRoll = effectiveDate(at('2026-03-08T21:00:00.000Z'), 'America/New_York', scheduleWith(SUN, 5))
    expect(pickCurrentWorkout([march8, march9], beforeRoll)).toBe(march8)
    expect(pickCurrentWorkout([march8, march9], afterRoll)).toBe(march9)
  })
})

describe('pickCurrentWorkout', () => {
  const longRun = { id: 'long', startDate: '2026-03-01T00:00:00.000Z', endDate: '2026-03-31T23:59:59.999Z', updatedAt: '2026-03-05T00:00:00Z' }
  const special = { id: 'special', startDate: '2026-03-08T00:00:00.000Z', endDate: '2026-03-08T23:59:59.999Z', updatedAt: '2026-02-01T00:00:00Z' }
  const specialEdited = { ...special, id: 'special-edited', updatedAt: '2026-02-02T00:00:00Z' }
  const specialNoUpdate = { ...special, id: 'special-no-update', updatedAt: undefined }

  it('picks the covering workout that starts latest', () => {
    expect(pickCurrentWorkout([special, longRun], day('2026-03-08'))?.id).toBe('special')
    expect(pickCurrentWorkout([longRun, special], day('2026-03-08'))?.id).toBe('special')
    expect(pickCurrentWorkout([longRun, special], day('2026-03-09'))?.id).toBe('long')
  })

  it('breaks a tie on start by the latest update, then by list order', () => {
    expect(pickCurrentWorkout([special, specialEdited, longRun], day('2026-03-08'))?.id).toBe('special-edited')
    expect(pickCurrentWorkout([specialEdited, special], day('2026-03-08'))?.id).toBe('special-edited')
    expect(pickCurrentWorkout([specialNoUpdate, special], day('2026-03-08'))?.id).toBe('special')
    expect(pickCurrentWorkout([special, { ...special, id: 'twin' }], day('2026-03-08'))?.id).toBe('special')
  })

  it('returns null when nothing covers the date', () => {
    expect(pickCurrentWorkout([longRun, special], day('2026-04-01'))).toBeNull()
    expect(pickCurrentWorkout([], day('2026-04-01'))).toBeNull()
  })
})

describe('rollingWindow', () => {
  it('lists seven days from today across a month end and a DST change', () => {
    expect(rollingWindow(day('2026-03-28')).map(String)).toEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
    ])
    expect(rollingWindow(day('2026-11-01')).map(String)[6]).toBe('2026-11-07')
  })

  it('takes another length and refuses a nonsense one', () => {
    expect(rollingWindow(day('2028-02-28'), 3).map(String)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01'])
    expect(rollingWindow(day('2026-01-01'), 0)).toEqual([])
    expect(() => rollingWindow(day('2026-01-01'), -1)).toThrow(RangeError)
    expect(() => rollingWindow(day('2026-01-01'), 2.5)).toThrow(RangeError)
  })
})

describe('workoutOverlaps', () => {
  const march = { id: 'march', startDate: '2026-03-01T00:00:00.000Z', endDate: '2026-03-31T23:59:59.999Z', updatedAt: '2026-02-01T00:00:00Z' }
  const april = { id: 'april', startDate: '2026-04-01T00:00:00.000Z', endDate: '2026-04-30T23:59:59.999Z', updatedAt: '2026-02-01T00:00:00Z' }

  it('names the shared days and the workout that plays on them (the later start)', () => {
    const found = workoutOverlaps({ startDate: '2026-03-20', endDate: '2026-04-05', updatedAt: '2026-03-01T00:00:00Z' }, [april, march])
    expect(found.map(({ other, from, to, plays }) => [other.id, from.toString(), to.toString(), plays])).toEqual([
      ['march', '2026-03-20', '2026-03-31', 'this'],
      ['april', '2026-04-01', '2026-04-05', 'other'],
    ])
  })

  it('on the same start, the later update plays; a workout never overlaps itself; apart or unreadable ranges give nothing', () => {
    expect(workoutOverlaps({ id: 'new', startDate: '2026-03-01', endDate: '2026-03-02', updatedAt: '2026-03-10T00:00:00Z' }, [march])[0]?.plays).toBe('this')
    expect(workoutOverlaps({ id: 'old', startDate: '2026-03-01', endDate: '2026-03-02', updatedAt: '2026-01-01T00:00:00Z' }, [march])[0]?.plays).toBe('other')
    expect(workoutOverlaps(march, [march])).toEqual([])
    expect(workoutOverlaps({ startDate: '2026-05-01', endDate: '2026-05-02' }, [march, april])).toEqual([])
    expect(workoutOverlaps({ startDate: '2026-05-02', endDate: '2026-05-01' }, [march])).toEqual([])
    expect(workoutOverlaps({ startDate: '', endDate: '2026-05-01' }, [march])).toEqual([])
  })
})
