import { buildClipQueue, classLength, type ClassFormat, type ClipUrls, type DefaultClipFor, type Workout } from '../../../machines/classMachine'

/**
 * The clip cache's planner (docs/SCREEN-DEVICE.md#clip-cache): which clips the screen wants, in which order they
 * download, and what leaves the device when its storage is short. Pure: no browser, no store, no clock of its own;
 * the cache (clipCache.ts) asks it and does what it says.
 */

/**
 * Who asks for clips, highest priority first: the class in play, the workout today's and the next classes play, the
 * workout of the next roll-over, then later days' (docs/SCREEN-DEVICE.md#content-ahead).
 */
export const CLIP_WANTERS = ['class', 'workout', 'next', 'later'] as const
export type ClipSource = (typeof CLIP_WANTERS)[number]
/** The sources fetched ahead: politely (outside classes and their 10 minutes before, in the window, one at a time). */
export const AHEAD_SOURCES: ReadonlySet<ClipSource> = new Set(['next', 'later'])

/** The share of the browser's quota the clips may fill: the rest is for the app's precache and its kept state. */
export const CLIP_QUOTA_SHARE = 0.8
/** A clip no class or workout has wanted for this long goes even when there is room: a cheap stick's disk is not an archive. */
export const UNNEEDED_KEEP_MS = 3 * 24 * 60 * 60_000

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

