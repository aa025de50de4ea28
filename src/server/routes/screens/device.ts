import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SCREEN_TOKEN_HEADER } from '../../../shared/constants'
import { API_MESSAGES } from '../../../shared/messages'
import { ROLES } from '../../../shared/roles'
import { PollBody, PollResponse, type DeviceState } from '../../../shared/schemas/class'
import { errorResponses } from '../../../shared/schemas/common'
import { ScreenPlanResponse } from '../../../shared/schemas/screenPlan'
import { HeartbeatBody, HeartbeatResponse, RoundParams, RoundWorkoutQuery, RoundWorkoutResponse, ScreenAuthResponse } from '../../../shared/schemas/screens'
import { cachedPartSerializerCompiler, fastSerializerCompiler, gzipAnswer } from '../../lib/fastSerializer'
import { recentTime, rowTime } from '../../lib/isoTime'
import { acceptsGzip } from '../../lib/stitchedGzip'
import { addVary } from '../../lib/vary'
import { badRequest, notFound } from '../../lib/httpErrors'
import { scopeOf } from '../../lib/locationScope'
import { signedInUser } from '../../plugins/auth'
import type { Fleet } from '../../fleet/fleet'
import { requireLocationRow } from '../../domain/locations'
import type { ScreenWithLocation } from '../../domain/screens'
import { clearRefreshFlags, screenAuthDto } from './repository'

const screenToken = [{ screenToken: [] }]
const tags = ['screen device']
/** Thousands of screens call these routes: their routine calls are not logged, their errors are. */
export const HOT_PATH_LOG_LEVEL = 'warn'
/**
 * ...and are not compressed per call: answered from memory on the studio's network, the CPU matters more than bytes
 * (plugins/compression.ts). The heartbeat's answer, mostly the workout every screen of a location shares, goes gzipped
 * from a start compressed once per workout (lib/stitchedGzip.ts).
 */
export const HOT_PATH_COMPRESS = false

/**
 * The calling device's screen, from the fleet's read model (docs/FLEET.md): no database read in the
 * steady state. Its token dies with the screen, so a miss is a race with a delete.
 */
export async function callingScreenOf(fleet: Pick<Fleet, 'screenWithLocation'>, request: FastifyRequest): Promise<ScreenWithLocation> {
  const found = request.screen ? await fleet.screenWithLocation(request.screen.screenId) : undefined
  if (!found) throw notFound(API_MESSAGES.screenNotFound)
  return found
}

/**
 * What the polling screen says of itself, when it sent it (only when it changed), as a plain object of
 * one fixed shape. The validated body's objects have no prototype, and spreading one
 * (`{ ...body.device }`) took a V8 slow path that made the poll a tenth slower
 * (docs/FLEET.md#measuring-it); copying the fields by name costs nothing measurable. `playing` is
 * the poll's own, recorded beside it.
 */
export function reportedDevice({ device }: PollBody): DeviceState | undefined {
  if (!device) return undefined
  return {
    appVersion: device.appVersion,
    cacheAvailable: device.cacheAvailable,
    clipsWanted: device.clipsWanted,
    clipsCached: device.clipsCached,
    position: device.position,
    facts: device.facts,
    ahead: device.ahead,
  }
}

