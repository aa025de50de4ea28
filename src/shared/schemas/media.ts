import { z } from 'zod'
import { NAME_MAX } from '../constants'
import { dataEnvelope, dateTime, editedVersion, listEnvelope, listQuery, requiredText, uuid } from './common'

// The media library (docs/MEDIA-LIBRARY.md): files head office uploaded, checked, with their copies for TVs.

export const MEDIA_JOB_STATES = ['pending', 'running', 'done', 'failed'] as const
export type MediaJobState = (typeof MEDIA_JOB_STATES)[number]

export const MediaWorkoutUse = z
  .object({
    id: uuid(),
    name: z.string(),
    round: z.number().int(),
    startDate: dateTime(),
    endDate: dateTime(),
    step: z.number().int().describe('The routine (1-based) that plays the clip'),
    field: z.enum(['videoLink', 'lrVideoLink']),
  })
  .meta({ id: 'MediaWorkoutUse' })

export const MediaFile = z
  .object({
    id: uuid(),
    name: z.string(),
    originalName: z.string(),
    url: z.string().describe('The clip’s immutable address under the approved media address (its SHA-256 in the path): a routine’s video link'),
    lrUrl: z.string().describe('The low-resolution copy’s address (a routine’s lrVideoLink); null until the job made it').nullable(),
    posterUrl: z.string().describe('A JPEG frame of the clip; null until the job made it').nullable(),
    sha256: z.string().describe('Hex SHA-256 of the whole file: a screen checks its downloaded copy against it'),
    size: z.number().int().describe('Bytes'),
    lrSha256: z.string().describe('Hex SHA-256 of the low-resolution copy').nullable(),
    lrSize: z.number().int().describe('Bytes of the low-resolution copy').nullable(),
    contentType: z.string(),
    container: z.string(),
    videoCodec: z.string(),
    audioCodec: z.string().describe('null: no sound').nullable(),
    durationMs: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    frameRate: z.number().describe('Frames a second').nullable(),
    bitRate: z.number().int().describe('Bits a second, the whole file').nullable(),
    job: z.object({
      state: z.enum(MEDIA_JOB_STATES).describe('The low-resolution copy and poster: pending, running, done or failed (after its retries)'),
      progress: z.number().int().describe('0-100'),
      attempts: z.number().int(),
      error: z.string().describe('Why the last attempt failed').nullable(),
      dueAt: dateTime().describe('When it runs (again)'),
    }),
    replacesId: uuid().describe('The file this one is a new version of').nullable(),
    usedBy: z.array(MediaWorkoutUse).describe('Current and coming workouts whose routines play this file or its copy'),
    createdAt: dateTime(),
    updatedAt: dateTime(),
  })
  .meta({ id: 'MediaFile' })
export type MediaFile = z.infer<typeof MediaFile>

export const MediaListQuery = z.object({
  ...listQuery,
  minDurationS: z.coerce.number().int().min(0).optional().describe('Clips at least this many seconds long'),
  maxDurationS: z.coerce.number().int().min(0).optional().describe('Clips at most this many seconds long'),
  minHeight: z.coerce.number().int().min(0).optional().describe('Clips at least this many lines high (720, 1080)'),
  used: z.enum(['any', 'used', 'unused']).default('any').describe('Whether current or coming workouts use the clip'),
})
export type MediaListQuery = z.infer<typeof MediaListQuery>

export const MediaFileUpdateBody = z.object({ name: requiredText(NAME_MAX), updatedAt: editedVersion() }).meta({ id: 'MediaFileUpdateBody' })

export const MediaFileResponse = dataEnvelope(MediaFile, 'MediaFileResponse')
export const MediaFileListResponse = listEnvelope(MediaFile, 'MediaFileListResponse')

export const MediaStatus = z
  .object({
    available: z.boolean().describe('ffmpeg and ffprobe run on the server: uploads are checked and accepted'),
    maxBytes: z.number().int().describe('The largest file the library takes'),
    uploadsPerUser: z.number().int().describe('Uploads one user may have running at once'),
    uploadUrl: z.string().describe('The tus endpoint (https://tus.io/protocols/resumable-upload) that takes uploads'),
    chunkBytes: z.number().int().describe('The PATCH size clients should send: each request must end within the server’s request timeout'),
    acceptedTypes: z.array(z.string()),
  })
  .meta({ id: 'MediaStatus' })
export const MediaStatusResponse = dataEnvelope(MediaStatus, 'MediaStatusResponse')
