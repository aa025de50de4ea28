import { Readable } from 'node:stream'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { csvRows } from '../../../shared/csv'
import { API_MESSAGES } from '../../../shared/messages'
import { ROLES } from '../../../shared/roles'
import { errorResponses } from '../../../shared/schemas/common'
import { PLAY_EXPORT_COLUMNS, PlaysCsv, PlaysExportPage, PlaysExportQuery, type PlayExportRow } from '../../../shared/schemas/playsExport'
import { decodeCursor, encodeCursor, readPlaysPage, walkPlays } from '../../domain/playsExport'
import { HttpError, badRequest } from '../../lib/httpErrors'
import { hitCounter } from '../../limits/counters'
import { scopeOf } from '../../lib/locationScope'
import { signedInUser } from '../../plugins/auth'

/** Exports a user may begin per minute (a page asked for with a cursor continues one and is not counted). */
export const EXPORTS_PER_MINUTE = 20
/** Rows a streamed CSV reads from the database at a time: its memory stays one page, whatever the period. */
export const CSV_PAGE_ROWS = 1000

const csvLine = (rows: readonly PlayExportRow[]) => csvRows(rows.map((row) => PLAY_EXPORT_COLUMNS.map((column) => cellOf(row[column]))))
const cellOf = (value: PlayExportRow[keyof PlayExportRow]) => (typeof value === 'boolean' ? String(value) : value)

/** True when the client asked for CSV (`Accept: text/csv`); JSON otherwise. */
const wantsCsv = (accept: string | undefined) => accept !== undefined && /(^|,)\s*text\/csv\b/i.test(accept)

/**
 * `GET /api/v1/plays`: the proof-of-play export (docs/CLASS-RUNS.md#exporting-plays). JSON pages with
 * a cursor; with `Accept: text/csv`, one CSV streamed from the database a page at a time.
 */
const playsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/plays',
    {
      schema: {
        operationId: 'getPlays',
        tags: ['class runs'],
        summary:
          'Proof of play: every clip a screen played, with its class and location, oldest first. Pages with a cursor; with Accept: text/csv, one CSV of every matching play, streamed',
        security: [{ bearerAuth: [] }],
        querystring: PlaysExportQuery,
        response: {
          200: {
            description: 'A page of plays (JSON), or with `Accept: text/csv` one CSV of every matching play',
            content: {
              'application/json': { schema: PlaysExportPage },
              'text/csv': { schema: PlaysCsv },
            },
          },
          ...errorResponses(400, 401, 403, 429),
        },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async (request, reply) => {
      const user = signedInUser(request)
      const { cursor: cursorText, limit, ...filter } = request.query
      const after = cursorText === undefined ? null : decodeCursor(cursorText)
      if (cursorText !== undefined && !after) throw badRequest(API_MESSAGES.exportCursorInvalid)
      if (!after) {
        const now = new Date()
        const hit = await hitCounter(app.db, `plays-export|${user.id}`, 60_000, now)
        if (hit.count > EXPORTS_PER_MINUTE) {
          throw new HttpError(429, API_MESSAGES.exportTooOften, Math.max(1, Math.ceil((hit.resetAt.getTime() - now.getTime()) / 1000)))
        }
      }
      const scope = scopeOf(user)

      if (!wantsCsv(request.headers.accept)) {
        // One row more than asked tells whether another page follows.
        const rows = await readPlaysPage(app.db, filter, scope, after, limit + 1)
        const page = rows.slice(0, limit)
        const nextCursor = rows.length > limit ? encodeCursor(page[page.length - 1]) : null
        return { data: page, meta: { nextCursor, limit } }
      }

      const pages = walkPlays(app.db, filter, scope, after, CSV_PAGE_ROWS)
      // The first page is read before the answer starts: a failure there is still a clean error answer.
      const first = await pages.next()
      async function* csv() {
        yield csvRows([PLAY_EXPORT_COLUMNS])
        if (first.done) return
        yield csvLine(first.value)
        for await (const page of pages) yield csvLine(page)
      }
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="plays-${filter.from}-to-${filter.to}.csv"`)
        .header('cache-control', 'no-store')
      // A stream is not the JSON page the response schema describes: Fastify sends it as it is, unserialised.
      // Bytes, not objects: the stream then holds at most one page of CSV ahead of the socket, not sixteen.
      return reply.send(Readable.from(csv(), { objectMode: false }) as unknown as PlaysExportPage)
    },
  )
}

export default playsRoutes
