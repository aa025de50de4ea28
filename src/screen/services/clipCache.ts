import { openBrowserStore, storageUsage, type StorageUsage } from './clipStores'
import { buildClipQueue, classLength, type ClassFormat, type ClipUrls, type DefaultClipFor, type Workout } from '../../../machines/classMachine'

/**
 * The clip cache: every clip the screen may play next is downloaded into Cache Storage (IndexedDB where
 * there is none: clipStores.ts) while the network is there, and played from a blob: URL of the stored
 * copy, so a class in progress keeps playing when the network or the server goes away
 * (docs/RULES.md#class-playback; docs/SCREEN-DEVICE.md).
 */
export { CLIP_CACHE_NAME } from './clipStores'
/** Downloads at once: enough to stay ahead of 4-60 s clips without starving the clip on screen. */
export const DOWNLOAD_CONCURRENCY = 2
/** A clip that failed to download is tried again after this long (the network may be back). */
export const RETRY_MS = 30_000

/** Who asks for clips, highest priority first: the class in play, then the workout as a whole. */
export const CLIP_WANTERS = ['class', 'workout'] as const
export type ClipSource = (typeof CLIP_WANTERS)[number]

/** The part of Cache Storage the cache uses (keys are absolute URLs); tests give an in-memory one. */
export interface ClipStore {
  /** Where the clips are kept (clipStores.ts): Cache Storage, or IndexedDB where there is none. */
  kind?: ClipBackend
  keys(): Promise<string[]>
  match(key: string): Promise<Response | undefined>
  put(key: string, response: Response): Promise<void>
  delete(key: string): Promise<boolean>
}

export type ClipFetch = (url: string, init: RequestInit) => Promise<Response>

/** What the deck assigns to a <video>: a blob: URL of the cached copy, or the network URL. */
export interface ResolvedClip {
  src: string
  fromCache: boolean
  /** Revokes the object URL; call once the clip has left its <video>. */
  release(): void
}

/** Where the deck and the probe get a playable src for a clip URL. */
export interface ClipSources {
  resolve(url: string): Promise<ResolvedClip>
  /** The cached copy would not play: drop it (it is downloaded again later). */
  forget?(url: string): void
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
}

/** Plays straight from the network: the fallback whenever the cache has nothing or is unavailable. */
export function networkClip(url: string): ResolvedClip {
  return { src: url, fromCache: false, release: () => undefined }
}

export const networkSources: ClipSources = { resolve: async (url) => networkClip(url) }

/** The cache key of a clip: its absolute URL (default clips are '/media/…', a workout's may be absolute). */
export function clipKey(url: string, base: string): string {
  try {
    return new URL(url, base).href
  } catch {
    return url
  }
}

/** The download order: the sources in priority order, each already in play order; no duplicates, none that `skip` says to leave. */
export function planDownloads(sources: readonly (readonly string[])[], skip: (key: string) => boolean): string[] {
  const seen = new Set<string>()
  const plan: string[] = []
  for (const source of sources) {
    for (const key of source) {
      if (!key || seen.has(key)) continue
      seen.add(key)
      if (!skip(key)) plan.push(key)
    }
  }
  return plan
}

/** Stored entries to delete: those no current source (class, workout, fixed or default clip) wants. */
export function evictionSet(stored: readonly string[], wanted: ReadonlySet<string>): string[] {
  return stored.filter((key) => !wanted.has(key))
}

/** A class's clips nearest first: from the clip on screen to the end, then the ones already played (a rejoin may need them). */
export function playOrder(urls: readonly (string | undefined)[], headPosition: number): string[] {
  const head = Math.max(0, Math.min(headPosition, urls.length))
  return [...urls.slice(head), ...urls.slice(0, head)].filter((url): url is string => Boolean(url))
}

export interface ClassClipInput {
  /** The class's clip URL per position (as the queue has them, replacements included). */
  urls: readonly (string | undefined)[]
  headPosition: number
  format: ClassFormat
  clips: ClipUrls
  defaultClipFor: DefaultClipFor
}

