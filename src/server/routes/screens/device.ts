import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SCREEN_TOKEN_HEADER } from '../../../shared/constants'
import { API_MESSAGES } from '../../../shared/messages'
import { ROLES } from '../../../shared/roles'
import { PollBody, PollResponse, ScreenEventStream } from '../../../shared/schemas/class'
import { errorResponses } from '../../../shared/schemas/common'
import {
  HeartbeatBody,
  HeartbeatResponse,
  RoundParams,
  RoundWorkoutQuery,
  RoundWorkoutResponse,
  ScreenAuthResponse,
} from '../../../shared/schemas/screens'
import { badRequest, notFound } from '../../lib/http-errors'
import { scopeOf } from '../../lib/locationScope'
import { signedInUser } from '../../plugins/auth'
import type { StudioService } from '../../timetable/studioService'
import type { ScreenEvent } from '../class/bus'
import { classesOn, classStateOf, localDate, readTimetable } from '../class/repository'
import { findLocationRow } from '../locations/repository'
import { currentWorkoutFor, findScreen, recordHeartbeat, screenAuthDto, type ScreenWithLocation } from './repository'

export interface DeviceRoutesOptions {
  studioService: StudioService | null
}

const screenToken = [{ screenToken: [] }]
const tags = ['screen device']
/** Comment lines keep proxies and the device from treating a quiet stream as dead. */
export const SSE_KEEPALIVE_MS = 15_000

