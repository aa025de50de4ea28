import { clipCache, type ClipSources } from './clipCache'

/** What loading a clip's metadata told us. */
export interface ClipInfo {
  ok: boolean
  /** Seconds; NaN when unknown. */
  duration: number
}

const PROBE_TIMEOUT_MS = 8_000
const probes = new Map<string, Promise<ClipInfo>>()
const known = new Map<string, number>()

function loadMetadata(url: string, timeoutMs: number): Promise<ClipInfo> {
  return new Promise((resolve) => {
    const video = document.createElement('video')
    video.preload = 'metadata'
    video.muted = true
    const finish = (info: ClipInfo) => {
      clearTimeout(timer)
      video.removeAttribute('src')
      video.load()
      resolve(info)
    }
    video.addEventListener('loadedmetadata', () => finish({ ok: Number.isFinite(video.duration) && video.duration > 0, duration: video.duration }), {
      once: true,
    })
    video.addEventListener('error', () => finish({ ok: false, duration: Number.NaN }), { once: true })
    // Events fire asynchronously, so `timer` is set before `finish` can run.
    const timer = setTimeout(() => finish({ ok: false, duration: Number.NaN }), timeoutMs)
    video.src = url
  })
}

/** Loads metadata from the cached copy when there is one (so the pre-check passes offline), else from the network. */
async function probeFrom(sources: ClipSources, url: string, timeoutMs: number): Promise<ClipInfo> {
  const resolved = await sources.resolve(url)
  try {
    const info = await loadMetadata(resolved.src, timeoutMs)
    if (info.ok || !resolved.fromCache) return info
  } finally {
    resolved.release()
  }
  // The cached copy would not load: drop it and ask the network.
  sources.forget?.(url)
  return loadMetadata(url, timeoutMs)
}

/** Loads a clip's metadata in a detached <video> (with a timeout); successes are remembered, failures retried next time. */
export function probeClip(url: string, timeoutMs = PROBE_TIMEOUT_MS, sources: ClipSources = clipCache): Promise<ClipInfo> {
  if (!url) return Promise.resolve({ ok: false, duration: Number.NaN })
  let probe = probes.get(url)
  if (!probe) {
    probe = probeFrom(sources, url, timeoutMs).then((info) => {
      if (info.ok) known.set(url, info.duration)
      else probes.delete(url)
      return info
    })
    probes.set(url, probe)
  }
  return probe
}

/** The class machine's pre-check: can this clip play? */
export async function checkClip(url: string): Promise<boolean> {
  return (await probeClip(url)).ok
}

/** The duration in seconds of a clip already probed, else undefined. */
export function knownDuration(url: string): number | undefined {
  return known.get(url)
}

/** Records a duration learnt elsewhere (the player's own <video> once it loaded). */
export function rememberDuration(url: string, seconds: number): void {
  if (Number.isFinite(seconds) && seconds > 0) known.set(url, seconds)
}
