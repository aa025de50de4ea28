import { networkClip, playableCopy, type ClipFetch, type ClipSources, type ResolvedClip } from './clipSources'
import {
  browserEstimate,
  browserNeedLog,
  isQuotaError,
  openBrowserStore,
  storageUsage,
  type ClipCacheStatus,
  type ClipStore,
  type NeedLog,
  type StorageUsage,
} from './clipStores'
import {
  announcedBytes,
  cacheableResponse,
  CLIP_WANTERS,
  clipBudget,
  clipKey,
  completeBody,
  planDownloads,
  planRoom,
  roomFor,
  wantedRanks,
  type ClipSource,
  type HeldClip,
} from './clipPlan'

/**
 * The clip cache: every clip the screen may play next is downloaded into Cache Storage (IndexedDB where
 * there is none: clipStores.ts) while the network is there, and played from a blob: URL of the stored
 * copy, so a class in progress keeps playing when the network or the server goes away
 * (docs/RULES.md#class-playback; docs/SCREEN-DEVICE.md#clip-cache). What to fetch, keep and evict is the
 * planner's word (clipPlan.ts); this file does it against the store.
 */
export { CLIP_CACHE_NAME, type ClipBackend, type ClipCacheStatus, type ClipStore } from './clipStores'
export { networkClip, networkSources, type ClipFetch, type ClipSources, type ResolvedClip } from './clipSources'
export { classClipUrls, clipKey, workoutClipUrls, type ClipSource } from './clipPlan'
/** Downloads at once: enough to stay ahead of 4-60 s clips without starving the clip on screen. */
export const DOWNLOAD_CONCURRENCY = 2
/** A clip that failed to download is tried again after this long (the network may be back). */
export const RETRY_MS = 30_000

export interface ClipCacheDeps {
  /** Opens the store, or null when Cache Storage is unavailable. */
  openStore(): Promise<ClipStore | null>
  fetch: ClipFetch
  /** The page URL relative clip URLs are resolved against. */
  base(): string
  createObjectURL(blob: Blob): string
  revokeObjectURL(url: string): void
  /** navigator.storage.estimate(); absent, or no answer: no budget but the store's own refusal. */
  estimate?: () => Promise<{ usage?: number; quota?: number } | null>
  needLog?: NeedLog
  concurrency?: number
  retryMs?: number
  now?: () => number
  setTimer?: (run: () => void, ms: number) => unknown
}

export class ClipCache implements ClipSources {
  private storePromise: Promise<ClipStore | null> | null = null
  private store: ClipStore | null = null
  private available: boolean | null = null
  private readonly sources = new Map<ClipSource, string[]>()
  /** What the store holds: key → bytes. */
  private readonly held = new Map<string, number>()
  /** When each clip was last wanted (the need log, kept across loads). */
  private readonly needed: Record<string, number>
  private readonly downloading = new Set<string>()
  private readonly failedAt = new Map<string, number>()
  /** Wanted clips the budget has no room for, until the wanted clips change. */
  private readonly noRoom = new Set<string>()
  /** The budget from the browser's estimate, and a lower one a refusal of the store taught (until the wanted clips change). */
  private budget = Number.POSITIVE_INFINITY
  private refusedAt = Number.POSITIVE_INFINITY
  private retryTimer: unknown = null
  private evicting = Promise.resolve()
  private planning = Promise.resolve()
  private readonly waiters: (() => void)[] = []

  constructor(private readonly deps: ClipCacheDeps) {
    this.needed = deps.needLog?.read() ?? {}
  }

  private get now(): number {
    return (this.deps.now ?? Date.now)()
  }
  private get budgetBytes(): number {
    return Math.min(this.budget, this.refusedAt)
  }

  private open(): Promise<ClipStore | null> {
    this.storePromise ??= (async () => {
      let store: ClipStore | null = null
      try {
        store = await this.deps.openStore()
        if (store) for (const { key, bytes } of await store.entries()) this.held.set(key, bytes)
      } catch {
        store = null
      }
      this.store = store
      this.available = store !== null
      return store
    })()
    return this.storePromise
  }

  private async readBudget(): Promise<void> {
    const estimate = (await this.deps.estimate?.().catch(() => null)) ?? null
    this.budget = clipBudget(estimate, this.heldBytes())
  }

