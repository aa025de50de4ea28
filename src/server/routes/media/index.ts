import { createReadStream } from 'node:fs'
import { rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { desc, eq, gte, ilike, lte, or } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { API_MESSAGES, MESSAGE_CODES } from '../../../shared/messages'
import { ADMIN_ROLES, SUPER_ADMIN_ROLES } from '../../../shared/roles'
import { errorResponses, IdParams } from '../../../shared/schemas/common'
import { MediaFileListResponse, MediaFileResponse, MediaFileUpdateBody, MediaListQuery, MediaStatusResponse } from '../../../shared/schemas/media'
import type { Db } from '../../db/client'
import { clipFacts, mediaFiles } from '../../db/schema'
import { audit } from '../../lib/audit'
import { HttpError, notFound } from '../../lib/httpErrors'
import { listPage } from '../../lib/paging'
import { containing } from '../../lib/search'
import { assertFresh, nextUpdatedAt } from '../../lib/versions'
import { signedInUser } from '../../plugins/auth'
import { andAll, CONTENT_TYPES, LIBRARY_FILE, libraryFileName, toMediaFileDto, urlsOf, usesOf, type MediaFileRow } from '../../media/library'
import { ACCEPTED_TYPES, CHUNK_BYTES, UPLOAD_PATH } from '../../media/plugin'

const bearer = [{ bearerAuth: [] }]
const tags = ['media']
const YEAR_S = 365 * 24 * 60 * 60

async function lockedFile(tx: Db, id: string): Promise<MediaFileRow> {
  const [row] = await tx.select().from(mediaFiles).where(eq(mediaFiles.id, id)).for('update')
  if (!row) throw notFound(API_MESSAGES.mediaNotFound)
  return row
}

/** One `bytes=a-b` range of a file of `size` bytes; null when absent or not one we answer with a part (several ranges). */
function rangeOf(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (!match[1] && !match[2])) return null
  let start: number
  let end: number
  if (!match[1]) {
    const suffix = Number(match[2])
    if (suffix === 0) return 'unsatisfiable'
    start = Math.max(0, size - suffix)
    end = size - 1
  } else {
    start = Number(match[1])
    end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1
  }
  if (start >= size || start > end) return 'unsatisfiable'
  return { start, end }
}

/** True when an If-None-Match names this ETag (or is `*`). */
const matches = (header: string | undefined, etag: string) =>
  Boolean(header) && (header!.trim() === '*' || header!.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))

/**
 * /api/v1/media: the media library (docs/MEDIA-LIBRARY.md), admins and super-admins only; /api/v1/media/uploads takes
 * uploads over tus; /media/library/<sha256>.<ext> serves the files to screens as a CDN would.
 */
