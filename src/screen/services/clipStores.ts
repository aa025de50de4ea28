import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval'

// Where the clip cache keeps its clips (docs/SCREEN-DEVICE.md#clip-cache): Cache Storage where the page is a
// secure context (https, localhost), IndexedDB elsewhere (plain http on a LAN address has no Cache Storage, but
// IndexedDB keeps blobs on every origin). And how much of the device's storage they take.

/** The part of Cache Storage the cache uses (keys are absolute URLs); tests give an in-memory one. */
export interface ClipStore {
  /** Where the clips are kept (clipStores.ts): Cache Storage, or IndexedDB where there is none. */
  kind?: ClipBackend
  /** Every stored clip and its size in bytes. */
  entries(): Promise<{ key: string; bytes: number }[]>
  match(key: string): Promise<Response | undefined>
  put(key: string, response: Response): Promise<void>
  delete(key: string): Promise<boolean>
}

export type ClipBackend = 'cache-storage' | 'indexeddb'

export interface ClipCacheStatus {
  /** null until the store was tried; false when neither Cache Storage nor IndexedDB is available (disabled, private mode). */
  available: boolean | null
  /** Which store holds the clips; null while unknown or unavailable. */
  backend: ClipBackend | null
  /** Distinct clips wanted by the class and the workout. */
  wanted: number
  /** Of those, how many are stored. */
  cached: number
  downloading: number
  failed: number
  /** Bytes the stored clips take, and the most they may take (a share of the quota; null while unknown). */
  bytes: number
  budgetBytes: number | null
  /** Wanted clips left out for want of room (the class's nearest clips come first: these are the far ones). */
  noRoom: number
}

/** When each clip was last wanted, kept across loads so the least recently needed go first (clipStores.ts). */
export interface NeedLog {
  read(): Record<string, number>
  write(needed: Record<string, number>): void
}

export function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'QuotaExceededError'
}

declare global {
  interface Window {
    /** Read by the e2e tests and support: what the clip cache wants and holds, and where (clipCache.ts). */
    __screenClips?: () => ClipCacheStatus
  }
}

/** The browser's estimate of this origin's storage use and quota; null where it does not say. */
export const browserEstimate = (): Promise<StorageEstimate | null> =>
  typeof navigator === 'undefined' || !navigator.storage?.estimate ? Promise.resolve(null) : navigator.storage.estimate().catch(() => null)

export const CLIP_CACHE_NAME = 'class-clips-v1'
/** Where the clip cache notes when each clip was last wanted (localStorage: a few kB, read once per load). */
export const NEED_LOG_KEY = 'screen_clip_needed'

/** The need log in localStorage; a log that cannot be read or written is an empty one (the eviction then goes by size). */
export const browserNeedLog: NeedLog = {
  read() {
    try {
      const parsed: unknown = JSON.parse(localStorage.getItem(NEED_LOG_KEY) ?? '{}')
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {}
    } catch {
      return {}
    }
  },
  write(needed) {
    try {
      localStorage.setItem(NEED_LOG_KEY, JSON.stringify(needed))
    } catch {
      // Storage full or refused: the log is a hint, the clips matter more.
    }
  },
}

/** The IndexedDB database and object store of the clips, where Cache Storage is missing. */
export const CLIP_DB = { name: 'screen-clips', store: 'clips' } as const
/** Storage counts as nearly full from this share of the quota on (the device report's alert). */
export const NEARLY_FULL = 0.9

function cacheStorageStore(cache: Cache): ClipStore {
  return {
    kind: 'cache-storage',
    async entries() {
      const entries: { key: string; bytes: number }[] = []
      for (const request of await cache.keys()) {
        const stored = await cache.match(request)
        // The cache stores each clip with its length (clipCache.ts); an entry without one counts as the size of its body.
        const bytes = Number(stored?.headers.get('content-length')) || (await stored?.blob())?.size || 0
        entries.push({ key: request.url, bytes })
      }
      return entries
    },
    match: (key) => cache.match(key),
    put: (key, response) => cache.put(key, response),
    delete: (key) => cache.delete(key),
  }
}

/** One clip as IndexedDB keeps it: the bytes and their type. */
interface StoredClip {
  blob: Blob
  type: string
}