/** What the class in play needs: its clips nearest first, then the default clips that stand in for them, then the fixed clips. */
export function classClipUrls(input: ClassClipInput): string[] {
  const positions = Array.from({ length: classLength(input.format) }, (_, position) => position)
  const defaults = playOrder(
    positions.map((position) => input.defaultClipFor(position, input.format)),
    input.headPosition,
  )
  return [...playOrder(input.urls, input.headPosition), ...defaults, input.clips.countdown, input.clips.shortCountdown, input.clips.mashupTimer]
}

/** Every clip a workout's classes can play, in the play order of a normal class: both formats, both countdowns, the default clips. */
export function workoutClipUrls(workout: Workout | null, clips: ClipUrls, defaultClipFor: DefaultClipFor, lowResolution: boolean): string[] {
  const urls: string[] = []
  for (const format of ['normal', 'mashup'] as const) {
    for (const clip of buildClipQueue(workout, format, clips, false, { lowResolution, defaultClipFor })) urls.push(clip.url)
    for (let position = 0; position < classLength(format); position++) urls.push(defaultClipFor(position, format))
  }
  urls.push(clips.shortCountdown)
  return [...new Set(urls)]
}

/** A download worth storing: the whole body (200, not a 206 range), readable (not an opaque no-CORS answer). */
export function cacheableResponse(response: Response): boolean {
  return response.ok && response.status === 200 && response.type !== 'opaque' && response.type !== 'opaqueredirect'
}

/** True when the body read is the whole of what the server announced (a dropped connection never gets stored). */
export function completeBody(response: Response, size: number): boolean {
  if (size <= 0) return false
  const announced = response.headers.get('content-length')
  // A compressed answer announces the encoded length; the blob holds the decoded bytes.
  if (announced === null || response.headers.get('content-encoding')) return true
  return Number(announced) === size
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'QuotaExceededError'
}

export interface ClipCacheDeps {
  /** Opens the store, or null when Cache Storage is unavailable. */
  openStore(): Promise<ClipStore | null>
  fetch: ClipFetch
  /** The page URL relative clip URLs are resolved against. */
  base(): string
  createObjectURL(blob: Blob): string
  revokeObjectURL(url: string): void
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
  private readonly stored = new Set<string>()
  private readonly downloading = new Set<string>()
  private readonly failedAt = new Map<string, number>()
  private quotaFull = false
  private retryTimer: unknown = null
  private evicting: Promise<void> = Promise.resolve()
  private readonly waiters: (() => void)[] = []

  constructor(private readonly deps: ClipCacheDeps) {}

  private get now(): number {
    return (this.deps.now ?? Date.now)()
  }

  private open(): Promise<ClipStore | null> {
    this.storePromise ??= (async () => {
      let store: ClipStore | null = null
      try {
        store = await this.deps.openStore()
        if (store) for (const key of await store.keys()) this.stored.add(key)
      } catch {
        store = null
      }
      this.store = store
      this.available = store !== null
      return store
    })()
    return this.storePromise
  }

  /** Sets what a source needs (URLs in the order they should arrive); downloads what is missing and evicts what nobody wants. */
  want(source: ClipSource, urls: readonly string[]): void {
    const base = this.deps.base()
    const keys = [...new Set(urls.filter(Boolean).map((url) => clipKey(url, base)))]
    const previous = this.sources.get(source)
    if (previous && previous.length === keys.length && previous.every((key, index) => key === keys[index])) return
    // The class source turns with every clip (nearest first): a new order alone must not restart downloads a full quota
    // stopped (each would fetch a whole clip only for the store to refuse it). New clips, or evicted ones, do.
    const sameSet = previous !== undefined && previous.length === keys.length && keys.every((key) => previous.includes(key))
    this.sources.set(source, keys)
    if (!sameSet) this.quotaFull = false
    void this.open().then((store) => {
      if (!store) return
      this.evict(store)
      this.pump()
    })
  }

  private wantedKeys(): Set<string> {
    return new Set([...this.sources.values()].flat())
  }

