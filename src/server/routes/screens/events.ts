import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SCREEN_TOKEN_HEADER } from '../../../shared/constants'
import { API_MESSAGES } from '../../../shared/messages'
import { ScreenPushEvent } from '../../../shared/schemas/pushEvents'
import { errorResponses } from '../../../shared/schemas/common'
import { classStateOf } from '../../domain/classState'
import type { ScreenEvent } from '../../fleet/fleet'
import { badRequest, serviceUnavailable } from '../../lib/httpErrors'
import { callingScreenOf, HOT_PATH_COMPRESS, HOT_PATH_LOG_LEVEL } from './device'

// The push channel of the class screen (docs/SCREEN-DEVICE.md#push-channel, docs/FLEET.md): one
// server-sent-event stream per screen token, fed by the fleet's bus.

/** Comment lines keep proxies and the device from treating a quiet stream as dead; each also re-checks the token. */
export const SSE_KEEPALIVE_MS = 15_000
/** Push streams one process holds at most: beyond it a screen is told to come back later (its poll goes on). */
export const MAX_PUSH_STREAMS = 20_000
const STREAMS_FULL_RETRY_SECONDS = 30
/**
 * A stream lives at most this long (give or take a quarter, so reconnects spread out), then the
 * server ends it and the screen reconnects within a second or two, getting the class state afresh.
 * A stream whose screen has gone silently (a crashed player, a network that drops packets without a
 * word) is so cut within the hour's quarter, and after a deploy streams spread over every process.
 */
export const PUSH_STREAM_MAX_AGE_MS = 15 * 60_000

export interface EventRoutesOptions {
  /** Default PUSH_STREAM_MAX_AGE_MS. */
  pushStreamMaxAgeMs?: number
}

