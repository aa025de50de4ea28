import { z } from 'zod'
import { NAME_MAX } from './constants'
import { requiredText } from './schemas/common'
import { CLASS_TIME_PATTERN } from './validation'
import { DASHBOARD_DAY_ORDER, normaliseClassTime, SCHEDULE_HOURS_DAY_ORDER, type ClassEntry, type Weekday, type WeeklyTimetable } from './classSchedule'

// One definition of a timetable, of its day orders and of class-time text, shared with the class screen's
// schedule maths and the console's dashboard (classSchedule.ts stays free of zod so neither bundle carries it).
export { DASHBOARD_DAY_ORDER, normaliseClassTime, SCHEDULE_HOURS_DAY_ORDER, type ClassEntry, type Weekday, type WeeklyTimetable }

/** Most classes one day may hold in an edited timetable. */
export const MAX_CLASSES_PER_DAY = 30

/** A timetable with no classes on any day. */
export function emptyTimetable(): WeeklyTimetable {
  return { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] }
}

/** Sorts a day's classes by start time; classes at the same time keep their order. */
export function sortClassEntries(entries: readonly ClassEntry[]): ClassEntry[] {
  return [...entries].sort((a, b) => (a.class_time < b.class_time ? -1 : a.class_time > b.class_time ? 1 : 0))
}

/** What `parseStudioSchedule` made of an answer from the external studio service. */
export interface StudioScheduleParse {
  /** Best effort: every usable class, normalised and sorted; days not sent are empty. */
  timetable: WeeklyTimetable
  /** False when the answer is not a studio schedule at all: not an object, no known '*_name_time' day, or a day that is not a list. */
  ok: boolean
  /** Human-readable notes on what was dropped or ignored, for logs. */
  problems: string[]
}

const DAY_KEY_SUFFIX = '_name_time'

const rawDayListSchema = z.union([z.array(z.unknown()), z.null(), z.undefined(), z.string()])

const rawEntrySchema = z.object({
  class_name: z.union([z.string(), z.number()]).transform((name) => String(name).trim()),
  class_time: z.union([z.string(), z.null(), z.undefined()]),
})

/**
 * Parses the external studio service's schedule: keys '<weekday>_name_time', each a list (an
 * array or a JSON-encoded array) of { class_name, class_time }. Entries with an empty or invalid
 * time are dropped, times normalised to 'HH:MM', days sorted. Never throws.
 */
export function parseStudioSchedule(raw: unknown): StudioScheduleParse {
  const timetable = emptyTimetable()
  const problems: string[] = []
  const source = typeof raw === 'string' ? parseJson(raw) : raw
  if (typeof source !== 'object' || source === null || Array.isArray(source)) {
    return { timetable, ok: false, problems: ['The schedule is not an object.'] }
  }

  let entries: [string, unknown][]
  try {
    entries = Object.entries(source)
  } catch {
    return { timetable, ok: false, problems: ['The schedule could not be read.'] }
  }

  let daysFound = 0
  let everyDayIsAList = true
  for (const [key, value] of entries) {
    if (!key.toLowerCase().endsWith(DAY_KEY_SUFFIX)) continue
    const day = key.slice(0, -DAY_KEY_SUFFIX.length).toLowerCase()
    if (!isWeekday(day)) {
      problems.push(`Ignored '${clip(key)}': not a weekday.`)
      continue
    }
    daysFound += 1
    const list = readDayList(value)
    if (list === null) {
      everyDayIsAList = false
      problems.push(`${day}: not a list of classes.`)
      continue
    }
    timetable[day] = sortClassEntries(readEntries(day, list, problems))
  }

  if (daysFound === 0) problems.push(`No '*${DAY_KEY_SUFFIX}' weekday keys found.`)
  return { timetable, ok: daysFound > 0 && everyDayIsAList, problems }
}

function readDayList(value: unknown): unknown[] | null {
  const parsed = rawDayListSchema.safeParse(value)
  if (!parsed.success) return null
  const list = parsed.data
  if (list === null || list === undefined) return []
  if (typeof list !== 'string') return list
  if (list.trim() === '') return []
  const decoded = parseJson(list)
  return Array.isArray(decoded) ? decoded : null
}

function readEntries(day: Weekday, list: unknown[], problems: string[]): ClassEntry[] {
  const entries: ClassEntry[] = []
  list.forEach((item, index) => {
    const parsed = rawEntrySchema.safeParse(item)
    if (!parsed.success) {
      problems.push(`${day} #${index + 1}: not a { class_name, class_time } entry.`)
      return
    }
    const { class_name, class_time } = parsed.data
    if (class_time == null || class_time.trim() === '') return
    const time = normaliseClassTime(class_time)
    if (time === null) {
      problems.push(`${day} #${index + 1}: '${clip(class_time)}' is not a time of day.`)
      return
    }
    entries.push({ class_name, class_time: time })
  })
  return entries
}

function isWeekday(value: string): value is Weekday {
  return (DASHBOARD_DAY_ORDER as readonly string[]).includes(value)
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

// Problems end up in logs: never echo a long upstream value.
function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text
}

/** A class start as staff enter it in the console: 'HH:MM', 24-hour. */
export const classTimeSchema = z.string().regex(CLASS_TIME_PATTERN, 'Enter the time as HH:MM (24-hour).')

/** One class of an edited timetable. */
export const classEntrySchema = z.object({
  class_name: requiredText(NAME_MAX),
  class_time: classTimeSchema,
})

/** A day of an edited timetable. */
export const dayClassesSchema = z.array(classEntrySchema).max(MAX_CLASSES_PER_DAY)

/** A whole edited timetable (used when the studio service is not configured and the timetable lives in our database). */
export const weeklyTimetableSchema = z.strictObject({
  monday: dayClassesSchema,
  tuesday: dayClassesSchema,
  wednesday: dayClassesSchema,
  thursday: dayClassesSchema,
  friday: dayClassesSchema,
  saturday: dayClassesSchema,
  sunday: dayClassesSchema,
}) satisfies z.ZodType<WeeklyTimetable>

/** Returns a copy of the timetable with every day sorted by start time (store it this way). */
export function sortTimetable(timetable: WeeklyTimetable): WeeklyTimetable {
  const sorted = emptyTimetable()
  for (const day of DASHBOARD_DAY_ORDER) sorted[day] = sortClassEntries(timetable[day])
  return sorted
}
