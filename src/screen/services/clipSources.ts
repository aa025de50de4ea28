// What the player and the clip pre-check ask of the clip cache (clipCache.ts): a playable src per clip URL, and the
// plain network answer they fall back to (docs/SCREEN-DEVICE.md#clip-cache).

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

/** Plays straight from the network: the fallback whenever the cache has nothing or is unavailable. */
export function networkClip(url: string): ResolvedClip {
  return { src: url, fromCache: false, release: () => undefined }
}

export const networkSources: ClipSources = { resolve: async (url) => networkClip(url) }

/** A stored copy as a blob: URL (seekable, so a rejoin seeks inside it), revoked once; the network URL when there is none. Never rejects. */
export async function playableCopy(
  stored: Promise<Response | undefined>,
  url: string,
  objectUrls: { createObjectURL(blob: Blob): string; revokeObjectURL(url: string): void },
): Promise<ResolvedClip> {
  try {
    const response = await stored
    const blob = await response?.blob()
    if (!blob || blob.size === 0) return networkClip(url)
    const src = objectUrls.createObjectURL(blob)
    let released = false
    const release = () => {
      if (released) return
      released = true
      objectUrls.revokeObjectURL(src)
    }
    return { src, fromCache: true, release }
  } catch {
    return networkClip(url)
  }
}