  /** Sets what a source needs (URLs in the order they should arrive); downloads what is missing and makes room as the planner says. */
  want(source: ClipSource, urls: readonly string[]): void {
    const keys = [...new Set(urls.filter(Boolean).map((url) => clipKey(url, this.deps.base())))]
    const previous = this.sources.get(source)
    if (previous && previous.length === keys.length && previous.every((key, index) => key === keys[index])) return
    // The class source turns with every clip (nearest first): a new order alone must not retry clips the budget left
    // out (each would fetch a whole clip only for the store to refuse it). New clips, or evicted ones, do.
    const sameSet = previous !== undefined && previous.length === keys.length && keys.every((key) => previous.includes(key))
    this.sources.set(source, keys)
    for (const key of keys) this.needed[key] = this.now
    if (!sameSet) {
      // Written when the clips change, not with each turn of the class (a storage write at every seam is not free).
      this.deps.needLog?.write(this.needed)
      this.noRoom.clear()
      this.refusedAt = Number.POSITIVE_INFINITY
    }
    const work = this.open().then(async (store) => {
      if (!store) return
      if (!sameSet) await this.readBudget()
      // Until the workout says what it wants, only the store's size may evict (a class alone does not know the rest).
      if (this.sources.has('workout')) this.makeRoom(store, null)
      this.pump()
    })
    this.planning = this.planning.then(() => work)
  }

  private ranks(): Map<string, number> {
    return wantedRanks(CLIP_WANTERS.map((source) => this.sources.get(source) ?? []))
  }

  private heldClips(): HeldClip[] {
    return [...this.held].map(([key, bytes]) => ({ key, bytes, lastNeeded: this.needed[key] ?? 0 }))
  }

  private heldBytes(): number {
    return [...this.held.values()].reduce((sum, bytes) => sum + bytes, 0)
  }

  /** Deletes what the planner says must go for `incoming` to fit; false when it would not fit anyway. */
  private makeRoom(store: ClipStore, incoming: { key: string; bytes: number } | null): boolean {
    const plan = planRoom({ held: this.heldClips(), ranks: this.ranks(), incoming, budgetBytes: this.budgetBytes, now: this.now })
    if (plan.evict.length === 0) return plan.fits
    for (const key of plan.evict) {
      this.held.delete(key)
      delete this.needed[key]
    }
    this.deps.needLog?.write(this.needed)
    this.evicting = this.evicting.then(async () => {
      for (const key of plan.evict) await store.delete(key).catch(() => false)
    })
    return plan.fits
  }

  private skip = (key: string): boolean => {
    if (this.held.has(key) || this.downloading.has(key) || this.noRoom.has(key)) return true
    const failed = this.failedAt.get(key)
    return failed !== undefined && this.now - failed < (this.deps.retryMs ?? RETRY_MS)
  }

  private pump(): void {
    const store = this.store
    if (!store) return
    const limit = this.deps.concurrency ?? DOWNLOAD_CONCURRENCY
    while (this.downloading.size < limit) {
      const ordered = CLIP_WANTERS.map((source) => this.sources.get(source) ?? [])
      const [next] = planDownloads(ordered, this.skip)
      if (!next) break
      // No room even with every later clip gone: not worth a download the store would refuse.
      if (roomFor(this.heldClips(), this.ranks(), next, this.budgetBytes) <= 0) {
        this.noRoom.add(next)
        continue
      }
      this.downloading.add(next)
      void this.download(store, next).finally(() => {
        this.downloading.delete(next)
        this.pump()
      })
    }
    this.scheduleRetry()
    if (this.downloading.size === 0) for (const wake of this.waiters.splice(0)) wake()
  }

