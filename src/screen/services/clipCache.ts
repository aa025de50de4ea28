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
  AHEAD_SOURCES,
  announcedBytes,
  cacheableResponse,
  CLIP_WANTERS,
  paceDelay,
  resumes,
  retryDelay,
  verdict,
  clipBudget,
  clipKey,
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
export { AHEAD_SOURCES, classClipUrls, clipKey, workoutClipUrls, type ClipSource } from './clipPlan'
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
  /** A clip's SHA-256 (hex) where the plan knows one to check; absent (or no crypto.subtle: plain http) it is not checked. */
  sha256?: (blob: Blob) => Promise<string | null>
  /** Waits (the download's pace under a bandwidth cap). */
  sleep?: (ms: number) => Promise<void>
}

/** One workout of the screen's plan: its id and version as the plan said them, and the clips it needs. */
export interface PlannedClips {
  workout: string
  updatedAt: string
  urls: readonly string[]
}

/** What the device report says the screen holds of one planned workout (docs/CLASS-RUNS.md#content-ahead). */
export interface HeldWorkoutReport {
  workout: string
  updatedAt: string
  clips: number
  held: number
  bytesHeld: number
  bytesNeeded: number | null
  failing: number
  noRoom: number
  expectedAt: string | null
}

/** The expected end is told in steps of this much, so the report does not change (and is not sent again) every poll. */
const EXPECTED_STEP_MS = 5 * 60_000

