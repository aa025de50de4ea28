import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { apiKeys } from '../db/schema'
import type { FleetBus } from './bus'
import type { FleetMessage } from './fleet'
import { createLoadingCache } from './loadingCache'

export type ApiKeyRow = typeof apiKeys.$inferSelect

/**
 * API key rows in memory, by public id (docs/SECURITY.md#api-keys): a key's requests read no row in
 * the steady state. A revocation is published on the fleet bus (`inv.apiKeys`), so every process
 * drops the row at once and reads it again, revoked; after a missed stretch of the bus, all go.
 * Its last use is written at most once a minute per key and process, never on every request.
 */
export interface ApiKeyCache {
  /** The key's row, or undefined for no such key (not remembered: a guess must not fill memory). */
  find(publicId: string): Promise<ApiKeyRow | undefined>
  /** Notes a use from `address`; writes it when the stored one is a minute old (the address of that use with it). */
  touch(row: ApiKeyRow, address: string, now?: Date): Promise<void>
  close(): void
}

const KEY_CACHE_MAX = 10_000
const KEY_CACHE_TTL_MS = 5 * 60_000
/** Last use is kept to within this. */
export const LAST_USED_GRANULARITY_MS = 60_000

export function createApiKeyCache(db: Db, bus: FleetBus<FleetMessage>): ApiKeyCache {
  const rows = createLoadingCache<string, ApiKeyRow | undefined>({ maxEntries: KEY_CACHE_MAX, ttlMs: KEY_CACHE_TTL_MS })
  /** What this process last wrote per key: a busy key writes once a minute, not per request. */
  const written = new Map<string, number>()
  const unsubscribe = bus.subscribe((message) => {
    for (const publicId of message.inv?.apiKeys ?? []) rows.delete(publicId)
  })
  const unsubscribeResync = bus.onResync(() => rows.clear())

  async function load(publicId: string) {
    const [row] = await db.select().from(apiKeys).where(eq(apiKeys.publicId, publicId)).limit(1)
    return row
  }

  return {
    async find(publicId) {
      const row = await rows.get(publicId, () => load(publicId))
      if (!row) rows.delete(publicId)
      return row
    },
    async touch(row, address, now = new Date()) {
      const last = written.get(row.id) ?? row.lastUsedAt?.getTime()
      if (last !== undefined && now.getTime() - last < LAST_USED_GRANULARITY_MS) return
      if (written.size > KEY_CACHE_MAX) written.clear()
      written.set(row.id, now.getTime())
      await db.update(apiKeys).set({ lastUsedAt: now, lastUsedAddress: address }).where(eq(apiKeys.id, row.id))
    },
    close() {
      unsubscribe()
      unsubscribeResync()
    },
  }
}