const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireScreen = app.requireScreen()
  const requireUser = app.requireRole(...ROLES)
  /** A screen token when the header is sent, otherwise a console sign-in. */
  const screenOrUser: onRequestAsyncHookHandler = async function (request, reply) {
    const handler = request.headers[SCREEN_TOKEN_HEADER] !== undefined ? requireScreen : requireUser
    await handler.call(this, request, reply)
  }

  const callingScreen = (request: FastifyRequest) => callingScreenOf(app.fleet, request)

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
      // Thousands of screens poll: their routine calls are not logged, their errors are.
      logLevel: HOT_PATH_LOG_LEVEL,
      serializerCompiler: fastSerializerCompiler,
      compress: HOT_PATH_COMPRESS,
    },
    async (request) => {
      return { data: screenAuthDto(app.fleet, await callingScreen(request), request.screen!.tokenHash, new Date()) }
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
      // Thousands of screens poll: their routine calls are not logged, their errors are.
      logLevel: HOT_PATH_LOG_LEVEL,
      // The workout is written once per version the fleet caches, not on every heartbeat. It answers bytes, which
      // Fastify sends as they are, though its type names only a string.
      serializerCompiler: cachedPartSerializerCompiler('workout') as unknown as typeof fastSerializerCompiler,
      compress: HOT_PATH_COMPRESS,
    },
    async (request, reply) => {
      const now = new Date()
      const { tokenHash } = request.screen!
      const found = await callingScreen(request)
      const { location } = found
      let { screen } = found
      app.fleet.heartbeats.record(screen.id, now)
      app.consoleHub.screenReport({ screen: screen.id, location: location.id, seenAt: now.getTime() }, now.getTime())
      const { refreshFlag, hardRefreshFlag } = request.body
      // Only a request the reload has honoured is written; a plain heartbeat stays in memory.
      if ((refreshFlag === false && screen.refreshFlag) || (hardRefreshFlag === false && screen.hardRefreshFlag)) {
        const cleared = await clearRefreshFlags(app.db, screen.id, {
          ...(refreshFlag === false ? { refreshFlag } : {}),
          ...(hardRefreshFlag === false ? { hardRefreshFlag } : {}),
        })
        if (!cleared) throw notFound(API_MESSAGES.screenNotFound)
        app.fleet.invalidate({ screens: [screen.id] })
        // The reload is done: the consoles' refresh progress counts it now.
        app.consoleHub.screensChanged(location.id)
        screen = cleared
      }
      const workout = await app.fleet.currentWorkout(screen.round, location, now)
      const answer = {
        data: {
          screen: screenAuthDto(app.fleet, { screen, location }, tokenHash, now),
          workout,
          lrVideo: screen.isLrVideo || Boolean(workout?.isLrVideo),
        },
      }
      addVary(reply, 'accept-encoding')
      if (!acceptsGzip(request.headers['accept-encoding'])) return answer
      reply.header('content-encoding', 'gzip')
      return gzipAnswer(answer)
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
        location = await requireLocationRow(app.db, request.query.location, scopeOf(signedInUser(request)))
      }
      return { data: await app.fleet.currentWorkout(request.params.id, location, new Date()) }
    },
  )

  app.get(
    '/api/v1/screens/plan',
    {
      schema: {
        operationId: 'getScreenPlan',
        tags,
        summary: 'What the calling screen’s round plays over the next 7 days, from each roll-over, with the coming days’ classes',
        description:
          'The screen fetches these clips ahead and runs across a roll-over with no network (docs/SCREEN-DEVICE.md#content-ahead). ' +
          'Answered from memory like the poll; the screen asks after it loads and every half hour, never with the reload itself.',
        security: screenToken,
        response: { 200: ScreenPlanResponse, ...errorResponses(401, 404) },
      },
      onRequest: requireScreen,
      logLevel: HOT_PATH_LOG_LEVEL,
      serializerCompiler: fastSerializerCompiler,
      compress: HOT_PATH_COMPRESS,
    },
    async (request) => {
      const { screen, location } = await callingScreen(request)
      return { data: await app.fleet.screenPlan(screen.round, location, new Date()) }
    },
  )

  app.post(
    '/api/v1/screens/poll',
    {
      schema: {
        operationId: 'pollScreen',
        tags,
        summary: 'The class-screen poll (every 30 s): reports playing state, answers the class state, flags and today’s classes',
        description: 'Also counts as a heartbeat. The reported `playing` and `automaticMode` are informational: the location’s values are authoritative.',
        security: screenToken,
        body: PollBody,
        response: { 200: PollResponse, ...errorResponses(400, 401, 404) },
      },
      onRequest: requireScreen,
      // Thousands of screens poll: their routine calls are not logged, their errors are.
      logLevel: HOT_PATH_LOG_LEVEL,
      serializerCompiler: fastSerializerCompiler,
      compress: HOT_PATH_COMPRESS,
    },
    async (request) => {
      const now = new Date()
      const { screen, location } = await callingScreen(request)
      const device = reportedDevice(request.body)
      app.fleet.heartbeats.record(screen.id, now, device, request.body.playing)
      // The consoles hear it when it is news: the screen came back, started or stopped playing, moved on a clip.
      const at = now.getTime()
      app.consoleHub.screenReport(
        {
          screen: screen.id,
          location: location.id,
          seenAt: at,
          playing: request.body.playing,
          playingAt: at,
          ...(device ? { position: device.position ?? null, positionAt: at } : {}),
        },
        at,
      )
      const plan = await app.fleet.dayPlan(location, now)
      const kept = await app.fleet.screenMessages(location.id)
      // Field by field, not spread from classStateOf(): this is the hottest object of the server.
      return {
        data: {
          classStart: location.classStart,
          automaticMode: location.automaticMode,
          alternateCountdown: location.alternateCountdown,
          classStartedAt: location.classStartedAt ? rowTime(location.classStartedAt) : null,
          refreshFlag: screen.refreshFlag,
          hardRefreshFlag: screen.hardRefreshFlag,
          locationEnabled: location.isActive && location.isEnabled,
          mctEnabled: location.mctEnabled,
          timeZone: location.timeZone,
          serverTime: recentTime(now),
          today: plan.date,
          timetable: plan.classes,
          timetableStale: plan.stale,
          closedToday: plan.closure?.reason ?? null,
          workoutDay: app.fleet.workoutDay(location, now),
          downloadWindowStart: location.downloadWindowStart,
          downloadWindowEnd: location.downloadWindowEnd,
          downloadCapMbps: location.downloadCapMbps,
          // Usually none: filtered only when there are some (a message cached before its end passed).
          messages: kept.length === 0 ? kept : kept.filter((message) => message.endsAt === null || Date.parse(message.endsAt) > at),
        },
      }
    },
  )
}

export default deviceRoutes
