/**
 * A bounded read-through cache that never keeps a stale answer past an invalidation:
 * - concurrent misses of one key share one load (a reload storm reads each row once);
 * - a load that started before an invalidation of its key (or a clear) is answered to its callers
 *   but not kept, so a read racing a write cannot plant the old value after the write's event;
 * - least recently used entries go first beyond `maxEntries`; entries older than `ttlMs` are
 *   re-read (a safety net only: events keep entries exact);
 * - an entry past its age still answers when its re-read fails (the database is away), and is tried
 *   again `STALE_RETRY_MS` later: the screens' poll is answered from memory through an outage longer
 *   than `ttlMs` (docs/FLEET.md#when-the-database-is-away). An invalidated entry is never answered.
 */
export interface LoadingCache<K, V> {
  get(key: K, load: () => Promise<V>): Promise<V>
  /** The cached value without loading, or undefined. */
  peek(key: K): V | undefined
  set(key: K, value: V): void
  delete(key: K): void
  /** Keeps the entries but keeps no load that is in flight now (its key is unknown until it ends). */
  cancelLoads(): void
  clear(): void
  size(): number
  /** Reads answered from memory and reads that loaded, since the start (for the metrics). */
  stats(): { hits: number; misses: number }
}

export interface LoadingCacheOptions {
  maxEntries: number
  ttlMs: number
  now?: () => number
}

interface Entry<V> {
  value: V
  loadedAt: number
  /** When the entry last moved to the most-recent end of the order. */
  usedAt: number
}

/**
 * An entry used within this long of its last move is not moved again: the order is recent to the
 * second, and a key read thousands of times a second costs no re-insert each time.
 */
const REORDER_AFTER_MS = 1_000

/** After a failed re-read, an entry past its age answers this long before the next try (each try may wait on the database). */
export const STALE_RETRY_MS = 5_000

export function createLoadingCache<K, V>(options: LoadingCacheOptions): LoadingCache<K, V> {
  const now = options.now ?? Date.now
  const entries = new Map<K, Entry<V>>()
  const loading = new Map<K, Promise<V>>()
  /** Bumped by every invalidation of a key (and by clear): a load keeps its result only if unchanged. */
  const versions = new Map<K, number>()
  let epoch = 0
  let hits = 0
  let misses = 0

  function fresh(key: K): Entry<V> | undefined {
    const entry = entries.get(key)
    if (!entry) return undefined
    const at = now()
    // Kept past its age (not deleted): get() answers it if the re-read fails.
    if (at - entry.loadedAt > options.ttlMs) return undefined
    // Most recently used last: Map keeps insertion order.
    if (at - entry.usedAt > REORDER_AFTER_MS) {
      entry.usedAt = at
      entries.delete(key)
      entries.set(key, entry)
    }
    return entry
  }

  function store(key: K, value: V) {
    const at = now()
    entries.delete(key)
    entries.set(key, { value, loadedAt: at, usedAt: at })
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value as K
      entries.delete(oldest)
    }
  }

  return {
    get(key, load) {
      const entry = fresh(key)
      if (entry) {
        hits += 1
        return Promise.resolve(entry.value)
      }
      misses += 1
      const pending = loading.get(key)
      if (pending) return pending
      const startEpoch = epoch
      const startVersion = versions.get(key)
      // Present here only past its age: fresh() answered nothing.
      const stale = entries.get(key)
      const promise = load().then(
        (value) => {
          if (loading.get(key) === promise) loading.delete(key)
          if (epoch === startEpoch && versions.get(key) === startVersion) store(key, value)
          return value
        },
        (error: unknown) => {
          if (loading.get(key) === promise) loading.delete(key)
          // Still the same entry (no invalidation or clear removed it): answer it, and try again later.
          if (stale && entries.get(key) === stale) {
            stale.loadedAt = now() - options.ttlMs + STALE_RETRY_MS
            return stale.value
          }
          throw error
        },
      )
      loading.set(key, promise)
      return promise
    },
    peek: (key) => fresh(key)?.value,
    set: store,
    delete(key) {
      entries.delete(key)
      // A load in flight carries the old value: later callers must start a new one.
      loading.delete(key)
      versions.set(key, (versions.get(key) ?? 0) + 1)
      // Versions only need to outlive loads in flight; keep the map from growing without bound.
      if (versions.size > options.maxEntries * 2) {
        versions.clear()
        epoch += 1
      }
    },
    cancelLoads() {
      loading.clear()
      epoch += 1
    },
    clear() {
      entries.clear()
      loading.clear()
      versions.clear()
      epoch += 1
    },
    size: () => entries.size,
    stats: () => ({ hits, misses }),
  }
}

/**
 * Gathers the keys asked for within one turn of the event loop into one read: a reload storm of a
 * thousand screens costs a handful of queries, not a thousand (the embedded database answers one
 * query at a time).
 */
export function createBatcher<K, V>(loadMany: (keys: K[]) => Promise<Map<K, V>>, maxBatch = 500): (key: K) => Promise<V | undefined> {
  let waiting = new Map<K, { resolve: (value: V | undefined) => void; reject: (error: unknown) => void }[]>()
  let scheduled = false

  function run() {
    scheduled = false
    const batch = waiting
    waiting = new Map()
    const keys = [...batch.keys()]
    for (let start = 0; start < keys.length; start += maxBatch) {
      const slice = keys.slice(start, start + maxBatch)
      loadMany(slice).then(
        (found) => {
          for (const key of slice) for (const waiter of batch.get(key) ?? []) waiter.resolve(found.get(key))
        },
        (error: unknown) => {
          for (const key of slice) for (const waiter of batch.get(key) ?? []) waiter.reject(error)
        },
      )
    }
  }

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      let waiters = waiting.get(key)
      if (!waiters) waiting.set(key, (waiters = []))
      waiters.push({ resolve, reject })
      if (!scheduled) {
        scheduled = true
        setImmediate(run)
      }
    })
}
