// Apart from classSchedule.ts (and its calendar library), so the class screen's first view can name days without it.

/** Weekdays Sunday first: index i is the JavaScript weekday `Date#getUTCDay() === i`. */
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const

/** A weekday key of a `WeeklyTimetable`. */
export type Weekday = (typeof WEEKDAYS)[number]
