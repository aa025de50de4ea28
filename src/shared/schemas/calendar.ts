import { parseDate } from '@internationalized/date'
import { z } from 'zod'
import { CLASS_EXCEPTION_KINDS } from '../calendar'
import { NAME_MAX } from '../constants'
import { API_MESSAGES } from '../messages'
import { classTimeSchema } from '../timetable'
import { dataEnvelope, idField, idParam, requiredText, uuid } from './common'

/** Most days one closure covers, and one calendar read returns. */
export const CLOSURE_MAX_DAYS = 366
export const CALENDAR_RANGE_MAX_DAYS = 400
/** How far ahead of the studio's today a closure or a one-off class may start (docs/SECURITY.md#calendar-limits). */
export const CALENDAR_AHEAD_MAX_DAYS = 730
/** Closures a location may have that have not ended yet. */
export const CLOSURES_AHEAD_MAX = 50
/** One-off classes and cancellations a location may have from its today on. */
export const CLASS_EXCEPTIONS_AHEAD_MAX = 300
/** One-off classes and cancellations a location may have on one date: a day's plan, which each poll carries, stays short. */
export const CLASS_EXCEPTIONS_PER_DAY_MAX = 24

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  try {
    return parseDate(value).toString() === value
  } catch {
    return false
  }
}

/** A studio's calendar date in a request: 'YYYY-MM-DD', a real date (2026-02-30 is refused with words). */
export const calendarDateInput = () => z.string().refine(isCalendarDate, { error: API_MESSAGES.calendarDateFormat })
/** A calendar date in a response. */
const calendarDate = () => z.string().meta({ format: 'date' })

/** Days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string): number {
  return parseDate(to).compare(parseDate(from)) + 1
}

export const Holiday = z
  .object({
    id: uuid(),
    date: calendarDate(),
    name: z.string(),
    regionId: uuid().nullable().describe('The region whose studios close that day; null: every studio of the chain'),
  })
  .meta({ id: 'Holiday' })
export const HolidayListResponse = z.object({ data: z.array(Holiday) }).meta({ id: 'HolidayListResponse' })
export const HolidayResponse = dataEnvelope(Holiday, 'HolidayResponse')
export const HolidayCreateBody = z
  .object({
    date: calendarDateInput(),
    name: requiredText(NAME_MAX),
    regionId: idField()
      .nullable()
      .optional()
      .describe(
        'A regional public holiday: only the studios of this region close (admins of the region may set it); absent or null: the whole chain (super-admin)',
      ),
  })
  .meta({ id: 'HolidayCreateBody' })
export type HolidayCreateBody = z.infer<typeof HolidayCreateBody>
export const HolidayListQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional().describe('Only this year’s holidays') })

export const Closure = z
  .object({ id: uuid(), startsOn: calendarDate(), endsOn: calendarDate().describe('The last closed day (counted)'), reason: z.string() })
  .meta({ id: 'Closure' })
export const ClosureResponse = dataEnvelope(Closure, 'ClosureResponse')

/** What a new closure does today: nothing stops a class that plays; no class starts by itself after it (docs/RULES.md#calendar). */
export const ClosureToday = z
  .object({
    coversToday: z.boolean().describe('The closure includes the studio’s today: its screens say “Closed today” once no class plays'),
    classPlaying: z
      .boolean()
      .describe('A class plays now (started by hand, or a screen says it plays one): it plays to its end; no class starts by itself after it today'),
  })
  .meta({ id: 'ClosureToday' })
export type ClosureToday = z.infer<typeof ClosureToday>
export const ClosureCreated = Closure.extend({ today: ClosureToday }).meta({ id: 'ClosureCreated' })
export const ClosureCreatedResponse = dataEnvelope(ClosureCreated, 'ClosureCreatedResponse')
export const ClosureCreateBody = z
  .object({
    startsOn: calendarDateInput(),
    endsOn: calendarDateInput().describe('The last closed day; the same as startsOn for one day'),
    reason: requiredText(NAME_MAX).describe('Shown on the screens: “Closed today: <reason>”'),
  })
  .meta({ id: 'ClosureCreateBody' })
export type ClosureCreateBody = z.infer<typeof ClosureCreateBody>

export const ClassException = z
  .object({
    id: uuid(),
    date: calendarDate(),
    kind: z.enum(CLASS_EXCEPTION_KINDS).describe('extra: a one-off class on this date; cancelled: the timetable’s class at this time does not run'),
    classTime: z.string().describe('HH:MM, 24-hour, the studio’s time'),
    className: z.string(),
  })
  .meta({ id: 'ClassException' })
export const ClassExceptionResponse = dataEnvelope(ClassException, 'ClassExceptionResponse')
export const ClassExceptionCreateBody = z
  .object({
    date: calendarDateInput(),
    kind: z.enum(CLASS_EXCEPTION_KINDS),
    classTime: classTimeSchema,
    className: z.string().trim().max(NAME_MAX).default('').describe('Required for an extra class; for a cancelled one, the class’s name as a note'),
  })
  .meta({ id: 'ClassExceptionCreateBody' })
export type ClassExceptionCreateBody = z.infer<typeof ClassExceptionCreateBody>

export const LocationCalendarQuery = z.object({
  from: calendarDateInput().optional().describe('First date (default: the studio’s today)'),
  to: calendarDateInput().optional().describe('Last date (default: 366 days after from)'),
})

export const LocationCalendar = z
  .object({
    location: uuid(),
    today: calendarDate().describe('The studio’s date now, in its time zone'),
    from: calendarDate(),
    to: calendarDate(),
    holidays: z.array(Holiday),
    closures: z.array(Closure).describe('Closures overlapping from..to'),
    exceptions: z.array(ClassException),
  })
  .meta({ id: 'LocationCalendar' })
export const LocationCalendarResponse = dataEnvelope(LocationCalendar, 'LocationCalendarResponse')

export const ClosureParams = z.object({ id: idParam(), closureId: idParam() })
export const ExceptionParams = z.object({ id: idParam(), exceptionId: idParam() })
