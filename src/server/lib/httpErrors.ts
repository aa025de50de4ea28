import { API_MESSAGES } from '../../shared/messages'

/** An error whose status and message are safe to show to the client as `{ error }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 410 | 412 | 413 | 429 | 503,
    message: string,
    /** Seconds the client should wait before trying again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
    /** A stable name of the error (`ERROR_CODES`), sent as `code` next to the words. */
    readonly code?: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

/** What a scoped caller reached for outside their scope (docs/SECURITY.md#regions-and-scope). */
export type OutsideScopeTarget = 'Location' | 'Screen' | 'Region' | 'ClassRun' | 'Alert'

/**
 * The 404 of a row that exists but lies outside the caller's scope: the same answer as a row that
 * does not exist (ids cannot be probed), and the server counts and audits the attempt
 * (`plugins/scopeRefusals.ts`).
 */
export class OutsideScopeError extends HttpError {
  constructor(
    message: string,
    readonly target: OutsideScopeTarget,
    readonly targetId: string,
    code?: string,
  ) {
    super(404, message, undefined, code)
  }
}

export const badRequest = (message: string, code?: string) => new HttpError(400, message, undefined, code)
export const unauthorized = (message: string = API_MESSAGES.authRequired) => new HttpError(401, message)
export const forbidden = (message: string = API_MESSAGES.forbidden, code?: string) => new HttpError(403, message, undefined, code)
export const notFound = (message: string = API_MESSAGES.notFound) => new HttpError(404, message)
export const conflict = (message: string) => new HttpError(409, message)
export const serviceUnavailable = (message: string, retryAfterSeconds: number) => new HttpError(503, message, retryAfterSeconds)

/** True for PostgreSQL's unique_violation, on either driver. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true
  }
  return false
}

/**
 * Runs a write and answers 409 with `message` when it breaks a unique constraint (an email, a studio
 * number, a round number taken): the one way routes turn a duplicate into a conflict.
 */
export async function conflictOnDuplicate<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message)
    throw error
  }
}

const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03'])
const CONNECTION_ERROR_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|not currently accepting connections|the database system is (starting up|shutting down)|PGlite is closed/i

/**
 * True when the database could not be reached (refused, restarting, connection lost): the request
 * did nothing wrong and may be tried again, so the answer is 503, not 500 (docs/FLEET.md).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const code = (cause as { code?: unknown }).code
    if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || code.startsWith('08'))) return true
    if (cause instanceof Error && CONNECTION_ERROR_TEXT.test(cause.message)) return true
  }
  return false
}
