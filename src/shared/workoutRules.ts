import { API_MESSAGES, VALIDATION_MESSAGES } from './messages'
import { VIDEO_LINK_MAX } from './constants'

// Dates: admins pick calendar days. A date-time counts by the date as written, so a form in
// Tokyo that sends 2026-03-08T00:00:00+09:00 means 8 March, not 7 March UTC.
const WORKOUT_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/

const DAY_MS = 24 * 60 * 60 * 1000

/** The calendar day ('YYYY-MM-DD') a workout date input names, or null when it is not a real date. */
export function workoutDay(input: string): string | null {
  const match = WORKOUT_DATE_PATTERN.exec(input)
  if (!match) return null
  const [, year, month, day] = match.map(Number)
  const instant = new Date(Date.UTC(year, month - 1, day))
  const real = instant.getUTCFullYear() === year && instant.getUTCMonth() === month - 1 && instant.getUTCDate() === day
  return real ? input.slice(0, 10) : null
}

/** True when the text is a date a workout form may send: YYYY-MM-DD or an ISO-8601 date-time. */
export function isWorkoutDate(input: string): boolean {
  return workoutDay(input) !== null
}

/** How a start date is stored: 00:00:00.000 UTC of its day. */
export function workoutStartInstant(input: string): Date {
  const day = workoutDay(input)
  if (!day) throw new RangeError(`Not a workout date: ${input}`)
  return new Date(`${day}T00:00:00.000Z`)
}

/** How an end date is stored: 23:59:59.999 UTC of its day (docs/RULES.md#validation). */
export function workoutEndInstant(input: string): Date {
  return new Date(workoutStartInstant(input).getTime() + DAY_MS - 1)
}

/** True when the end falls on an earlier calendar day than the start; the same day is fine, and an unreadable date is left to its own check. */
export function endsBeforeStart(start: string | Date, end: string | Date): boolean {
  const startDay = dayOf(start)
  const endDay = dayOf(end)
  return startDay !== null && endDay !== null && endDay < startDay
}

function dayOf(value: string | Date): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10)
  return workoutDay(value)
}

/** Messages of the workout form for a date range, or null when the range is fine (docs/RULES.md#validation). */
export function workoutDateRangeError(start: string | Date, end: string | Date): { field: string; submit: string } | null {
  if (!endsBeforeStart(start, end)) return null
  return { field: VALIDATION_MESSAGES.workoutEndDateField, submit: VALIDATION_MESSAGES.workoutEndDateSubmit }
}

// Links: ASCII whitespace, control characters and backslashes are refused outright, because the
// URL parser silently drops or rewrites them and the stored text would not be what is played.
const UNSAFE_CHARACTERS = /[\s\p{Cc}\\]/u
// Encoded dots and slashes can climb out of the media folder once a file server decodes them.
const ENCODED_PATH_TRICKS = /%2e|%2f|%5c/i

function parseHttpUrl(text: string): URL | null {
  if (!/^https?:\/\//i.test(text)) return null
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/**
 * True when `link` points into the approved media folder `mediaBaseUrl`: same scheme, host and
 * port, no user info, and a path under the base path. Lookalike hosts
 * (`media.example.com.evil.com`), `user@host` tricks and `..` segments are refused.
 */
export function isApprovedMediaUrl(link: string, mediaBaseUrl: string): boolean {
  if (UNSAFE_CHARACTERS.test(link)) return false
  const url = parseHttpUrl(link)
  const base = parseHttpUrl(mediaBaseUrl)
  if (!url || !base) return false
  if (url.username || url.password || url.origin !== base.origin) return false
  if (ENCODED_PATH_TRICKS.test(url.pathname)) return false
  const prefix = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`
  return url.pathname.startsWith(prefix) && url.pathname.length > prefix.length
}

export type VideoLinkProblem = 'empty' | 'tooLong' | 'unapproved'

/** What is wrong with one video link, or null. An optional link may be blank. */
export function videoLinkProblem(link: string | null | undefined, mediaBaseUrl: string, required = true): VideoLinkProblem | null {
  const text = link ?? ''
  if (text.trim() === '') return required ? 'empty' : null
  if (text.length > VIDEO_LINK_MAX) return 'tooLong'
  return isApprovedMediaUrl(text, mediaBaseUrl) ? null : 'unapproved'
}

/** The video links of one routine as a form or an update body carries them. */
export interface RoutineLinks {
  step: number
  videoLink?: string | null
  /** Optional; checked like `videoLink` when given. */
  lrVideoLink?: string | null
}

/** Why the routines cannot be saved, and which steps to highlight. */
export interface RoutineLinksError {
  message: string
  invalidSteps: number[]
}

const messageByProblem: Record<VideoLinkProblem, string> = {
  empty: VALIDATION_MESSAGES.videoLinkEmpty,
  tooLong: API_MESSAGES.videoLinkTooLong,
  unapproved: VALIDATION_MESSAGES.videoLinkInvalid,
}

/**
 * Checks every routine's links (docs/RULES.md#validation). Null when all are fine; otherwise the message of the
 * most basic problem found (empty, then too long, then unapproved) and every offending step.
 */
export function checkRoutineLinks(routines: readonly RoutineLinks[], mediaBaseUrl: string): RoutineLinksError | null {
  const found = new Set<VideoLinkProblem>()
  const invalidSteps = new Set<number>()
  for (const routine of routines) {
    const problems = [videoLinkProblem(routine.videoLink, mediaBaseUrl), videoLinkProblem(routine.lrVideoLink, mediaBaseUrl, false)]
    for (const problem of problems) {
      if (!problem) continue
      found.add(problem)
      invalidSteps.add(routine.step)
    }
  }
  const first = (['empty', 'tooLong', 'unapproved'] as const).find((problem) => found.has(problem))
  if (!first) return null
  return { message: messageByProblem[first], invalidSteps: [...invalidSteps].sort((a, b) => a - b) }
}
