import { DASHBOARD_DAY_ORDER, type Weekday } from '../../../../shared/classSchedule'

/** Today's weekday in the location's own time zone (never the browser's). */
export function weekdayInZone(timeZone: string, now = new Date()): Weekday | undefined {
  try {
    const name = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone }).format(now).toLowerCase()
    return DASHBOARD_DAY_ORDER.find((day) => day === name)
  } catch {
    return undefined
  }
}
