import { ERROR_CODES } from '../../shared/messages'
import { HttpError } from './http-errors'

/** True when the row changed after the version the client edited (optimistic concurrency). */
export function isStale(current: Date, editedUpdatedAt: string): boolean {
  return current.getTime() > Date.parse(editedUpdatedAt)
}

/** The next `updatedAt`: now, but strictly newer than the edited version even within the same millisecond. */
export function nextUpdatedAt(current: Date, now: Date = new Date()): Date {
  return new Date(Math.max(now.getTime(), current.getTime() + 1))
}

/**
 * Optimistic concurrency (docs/API-CONVENTIONS.md): throws 409 STALE_VERSION when the row changed
 * after the version the client edited (`updatedAt` in the body, or If-Match, which the errors
 * plugin then answers as 412). Without either the write applies as it is.
 */
export function assertFresh(current: Date, editedUpdatedAt: string | undefined, message: string): void {
  if (editedUpdatedAt !== undefined && isStale(current, editedUpdatedAt)) throw new HttpError(409, message, undefined, ERROR_CODES.staleVersion)
}

/** The ETag of a version: its updatedAt in milliseconds, quoted. */
export function etagOf(updatedAt: Date | string): string {
  return `"${new Date(updatedAt).getTime()}"`
}

/** The version an If-Match header names (`"1767225600000"` or `W/"…"`), as an ISO date; undefined for none or `*`. */
export function versionFromIfMatch(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header
  const match = /^\s*(?:W\/)?"(\d{1,15})"\s*$/.exec(value ?? '')
  return match ? new Date(Number(match[1])).toISOString() : undefined
}