const eventRoutes: FastifyPluginAsyncZod<EventRoutesOptions> = async (app, options) => {
  const streamMaxAgeMs = options.pushStreamMaxAgeMs ?? PUSH_STREAM_MAX_AGE_MS
  const requireScreen = app.requireScreen()
  const callingScreen = (request: Parameters<typeof callingScreenOf>[1]) => callingScreenOf(app.fleet, request)
  const screenToken = [{ screenToken: [] }]
  const tags = ['screen device']

  /** Each open stream of this process: closing it, and sending it the class state again after a resync. */
  const openStreams = new Map<() => void, () => Promise<void>>()
  // Open streams would keep close() waiting forever.
  app.addHook('preClose', async () => {
    for (const close of [...openStreams.keys()]) close()
  })
  // The bus missed messages while it reconnected: every stream gets the class state as it is now.
  const stopResync = app.fleet.onResync(() => {
    for (const resend of openStreams.values()) void resend()
  })
  app.addHook('onClose', async () => {
    stopResync()
  })

  app.get(
    '/api/v1/screens/events',
    {
      schema: {
        operationId: 'screenEvents',
        tags,
        summary: 'Push channel (server-sent events) for the calling screen: class, refresh, hard-refresh, unlinked, screenshot',
        description: [
          'Read with fetch streaming and `Accept: text/event-stream` (the token travels in the `screen-auth-token` header, which EventSource cannot send).',
          'First event: `class` with the current state. Then, within 2 s of a console change:',
          '`event: class` data `ClassState`; `event: refresh` data `{ "screen": id }`; `event: hard-refresh` data `{ "location": id }`;',
          '`event: unlinked` data `{ "screen": id }` (token revoked; the stream then ends).',
          '`event: screenshot` data `{ "screen": id, "requestedAt": time }` (staff asked for a picture: POST it to /api/v1/screens/screenshot;',
          'an ask of the last 30 s comes again after the first class event of a new stream: answer each `requestedAt` once).',
          'A `: ping` comment every 15 s, when the token is checked again. One stream per screen token: a new one ends the older.',
          'The server ends a stream after about 15 minutes (11 to 19): reconnect at once; the first event is the class state again.',
          'The 30 s poll remains the fallback.',
        ].join(' '),
        security: screenToken,
        response: {
          200: {
            description: 'An endless text/event-stream: each frame `event: <name>` with `data: <JSON>`, one of ScreenPushEvent; `: ping` comments between',
            content: { 'text/event-stream': { schema: ScreenPushEvent } },
          },
          ...errorResponses(400, 401, 404, 503),
        },
      },
      onRequest: requireScreen,
      // Every screen opens one, again every quarter of an hour and after each deploy: a line each
      // would be thousands a minute (writing them took a tenth of the server's time opening 10,000
      // streams in the bench, docs/FLEET.md#push-at-fleet-size). Refusals are still logged.
      logLevel: HOT_PATH_LOG_LEVEL,
      // Written straight to the socket, event by event: a compressor would hold them back.
      compress: HOT_PATH_COMPRESS,
    },
    async (request, reply) => {
      // A JSON client (GraphQL Mesh among them) would wait on an endless body: only stream readers get one.
      if (!String(request.headers.accept ?? '').includes('text/event-stream')) throw badRequest(API_MESSAGES.eventStreamAccept)
      if (openStreams.size >= MAX_PUSH_STREAMS) throw serviceUnavailable(API_MESSAGES.pushStreamsFull, STREAMS_FULL_RETRY_SECONDS)
      const { screen, location } = await callingScreen(request)
      const { sessionId } = request.screen!
      // A stream that opens is the screen alive: after an outage it often comes back before the next poll.
      app.fleet.heartbeats.record(screen.id, new Date())
      // The token as requireScreen read it (the first header when the client sent several).
      const header = request.headers[SCREEN_TOKEN_HEADER]
      const token = String(Array.isArray(header) ? header[0] : header)
      reply.hijack()
      const raw = reply.raw
      // The server's idle-socket timeout must not cut a quiet stream between pings.
      request.raw.socket.setTimeout(0)
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      })
      /** Whether a class event has gone out: a push newer than the opening read makes that read moot. */
      let classSent = false
      const send = ({ event, data }: ScreenEvent) => {
        if (event === 'class') classSent = true
        raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
      }
      let closed = false
      const close = () => {
        if (closed) return
        closed = true
        clearInterval(keepalive)
        clearTimeout(maxAge)
        unsubscribe()
        openStreams.delete(close)
        raw.end()
      }
      const unlinked = () => {
        send({ event: 'unlinked', data: { screen: screen.id } })
        close()
      }
      /** Each ping re-checks the token, so a revocation this process missed ends the stream within one interval. */
      const keepalive = setInterval(() => {
        app.fleet.screenSession(token).then(
          (live) => {
            if (closed) return
            if (live?.sessionId === sessionId) raw.write(': ping\n\n')
            else unlinked()
          },
          // The database is away: the token cannot be checked, and the screen keeps its stream.
          () => {
            if (!closed) raw.write(': ping\n\n')
          },
        )
      }, SSE_KEEPALIVE_MS)
      const maxAge = setTimeout(close, streamMaxAgeMs * (0.75 + Math.random() * 0.5))
      const unsubscribe = app.fleet.subscribe(
        { locationId: location.id, screenId: screen.id, sessionId },
        (event) => {
          send(event)
          if (event.event === 'unlinked') close()
        },
        // A newer stream of the same token (on any process) replaces this one.
        close,
      )
      openStreams.set(close, async () => {
        const current = await app.fleet.location(location.id).catch(() => undefined)
        if (current && !closed) send({ event: 'class', data: classStateOf(current) })
      })
      raw.on('close', close)
      // The first event is the class state read after subscribing, never before: a change made while
      // this stream opened arrives in that read or as a push, and a push that overtakes the read wins.
      // (Read before subscribing, a Start or Stop landing in between reached this screen only with
      // its next 30 s poll.)
      const current = await app.fleet.location(location.id).catch(() => location)
      if (!closed && !classSent) send({ event: 'class', data: classStateOf(current ?? location) })
      // An ask for a picture made while the screen was away (its stream reconnecting) is heard now.
      const ask = app.fleet.recentScreenshotAsk(screen.id)
      if (ask && !closed) send(ask)
      // The messages to show, when there are any (docs/MESSAGES.md): a change made meanwhile comes as a push after this.
      const messages = await app.fleet.screenMessages(location.id).catch(() => [])
      if (messages.length > 0 && !closed) send({ event: 'messages', data: { location: location.id, messages } })
    },
  )
}

export default eventRoutes
