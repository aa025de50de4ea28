/**
 * Times that say which clock they are. A console reader and a studio are often in different zones: a screen
 * created at "8:05 PM" on the reader's clock beside a class at "3:06 PM" on the studio's read as a class older than
 * its screens. Every time of day the console shows carries its zone's short name ("3:06 PM GMT+9", "8:05 PM PST"),
 * and anything about a studio is shown on the studio's clock.
 */

/** A day and its time, to the minute ("Dec 1, 2026, 3:06 PM"): what `dateStyle: 'medium', timeStyle: 'short'` gave, which cannot name the zone. */
export const STAMP: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }

/** `Intl`'s options for a time of day, with the zone named. */
export function clockOptions(timeZone: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions {
  return { ...options, timeZone, timeZoneName: 'short' }
}

/** `iso` formatted with `options` in `timeZone` (the reader's own when undefined), the zone's short name after the time. */
export function formatInZone(iso: string | Date, locale: string, timeZone: string | undefined, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale, clockOptions(timeZone, options)).format(typeof iso === 'string' ? new Date(iso) : iso)
}

/** The zone's short name at `at` in `locale` ("GMT+9", "PST"; the reader's own zone when undefined). */
export function zoneShortName(timeZone: string | undefined, locale: string, at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(at)
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone ?? ''
}
