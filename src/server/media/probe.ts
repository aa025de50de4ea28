import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { API_MESSAGES, MESSAGE_CODES } from '../../shared/messages'

const run = promisify(execFile)

/** What ffprobe found of an accepted file (the library row's facts). */
export interface MediaFacts {
  container: string
  /** mp4 or webm: how the file is stored and served. */
  ext: 'mp4' | 'webm'
  contentType: string
  videoCodec: string
  audioCodec: string | null
  durationMs: number
  width: number
  height: number
  frameRate: number | null
  bitRate: number | null
}

export type RefusalKey =
  | 'mediaNotVideo'
  | 'mediaTruncated'
  | 'mediaAudioOnly'
  | 'mediaContainerUnplayable'
  | 'mediaVideoCodecUnplayable'
  | 'mediaAudioCodecUnplayable'
  | 'mediaTooLong'

/** Why a file is refused, in a producer's words, with the figure that failed (`figure`). */
export interface Refusal {
  key: RefusalKey
  code: string
  /** The sentence, then what was found: `… (found: H.265 / HEVC)`. */
  error: string
  /** The figure that failed, as found: a codec, a container, a duration. */
  figure: string
}

export type ProbeVerdict = { ok: true; facts: MediaFacts } | { ok: false; refusal: Refusal }

function refuse(key: RefusalKey, figure: string): ProbeVerdict {
  return { ok: false, refusal: { key, code: MESSAGE_CODES[key], error: `${API_MESSAGES[key]} (found: ${figure})`, figure } }
}

/** Codecs a TV's Chromium decodes in software, as ffprobe names them (the link checks' list, by another name). */
const PLAYABLE_VIDEO = new Set(['h264', 'vp8', 'vp9', 'av1'])
const PLAYABLE_AUDIO = new Set(['aac', 'mp3', 'opus', 'flac', 'vorbis'])
const CODEC_NAMES: Record<string, string> = {
  hevc: 'H.265 / HEVC',
  h264: 'H.264 / AVC',
  mpeg4: 'MPEG-4 Part 2',
  prores: 'Apple ProRes',
  mpeg2video: 'MPEG-2',
  ac3: 'Dolby Digital (AC-3)',
  eac3: 'Dolby Digital Plus (E-AC-3)',
  dts: 'DTS',
  pcm_s16le: 'uncompressed PCM',
}
const named = (codec: string) => CODEC_NAMES[codec] ?? codec
/** A class is 45 minutes: a clip longer than three hours is a mistake (a whole recording day). */
const MAX_DURATION_MS = 3 * 60 * 60_000

interface FfprobeStream {
  codec_type?: string
  codec_name?: string
  width?: number
  height?: number
  avg_frame_rate?: string
  r_frame_rate?: string
  duration?: string
  disposition?: { attached_pic?: number }
}
interface FfprobeOutput {
  streams?: FfprobeStream[]
  format?: { format_name?: string; duration?: string; bit_rate?: string; size?: string }
}

let ffprobeKnown: Promise<boolean> | null = null
/** Whether ffprobe and ffmpeg run on this machine (asked once; Debian's ffmpeg package has both). */
export function mediaToolsAvailable(): Promise<boolean> {
  ffprobeKnown ??= Promise.all([run('ffprobe', ['-version']), run('ffmpeg', ['-version'])]).then(
    () => true,
    () => false,
  )
  return ffprobeKnown
}

function rate(value: string | undefined): number | null {
  const match = /^(\d+)\/(\d+)$/.exec(value ?? '')
  if (!match || Number(match[2]) === 0) return null
  return Math.round((Number(match[1]) / Number(match[2])) * 1000) / 1000
}

const firstLine = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/^\[[^\]]*\]\s*/, '').trim())
    .find(Boolean) ?? 'unreadable'

/**
 * Whether the file's end is there: ffprobe reads the packets of its last seconds, and a file cut short (a dropped
 * upload, a copy stopped halfway) has packets its index promises past its end ("partial file").
 */
