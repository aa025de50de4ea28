import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval'
import type { ClipBackend, ClipCacheStatus, ClipStore } from './clipCache'

// Where the clip cache keeps its clips (docs/SCREEN-DEVICE.md#clip-cache): Cache Storage where the page is a
// secure context (https, localhost), IndexedDB elsewhere (plain http on a LAN address has no Cache Storage, but
// IndexedDB keeps blobs on every origin). And how much of the device's storage they take.

export const CLIP_CACHE_NAME = 'class-clips-v1'
/** The IndexedDB database and object store of the clips, where Cache Storage is missing. */
export const CLIP_DB = { name: 'screen-clips', store: 'clips' } as const
/** Storage counts as nearly full from this share of the quota on (the device report's alert). */
export const NEARLY_FULL = 0.9

function cacheStorageStore(cache: Cache): ClipStore {
  return {
    kind: 'cache-storage',
    keys: async () => (await cache.keys()).map((request) => request.url),
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
    keys: async () => (await keys(store)).map(String),
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
}

/** The usage report from the browser's estimate and the clip cache's counts. */
export function storageUsageFrom(estimate: StorageEstimate | null, status: Pick<ClipCacheStatus, 'backend' | 'wanted' | 'cached'>): StorageUsage {
  const usageBytes = typeof estimate?.usage === 'number' ? estimate.usage : null
  const quotaBytes = typeof estimate?.quota === 'number' && estimate.quota > 0 ? estimate.quota : null
  return {
    backend: status.backend,
    usageBytes,
    quotaBytes,
    nearlyFull: usageBytes !== null && quotaBytes !== null && usageBytes >= quotaBytes * NEARLY_FULL,
    clipsWanted: status.wanted,
    clipsCached: status.cached,
  }
}

/** How much storage the screen uses against its quota, with the clip cache's status (clipCache.ts's clipStorageUsage); never rejects. */
export async function storageUsage(status: Pick<ClipCacheStatus, 'backend' | 'wanted' | 'cached'>): Promise<StorageUsage> {
  const estimate = await (navigator.storage?.estimate?.() ?? Promise.resolve(null)).catch(() => null)
  return storageUsageFrom(estimate, status)
}