/** How soon each wanted clip is needed: 0 is the clip on screen, then the rest of the class, then the workout's. */
export function wantedRanks(sources: readonly (readonly string[])[]): Map<string, number> {
  const ranks = new Map<string, number>()
  for (const source of sources) for (const key of source) if (key && !ranks.has(key)) ranks.set(key, ranks.size)
  return ranks
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

/** A failed or refused copy is tried again after 30 s, then 1, 2, 4 … minutes, at most every half hour. */
export const RETRY_MAX_MS = 30 * 60_000
export function retryDelay(failures: number, firstMs: number): number {
  return Math.min(RETRY_MAX_MS, firstMs * 2 ** Math.max(0, failures - 1))
}

/** What a resumed answer carries on: a 206 from `from` whose length ends the clip at `total` (else start over). */
export function resumes(response: Response, from: number, total: number | null): boolean {
  if (response.status !== 206 || response.type === 'opaque' || total === null) return false
  const range = response.headers.get('content-range')
  // Content-Range is read when the media host exposes it; its length (always readable) must end the clip.
  if (range && !range.startsWith(`bytes ${from}-`)) return false
  const length = announcedBytes(response)
  return length !== null && from + length === total
}

/** The copy is whole: its length is what the server announced and the plan says, and its hash the plan's where known. */
export function verdict(
  copy: { bytes: number; sha256: string | null },
  expected: { total: number | null; bytes: number | null; sha256: string | null },
): 'complete' | 'corrupt' {
  if (copy.bytes <= 0) return 'corrupt'
  if (expected.total !== null && copy.bytes !== expected.total) return 'corrupt'
  if (expected.bytes !== null && copy.bytes !== expected.bytes) return 'corrupt'
  if (expected.sha256 !== null && copy.sha256 !== null && copy.sha256.toLowerCase() !== expected.sha256.toLowerCase()) return 'corrupt'
  return 'complete'
}

/** How long to wait before reading on so a download keeps to `bitsPerSecond` (0 when it may go on now). */
export function paceDelay(bytesRead: number, elapsedMs: number, bitsPerSecond: number | null): number {
  if (!bitsPerSecond || bitsPerSecond <= 0) return 0
  return Math.max(0, (bytesRead * 8 * 1000) / bitsPerSecond - elapsedMs)
}

/** True when the body read is the whole of what the server announced (a dropped connection never gets stored). */
export function completeBody(response: Response, size: number): boolean {
  if (size <= 0) return false
  const announced = response.headers.get('content-length')
  // A compressed answer announces the encoded length; the blob holds the decoded bytes.
  if (announced === null || response.headers.get('content-encoding')) return true
  return Number(announced) === size
}

/** The bytes a download announces, or null when it does not say (or says it compressed: the stored copy is bigger). */
export function announcedBytes(response: Response): number | null {
  const announced = Number(response.headers.get('content-length'))
  return response.headers.get('content-encoding') || !Number.isFinite(announced) || announced <= 0 ? null : announced
}

/** A clip on the device as the planner sees it: its size and when a class or workout last wanted it. */
export interface HeldClip {
  key: string
  bytes: number
  /** Epoch ms; 0 when never noted (a copy from before this log existed: the first to go). */
  lastNeeded: number
}

/**
 * The bytes the clips may take: their share of the quota, less what the rest of the origin uses (the app's precache,
 * the kept state). Infinity when the browser gives no estimate: the store's own refusal is then the limit.
 */
export function clipBudget(estimate: { usage?: number; quota?: number } | null, clipBytes: number): number {
  if (typeof estimate?.quota !== 'number' || estimate.quota <= 0) return Number.POSITIVE_INFINITY
  const others = Math.max(0, (estimate.usage ?? 0) - clipBytes)
  return Math.max(0, estimate.quota * CLIP_QUOTA_SHARE - others)
}

export interface RoomInput {
  held: readonly HeldClip[]
  /** wantedRanks(): the clips wanted now, by how soon. */
  ranks: ReadonlyMap<string, number>
  /** The clip about to be stored (null: only bring the store within its budget). */
  incoming: { key: string; bytes: number } | null
  budgetBytes: number
  now: number
}

export interface RoomPlan {
  /** Stored clips to delete, in this order. */
  evict: string[]
  /** The incoming clip fits once they are gone; false: store nothing, and delete only `evict` (clips long unneeded). */
  fits: boolean
}

const byLeastRecentlyNeeded = (a: HeldClip, b: HeldClip) => a.lastNeeded - b.lastNeeded || a.key.localeCompare(b.key)

/**
 * What leaves the device so `incoming` fits in the budget (docs/SCREEN-DEVICE.md#clip-cache):
 * 1. clips nobody wants and nobody wanted for UNNEEDED_KEEP_MS, always;
 * 2. then, while short of room, the other clips nobody wants, least recently needed first;
 * 3. then wanted clips needed later than the incoming one, the latest first (the workout's far clips make room for
 *    the class on screen, never the other way round).
 * Nothing wanted is deleted for a clip that would not fit even then.
 */
export function planRoom({ held, ranks, incoming, budgetBytes, now }: RoomInput): RoomPlan {
  const others = held.filter((clip) => clip.key !== incoming?.key)
  const stale = others.filter((clip) => !ranks.has(clip.key) && now - clip.lastNeeded > UNNEEDED_KEEP_MS)
  const staleKeys = new Set(stale.map((clip) => clip.key))
  const kept = others.filter((clip) => !staleKeys.has(clip.key))
  let total = kept.reduce((sum, clip) => sum + clip.bytes, 0) + (incoming?.bytes ?? 0)
  const evict = stale.map((clip) => clip.key)
  if (total <= budgetBytes) return { evict, fits: true }

  const incomingRank = incoming ? (ranks.get(incoming.key) ?? Number.POSITIVE_INFINITY) : -1
  const unwanted = kept.filter((clip) => !ranks.has(clip.key)).sort(byLeastRecentlyNeeded)
  const laterWanted = kept
    .filter((clip) => (ranks.get(clip.key) ?? -1) > incomingRank)
    .sort((a, b) => (ranks.get(b.key) ?? 0) - (ranks.get(a.key) ?? 0) || byLeastRecentlyNeeded(a, b))
  const making: string[] = []
  for (const clip of [...unwanted, ...laterWanted]) {
    if (total <= budgetBytes) break
    making.push(clip.key)
    total -= clip.bytes
  }
  return total <= budgetBytes ? { evict: [...evict, ...making], fits: true } : { evict, fits: false }
}

/** The room a clip of rank `rank` could ever get: the budget less the clips needed sooner (or as soon). <= 0: do not even fetch it. */
export function roomFor(held: readonly HeldClip[], ranks: ReadonlyMap<string, number>, key: string, budgetBytes: number): number {
  const rank = ranks.get(key) ?? Number.POSITIVE_INFINITY
  const sooner = held.filter((clip) => clip.key !== key && (ranks.get(clip.key) ?? Number.POSITIVE_INFINITY) <= rank)
  return budgetBytes - sooner.reduce((sum, clip) => sum + clip.bytes, 0)
}
