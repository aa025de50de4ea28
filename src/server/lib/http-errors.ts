import { API_MESSAGES } from '../../shared/messages'

/** An error whose status and message are safe to show to the client as `{ error }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 429,
    message: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export const badRequest = (message: string) => new HttpError(400, message)
export const unauthorized = (message: string = API_MESSAGES.authRequired) => new HttpError(401, message)
export const forbidden = (message: string = API_MESSAGES.forbidden) => new HttpError(403, message)
export const notFound = (message: string = API_MESSAGES.notFound) => new HttpError(404, message)
export const conflict = (message: string) => new HttpError(409, message)

/** True for PostgreSQL's unique_violation, on either driver. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true
  }
  return false
}
