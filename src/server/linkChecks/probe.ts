import { createFile, MP4BoxBuffer, type Movie } from 'mp4box'
import type { LinkStatus } from '../../shared/schemas/linkChecks'
import { isApprovedMediaUrl } from '../../shared/workoutRules'

/** What one check of a link found (a clip_facts row without its URL and time). */
export interface ProbeResult {
  status: LinkStatus
  error: string | null
  httpStatus: number | null
  contentType: string | null
  size: number | null
  durationMs: number | null
  videoCodec: string | null
  audioCodec: string | null
  width: number | null
  height: number | null
}

export interface ProbeLimits {
  /** The approved media address: nothing else is ever asked, redirects included. */
  mediaBaseUrl: string
  /** The whole check of one link, every request in it (default 10 s). */
  timeoutMs: number
  /** Bytes read of one link at most, to find its MP4 header (default 2 MiB). */
  maxBytes: number
  /** The first request's range (default 64 KiB): a file made for the web has its header there. */
  headBytes: number
}

export const DEFAULT_PROBE_LIMITS: Omit<ProbeLimits, 'mediaBaseUrl'> = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, headBytes: 64 * 1024 }

/** Redirects followed at most, each to the approved media address. */
const MAX_REDIRECTS = 3

/**
 * Codecs a TV's Chromium plays in MP4, by their RFC 6381 four-letter code: H.264, VP8, VP9 and AV1 video;
 * AAC (and MP3 in MP4, also mp4a), Opus and FLAC audio. H.265 (hvc1, hev1) plays only where the device has a hardware decoder, and
 * Dolby audio (ac-3, ec-3) not at all, so a clip in them is refused before the day.
 */
const PLAYABLE_VIDEO = ['avc1', 'avc3', 'vp08', 'vp09', 'av01']
const PLAYABLE_AUDIO = ['mp4a', 'opus', 'Opus', 'fLaC', 'flac']
/** Types a media host may send an MP4 clip with; the header decides from there. */
const VIDEO_TYPES = /^(video\/|application\/octet-stream|binary\/octet-stream|application\/mp4)/i

const KNOWN_NAMES: Record<string, string> = { hvc1: 'H.265', hev1: 'H.265', 'ac-3': 'Dolby Digital', 'ec-3': 'Dolby Digital Plus', mp4v: 'MPEG-4 Part 2' }

const codeOf = (codec: string) => codec.split('.')[0]
const named = (codec: string) => (KNOWN_NAMES[codeOf(codec)] ? `${codec} (${KNOWN_NAMES[codeOf(codec)]})` : codec)

const empty = { httpStatus: null, contentType: null, size: null, durationMs: null, videoCodec: null, audioCodec: null, width: null, height: null }

function failed(status: Exclude<LinkStatus, 'ok'>, error: string, seen: Partial<ProbeResult> = {}): ProbeResult {
  return { ...empty, ...seen, status, error }
}

/** One request for `range` of the link, following redirects only within the approved media address. */
async function fetchRange(url: string, start: number, end: number, limits: ProbeLimits, signal: AbortSignal): Promise<Response | string> {
  let target = url
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const response = await fetch(target, { headers: { range: `bytes=${start}-${end}`, 'accept-encoding': 'identity' }, redirect: 'manual', signal })
    if (response.status < 300 || response.status >= 400) return response
    await response.body?.cancel()
    const location = response.headers.get('location')
    const next = location ? new URL(location, target).href : null
    if (!next || !isApprovedMediaUrl(next, limits.mediaBaseUrl))
      return `redirected outside the approved media address (HTTP ${response.status}${next ? ` to ${next}` : ''})`
    target = next
  }
  return `more than ${MAX_REDIRECTS} redirects`
}

/** Reads the body up to `limit` bytes and stops the rest (the connection is dropped, not drained). */
async function readUpTo(response: Response, limit: number): Promise<Uint8Array> {
  const reader = response.body?.getReader()
  if (!reader) return new Uint8Array(0)
  const chunks: Uint8Array[] = []
  let length = 0
  while (length < limit) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    length += value.byteLength
  }
  await reader.cancel().catch(() => undefined)
  const bytes = new Uint8Array(Math.min(length, limit))
  let offset = 0
  for (const chunk of chunks) {
    const part = chunk.subarray(0, bytes.length - offset)
    bytes.set(part, offset)
    offset += part.byteLength
    if (offset >= bytes.length) break
  }
  return bytes
}

/** The file's whole size: the total of a 206's Content-Range, or a 200's Content-Length. */
function sizeOf(response: Response): number | null {
  const range = /\/(\d+)\s*$/.exec(response.headers.get('content-range') ?? '')
  if (range) return Number(range[1])
  const length = response.headers.get('content-length')
  return response.status === 200 && length && /^\d+$/.test(length) ? Number(length) : null
}

