import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import path from 'node:path'
import { and, asc, eq, gte, inArray, or, type SQL } from 'drizzle-orm'
import type { MediaFile, MediaJobState } from '../../shared/schemas/media'
import type { Db } from '../db/client'
import { clipFacts, mediaFiles, routines, workouts } from '../db/schema'
import { rowTime } from '../lib/isoTime'

// The library's files on disk and in the database (docs/MEDIA-LIBRARY.md).

export type MediaFileRow = typeof mediaFiles.$inferSelect

/** Where the library keeps its files: MEDIA_DIR, shared by every machine of a chain. */
export interface MediaPaths {
  /** tus's uploads in progress (the file store: each upload's bytes and its .json). */
  uploads: string
  /** Accepted files and their copies, by SHA-256: what /media/library/ serves. */
  library: string
  /** The job's files while ffmpeg writes them. */
  work: string
}

export function mediaPaths(dir: string): MediaPaths {
  return { uploads: path.join(dir, 'uploads'), library: path.join(dir, 'library'), work: path.join(dir, 'work') }
}

/** The path a library file is served at, after the media address: `library/<sha256>.<ext>`. */
export const LIBRARY_PREFIX = 'library/'
export const libraryFileName = (sha256: string, ext: string) => `${sha256}.${ext}`
/** A file name /media/library/ serves: a SHA-256 and one of our extensions, nothing else. */
export const LIBRARY_FILE = /^([0-9a-f]{64})\.(mp4|webm|jpg)$/
export const CONTENT_TYPES: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm', jpg: 'image/jpeg' }

export function libraryUrl(mediaBaseUrl: string, sha256: string, ext: string): string {
  return `${mediaBaseUrl}${LIBRARY_PREFIX}${libraryFileName(sha256, ext)}`
}

/** Hex SHA-256 of a file, read as a stream (a file of several GB never sits in memory). */
export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 })) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The addresses a library file is played at: the clip and its low-resolution copy. */
export function urlsOf(row: MediaFileRow, mediaBaseUrl: string): string[] {
  const urls = [libraryUrl(mediaBaseUrl, row.sha256, row.ext)]
  if (row.lrSha256) urls.push(libraryUrl(mediaBaseUrl, row.lrSha256, 'mp4'))
  return urls
}

export interface WorkoutUse {
  id: string
  name: string
  round: number
  startDate: string
  endDate: string
  step: number
  field: 'videoLink' | 'lrVideoLink'
}

/**
 * The current and coming workouts (ending today or later, UTC; a day's grace for studios west of UTC) whose routines play
 * one of these files, by file id. A past workout does not hold a file: its classes are over.
 */
export async function usesOf(db: Db, rows: readonly MediaFileRow[], mediaBaseUrl: string, now = new Date()): Promise<Map<string, WorkoutUse[]>> {
  const byUrl = new Map<string, string>()
  for (const row of rows) for (const url of urlsOf(row, mediaBaseUrl)) byUrl.set(url, row.id)
  const uses = new Map<string, WorkoutUse[]>(rows.map((row) => [row.id, []]))
  if (byUrl.size === 0) return uses
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const urls = [...byUrl.keys()]
  const found = await db
    .select({
      id: workouts.id,
      name: workouts.name,
      round: workouts.roundNumber,
      startDate: workouts.startDate,
      endDate: workouts.endDate,
      step: routines.step,
      videoLink: routines.videoLink,
      lrVideoLink: routines.lrVideoLink,
    })
    .from(routines)
    .innerJoin(workouts, eq(workouts.id, routines.workoutId))
    .where(and(gte(workouts.endDate, new Date(today - DAY_MS)), or(inArray(routines.videoLink, urls), inArray(routines.lrVideoLink, urls))))
    .orderBy(asc(workouts.startDate), asc(workouts.name), asc(routines.step))
  for (const use of found) {
    for (const field of ['videoLink', 'lrVideoLink'] as const) {
      const fileId = byUrl.get(use[field])
      if (!fileId) continue
      uses.get(fileId)?.push({
        id: use.id,
        name: use.name,
        round: use.round,
        startDate: rowTime(use.startDate),
        endDate: rowTime(use.endDate),
        step: use.step,
        field,
      })
    }
  }
  return uses
}

export function toMediaFileDto(row: MediaFileRow, mediaBaseUrl: string, usedBy: WorkoutUse[]): MediaFile {
  return {
    id: row.id,
    name: row.name,
    originalName: row.originalName,
    url: libraryUrl(mediaBaseUrl, row.sha256, row.ext),
    lrUrl: row.lrSha256 ? libraryUrl(mediaBaseUrl, row.lrSha256, 'mp4') : null,
    posterUrl: row.posterSha256 ? libraryUrl(mediaBaseUrl, row.posterSha256, 'jpg') : null,
    sha256: row.sha256,
    size: row.size,
    lrSha256: row.lrSha256,
    lrSize: row.lrSize,
    contentType: row.contentType,
    container: row.container,
    videoCodec: row.videoCodec,
    audioCodec: row.audioCodec,
    durationMs: row.durationMs,
    width: row.width,
    height: row.height,
    frameRate: row.frameRate,
    bitRate: row.bitRate,
    job: {
      state: row.jobState as MediaJobState,
      progress: row.jobProgress,
      attempts: row.jobAttempts,
      error: row.jobError,
      dueAt: rowTime(row.jobDueAt),
    },
    replacesId: row.replacesId,
    usedBy,
    createdAt: rowTime(row.createdAt),
    updatedAt: rowTime(row.updatedAt),
  }
}

/**
 * What a screen needs to check its copy of a library file (size, SHA-256), and what the workout form shows (duration,
 * type, codecs), in the clip facts table the link checks fill for pasted links: the screen's plan reads both alike.
 */
export async function saveLibraryFacts(
  db: Db,
  url: string,
  facts: {
    size: number
    sha256: string
    contentType: string
    durationMs: number | null
    videoCodec: string | null
    audioCodec: string | null
    width: number | null
    height: number | null
  },
  now = new Date(),
): Promise<void> {
  const values = { url, status: 'ok', error: null, httpStatus: 200, ...facts, checkedAt: now }
  const { url: _url, ...changes } = values
  await db.insert(clipFacts).values(values).onConflictDoUpdate({ target: clipFacts.url, set: changes })
}

export function andAll(conditions: (SQL | undefined)[]): SQL | undefined {
  const kept = conditions.filter((condition): condition is SQL => Boolean(condition))
  return kept.length === 0 ? undefined : and(...kept)
}
