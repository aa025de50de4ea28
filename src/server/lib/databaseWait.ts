import { isDatabaseUnavailable } from './httpErrors'

export interface DatabaseWaitOptions {
  /** How long to keep trying, from the first attempt. */
  waitMs: number
  /** Told before each new attempt: why the last one failed and when the next one starts. */
  onRetry: (reason: string, retryInMs: number) => void
  /** The pause between attempts (a test passes its own). */
  sleep?: (ms: number) => Promise<void>
  /** The clock (a test passes its own). */
  now?: () => number
}

/** The first pause between attempts; it doubles, up to MAX_PAUSE_MS. */
const FIRST_PAUSE_MS = 500
const MAX_PAUSE_MS = 5_000

/** A starting server that gave up on its database: what it tried and for how long, in words an operator acts on. */
export class DatabaseWaitError extends Error {
  constructor(waitMs: number, cause: unknown) {
    super(`The database did not answer within ${Math.round(waitMs / 1000)} s (DATABASE_WAIT_SECONDS): ${reasonOf(cause)}`, { cause })
    this.name = 'DatabaseWaitError'
  }
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error)
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Runs `work` (the start-up's migrations and seed), again while the database cannot be reached: a host whose
 * server and database start together, or a database still starting, is waited for instead of making the server
 * exit (docs/OPERATIONS.md#starting-before-the-database). Any other failure (a migration that fails) ends it at once.
 */
export async function whenDatabaseAnswers<T>(work: () => Promise<T>, options: DatabaseWaitOptions): Promise<T> {
  const { waitMs, onRetry, sleep = pause, now = Date.now } = options
  const deadline = now() + waitMs
  for (let pauseMs = FIRST_PAUSE_MS; ; pauseMs = Math.min(pauseMs * 2, MAX_PAUSE_MS)) {
    try {
      return await work()
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error
      const left = deadline - now()
      if (left <= 0) throw new DatabaseWaitError(waitMs, error)
      const retryInMs = Math.min(pauseMs, left)
      onRetry(reasonOf(error), retryInMs)
      await sleep(retryInMs)
    }
  }
}
