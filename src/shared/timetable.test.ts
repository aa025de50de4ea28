import { describe, expect, it } from 'vitest'
import {
  DASHBOARD_DAY_ORDER,
  MAX_CLASSES_PER_DAY,
  SCHEDULE_HOURS_DAY_ORDER,
  emptyTimetable,
  normaliseClassTime,
  parseStudioSchedule,
  sortTimetable,
  weeklyTimetableSchema,
} from './timetable'

describe('day orders', () => {
  it('shows Monday to Sunday on the dashboard and keeps roll hours Sunday first', () => {
    expect(DASHBOARD_DAY_ORDER).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'])
    expect(SCHEDULE_HOURS_DAY_ORDER).toEqual(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'])
    // Index i of the roll-hour list is the JavaScript weekday i: 2026-03-08 is a Sunday.
    expect(SCHEDULE_HOURS_DAY_ORDER[new Date('2026-03-08T12:00:00Z').getUTCDay()]).toBe('sunday')
    expect(new Set(SCHEDULE_HOURS_DAY_ORDER)).toEqual(new Set(DASHBOARD_DAY_ORDER))
  })
})

describe('normaliseClassTime', () => {
  it.each([
    ['6:00 PM', '18:00'],
    ['6pm', '18:00'],
    ['6 pm', '18:00'],
    ['06:00pm', '18:00'],
    ['6:30 p.m.', '18:30'],
    ['6:30P', '18:30'],
    ['12:15 AM', '00:15'],
    ['12 am', '00:00'],
    ['12:00 PM', '12:00'],
    ['12:45pm', '12:45'],
    ['11:59 PM', '23:59'],
    ['5:30 am', '05:30'],
    ['  7:15   AM ', '07:15'],
    ['6:00\u202fPM', '18:00'],
    ['6:00:00 PM', '18:00'],
    ['18:00', '18:00'],
    ['6:05', '06:05'],
    ['06:05', '06:05'],
    ['0:00', '00:00'],
    ['23:59', '23:59'],
    ['18.00', '18:00'],
    ['18h30', '18:30'],
    ['18:00:00', '18:00'],
  ])('%j is %s', (text, expected) => {
    expect(normaliseClassTime(text)).toBe(expected)
  })

  it.each([
    '',
    '   ',
    '6',
    '18',
    '24:00',
    '25:00',
    '18:60',
    '18:5',
    '13:00 PM',
    '0:30 am',
    '00:00pm',
    '6:00 XM',
    'noon',
    'six pm',
    '18:00:61',
    '-1:00',
    '1:2:3',
    '6:00 PM extra',
    '１８:００',
  ])('%j is not a time', (text) => {
    expect(normaliseClassTime(text)).toBeNull()
  })

  it('refuses values that are not text', () => {
    expect(normaliseClassTime(1800 as unknown as string)).toBeNull()
    expect(normaliseClassTime(null as unknown as string)).toBeNull()
  })
})

describe('parseStudioSchedule', () => {
  it('reads arrays and JSON-encoded lists, drops empty times, normalises and sorts', () => {
    const result = parseStudioSchedule({
      monday_name_time: [
        { class_name: 'Evening', class_time: '6:00 PM' },
        { class_name: 'Dawn', class_time: '5:30 am' },
        { class_name: 'No time', class_time: '' },
        { class_name: 'Noon', class_time: '12:00' },
      ],
      tuesday_name_time: JSON.stringify([
        { class_name: 'Late', class_time: '19:15' },
        { class_name: 'Early', class_time: '06:00' },
        { class_name: 'Blank', class_time: '   ' },
        { class_name: 'Null', class_time: null },
      ]),
      wednesday_name_time: '',
      thursday_name_time: null,
      id: 42,
    })
    expect(result.ok).toBe(true)
    expect(result.problems).toEqual([])
    expect(result.timetable.monday).toEqual([
      { class_name: 'Dawn', class_time: '05:30' },
      { class_name: 'Noon', class_time: '12:00' },
      { class_name: 'Evening', class_time: '18:00' },
    ])
    expect(result.timetable.tuesday).toEqual([
      { class_name: 'Early', class_time: '06:00' },
      { class_name: 'Late', class_time: '19:15' },
    ])
    expect(result.timetable.wednesday).toEqual([])
    expect(result.timetable.thursday).toEqual([])
    expect(result.timetable.sunday).toEqual([])
  })

  it('keeps the source order of classes at the same time', () => {
    const { timetable } = parseStudioSchedule({
      friday_name_time: [
        { class_name: 'B', class_time: '18:00' },
        { class_name: 'A', class_time: '6:00 PM' },
        { class_name: 'C', class_time: '07:00' },
      ],
    })
    expect(timetable.friday.map((c) => c.class_name)).toEqual(['C', 'B', 'A'])
  })

  it('accepts the whole answer as JSON text and day keys in any case', () => {
    const result = parseStudioSchedule(JSON.stringify({ Sunday_Name_Time: '[{"class_name":"Sun","class_time":"9am"}]' }))
    expect(result.ok).toBe(true)
    expect(result.timetable.sunday).toEqual([{ class_name: 'Sun', class_time: '09:00' }])
  })

  it('drops entries with an invalid time or shape and says why', () => {
    const result = parseStudioSchedule({
      saturday_name_time: [
        { class_name: 'Good', class_time: '10:00' },
        { class_name: 'Bad', class_time: '25:00' },
        { class_time: '11:00' },
        'not an entry',
        null,
        { class_name: 7, class_time: '8:00 AM' },
      ],
    })
    expect(result.ok).toBe(true)
    expect(result.timetable.saturday).toEqual([
      { class_name: '7', class_time: '08:00' },
      { class_name: 'Good', class_time: '10:00' },
    ])
    expect(result.problems).toHaveLength(4)
    expect(result.problems[0]).toContain("'25:00'")
  })

  it('never echoes a long value into the problems', () => {
    const long = 'x'.repeat(500)
    const { problems } = parseStudioSchedule({ monday_name_time: [{ class_name: 'A', class_time: long }] })
    expect(problems[0].length).toBeLessThan(120)
  })

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a number', 42],
    ['an array', [{ class_name: 'A', class_time: '10:00' }]],
    ['HTML text', '<html><body>Bad gateway</body></html>'],
    ['an object without day keys', { error: 'nope' }],
    ['an unknown day only', { funday_name_time: [] }],
  ])('reports %s as not a schedule and returns an empty timetable', (_label, raw) => {
    const result = parseStudioSchedule(raw)
    expect(result.ok).toBe(false)
    expect(result.timetable).toEqual(emptyTimetable())
    expect(result.problems.length).toBeGreaterThan(0)
  })

  it('flags a day that is not a list but keeps the other days', () => {
    const result = parseStudioSchedule({
      monday_name_time: [{ class_name: 'A', class_time: '10:00' }],
      tuesday_name_time: '{"class_name":"A"}',
      wednesday_name_time: 'not json',
      thursday_name_time: { class_name: 'A', class_time: '10:00' },
    })
    expect(result.ok).toBe(false)
    expect(result.timetable.monday).toHaveLength(1)
    expect(result.timetable.tuesday).toEqual([])
    expect(result.problems).toEqual(['tuesday: not a list of classes.', 'wednesday: not a list of classes.', 'thursday: not a list of classes.'])
  })

  it('survives hostile input', () => {
    const proto = JSON.parse('{"__proto__": {"monday_name_time": []}, "constructor_name_time": []}') as unknown
    expect(() => parseStudioSchedule(proto)).not.toThrow()
    expect(parseStudioSchedule(proto).ok).toBe(false)
    const trap = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('boom')
        },
      },
    )
    expect(() => parseStudioSchedule(trap)).not.toThrow()
  })
})

