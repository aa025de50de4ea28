import { and, gt, inArray, lte, sql } from 'drizzle-orm'
import type { RouteOptions } from 'fastify'
import type { Db } from '../db/client'
import { rateLimits } from '../db/schema'

/**
 * Fixed-window counters in the database, so every server process counts against the same limits
 * (docs/FLEET.md). One atomic upsert a hit: a burst of parallel requests cannot slip past a limit
 * by reading the count before any of them has written it.
 */
export interface CounterHit {
  /** Hits in the current window, this one included. */
  count: number
  resetAt: Date
}

/** Counts one hit (or `amount` of them) on `key` and answers the window's count. */
export async function hitCounter(db: Db, key: string, windowMs: number, now: Date = new Date(), amount = 1): Promise<CounterHit> {
  const resetAt = new Date(now.getTime() + windowMs)
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: amount, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${now} then ${amount}::int else ${rateLimits.count} + ${amount}::int end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${now} then ${resetAt} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt })
  return row
}

/** Takes back one hit, or `amount` (an attempt that turned out to be allowed, such as a right pairing code). */
export async function refundCounter(db: Db, key: string, amount = 1): Promise<void> {
  await db.execute(sql`update ${rateLimits} set count = greatest(count - ${amount}::int, 0) where ${rateLimits.key} = ${key}`)
}

/** The live (unexpired) counters among `keys`, by key. */
export async function readCounters(db: Db, keys: string[], now: Date = new Date()): Promise<Map<string, CounterHit>> {
  const rows = await db
    .select({ key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, keys), gt(rateLimits.resetAt, now)))
  return new Map(rows.map((row) => [row.key, { count: row.count, resetAt: row.resetAt }]))
}

/** Sets `key` to live until `resetAt` whatever it held: a mark (a known address, a delay) rather than a count. */
export async function setCounter(db: Db, key: string, resetAt: Date, count = 1): Promise<void> {
  await db.insert(rateLimits).values({ key, count, resetAt }).onConflictDoUpdate({ target: rateLimits.key, set: { count, resetAt } })
}

/** Forgets the counters `keys`. */
export async function deleteCounters(db: Db, keys: string[]): Promise<void> {
  await db.delete(rateLimits).where(inArray(rateLimits.key, keys))
}

/** Deletes the counters whose window has ended. */
export async function deleteExpiredCounters(db: Db, now: Date = new Date()): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.resetAt, now))
}

/**
 * A store for @fastify/rate-limit backed by these counters: the routes' `config.rateLimit` limits
 * (sign-in, registering a code) then hold across every process.
 */
export function databaseRateLimitStore(db: () => Db) {
  return class DatabaseRateLimitStore {
    /** Each route counts apart: the same client address has one count per limited route. */
    private readonly route: string
    constructor(options?: unknown, route = 'global') {
      void options
      this.route = route
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      const now = new Date()
      hitCounter(db(), `route:${this.route}|${key}`, timeWindow, now).then(
        (hit) => callback(null, { current: hit.count, ttl: Math.max(0, hit.resetAt.getTime() - now.getTime()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      )
    }

    child(options: RouteOptions) {
      // At run time the route comes as `routeInfo` of the merged limit options.
      const route = (options as RouteOptions & { routeInfo?: RouteOptions }).routeInfo ?? options
      return new DatabaseRateLimitStore(options, `${String(route.method)} ${route.url}`)
    }
  }
}

/**
 * A lease in these counters: true when this process took `key` for the next `ms` (no other process
 * holds an unexpired one). What one process at a time must run (the alert check, retention) takes it
 * first; the others skip that round.
 */
export async function takeLease(db: Db, key: string, ms: number, now: Date = new Date()): Promise<boolean> {
  const taken = await db.execute(sql`
    insert into rate_limits (key, count, reset_at) values (${key}, 1, ${new Date(now.getTime() + ms).toISOString()}::timestamptz)
    on conflict (key) do update set count = 1, reset_at = excluded.reset_at where rate_limits.reset_at <= ${now.toISOString()}::timestamptz
    returning key`)
  return ((taken as { rows?: unknown[] }).rows ?? []).length > 0
}
