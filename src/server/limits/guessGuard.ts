import { API_MESSAGES, ERROR_CODES } from '../../shared/messages'
import type { Db } from '../db/client'
import { HttpError } from '../lib/httpErrors'
import { hitCounter, refundCounter } from './counters'

/**
 * Guesses of a secret a signed-in user types to confirm something (docs/SECURITY.md): the current
 * password before an email or password change, the word that cleans the audit log. A stolen
 * session must not be able to guess its way through, so each guess is counted (in the database,
 * shared by every process) before the secret is checked, per key (the user, the client address):
 * past `max` in `windowMs`, 429 `TOO_MANY_ATTEMPTS` with Retry-After and the secret is not looked at.
 */
export interface GuessLimit {
  max: number
  windowMs: number
}

const secondsUntil = (at: Date) => Math.max(1, Math.ceil((at.getTime() - Date.now()) / 1000))

export function createGuessGuard(db: () => Db, name: string, limit: GuessLimit) {
  return {
    /**
     * Counts one guess against each of `keys` (say `user:<id>`, `address:<ip>`); throws 429 when any
     * is past the limit. Returns `right()`, to call when the guess was right: it gives the counts back.
     */
    async attempt(...keys: string[]): Promise<{ right(): Promise<void> }> {
      const counted = keys.map((key) => `${name}|${key}`)
      const hits = await Promise.all(counted.map((key) => hitCounter(db(), key, limit.windowMs)))
      const over = hits.filter((hit) => hit.count > limit.max)
      if (over.length > 0) {
        const wait = Math.max(...over.map((hit) => secondsUntil(hit.resetAt)))
        throw new HttpError(429, API_MESSAGES.tooManyAttempts, wait, ERROR_CODES.tooManyAttempts)
      }
      return { right: async () => void (await Promise.all(counted.map((key) => refundCounter(db(), key)))) }
    },
  }
}
