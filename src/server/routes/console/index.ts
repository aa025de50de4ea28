import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { API_MESSAGES } from '../../../shared/messages'
import { ROLES } from '../../../shared/roles'
import { ConsoleEventStream } from '../../../shared/schemas/class'
import { errorResponses } from '../../../shared/schemas/common'
import type { ConsoleAudience, ConsoleEvent } from '../../fleet/consoleHub'
import { badRequest, HttpError, serviceUnavailable } from '../../lib/httpErrors'
import { audienceOf, scopeOf, type ScopedUser } from '../../lib/locationScope'
import { findUserSession } from '../../lib/sessions'
import { hashToken } from '../../lib/tokens'
import { signedInUser } from '../../plugins/auth'

// The console's push channel (docs/FLEET.md#live-consoles): one server-sent-event stream per
// signed-in console, fed by the bus the screens' streams hear, passing on only what concerns the
// locations its user may see.

/** Comment lines keep proxies from cutting a quiet stream. */
export const CONSOLE_KEEPALIVE_MS = 15_000
/** The session and the user's locations are read again this often: a sign-out, a demotion or a location taken away ends or narrows the stream. */
export const CONSOLE_RECHECK_MS = 30_000
/** A stream lives at most about this long (give or take a quarter), then the console reconnects: streams spread over processes after a deploy. */
export const CONSOLE_STREAM_MAX_AGE_MS = 15 * 60_000
/** Streams one user holds on one process (tabs, a phone and a desk): beyond it the console keeps polling. */
export const CONSOLE_STREAMS_PER_USER = 10
/** Console streams one process holds at most. */
export const MAX_CONSOLE_STREAMS = 5_000
/** Stream openings per session a minute, across processes (the limit lives in the database). */
const OPENINGS_PER_MINUTE = 30
const FULL_RETRY_SECONDS = 30

/** The locations the user may hear of, from the database, by the rule REST and GraphQL use (`scopeOf`). */
function consoleAudience(app: Parameters<FastifyPluginAsyncZod>[0], user: ScopedUser): Promise<ConsoleAudience> {
  return audienceOf(app.db, scopeOf(user))
}

/** The bearer token as the auth hook read it. */
function bearerOf(request: FastifyRequest): string {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? ''
}

const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Each open stream of this process, by its closing function, with its user. */
  const openStreams = new Map<() => void, string>()
  app.addHook('preClose', async () => {
    for (const close of [...openStreams.keys()]) close()
  })
  const streamsOf = (userId: string) => [...openStreams.values()].filter((id) => id === userId).length

  app.get(
    '/api/v1/console/events',
    {
      schema: {
        operationId: 'consoleEvents',
        tags: ['console'],
        summary: 'Push channel (server-sent events) for a signed-in console: class, screens, alerts, resync, for the locations the user may see',
        description: [
          'Read with fetch streaming, `Accept: text/event-stream` and the console’s `Authorization: Bearer` token (EventSource cannot send it).',
          'First event: `ready` data `{ "locations": [id…] | "all" }`. Then, within 2 s of a change on any server process:',
          '`event: class` data `ClassState` (a Start, Stop or automatic mode); `event: screens` data `{ "location": id }` (a screen of the',
          'location connected or dropped, started or stopped playing, moved to another clip, finished a refresh, was linked or unlinked: read',
          'its screens again); `event: alerts` data `{ "location": id }` (an alert was raised or resolved); `event: resync` data `{}` (the',
          'server may have missed changes: read everything again). A `: ping` comment every 15 s. The session and the user’s locations are',
          'checked again every 30 s; a stream whose session ended closes. The server ends a stream after about 15 minutes: reconnect.',
          `At most ${CONSOLE_STREAMS_PER_USER} streams per user on a server process (429) and ${OPENINGS_PER_MINUTE} openings a minute per session.`,
          'Polling remains the fallback while the stream is down.',
        ].join(' '),
        security: [{ bearerAuth: [] }],
        response: {
          200: { description: 'An endless text/event-stream', content: { 'text/event-stream': { schema: ConsoleEventStream } } },
          ...errorResponses(400, 401, 403, 429, 503),
        },
      },
      config: {
        rateLimit: {
          max: OPENINGS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => `console-events|${hashToken(bearerOf(request))}`,
        },
      },
      onRequest: app.requireRole(...ROLES),
      // Written straight to the socket, event by event: a compressor would hold them back.
      compress: false,
    },
    async (request, reply) => {
      if (!String(request.headers.accept ?? '').includes('text/event-stream')) throw badRequest(API_MESSAGES.eventStreamAccept)
      if (openStreams.size >= MAX_CONSOLE_STREAMS) throw serviceUnavailable(API_MESSAGES.pushStreamsFull, FULL_RETRY_SECONDS)
      const user = signedInUser(request)
      if (streamsOf(user.id) >= CONSOLE_STREAMS_PER_USER) throw new HttpError(429, API_MESSAGES.consoleStreamsPerUser, FULL_RETRY_SECONDS)
      const token = bearerOf(request)
      let audience = await consoleAudience(app, user)
      reply.hijack()
      const raw = reply.raw
      request.raw.socket.setTimeout(0)
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      })
      const write = (event: string, data: unknown) => raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
      let closed = false
      const close = () => {
        if (closed) return
        closed = true
        clearInterval(keepalive)
        clearInterval(recheck)
        clearTimeout(maxAge)
        unsubscribe()
        openStreams.delete(close)
        raw.end()
      }
      const keepalive = setInterval(() => raw.write(': ping\n\n'), CONSOLE_KEEPALIVE_MS)
      // Never trust what the stream was opened with for long: the session and the locations are read again.
      const recheck = setInterval(() => {
        findUserSession(app.db, token).then(
          async (found) => {
            if (closed) return
            if (!found || found.sessionId !== user.sessionId) return close()
            audience = await consoleAudience(app, { id: found.user.id, role: found.user.role, regionIds: found.regionIds })
          },
          // The database is away: the stream carries on with what it knew.
          () => undefined,
        )
      }, CONSOLE_RECHECK_MS)
      const maxAge = setTimeout(close, CONSOLE_STREAM_MAX_AGE_MS * (0.75 + Math.random() * 0.5))
      const unsubscribe = app.consoleHub.subscribe(
        () => audience,
        (event: ConsoleEvent) => write(event.event, event.data),
      )
      openStreams.set(close, user.id)
      raw.on('close', close)
      write('ready', { locations: audience.all ? 'all' : [...audience.locations] })
    },
  )
}

export default consoleRoutes
