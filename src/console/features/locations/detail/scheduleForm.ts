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