  private scheduleRetry(): void {
    if (this.retryTimer !== null) return
    const wanted = this.ranks()
    const retryMs = this.deps.retryMs ?? RETRY_MS
    const due = [...this.failedAt].filter(([key]) => wanted.has(key) && !this.held.has(key)).map(([, at]) => at + retryMs)
    if (due.length === 0) return
    const setTimer = this.deps.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms))
    this.retryTimer = setTimer(
      () => {
        this.retryTimer = null
        this.pump()
      },
      Math.max(0, Math.min(...due) - this.now),
    )
  }

  private async download(store: ClipStore, key: string): Promise<void> {
    try {
      // CORS so the body is readable: an opaque answer cannot become a blob (the clip then plays from the network).
      const response = await this.deps.fetch(key, { mode: 'cors', credentials: 'same-origin' })
      if (!cacheableResponse(response)) throw new Error(`not cacheable: ${response.status} ${response.type}`)
      const announced = announcedBytes(response)
      if (announced !== null && roomFor(this.heldClips(), this.ranks(), key, this.budgetBytes) < announced) {
        void response.body?.cancel().catch(() => undefined)
        this.noRoom.add(key)
        return
      }
      const blob = await response.blob()
      if (!completeBody(response, blob.size)) throw new Error('incomplete body')
      if (!this.ranks().has(key)) return
      await this.keep(store, key, blob, response.headers.get('content-type') || blob.type || 'video/mp4')
    } catch {
      this.failedAt.set(key, this.now)
    }
  }

  /** Stores a downloaded clip once the planner made room; a refusal of the store (quota) lowers the budget and tries once more. */
  private async keep(store: ClipStore, key: string, blob: Blob, type: string): Promise<void> {
    for (let attempt = 0; attempt < 2; attempt++) {
      if (!this.makeRoom(store, { key, bytes: blob.size })) break
      // Its room is taken now, before the writes are awaited: another download planning meanwhile counts it, or two
      // clips would both be let into the same room (seen with two downloads at once, their writes in flight together).
      this.held.set(key, blob.size)
      await this.evicting
      try {
        await store.put(key, new Response(blob, { status: 200, headers: { 'content-type': type, 'content-length': String(blob.size) } }))
        this.failedAt.delete(key)
        return
      } catch (error) {
        this.held.delete(key)
        if (!isQuotaError(error)) throw error
        this.refusedAt = this.heldBytes()
      }
    }
    this.noRoom.add(key)
  }

  /** A playable src for `url`: the cached copy as a blob: URL (seekable), else the network URL. Never rejects. */
  async resolve(url: string): Promise<ResolvedClip> {
    const store = url ? await this.open() : null
    return store ? playableCopy(store.match(clipKey(url, this.deps.base())), url, this.deps) : networkClip(url)
  }

  forget(url: string): void {
    const key = clipKey(url, this.deps.base())
    this.held.delete(key)
    this.failedAt.set(key, this.now)
    void this.open().then((store) => store?.delete(key).catch(() => false))
  }

  status(): ClipCacheStatus {
    const wanted = [...this.ranks().keys()]
    return {
      available: this.available,
      backend: this.store?.kind ?? null,
      wanted: wanted.length,
      cached: wanted.filter((key) => this.held.has(key)).length,
      downloading: this.downloading.size,
      failed: [...this.failedAt.keys()].filter((key) => this.ranks().has(key) && !this.held.has(key)).length,
      bytes: this.heldBytes(),
      budgetBytes: Number.isFinite(this.budgetBytes) ? Math.round(this.budgetBytes) : null,
      noRoom: wanted.filter((key) => this.noRoom.has(key) && !this.held.has(key)).length,
    }
  }

  /** Resolves once nothing is downloading (tests; diagnostics). */
  async settled(): Promise<void> {
    await this.planning
    if (this.downloading.size > 0) await new Promise<void>((resolve) => this.waiters.push(resolve))
    await this.evicting
  }
}

/** The screen's one clip cache. */
export const clipCache = new ClipCache({
  openStore: openBrowserStore,
  fetch: (url, init) => fetch(url, init),
  base: () => (typeof location === 'undefined' ? 'http://localhost/' : location.href),
  createObjectURL: (blob) => URL.createObjectURL(blob),
  revokeObjectURL: (url) => URL.revokeObjectURL(url),
  estimate: browserEstimate,
  needLog: browserNeedLog,
})

if (typeof window !== 'undefined') window.__screenClips = () => clipCache.status()

/** The device report's storage figures: usage against the quota, and the clips wanted and held (docs/SCREEN-DEVICE.md#clip-cache). */
export const clipStorageUsage = (): Promise<StorageUsage> => storageUsage(clipCache.status())