async function endIsThere(file: string, durationMs: number, size: number): Promise<string | null> {
  const from = Math.max(0, durationMs / 1000 - 2)
  const { stdout, stderr } = await run('ffprobe', ['-v', 'error', '-read_intervals', `${from}%`, '-show_entries', 'packet=pos,size', '-of', 'csv=p=0', file], {
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? 'unreadable' }))
  if (/partial file|truncat|invalid data/i.test(stderr)) return firstLine(stderr)
  let end = 0
  for (const line of stdout.split('\n')) {
    const [pos, bytes] = line.split(',').map(Number)
    if (Number.isFinite(pos) && Number.isFinite(bytes)) end = Math.max(end, pos + bytes)
  }
  return end > size ? `its index reaches byte ${end}, the file ends at ${size}` : null
}

/**
 * Probes a file with ffprobe and decides whether a TV's Chromium will play it: an MP4 or WebM with H.264, VP8, VP9 or
 * AV1 video and AAC, MP3, Opus, FLAC or Vorbis sound (or none), whole to its end. Anything else is refused with the
 * figure that failed.
 */
export async function probeMedia(file: string, size: number): Promise<ProbeVerdict> {
  let output: FfprobeOutput
  try {
    const { stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], { maxBuffer: 16 * 1024 * 1024 })
    output = JSON.parse(stdout) as FfprobeOutput
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? ''
    // An MP4 whose index never arrived: its start is there, its end (where the index goes) is not.
    if (/moov atom not found/i.test(stderr)) return refuse('mediaTruncated', firstLine(stderr))
    return refuse('mediaNotVideo', firstLine(stderr))
  }
  const format = output.format ?? {}
  const container = format.format_name ?? 'unknown'
  const streams = output.streams ?? []
  const video = streams.find((stream) => stream.codec_type === 'video' && !stream.disposition?.attached_pic)
  const audio = streams.find((stream) => stream.codec_type === 'audio')
  if (!video) return audio ? refuse('mediaAudioOnly', `sound only, ${named(audio.codec_name ?? 'unknown')}`) : refuse('mediaNotVideo', container)
  const isMp4 = container.split(',').includes('mp4')
  const isWebm = container.split(',').includes('webm')
  if (!isMp4 && !isWebm) return refuse('mediaContainerUnplayable', container)
  const videoCodec = video.codec_name ?? 'unknown'
  if (!PLAYABLE_VIDEO.has(videoCodec)) return refuse('mediaVideoCodecUnplayable', named(videoCodec))
  if (!isMp4 && !['vp8', 'vp9', 'av1'].includes(videoCodec)) return refuse('mediaContainerUnplayable', `Matroska (MKV) with ${named(videoCodec)}`)
  const audioCodec = audio?.codec_name ?? null
  if (audioCodec && !PLAYABLE_AUDIO.has(audioCodec)) return refuse('mediaAudioCodecUnplayable', named(audioCodec))
  const seconds = Number(format.duration ?? video.duration)
  if (!Number.isFinite(seconds) || seconds <= 0) return refuse('mediaNotVideo', 'no duration')
  const durationMs = Math.round(seconds * 1000)
  if (durationMs > MAX_DURATION_MS) return refuse('mediaTooLong', `${Math.round(seconds / 60)} min`)
  const cut = await endIsThere(file, durationMs, size)
  if (cut) return refuse('mediaTruncated', cut)
  // A WebM probes as "matroska,webm"; only its codecs tell the two apart, and Chromium plays the WebM ones.
  const ext = isMp4 ? 'mp4' : 'webm'
  return {
    ok: true,
    facts: {
      container: ext === 'mp4' ? 'MP4' : 'WebM',
      ext,
      contentType: ext === 'mp4' ? 'video/mp4' : 'video/webm',
      videoCodec,
      audioCodec,
      durationMs,
      width: video.width ?? 0,
      height: video.height ?? 0,
      frameRate: rate(video.avg_frame_rate) ?? rate(video.r_frame_rate),
      bitRate: format.bit_rate && /^\d+$/.test(format.bit_rate) ? Number(format.bit_rate) : null,
    },
  }
}