/** The clip store over IndexedDB: the same answers as Cache Storage's (a whole 200 with its type and length). */
export function indexedDbStore(store: UseStore): ClipStore {
  return {
    kind: 'indexeddb',
    entries: async () => (await entries<string, StoredClip>(store)).map(([key, clip]) => ({ key, bytes: clip?.blob?.size ?? 0 })),
    async match(key) {
      const clip = await get<StoredClip>(key, store)
      if (!clip?.blob) return undefined
      return new Response(clip.blob, { status: 200, headers: { 'content-type': clip.type, 'content-length': String(clip.blob.size) } })
    },
    async put(key, response) {
      const blob = await response.blob()
      await set(key, { blob, type: response.headers.get('content-type') || blob.type || 'video/mp4' } satisfies StoredClip, store)
    },
    async delete(key) {
      await del(key, store)
      return true
    },
  }
}

/** Which store this page can use: Cache Storage in a secure context, else IndexedDB, else none. */
export function clipBackendFor(env: { secureContext: boolean; cacheStorage: boolean; indexedDb: boolean }): ClipBackend | null {
  if (env.secureContext && env.cacheStorage) return 'cache-storage'
  return env.indexedDb ? 'indexeddb' : null
}

async function openCacheStorage(): Promise<ClipStore> {
  const cache = await caches.open(CLIP_CACHE_NAME)
  // Earlier versions of this cache are dead weight.
  void caches
    .keys()
    .then((names) => Promise.all(names.filter((name) => name.startsWith('class-clips-') && name !== CLIP_CACHE_NAME).map((name) => caches.delete(name))))
    .catch(() => undefined)
  return cacheStorageStore(cache)
}

/** Opens the clip store this page can have, or null (clips then play from the network). */
export async function openBrowserStore(): Promise<ClipStore | null> {
  const backend = clipBackendFor({
    secureContext: Boolean(globalThis.isSecureContext),
    cacheStorage: typeof caches !== 'undefined',
    indexedDb: typeof indexedDB !== 'undefined',
  })
  if (!backend) return null
  // Ask the browser not to clear the clips under storage pressure (granted or not, the store works).
  void navigator.storage?.persist?.().catch(() => false)
  return backend === 'cache-storage' ? openCacheStorage() : indexedDbStore(createStore(CLIP_DB.name, CLIP_DB.store))
}

/** What the clips take of the device's storage, for the device report (docs/SCREEN-DEVICE.md#clip-cache). */
export interface StorageUsage {
  backend: ClipBackend | null
  /** navigator.storage.estimate(): bytes this origin uses and may use; null where the browser does not say. */
  usageBytes: number | null
  quotaBytes: number | null
  nearlyFull: boolean
  clipsWanted: number
  clipsCached: number
  /** Bytes the stored clips take, and the most the clip cache lets them take (a share of the quota; null while unknown). */
  clipBytes: number
  clipBudgetBytes: number | null
}

/** The usage report from the browser's estimate and the clip cache's counts. */
export function storageUsageFrom(
  estimate: StorageEstimate | null,
  status: Pick<ClipCacheStatus, 'backend' | 'wanted' | 'cached' | 'bytes' | 'budgetBytes'>,
): StorageUsage {
  const usageBytes = typeof estimate?.usage === 'number' ? estimate.usage : null
  const quotaBytes = typeof estimate?.quota === 'number' && estimate.quota > 0 ? estimate.quota : null
  return {
    backend: status.backend,
    usageBytes,
    quotaBytes,
    nearlyFull: usageBytes !== null && quotaBytes !== null && usageBytes >= quotaBytes * NEARLY_FULL,
    clipsWanted: status.wanted,
    clipsCached: status.cached,
    clipBytes: status.bytes,
    clipBudgetBytes: status.budgetBytes,
  }
}

/** How much storage the screen uses against its quota, with the clip cache's status (clipCache.ts's clipStorageUsage); never rejects. */
export async function storageUsage(status: Pick<ClipCacheStatus, 'backend' | 'wanted' | 'cached' | 'bytes' | 'budgetBytes'>): Promise<StorageUsage> {
  const estimate = await browserEstimate()
  return storageUsageFrom(estimate, status)
}