const mediaRoutes: FastifyPluginAsyncZod<{ mediaBaseUrl: string }> = async (app, options) => {
  const base = options.mediaBaseUrl

  // tus sends its bytes as application/offset+octet-stream: left unparsed here, tus reads the stream itself.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null))
  const tusHandler = async (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    const user = signedInUser(request)
    reply.hijack()
    await app.media.handleUpload(request.raw, reply.raw, user)
  }
  const tusRoute = {
    schema: { hide: true },
    onRequest: app.requireRole(...ADMIN_ROLES),
    // A PATCH of several MB: the app's 1 MB body limit is for JSON; tus bounds the upload by MEDIA_MAX_BYTES itself.
    bodyLimit: Number.MAX_SAFE_INTEGER,
  }
  // The tus server's own path (UPLOAD_PATH) and each upload's.
  for (const url of ['/api/v1/media/uploads', '/api/v1/media/uploads/:uploadId'])
    app.route({ method: ['POST', 'HEAD', 'PATCH', 'DELETE'], url, ...tusRoute, handler: tusHandler })

  app.get(
    '/api/v1/media/status',
    {
      schema: {
        operationId: 'getMediaStatus',
        tags,
        summary:
          'Whether the server can take uploads (ffmpeg installed), its limits, and the tus endpoint (POST to create an upload with Upload-Length and Upload-Metadata filename/filetype/name/replaces, PATCH its bytes, HEAD to resume)',
        security: bearer,
        response: { 200: MediaStatusResponse, ...errorResponses(401, 403) },
      },
      onRequest: app.requireRole(...ADMIN_ROLES),
    },
    async () => ({
      data: {
        available: await app.media.available(),
        maxBytes: app.media.maxBytes,
        uploadsPerUser: app.media.uploadsPerUser,
        uploadUrl: UPLOAD_PATH,
        chunkBytes: CHUNK_BYTES,
        acceptedTypes: ACCEPTED_TYPES,
      },
    }),
  )

  app.get(
    '/api/v1/media',
    {
      schema: {
        operationId: 'listMediaFiles',
        tags,
        summary: 'Library files, newest first: search by name, filter by duration, height and whether current or coming workouts use them',
        security: bearer,
        querystring: MediaListQuery,
        response: { 200: MediaFileListResponse, ...errorResponses(400, 401, 403) },
      },
      onRequest: app.requireRole(...ADMIN_ROLES),
    },
    async (request) => {
      const { search, minDurationS, maxDurationS, minHeight, used, page, pageSize } = request.query
      const where = andAll([
        search ? or(ilike(mediaFiles.name, containing(search)), ilike(mediaFiles.originalName, containing(search))) : undefined,
        minDurationS !== undefined ? gte(mediaFiles.durationMs, minDurationS * 1000) : undefined,
        maxDurationS !== undefined ? lte(mediaFiles.durationMs, maxDurationS * 1000 + 999) : undefined,
        minHeight !== undefined ? gte(mediaFiles.height, minHeight) : undefined,
      ])
      const rows = await app.db.select().from(mediaFiles).where(where).orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.id))
      const uses = await usesOf(app.db, rows, base)
      const kept = rows.filter((row) => used === 'any' || (used === 'used') === (uses.get(row.id)?.length ?? 0) > 0)
      const items = kept.slice((page - 1) * pageSize, page * pageSize).map((row) => toMediaFileDto(row, base, uses.get(row.id) ?? []))
      return listPage(request.query, { items, total: kept.length })
    },
  )

  app.get(
    '/api/v1/media/:id',
    {
      schema: {
        operationId: 'getMediaFile',
        tags,
        summary: 'One library file: its addresses, size and SHA-256, what ffprobe found, its job, and the workouts that use it',
        security: bearer,
        params: IdParams,
        response: { 200: MediaFileResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: app.requireRole(...ADMIN_ROLES),
    },
    async (request) => {
      const [row] = await app.db.select().from(mediaFiles).where(eq(mediaFiles.id, request.params.id))
      if (!row) throw notFound(API_MESSAGES.mediaNotFound)
      const uses = await usesOf(app.db, [row], base)
      return { data: toMediaFileDto(row, base, uses.get(row.id) ?? []) }
    },
  )

  app.put(
    '/api/v1/media/:id',
    {
      schema: {
        operationId: 'updateMediaFile',
        tags,
        summary: 'Rename a library file; the body carries the updatedAt of the version edited (its address stays: it is its content’s)',
        security: bearer,
        params: IdParams,
        body: MediaFileUpdateBody,
        response: { 200: MediaFileResponse, ...errorResponses(400, 401, 403, 404, 409, 412) },
      },
      config: { ifMatch: true },
      onRequest: app.requireRole(...ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const row = await app.db.transaction(async (tx) => {
        const current = await lockedFile(tx, request.params.id)
        assertFresh(current.updatedAt, request.body, API_MESSAGES.mediaChanged)
        const [updated] = await tx
          .update(mediaFiles)
          .set({ name: request.body.name, updatedAt: nextUpdatedAt(current.updatedAt) })
          .where(eq(mediaFiles.id, current.id))
          .returning()
        await audit(tx, 'MediaFile', 'update', actor, { id: current.id, changes: { name: request.body.name } })
        return updated
      })
      const uses = await usesOf(app.db, [row], base)
      return { data: toMediaFileDto(row, base, uses.get(row.id) ?? []) }
    },
  )

  app.delete(
    '/api/v1/media/:id',
    {
      schema: {
        operationId: 'deleteMediaFile',
        tags,
        summary: 'Delete a library file and its copies (super-admin); refused (409) while a current or coming workout uses it, naming them',
        security: bearer,
        params: IdParams,
        response: { 200: MediaFileResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: app.requireRole(...SUPER_ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const deleted = await app.db.transaction(async (tx) => {
        const current = await lockedFile(tx, request.params.id)
        const uses = (await usesOf(tx, [current], base)).get(current.id) ?? []
        if (uses.length > 0) {
          const names = [...new Set(uses.map((use) => `${use.name} (round ${use.round}, ${use.startDate.slice(0, 10)})`))]
          throw new HttpError(409, `${API_MESSAGES.mediaInUse} (used by: ${names.join('; ')})`, undefined, MESSAGE_CODES.mediaInUse)
        }
        await tx.delete(mediaFiles).where(eq(mediaFiles.id, current.id))
        for (const url of urlsOf(current, base)) await tx.delete(clipFacts).where(eq(clipFacts.url, url))
        await audit(tx, 'MediaFile', 'delete', actor, current)
        return current
      })
      // After the commit: the files go (a copy another row shares, the same bytes uploaded twice, cannot exist: the hash is unique).
      const files = [libraryFileName(deleted.sha256, deleted.ext)]
      if (deleted.lrSha256) files.push(libraryFileName(deleted.lrSha256, 'mp4'))
      if (deleted.posterSha256) files.push(libraryFileName(deleted.posterSha256, 'jpg'))
      for (const file of files) await rm(path.join(app.media.paths.library, file), { force: true })
      return { data: toMediaFileDto(deleted, base, []) }
    },
  )

  // The files themselves, for screens and the console: immutable, content-addressed, as a CDN serves them.
  app.get(
    '/media/library/:file',
    {
      schema: { hide: true, params: z.object({ file: z.string() }) },
      // No compression: a clip is compressed already, and a Range must count the stored bytes.
      config: { compress: false },
    },
    async (request, reply) => {
      const { file } = request.params
      const match = LIBRARY_FILE.exec(file)
      const info = match && (await stat(path.join(app.media.paths.library, file)).catch(() => null))
      if (!match || !info?.isFile()) throw notFound()
      const etag = `"${match[1]}"`
      const size = info.size
      reply
        .header('etag', etag)
        .header('cache-control', `public, max-age=${YEAR_S}, immutable`)
        .header('accept-ranges', 'bytes')
        .header('content-type', CONTENT_TYPES[match[2]])
        .header('access-control-allow-origin', '*')
        .header('access-control-expose-headers', 'Content-Length, Content-Range, ETag, Accept-Ranges')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('timing-allow-origin', '*')
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send()
      const ifRange = request.headers['if-range']
      const range = ifRange && ifRange !== etag ? null : rangeOf(request.headers.range, size)
      if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send()
      if (!range) {
        reply.header('content-length', size)
        return reply.send(request.method === 'HEAD' ? '' : createReadStream(path.join(app.media.paths.library, file)))
      }
      reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1)
      return reply.send(request.method === 'HEAD' ? '' : createReadStream(path.join(app.media.paths.library, file), { start: range.start, end: range.end }))
    },
  )
  app.options('/media/library/:file', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .code(204)
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
      .header('access-control-allow-headers', 'Range, If-None-Match, If-Range')
      .header('access-control-max-age', '86400')
      .send(),
  )
}

export default mediaRoutes
