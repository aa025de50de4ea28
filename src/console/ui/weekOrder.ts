import { CalendarDate, getDayOfWeek, startOfWeek } from '@internationalized/date'
import { useLocale } from 'react-aria-components'
import { WEEKDAYS, type Weekday } from '../../shared/classSchedule'

// Any Sunday: the week that holds it starts on the locale's first day, on or before it.
const A_SUNDAY = new CalendarDate(2024, 1, 7)

/** The seven weekdays in the order the locale's calendars show them: Sunday first in en-US, Monday in fr, Saturday in much of the Arab world. */
export function weekOrderFor(locale: string): Weekday[] {
  const first = getDayOfWeek(startOfWeek(A_SUNDAY, locale), 'en-US')
  return [...WEEKDAYS.slice(first), ...WEEKDAYS.slice(0, first)]
}

/** The weekdays in the reader's order (the console's language, as react-aria's I18nProvider holds it). */
export function useWeekOrder(): Weekday[] {
  return weekOrderFor(useLocale().locale)
}