  private evict(store: ClipStore): void {
    const wanted = this.wantedKeys()
    if (wanted.size === 0) return
    const doomed = evictionSet([...this.stored], wanted)
    if (doomed.length === 0) return
    this.quotaFull = false
    for (const key of doomed) this.stored.delete(key)
    this.evicting = this.evicting.then(async () => {
      for (const key of doomed) await store.delete(key).catch(() => false)
    })
  }

  private skip = (key: string): boolean => {
    if (this.stored.has(key) || this.downloading.has(key)) return true
    const failed = this.failedAt.get(key)
    return failed !== undefined && this.now - failed < (this.deps.retryMs ?? RETRY_MS)
  }

  private pump(): void {
    const store = this.store
    if (!store) return
    const limit = this.deps.concurrency ?? DOWNLOAD_CONCURRENCY
    while (!this.quotaFull && this.downloading.size < limit) {
      const ordered = CLIP_WANTERS.map((source) => this.sources.get(source) ?? [])
      const [next] = planDownloads(ordered, this.skip)
      if (!next) break
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
    if (this.retryTimer !== null || this.quotaFull) return
    const wanted = this.wantedKeys()
    const retryMs = this.deps.retryMs ?? RETRY_MS
    const due = [...this.failedAt].filter(([key]) => wanted.has(key) && !this.stored.has(key)).map(([, at]) => at + retryMs)
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
      const blob = await response.blob()
      if (!completeBody(response, blob.size)) throw new Error('incomplete body')
      if (!this.wantedKeys().has(key)) return
      const headers = { 'content-type': response.headers.get('content-type') || blob.type || 'video/mp4', 'content-length': String(blob.size) }
      await store.put(key, new Response(blob, { status: 200, headers }))
      this.stored.add(key)
      this.failedAt.delete(key)
    } catch (error) {
      if (isQuotaError(error)) this.quotaFull = true
      this.failedAt.set(key, this.now)
    }
  }

  /** A playable src for `url`: the cached copy as a blob: URL (seekable), else the network URL. Never rejects. */
  async resolve(url: string): Promise<ResolvedClip> {
    if (!url) return networkClip(url)
    const store = await this.open()
    if (!store) return networkClip(url)
    const key = clipKey(url, this.deps.base())
    try {
      const response = await store.match(key)
      if (!response) return networkClip(url)
      const blob = await response.blob()
      if (blob.size === 0) return networkClip(url)
      const src = this.deps.createObjectURL(blob)
      let released = false
      return {
        src,
        fromCache: true,
        release: () => {
          if (released) return
          released = true
          this.deps.revokeObjectURL(src)
        },
      }
    } catch {
      return networkClip(url)
    }
  }

  forget(url: string): void {
    const key = clipKey(url, this.deps.base())
    this.stored.delete(key)
    this.failedAt.set(key, this.now)
    void this.open().then((store) => store?.delete(key).catch(() => false))
  }

  status(): ClipCacheStatus {
    const wanted = this.wantedKeys()
    return {
      available: this.available,
      backend: this.store?.kind ?? null,
      wanted: wanted.size,
      cached: [...wanted].filter((key) => this.stored.has(key)).length,
      downloading: this.downloading.size,
      failed: [...this.failedAt.keys()].filter((key) => wanted.has(key) && !this.stored.has(key)).length,
    }
  }

  /** Resolves once nothing is downloading (tests; diagnostics). */
  async settled(): Promise<void> {
    await this.open()
    await Promise.resolve()
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
})

declare global {
  interface Window {
    /** Read by the e2e tests and support: what the clip cache wants and holds, and where. */
    __screenClips?: () => ClipCacheStatus
  }
}
if (typeof window !== 'undefined') window.__screenClips = () => clipCache.status()

/** The device report's storage figures: usage against the quota, and the clips wanted and held (docs/SCREEN-DEVICE.md#clip-cache). */
export const clipStorageUsage = (): Promise<StorageUsage> => storageUsage(clipCache.status())