/** What a download left when it was cut: the bytes read, to resume from with a Range request. */
interface Partial {
  chunks: Uint8Array[]
  bytes: number
  /** The clip's whole length, as its first answer announced it. */
  total: number | null
  type: string
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
  /** Failures in a row per clip: the wait before the next try grows with them (retryDelay). */
  private readonly failures = new Map<string, number>()
  /** Cut downloads, resumed from where they stopped (never from zero) while the page lives. */
  private readonly partials = new Map<string, Partial>()
  /** What the plan says of each clip (length, SHA-256), by key. */
  private readonly facts = new Map<string, { bytes: number | null; sha256: string | null }>()
  /** The coming workouts are fetched only while this is true (the fetch-ahead gate: no class, in the window). */
  private aheadAllowed = false
  /** The pace every download keeps to (bits a second), null: as fast as it comes. */
  private rateBps: number | null = null
  /** Wanted clips the budget has no room for, until the wanted clips change. */
  private readonly noRoom = new Set<string>()
  /** The budget from the browser's estimate, and a lower one a refusal of the store taught (until the wanted clips change). */
  private budget = Number.POSITIVE_INFINITY
  private refusedAt = Number.POSITIVE_INFINITY
  private retryTimer: unknown = null
  private retryDue = Number.POSITIVE_INFINITY
  private evicting = Promise.resolve()
  private planning = Promise.resolve()
  private readonly waiters: (() => void)[] = []
  /** The plan's workouts as this screen plays them (its format, default clips where a step has none), for the report. */
  private planned: PlannedClips[] = []
  /** The pace the last download kept (bits a second), for when the plan's clips should all be held. */
  private measuredBps: number | null = null

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
    return failed !== undefined && this.now - failed < this.retryAfter(key)
  }

  private retryAfter(key: string): number {
    return retryDelay(this.failures.get(key) ?? 1, this.deps.retryMs ?? RETRY_MS)
  }

  /** The source that wants `key` first (the highest priority). */
  private sourceOf(key: string): ClipSource | null {
    for (const source of CLIP_WANTERS) if (this.sources.get(source)?.includes(key)) return source
    return null
  }

  /** Lets the coming workouts' clips download, or holds them (a class plays or is due, outside the window). */
  setAheadAllowed(allowed: boolean): void {
    if (this.aheadAllowed === allowed) return
    this.aheadAllowed = allowed
    if (allowed) this.pump()
  }

  /** The pace of every download: the screen's share of the location's cap (bits a second), null for none. */
  setRate(bitsPerSecond: number | null): void {
    this.rateBps = bitsPerSecond && bitsPerSecond > 0 ? bitsPerSecond : null
  }

  /** What the plan knows of clips (length, SHA-256): a copy is stored only when it matches. */
  know(clips: readonly { url: string; bytes: number | null; sha256: string | null }[]): void {
    for (const clip of clips) this.facts.set(clipKey(clip.url, this.deps.base()), { bytes: clip.bytes, sha256: clip.sha256 })
  }

  private pump(): void {
    const store = this.store
    if (!store) return
    const limit = this.deps.concurrency ?? DOWNLOAD_CONCURRENCY
    while (this.downloading.size < limit) {
      const ordered = CLIP_WANTERS.map((source) => this.sources.get(source) ?? [])
      const [next] = planDownloads(ordered, this.skip)
      if (!next) break
      // The coming workouts: one download at a time, and only while the gate lets them (docs/SCREEN-DEVICE.md#content-ahead).
      const source = this.sourceOf(next)
      if (source && AHEAD_SOURCES.has(source) && (!this.aheadAllowed || this.downloading.size > 0)) break
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
    const wanted = this.ranks()
    const due = [...this.failedAt].filter(([key]) => wanted.has(key) && !this.held.has(key)).map(([key, at]) => at + this.retryAfter(key))
    if (due.length === 0) return
    const next = Math.min(...due)
    // Waits grow per clip: a clip failing now may be due before the timer already set for another (that one still
    // fires, and finds nothing or its own clip due).
    if (this.retryTimer !== null && next >= this.retryDue) return
    const setTimer = this.deps.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms))
    const timer: unknown = setTimer(
      () => {
        if (this.retryTimer === timer) this.retryTimer = null
        this.pump()
      },
      Math.max(0, next - this.now),
    )
    this.retryTimer = timer
    this.retryDue = next
  }

  private async download(store: ClipStore, key: string): Promise<void> {
    let partial = this.partials.get(key)
    try {
      // CORS so the body is readable: an opaque answer cannot become a blob (the clip then plays from the network).
      // A cut download goes on from its last byte (a simple Range header needs no preflight).
      const headers: Record<string, string> = partial ? { range: `bytes=${partial.bytes}-` } : {}
      const response = await this.deps.fetch(key, { mode: 'cors', credentials: 'same-origin', headers })
      if (partial && !resumes(response, partial.bytes, partial.total)) {
        // The host sent the whole clip (or another one): it starts over from what this answer brings.
        this.partials.delete(key)
        partial = undefined
        if (!cacheableResponse(response)) throw new Error(`not cacheable: ${response.status} ${response.type}`)
      } else if (!partial && !cacheableResponse(response)) throw new Error(`not cacheable: ${response.status} ${response.type}`)
      const total = partial ? partial.total : announcedBytes(response)
      if (total !== null && roomFor(this.heldClips(), this.ranks(), key, this.budgetBytes) < total) {
        void response.body?.cancel().catch(() => undefined)
        this.noRoom.add(key)
        return
      }
      const copy: Partial = partial ?? { chunks: [], bytes: 0, total, type: response.headers.get('content-type') || 'video/mp4' }
      this.partials.set(key, copy)
      await this.read(response, copy)
      const blob = new Blob(copy.chunks as BlobPart[], { type: copy.type })
      const expected = this.facts.get(key) ?? { bytes: null, sha256: null }
      // A compressed answer announces the encoded length: only a plain one's is checked.
      const announcedTotal = response.headers.get('content-encoding') ? null : copy.total
      const sha256 = expected.sha256 ? ((await this.deps.sha256?.(blob).catch(() => null)) ?? null) : null
      // Never stored, so never played as whole: a copy of the wrong length or hash is dropped and fetched again later.
      this.partials.delete(key)
      if (verdict({ bytes: blob.size, sha256 }, { total: announcedTotal, bytes: expected.bytes, sha256: expected.sha256 }) !== 'complete')
        throw new Error('bad copy')
      if (!this.ranks().has(key)) return
      await this.keep(store, key, blob, copy.type)
      this.failures.delete(key)
    } catch {
      this.failures.set(key, (this.failures.get(key) ?? 0) + 1)
      this.failedAt.set(key, this.now)
    }
  }

  /** Reads the body into `copy` chunk by chunk (what arrived stays when the connection is cut), at the capped pace. */
  private async read(response: Response, copy: Partial): Promise<void> {
    const reader = response.body?.getReader()
    if (!reader) return
    const startedAt = this.now
    let read = 0
    const sleep = this.deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      copy.chunks.push(value)
      copy.bytes += value.byteLength
      read += value.byteLength
      const wait = paceDelay(read, this.now - startedAt, this.rateBps)
      if (wait > 0) await sleep(wait)
      const elapsed = this.now - startedAt
      if (elapsed >= 1_000) this.measuredBps = (read * 8 * 1000) / elapsed
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
        this.failures.delete(key)
        return
      } catch (error) {
        this.held.delete(key)
        if (!isQuotaError(error)) throw error
        this.refusedAt = this.heldBytes()
      }
    }
    this.noRoom.add(key)
  }

  /** The plan's workouts, for the report of what the screen holds of each (`ahead`). */
  plan(workouts: readonly PlannedClips[]): void {
    this.planned = workouts.map((entry) => ({ ...entry, urls: [...new Set(entry.urls.filter(Boolean).map((url) => clipKey(url, this.deps.base())))] }))
  }

  /**
   * Per planned workout: clips and bytes held and still needed, and when all should be held at the present pace
   * (the cap's share, else the last download's), counting the workouts before it; null when done or not known.
   */
  ahead(): HeldWorkoutReport[] {
    const rate = this.rateBps ?? this.measuredBps
    const heldSizes = [...this.held.values()]
    const typical = heldSizes.length > 0 ? heldSizes.reduce((sum, bytes) => sum + bytes, 0) / heldSizes.length : null
    let queuedBytes = 0
    const counted = new Set<string>()
    return this.planned.map((entry) => {
      const missing = entry.urls.filter((key) => !this.held.has(key))
      let needed: number | null = 0
      let estimate = 0
      for (const key of missing) {
        const partial = this.partials.get(key)
        const known = this.facts.get(key)?.bytes ?? (partial?.total != null ? partial.total : null)
        const left = known === null ? null : Math.max(0, known - (partial?.bytes ?? 0))
        needed = needed === null || left === null ? null : needed + left
        if (!counted.has(key)) {
          counted.add(key)
          estimate += left ?? typical ?? 0
        }
      }
      queuedBytes += estimate
      const known = missing.length === 0 || (rate !== null && queuedBytes > 0)
      const expectedMs = known && missing.length > 0 ? this.now + (queuedBytes * 8 * 1000) / rate! : null
      return {
        workout: entry.workout,
        updatedAt: entry.updatedAt,
        clips: entry.urls.length,
        held: entry.urls.length - missing.length,
        bytesHeld: entry.urls.reduce((sum, key) => sum + (this.held.get(key) ?? 0), 0),
        bytesNeeded: needed,
        failing: missing.filter((key) => this.failedAt.has(key)).length,
        noRoom: missing.filter((key) => this.noRoom.has(key)).length,
        expectedAt: expectedMs === null ? null : new Date(Math.ceil(expectedMs / EXPECTED_STEP_MS) * EXPECTED_STEP_MS).toISOString(),
      }
    })
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
  // crypto.subtle exists only in a secure context: on plain http the hash is not checked (the length still is).
  sha256: async (blob) => {
    if (typeof crypto === 'undefined' || !crypto.subtle) return null
    const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer())
    return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  },
})

if (typeof window !== 'undefined') window.__screenClips = () => clipCache.status()

/** The device report's storage figures: usage against the quota, and the clips wanted and held (docs/SCREEN-DEVICE.md#clip-cache). */
export const clipStorageUsage = (): Promise<StorageUsage> => storageUsage(clipCache.status())
