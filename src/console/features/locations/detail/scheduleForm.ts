import { SCHEDULE_HOURS_DAY_ORDER } from '../../../../shared/timetable'
import { DEFAULT_ROLL_HOUR, isRollHour } from '../../../../shared/rollover'

export type ScheduleDay = (typeof SCHEDULE_HOURS_DAY_ORDER)[number]
/** One roll hour per weekday (docs/RULES.md#roll-over-schedule), keyed by day so each input is its own field. */
export type ScheduleValues = Record<ScheduleDay, number>

/** The stored list (Sunday first) as form values; a missing or invalid hour shows the default (12). */
export function scheduleValuesOf(schedule: readonly (number | null)[]): ScheduleValues {
  return Object.fromEntries(
    SCHEDULE_HOURS_DAY_ORDER.map((day, index) => [day, isRollHour(schedule[index]) ? schedule[index] : DEFAULT_ROLL_HOUR]),
  ) as ScheduleValues
}

/** Back to the stored list, Sunday first. */
export function scheduleListOf(values: ScheduleValues): number[] {
  return SCHEDULE_HOURS_DAY_ORDER.map((day) => values[day])
}

/**
 * The new value of a day's input: the hour when it is a whole number from 5 to 12, otherwise
 * null, meaning the input is ignored and the field keeps its value (docs/RULES.md#validation).
 */
export function acceptedRollHour(value: number): number | null {
  return isRollHour(value) ? value : null
}

/** A roll hour (5 = 5 PM … 11 = 11 PM, 12 = midnight) as the hour of the day a time picker shows: 17 … 23, 0. */
export function clockHourOf(rollHour: number): number {
  return (rollHour + 12) % 24
}

/** The time picker's hour back as a roll hour, or null when it is outside 5 PM to 12 AM (the input is then ignored). */
export function rollHourOfClock(hour: number | null): number | null {
  if (hour === null) return null
  return acceptedRollHour(hour === 0 ? 12 : hour - 12)
}