function toBuffer(bytes: Uint8Array, fileStart: number): MP4BoxBuffer {
  const copy = bytes.slice().buffer
  return MP4BoxBuffer.fromArrayBuffer(copy, fileStart)
}

/**
 * Checks one clip's address as a TV would meet it, without fetching the clip: a small Range request for its
 * head (status, type, size), then mp4box.js reads the MP4 header (duration, codecs, resolution), with more
 * ranges where the header sits after the media (within `maxBytes` in all). Never throws.
 */
export async function probeLink(url: string, limits: ProbeLimits): Promise<ProbeResult> {
  if (!isApprovedMediaUrl(url, limits.mediaBaseUrl)) return failed('unreachable', 'not under the approved media address (nothing was asked)')
  const signal = AbortSignal.timeout(limits.timeoutMs)
  try {
    return await probe(url, limits, signal)
  } catch (error) {
    if (signal.aborted) return failed('unreachable', `no answer within ${Math.round(limits.timeoutMs / 100) / 10} s`)
    const cause = (error as { cause?: { code?: string; message?: string } }).cause
    return failed('unreachable', cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error)))
  }
}

async function probe(url: string, limits: ProbeLimits, signal: AbortSignal): Promise<ProbeResult> {
  const first = await fetchRange(url, 0, limits.headBytes - 1, limits, signal)
  if (typeof first === 'string') return failed('unreachable', first)
  const httpStatus = first.status
  const contentType = first.headers.get('content-type')
  const size = sizeOf(first)
  const seen = { httpStatus, contentType, size }
  if (httpStatus !== 200 && httpStatus !== 206) {
    await first.body?.cancel()
    return failed('unreachable', `HTTP ${httpStatus}`, seen)
  }
  if (!contentType || !VIDEO_TYPES.test(contentType)) {
    await first.body?.cancel()
    return failed('notVideo', `not a video: type ${contentType ?? 'not given'}`, seen)
  }

  const file = createFile()
  let movie: Movie | null = null
  let parseError: string | null = null
  file.onReady = (info) => {
    movie = info
  }
  file.onError = (module, message) => {
    parseError = `${module}: ${message}`
  }
  // A server without ranges sends the whole file: read it in order, up to the bound.
  const ranged = httpStatus === 206
  const head = await readUpTo(first, ranged ? limits.headBytes : limits.maxBytes)
  let read = head.byteLength
  let next = file.appendBuffer(toBuffer(head, 0), !ranged || (size !== null && read >= size))
  while (ranged && !movie && !parseError && read < limits.maxBytes && (size === null || next < size)) {
    const want = Math.min(limits.maxBytes - read, Math.max(limits.headBytes, 256 * 1024))
    const more = await fetchRange(url, next, next + want - 1, limits, signal)
    if (typeof more === 'string') return failed('unreachable', more, seen)
    if (more.status !== 206) {
      await more.body?.cancel()
      break
    }
    const bytes = await readUpTo(more, want)
    if (bytes.byteLength === 0) break
    read += bytes.byteLength
    const last = size !== null && next + bytes.byteLength >= size
    next = file.appendBuffer(toBuffer(bytes, next), last)
  }
  file.flush()
  const info = movie as Movie | null
  if (!info) {
    const why = parseError ?? `no MP4 header within the first ${Math.round(read / 1024)} KiB read`
    return failed('notVideo', `not an MP4 video: ${why}`, seen)
  }
  const video = info.videoTracks[0]
  const audio = info.audioTracks[0]
  const facts: ProbeResult = {
    ...seen,
    status: 'ok',
    error: null,
    durationMs: info.timescale > 0 ? Math.round((info.duration / info.timescale) * 1000) : null,
    videoCodec: video?.codec ?? null,
    audioCodec: audio?.codec ?? null,
    width: video ? (video.video?.width ?? Math.round(video.track_width)) : null,
    height: video ? (video.video?.height ?? Math.round(video.track_height)) : null,
  }
  if (!video) return { ...facts, status: 'notVideo', error: 'not a video: the file has no video track' }
  if (!PLAYABLE_VIDEO.includes(codeOf(video.codec)))
    return { ...facts, status: 'unplayableCodec', error: `video codec ${named(video.codec)}: TVs cannot play it` }
  if (audio && !PLAYABLE_AUDIO.includes(codeOf(audio.codec)))
    return { ...facts, status: 'unplayableCodec', error: `audio codec ${named(audio.codec)}: TVs cannot play it` }
  return facts
}
