import { toLocale } from '../../i18n/languages'

/** 'Nov 23 – 29, 2026': the calendar days a workout plays (stored as UTC day edges). */
export function dateRange(start: string, end: string, language: string): string {
  const format = new Intl.DateTimeFormat(toLocale(language), { dateStyle: 'medium', timeZone: 'UTC' })
  try {
    return format.formatRange(new Date(start), new Date(end))
  } catch {
    return `${start.slice(0, 10)} – ${end.slice(0, 10)}`
  }
}
