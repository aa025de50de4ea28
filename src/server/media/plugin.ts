import type { IncomingMessage } from 'node:http'
import { mkdirSync } from 'node:fs'
import { readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { FileStore } from '@tus/file-store'
import { Server as TusServer, type Upload } from '@tus/server'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { API_MESSAGES, MESSAGE_CODES } from '../../shared/messages'
import type { AuthUser } from '../plugins/auth'
import { mediaFiles } from '../db/schema'
import { audit } from '../lib/audit'
import { isUniqueViolation } from '../lib/httpErrors'
import { libraryFileName, libraryUrl, mediaPaths, saveLibraryFacts, sha256Of, type MediaFileRow, type MediaPaths } from './library'
import { mediaToolsAvailable, probeMedia, type Refusal } from './probe'
import { startMediaJobs, type MediaJobOptions, type MediaJobs } from './jobs'

export interface MediaOptions {
  /** MEDIA_DIR: the library's files (uploads, accepted files, their copies); every machine of a chain shares it. */
  dir: string
  /** The largest file taken (default 8 GiB). */
  maxBytes?: number
  /** Uploads one user may have running at once (default 4). */
  uploadsPerUser?: number
  /** The low-resolution copy and poster jobs (docs/MEDIA-LIBRARY.md#jobs-the-low-resolution-copy-and-the-poster). */
  jobs?: MediaJobOptions
}

/** The tus endpoint: POST creates an upload, PATCH sends its bytes, HEAD asks how far it got (docs/MEDIA-LIBRARY.md). */
export const UPLOAD_PATH = '/api/v1/media/uploads'
export const DEFAULT_MAX_BYTES = 8 * 1024 * 1024 * 1024
/** What a client should send in one PATCH: each request must end within the server's request timeout (30 s). */
export const CHUNK_BYTES = 8 * 1024 * 1024
export const ACCEPTED_TYPES = ['video/mp4', 'video/webm', 'video/quicktime']
const ACCEPTED_EXTENSIONS = /\.(mp4|m4v|mov|webm)$/i
/** An upload not finished within this long is dropped with its bytes (the tus expiration extension). */
const UPLOAD_EXPIRY_MS = 48 * 60 * 60 * 1000

declare module 'fastify' {
  interface FastifyInstance {
    media: {
      paths: MediaPaths
      maxBytes: number
      uploadsPerUser: number
      /** Whether ffmpeg and ffprobe run here: without them uploads are refused (503 MEDIA_TOOLS_MISSING). */
      available(): Promise<boolean>
      /** Hands a tus request (already admitted by its route's role check) to the tus server. */
      handleUpload(request: IncomingMessage, reply: import('node:http').ServerResponse, user: AuthUser): Promise<void>
      jobs: MediaJobs
    }
  }
}

/** A refusal thrown from a tus hook: tus answers it with this status and body (our error envelope, as JSON). */
class TusRefusal extends Error {
  readonly body: string
  constructor(
    readonly status_code: number,
    answer: { error: string; code: string; figure?: string },
  ) {
    super(answer.error)
    this.body = JSON.stringify(answer)
  }
}
const tusRefusal = (status: number, answer: { error: string; code: string; figure?: string }) => new TusRefusal(status, answer)
const refusalOf = (key: keyof typeof API_MESSAGES, status: number) => tusRefusal(status, { error: API_MESSAGES[key], code: MESSAGE_CODES[key] })

/**
 * The media library's uploads (docs/MEDIA-LIBRARY.md): tus's server with its file store under MEDIA_DIR, each upload
 * its uploader's, checked with ffprobe once its last byte is in, then hashed and kept under its SHA-256.
 */
async function mediaPlugin(app: FastifyInstance, options: MediaOptions & { mediaBaseUrl: string }) {
  const paths = mediaPaths(options.dir)
  for (const dir of [paths.uploads, paths.library, paths.work]) mkdirSync(dir, { recursive: true })
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES
  const uploadsPerUser = options.uploadsPerUser ?? 4
  const users = new WeakMap<object, AuthUser>()
  const userOf = (req: { runtime?: { node?: { req?: object } } }) => {
    const raw = req.runtime?.node?.req
    const user = raw && users.get(raw)
    if (!user) throw refusalOf('authRequired', 401)
    return user
  }

  /** Uploads of this user not finished yet (and not expired), from the file store's own records. */
  const runningUploadsOf = async (userId: string) => {
    let count = 0
    for (const name of await readdir(paths.uploads).catch(() => [] as string[])) {
      if (!name.endsWith('.json')) continue
      const info = JSON.parse(await readFile(path.join(paths.uploads, name), 'utf8').catch(() => '{}')) as Partial<Upload>
      if (info.metadata?.owner !== userId || !info.id) continue
      const bytes = await stat(path.join(paths.uploads, info.id)).catch(() => null)
      if (bytes && (info.size === undefined || bytes.size < info.size) && Date.now() - bytes.mtimeMs < UPLOAD_EXPIRY_MS) count += 1
    }
    return count
  }

  const dropUpload = async (id: string) => {
    await rm(path.join(paths.uploads, id), { force: true })
    await rm(path.join(paths.uploads, `${id}.json`), { force: true })
  }

  /** The last byte is in: probe, hash, keep under the hash, and add the row (or refuse in a producer's words). */
  const accept = async (user: AuthUser, upload: Upload): Promise<{ headers: Record<string, string> }> => {
    const file = path.join(paths.uploads, upload.id)
    const size = (await stat(file)).size
    const originalName = (upload.metadata?.filename ?? 'clip').slice(0, 300)
    const verdict = await probeMedia(file, size)
    if (!verdict.ok) {
      await dropUpload(upload.id)
      await audit(app.db, 'MediaFile', 'refused', user, { originalName, size, code: verdict.refusal.code, figure: verdict.refusal.figure })
      throw tusRefusal(422, verdict.refusal satisfies Refusal)
    }
    const sha256 = await sha256Of(file)
    const { facts } = verdict
    const target = path.join(paths.library, libraryFileName(sha256, facts.ext))
    const name = (upload.metadata?.name?.trim() || originalName.replace(/\.[^.]+$/, '')).slice(0, 85)
    const replaces = upload.metadata?.replaces && /^[0-9a-f-]{36}$/i.test(upload.metadata.replaces) ? upload.metadata.replaces : null
    let row: MediaFileRow
    try {
      row = await app.db.transaction(async (tx) => {
        const replaced = replaces ? (await tx.select({ id: mediaFiles.id }).from(mediaFiles).where(eq(mediaFiles.id, replaces)))[0] : undefined
        const [inserted] = await tx
          .insert(mediaFiles)
          .values({ name, originalName, sha256, size, ...facts, replacesId: replaced?.id ?? null, uploadedBy: user.id })
          .returning()
        await saveLibraryFacts(tx, libraryUrl(options.mediaBaseUrl, sha256, facts.ext), {
          size,
          sha256,
          contentType: facts.contentType,
          durationMs: facts.durationMs,
          videoCodec: facts.videoCodec,
          audioCodec: facts.audioCodec,
          width: facts.width,
          height: facts.height,
        })
        await audit(tx, 'MediaFile', 'create', user, inserted)
        return inserted
      })
    } catch (error) {
      await dropUpload(upload.id)
      if (!isUniqueViolation(error)) throw error
      const [existing] = await app.db.select({ name: mediaFiles.name }).from(mediaFiles).where(eq(mediaFiles.sha256, sha256))
      throw tusRefusal(409, {
        error: `${API_MESSAGES.mediaDuplicate} (found: ${existing?.name ?? sha256})`,
        code: MESSAGE_CODES.mediaDuplicate,
        figure: existing?.name ?? sha256,
      })
    }
    await rename(file, target)
    await rm(path.join(paths.uploads, `${upload.id}.json`), { force: true })
    jobs.wake()
    return { headers: { 'library-file-id': row.id } }
  }

  const tus = new TusServer({
    path: UPLOAD_PATH,
    datastore: new FileStore({ directory: paths.uploads, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS }),
    maxSize: maxBytes,
    relativeLocation: true,
    exposedHeaders: ['Library-File-Id'],
    // Every upload is its uploader's: another user's HEAD or PATCH finds nothing there.
    onIncomingRequest: async (req, uploadId) => {
      const user = userOf(req)
      if (req.method === 'POST' || req.method === 'OPTIONS') return
      const info = await tus.datastore.getUpload(uploadId).catch(() => null)
      if (info && info.metadata?.owner !== user.id) throw refusalOf('notFound', 404)
    },
    onUploadCreate: async (req, upload) => {
      const user = userOf(req)
      if (!(await mediaToolsAvailable())) throw refusalOf('mediaToolsMissing', 503)
      const type = upload.metadata?.filetype ?? ''
      const filename = upload.metadata?.filename ?? ''
      if ((type && !ACCEPTED_TYPES.includes(type)) || (filename && !ACCEPTED_EXTENSIONS.test(filename) && !ACCEPTED_TYPES.includes(type)))
        throw tusRefusal(415, {
          error: `${API_MESSAGES.mediaTypeRefused} (found: ${type || filename})`,
          code: MESSAGE_CODES.mediaTypeRefused,
          figure: type || filename,
        })
      if ((await runningUploadsOf(user.id)) >= uploadsPerUser) throw refusalOf('mediaUploadsBusy', 429)
      return { metadata: { ...upload.metadata, owner: user.id } }
    },
    onUploadFinish: async (req, upload) => accept(userOf(req), upload),
    onResponseError: (_req, error) => {
      if (error instanceof TusRefusal) return { status_code: error.status_code, body: error.body }
      if ('status_code' in error) {
        // tus's own refusals (a file over the limit, a wrong offset) in our envelope, so the console reads them alike.
        if (error.status_code === 413) return refusalOf('mediaTooLarge', 413)
        const figure = String(error.body).trim()
        return tusRefusal(error.status_code, { error: `${API_MESSAGES.mediaUploadRefused} (found: ${figure})`, code: MESSAGE_CODES.mediaUploadRefused, figure })
      }
      app.log.error({ err: error }, 'media upload failed')
      return { status_code: 500, body: JSON.stringify({ error: API_MESSAGES.internal, code: MESSAGE_CODES.internal }) }
    },
  })

  const jobs = startMediaJobs(app, { ...options.jobs, paths, mediaBaseUrl: options.mediaBaseUrl })

  app.decorate('media', {
    paths,
    maxBytes,
    uploadsPerUser,
    available: mediaToolsAvailable,
    async handleUpload(request, response, user) {
      users.set(request, user)
      await tus.handle(request, response)
    },
    jobs,
  })
}

export default fp(mediaPlugin, { name: 'media', dependencies: ['db'] })
