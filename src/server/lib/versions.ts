import { API_MESSAGES, ERROR_CODES } from '../../shared/messages'
import { HttpError } from './httpErrors'

/** True when the row changed after the version the client edited (optimistic concurrency). */
export function isStale(current: Date, editedUpdatedAt: string): boolean {
  return current.getTime() > Date.parse(editedUpdatedAt)
}

/** The next `updatedAt`: now, but strictly newer than the edited version even within the same millisecond. */
export function nextUpdatedAt(current: Date, now: Date = new Date()): Date {
  return new Date(Math.max(now.getTime(), current.getTime() + 1))
}

/** Bodies whose `updatedAt` came from If-Match (the versions plugin marks them): it must be the current version exactly. */
const ifMatchBodies = new WeakSet<object>()

/** Marks a request body whose `updatedAt` is the version its If-Match named. */
export function markIfMatch(body: object): void {
  ifMatchBodies.add(body)
}

/**
 * Optimistic concurrency (docs/API-CONVENTIONS.md): throws 409 STALE_VERSION when the row changed
 * after the version the client edited (the body's `updatedAt`). When that version came from
 * If-Match, anything but the current version exactly is refused (a version from the future, too),
 * which the errors plugin answers as 412. Without either the write applies as it is.
 */
export function assertFresh(current: Date, body: object, message: string): void {
  const edited = (body as { updatedAt?: unknown }).updatedAt
  if (typeof edited !== 'string') return
  const refused = ifMatchBodies.has(body) ? current.getTime() !== Date.parse(edited) : isStale(current, edited)
  if (refused) throw new HttpError(409, message, undefined, ERROR_CODES.staleVersion)
}

/** The ETag of a version: its updatedAt in milliseconds, quoted. */
export function etagOf(updatedAt: Date | string): string {
  return `"${new Date(updatedAt).getTime()}"`
}

/** 412 IF_MATCH_INVALID: an If-Match that cannot name the current version, or on a route that does not check it. */
export const ifMatchInvalid = () => new HttpError(412, API_MESSAGES.ifMatchInvalid)

/**
 * The version an If-Match header names (`"1767225600000"`), as an ISO date; undefined for none or
 * `*`; null for anything else (a weak or malformed tag, a list), which can never be the current ETag.
 */
export function versionFromIfMatch(header: string | string[] | undefined): string | undefined | null {
  if (header === undefined) return undefined
  if (Array.isArray(header)) return header.length === 1 ? versionFromIfMatch(header[0]) : null
  if (header.trim() === '*') return undefined
  const match = /^\s*"(\d{1,15})"\s*$/.exec(header)
  const ms = match ? Number(match[1]) : NaN
  return Number.isSafeInteger(ms) && ms <= 8.64e15 ? new Date(ms).toISOString() : null
}
