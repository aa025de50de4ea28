/** Wrong pairing codes allowed per account, and across all accounts, within the window. */
export interface PairingGuessLimit {
  perAccount: number
  overall: number
  windowMs: number
}

export const DEFAULT_PAIRING_GUESS_LIMIT: PairingGuessLimit = { perAccount: 10, overall: 100, windowMs: 15 * 60_000 }

export interface GuessLimiter {
  /** True when the account, or everyone together, has used up the wrong guesses of the window. */
  blocked(accountId: string): boolean
  /** Counts a wrong code. */
  failed(accountId: string): void
}

/**
 * Counts only wrong codes, so staff pairing nine screens in a row are never slowed down, while
 * someone walking the 36^6 code space is stopped per account and, across accounts, overall.
 */
export function createGuessLimiter(limit: PairingGuessLimit, now: () => number = Date.now): GuessLimiter {
  const failures = new Map<string, number[]>()
  const OVERALL = '*'

  function recent(key: string): number[] {
    const since = now() - limit.windowMs
    const kept = (failures.get(key) ?? []).filter((at) => at > since)
    if (kept.length === 0) failures.delete(key)
    else failures.set(key, kept)
    return kept
  }

  return {
    blocked(accountId) {
      return recent(`user:${accountId}`).length >= limit.perAccount || recent(OVERALL).length >= limit.overall
    },
    failed(accountId) {
      const at = now()
      for (const key of [`user:${accountId}`, OVERALL]) failures.set(key, [...recent(key), at])
    },
  }
}
