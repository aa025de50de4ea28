import { BRAND_PREFIX, LANGUAGES, type Language, PASSWORD_MIN, SCHEDULE_HOUR_MAX, SCHEDULE_HOUR_MIN } from './constants'

/** Password rule of docs/RULES.md#validation: 8+ characters with upper, lower, digit and one of #?!@$%^&*-. */
export const PASSWORD_PATTERN = new RegExp(`^(?=.*[A-Z])(?=.*[a-z])(?=.*\\d)(?=.*[#?!@$%^&*-]).{${PASSWORD_MIN},}$`)

/** Studio number: brand prefix, optional two-letter country code, then 4 or more digits (KB-US-0001, KB-0001). */
export const STUDIO_NUMBER_PATTERN = new RegExp(`^${BRAND_PREFIX}-(?:[A-Z]{2}-)?\\d{4,}$`)

/** Class time as 24-hour HH:MM. */
export const CLASS_TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/

/** True when the password satisfies docs/RULES.md#validation's rule. */
export function isStrongPassword(password: string): boolean {
  return PASSWORD_PATTERN.test(password)
}

/** True when the text is a studio number in the shared format. */
export function isStudioNumber(value: string): boolean {
  return STUDIO_NUMBER_PATTERN.test(value)
}

let timeZones: ReadonlySet<string> | undefined

/** Every IANA time zone this runtime knows, plus UTC (which Intl lists under Etc). */
export function supportedTimeZones(): ReadonlySet<string> {
  timeZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])
  return timeZones
}

/** True for a time zone of the full IANA list. */
export function isTimeZone(value: string): boolean {
  return supportedTimeZones().has(value)
}

/** True for one of the 23 UI languages. */
export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value)
}

/** True for a schedule roll-over hour: a whole number from 5 (5 PM) to 12 (midnight). */
export function isScheduleHour(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= SCHEDULE_HOUR_MIN && value <= SCHEDULE_HOUR_MAX
}
