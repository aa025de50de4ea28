import { API_MESSAGES, ERROR_CODES } from '../../shared/messages'
import type { Db } from '../db/client'
import { HttpError } from '../lib/httpErrors'
import { deleteCounters, hitCounter, readCounters, refundCounter, setCounter } from './counters'

/**
 * Sign-in throttling (docs/SECURITY.md, "Sign-in throttling"). Three limits, all counted in the
 * database so every server process shares them:
 * - per client address, across every email it tries: an address spraying many accounts is
 *   stopped, and each attempt is counted before the password hash is computed;
 * - per account, across every address: after a few failures each further try waits a delay that
 *   doubles with every failure. An address the account signed in from recently skips that delay,
 *   so an attacker elsewhere slows the account down for himself, not for its owner;
 * - per address and email (the route's own rate limit), as before.
 */
export interface SignInLimits {
  /** Attempts that did not succeed, per client address and window, across all emails. */
  perAddress: { max: number; windowMs: number }
  /** Failures on one account (any address) that cost nothing; the last of them starts the delay, which doubles up to `maxDelayMs`. */
  perAccount: { freeFailures: number; windowMs: number; baseDelayMs: number; maxDelayMs: number }
  /** How long an address the account signed in from stays exempt from the account's delay. */
  knownAddressMs: number
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perAddress: { max: 30, windowMs: 15 * 60_000 },
  perAccount: { freeFailures: 5, windowMs: 60 * 60_000, baseDelayMs: 1_000, maxDelayMs: 5 * 60_000 },
  knownAddressMs: 30 * 24 * 60 * 60_000,
}

export interface SignInAttempt {
  address: string
  email: string
}

const keys = ({ address, email }: SignInAttempt) => {
  const account = email.trim().toLowerCase()
  return {
    address: `sign-in|address|${address}`,
    failures: `sign-in|failures|${account}`,
    delay: `sign-in|delay|${account}`,
    known: `sign-in|known|${account}|${address}`,
  }
}

const secondsUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000))

export function createSignInGuard(db: () => Db, limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS) {
  return {
    /**
     * Counts the attempt, or refuses it with 429 and Retry-After. Called before the password is
     * checked, so a refused attempt costs no hash and a parallel burst cannot slip past.
     */
    async admit(attempt: SignInAttempt, now: Date = new Date()): Promise<void> {
      const key = keys(attempt)
      const marks = await readCounters(db(), [key.delay, key.known], now)
      const delay = marks.get(key.delay)
      if (delay && !marks.has(key.known)) {
        throw new HttpError(429, API_MESSAGES.signInDelayed, secondsUntil(delay.resetAt, now), ERROR_CODES.signInDelayed)
      }
      const hit = await hitCounter(db(), key.address, limits.perAddress.windowMs, now)
      if (hit.count > limits.perAddress.max) {
        throw new HttpError(429, API_MESSAGES.tooManyAttempts, secondsUntil(hit.resetAt, now), ERROR_CODES.tooManyAttempts)
      }
    },

    /** The password was right: the attempt is not held against the address, the account's failures end, the address becomes known. */
    async succeeded(attempt: SignInAttempt, now: Date = new Date()): Promise<void> {
      const key = keys(attempt)
      await refundCounter(db(), key.address)
      await deleteCounters(db(), [key.failures, key.delay])
      await setCounter(db(), key.known, new Date(now.getTime() + limits.knownAddressMs))
    },

    /** The password was wrong (or the email unknown): past the free failures, the account's next try waits, twice as long each time. */
    async failed(attempt: SignInAttempt, now: Date = new Date()): Promise<void> {
      const key = keys(attempt)
      const { perAccount } = limits
      const failures = await hitCounter(db(), key.failures, perAccount.windowMs, now)
      // The failure that uses up the free ones starts the delay: base, then twice that, and so on.
      const over = failures.count - perAccount.freeFailures
      if (over < 0) return
      const waitMs = Math.min(perAccount.maxDelayMs, perAccount.baseDelayMs * 2 ** Math.min(over, 30))
      await setCounter(db(), key.delay, new Date(now.getTime() + waitMs), failures.count)
    },
  }
}

export type SignInGuard = ReturnType<typeof createSignInGuard>
