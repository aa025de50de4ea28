import { parseDate } from '@internationalized/date'
import { toLocale } from '../../i18n/languages'

/** A studio's calendar day ('YYYY-MM-DD') in the reader's words: weekday, day, month, year. */
export function dayText(date: string, language: string, withWeekday = true): string {
  try {
    return new Intl.DateTimeFormat(toLocale(language), {
      ...(withWeekday ? { weekday: 'short' } : {}),
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(parseDate(date).toDate('UTC'))
  } catch {
    return date
  }
}

/** A range of days, both counted: one day reads as that day. */
export function rangeText(start: string, end: string, language: string): string {
  return start === end ? dayText(start, language) : `${dayText(start, language)} – ${dayText(end, language)}`
}

/** 'HH:MM' as the reader's clock shows it. */
export function timeText(time: string, language: string): string {
  const [hour, minute] = time.split(':').map(Number)
  if (Number.isNaN(hour) || Number.isNaN(minute)) return time
  return new Intl.DateTimeFormat(toLocale(language), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1, hour, minute)),
  )
}
