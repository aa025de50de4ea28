import type { Db } from '../../db/client'
import { hitCounter, refundCounter } from '../../limits/counters'

/** Pairing attempts allowed per account and per client address within the window. */
export interface PairingGuessLimit {
  perAccount: number
  perAddress: number
  windowMs: number
}

export const DEFAULT_PAIRING_GUESS_LIMIT: PairingGuessLimit = { perAccount: 10, perAddress: 20, windowMs: 15 * 60_000 }

export interface GuessLimiter {
  /**
   * Counts an attempt before any other work, and answers false when the account or the address has
   * used up its budget (the refused attempt is not counted). Otherwise answers the function that
   * takes the attempt back once the code proves right.
   */
  attempt(accountId: string, address: string): Promise<false | (() => Promise<void>)>
}

/**
 * Only wrong codes use up the budget (a right one is taken back), so staff pairing nine screens in a
 * row are never slowed, while someone walking the 36^6 code space is stopped per account and per
 * address. No counter is global: one account cannot stop pairing for everyone. The counts live in
 * the database and are taken atomically before the code is looked up, so neither a parallel burst
 * nor several server processes let more attempts through than the limit.
 */
export function createGuessLimiter(db: () => Db, limit: PairingGuessLimit): GuessLimiter {
  return {
    async attempt(accountId, address) {
      const keys = [
        { key: `pair-guess:account:${accountId}`, max: limit.perAccount },
        { key: `pair-guess:address:${address}`, max: limit.perAddress },
      ]
      const hits = await Promise.all(keys.map(({ key }) => hitCounter(db(), key, limit.windowMs)))
      const refund = async () => {
        await Promise.all(keys.map(({ key }) => refundCounter(db(), key)))
      }
      if (hits.some((hit, index) => hit.count > keys[index].max)) {
        await refund()
        return false
      }
      return refund
    },
  }
}