describe('weeklyTimetableSchema', () => {
  const week = () => ({ ...emptyTimetable(), monday: [{ class_name: 'Kickbox', class_time: '18:00' }] })

  it('accepts a valid week', () => {
    expect(weeklyTimetableSchema.parse(week())).toEqual(week())
  })

  it('trims names and requires one of at most 85 characters', () => {
    const ok = { ...week(), monday: [{ class_name: `  ${'a'.repeat(85)}  `, class_time: '18:00' }] }
    expect(weeklyTimetableSchema.parse(ok).monday[0].class_name).toHaveLength(85)
    expect(weeklyTimetableSchema.safeParse({ ...week(), monday: [{ class_name: '   ', class_time: '18:00' }] }).success).toBe(false)
    expect(weeklyTimetableSchema.safeParse({ ...week(), monday: [{ class_name: 'a'.repeat(86), class_time: '18:00' }] }).success).toBe(false)
  })

  it.each(['6:00 PM', '6:00', '24:00', '18:60', '', '18:00:00'])('refuses the time %j', (time) => {
    expect(weeklyTimetableSchema.safeParse({ ...week(), monday: [{ class_name: 'A', class_time: time }] }).success).toBe(false)
  })

  it(`allows ${MAX_CLASSES_PER_DAY} classes a day, not more`, () => {
    const day = (n: number) => Array.from({ length: n }, (_, i) => ({ class_name: `C${i}`, class_time: '10:00' }))
    expect(weeklyTimetableSchema.safeParse({ ...week(), friday: day(MAX_CLASSES_PER_DAY) }).success).toBe(true)
    expect(weeklyTimetableSchema.safeParse({ ...week(), friday: day(MAX_CLASSES_PER_DAY + 1) }).success).toBe(false)
  })

  it('needs every day and no other key', () => {
    const { sunday: _sunday, ...missing } = week()
    expect(weeklyTimetableSchema.safeParse(missing).success).toBe(false)
    expect(weeklyTimetableSchema.safeParse({ ...week(), funday: [] }).success).toBe(false)
  })
})

describe('sortTimetable', () => {
  it('sorts every day without touching the input', () => {
    const input = {
      ...emptyTimetable(),
      monday: [
        { class_name: 'B', class_time: '19:00' },
        { class_name: 'A', class_time: '07:00' },
      ],
    }
    expect(sortTimetable(input).monday.map((c) => c.class_name)).toEqual(['A', 'B'])
    expect(input.monday[0].class_name).toBe('B')
  })
})