const deviceRoutes: FastifyPluginAsyncZod<DeviceRoutesOptions> = async (app, options) => {
  const requireScreen = app.requireScreen()
  const requireUser = app.requireRole(...ROLES)
  /** A screen token when the header is sent, otherwise a console sign-in. */
  const screenOrUser: onRequestAsyncHookHandler = async function (request, reply) {
    const handler = request.headers[SCREEN_TOKEN_HEADER] !== undefined ? requireScreen : requireUser
    await handler.call(this, request, reply)
  }

  /** The calling device's screen; its token dies with the screen, so a miss is a race with a delete. */
  async function callingScreen(request: FastifyRequest): Promise<ScreenWithLocation> {
    const found = request.screen ? await findScreen(app.db, request.screen.screenId, { all: true }) : undefined
    if (!found) throw notFound(API_MESSAGES.screenNotFound)
    return found
  }

  app.get(
    '/api/v1/screens/auth',
    {
      schema: {
        operationId: 'getScreenAuth',
        tags,
        summary: 'The calling screen with its location',
        security: screenToken,
        response: { 200: ScreenAuthResponse, ...errorResponses(401, 404) },
      },
      onRequest: requireScreen,
    },
    async (request) => {
      return { data: await screenAuthDto(app.db, await callingScreen(request), new Date()) }
    },
  )

  app.patch(
    '/api/v1/screens/auth',
    {
      schema: {
        operationId: 'heartbeatScreen',
        tags,
        summary: 'Report the screen connected; refreshFlag/hardRefreshFlag false clear the requests after a reload. Answers the current workout',
        security: screenToken,
        body: HeartbeatBody,
        response: { 200: HeartbeatResponse, ...errorResponses(400, 401, 404) },
      },
      onRequest: requireScreen,
    },
    async (request) => {
      const now = new Date()
      const { location } = await callingScreen(request)
      const { refreshFlag, hardRefreshFlag } = request.body
      const screen = await recordHeartbeat(app.db, request.screen!.screenId, now, {
        ...(refreshFlag === false ? { refreshFlag } : {}),
        ...(hardRefreshFlag === false ? { hardRefreshFlag } : {}),
      })
      if (!screen) throw notFound(API_MESSAGES.screenNotFound)
      const workout = await currentWorkoutFor(app.db, screen.round, location, now)
      return {
        data: {
          screen: await screenAuthDto(app.db, { screen, location }, now),
          workout,
          lrVideo: screen.isLrVideo || Boolean(workout?.isLrVideo),
        },
      }
    },
  )

  app.get(
    '/api/v1/screens/round/:id',
    {
      schema: {
        operationId: 'getRoundWorkout',
        tags,
        summary: 'The workout round {id} (1-9) plays now: for the calling screen’s location, or a console user’s ?location',
        security: [...screenToken, { bearerAuth: [] }],
        params: RoundParams,
        querystring: RoundWorkoutQuery,
        response: { 200: RoundWorkoutResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: screenOrUser,
    },
    async (request) => {
      let location
      if (request.screen) {
        location = (await callingScreen(request)).location
      } else {
        if (!request.query.location) throw badRequest(API_MESSAGES.roundLocationRequired)
        location = await findLocationRow(app.db, request.query.location, scopeOf(signedInUser(request)))
        if (!location) throw notFound(API_MESSAGES.locationNotFound)
      }
      return { data: await currentWorkoutFor(app.db, request.params.id, location, new Date()) }
    },
  )

  app.post(
    '/api/v1/screens/poll',
    {
      schema: {
        operationId: 'pollScreen',
        tags,
        summary: 'The class-screen poll (every 30 s): reports playing state, answers the class state, flags and today’s classes',
        description:
          'Also counts as a heartbeat. The reported `playing` and `automaticMode` are informational: the location’s values are authoritative.',
        security: screenToken,
        body: PollBody,
        response: { 200: PollResponse, ...errorResponses(400, 401, 404) },
      },
      onRequest: requireScreen,
    },
    async (request) => {
      const now = new Date()
      const { location } = await callingScreen(request)
      const screen = await recordHeartbeat(app.db, request.screen!.screenId, now)
      if (!screen) throw notFound(API_MESSAGES.screenNotFound)
      const { timetable, stale } = await readTimetable(app.db, options.studioService, location)
      const today = localDate(now, location.timeZone)
      const { location: _location, ...classState } = classStateOf(location)
      return {
        data: {
          ...classState,
          refreshFlag: screen.refreshFlag,
          hardRefreshFlag: screen.hardRefreshFlag,
          locationEnabled: location.isActive && location.isEnabled,
          mctEnabled: location.mctEnabled,
          timeZone: location.timeZone,
          serverTime: now.toISOString(),
          today: today.toString(),
          timetable: classesOn(timetable, today),
          timetableStale: stale,
        },
      }
    },
  )

  const openStreams = new Set<() => void>()
  // Open streams would keep close() waiting forever.
  app.addHook('preClose', async () => {
    for (const close of openStreams) close()
  })

  app.get(
    '/api/v1/screens/events',
    {
      schema: {
        operationId: 'screenEvents',
        tags,
        summary: 'Push channel (server-sent events) for the calling screen: class, refresh, hard-refresh, unlinked',
        description: [
          'Read with fetch streaming and `Accept: text/event-stream` (the token travels in the `screen-auth-token` header, which EventSource cannot send).',
          'First event: `class` with the current state. Then, within 2 s of a console change:',
          '`event: class` data `ClassState`; `event: refresh` data `{ "screen": id }`; `event: hard-refresh` data `{ "location": id }`;',
          '`event: unlinked` data `{ "screen": id }` (token revoked; the stream then ends).',
          'A `: ping` comment every 15 s. The 30 s poll remains the fallback.',
        ].join(' '),
        security: screenToken,
        response: {
          200: { description: 'An endless text/event-stream', content: { 'text/event-stream': { schema: ScreenEventStream } } },
          ...errorResponses(400, 401, 404),
        },
      },
      onRequest: requireScreen,
    },
    async (request, reply) => {
      // A JSON client (GraphQL Mesh among them) would wait on an endless body: only stream readers get one.
      if (!String(request.headers.accept ?? '').includes('text/event-stream')) throw badRequest(API_MESSAGES.eventStreamAccept)
      const { screen, location } = await callingScreen(request)
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
      const send = ({ event, data }: ScreenEvent) => raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
      let closed = false
      const close = () => {
        if (closed) return
        closed = true
        clearInterval(keepalive)
        unsubscribe()
        openStreams.delete(close)
        raw.end()
      }
      const keepalive = setInterval(() => raw.write(': ping\n\n'), SSE_KEEPALIVE_MS)
      const unsubscribe = app.screenEvents.subscribe(location.id, screen.id, (event) => {
        send(event)
        if (event.event === 'unlinked') close()
      })
      openStreams.add(close)
      raw.on('close', close)
      send({ event: 'class', data: classStateOf(location) })
    },
  )
}

export default deviceRoutes
