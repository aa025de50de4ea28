import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { codeOfMessage } from '../../../shared/messages'
import { PlaysBody, PlaysResponse } from '../../../shared/schemas/classRuns'
import { errorResponses } from '../../../shared/schemas/common'
import { storePlays } from '../../domain/classRuns'
import { classStateOf } from '../../domain/classState'
import { checkPlays } from '../../domain/playValidation'
import { positionAfterPlays } from '../../fleet/liveScreens'
import { createPlayGuard } from '../../limits/playLimits'
import { callingScreenOf } from './device'

/** A refusal's status: our HttpError's, or 400 for the body's own checks (the error handler answers both). */
const statusOf = (error: Error) => ('validation' in error ? 400 : (error as { statusCode?: unknown }).statusCode)
const errorCodeOf = (error: Error) => (error as { code?: unknown }).code ?? codeOfMessage(error.message) ?? 'INVALID_INPUT'

/**
 * /api/v1/screens/plays: the calling screen reports the clips it played (proof of play,
 * docs/CLASS-RUNS.md). Only what the server can vouch for is stored (domain/playValidation.ts), at
 * a pace a screen can play (limits/playLimits.ts); every refusal is counted against the screen.
 */
const playsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = createPlayGuard(() => app.db)

  app.post(
    '/api/v1/screens/plays',
    {
      schema: {
        operationId: 'reportScreenPlays',
        tags: ['screen device'],
        summary: 'The calling screen reports the clips it played (proof of play); a report id sent again is stored once',
        description:
          'Each clip must fit its class format and lie within 3 hours of a class the server knows began at the screen’s location (a Start press, or a class of the timetable that was due). Reports per screen and minute and new classes per screen and hour are limited (429); refusals are counted and raise a `playsRefused` alert when a screen keeps sending them.',
        security: [{ screenToken: [] }],
        body: PlaysBody,
        response: { 200: PlaysResponse, ...errorResponses(400, 401, 404, 429) },
      },
      onRequest: app.requireScreen(),
      // Every refusal of a screen's report is counted and logged, the body's own checks (schema) included.
      onError: async (request, _reply, error) => {
        const status = statusOf(error)
        if (!request.screen || (status !== 400 && status !== 429)) return
        const found = await app.fleet.screenWithLocation(request.screen.screenId)
        if (!found) return
        const refused = await guard.refused({ id: found.screen.id, locationId: found.location.id })
        // Each of the first refusals of the hour, then one line per hundred: a flood does not flood the log.
        if (refused > guard.limits.refusalsForAlert && refused % 100 !== 0) return
        request.log.warn(
          { screen: found.screen.id, location: found.location.id, status, code: errorCodeOf(error), refusedThisHour: refused },
          'play report refused',
        )
      },
    },
    async (request) => {
      const now = new Date()
      const { screen, location } = await callingScreenOf(app.fleet, request)
      await guard.admitReport(screen.id, now)
      const checked = await checkPlays(app.db, app.fleet, location, request.body.plays, now)
      await guard.admitRuns(screen.id, checked.newRuns, now)
      const { accepted, duplicates, runsStarted, classesEnded } = await app.db.transaction((tx) =>
        storePlays(tx, screen, location.id, request.body.plays, checked.anchors, now, app.syncThresholdMs),
      )
      // A manual class played to its end has ended (docs/CLASS-RUNS.md): screens and consoles hear it as they hear a Stop.
      for (const row of classesEnded) {
        const state = classStateOf(row)
        app.fleet.push(state.location, { event: 'class', data: state })
      }
      app.activity.playsStored(accepted)
      app.activity.runStarted('manual', runsStarted.manual)
      app.activity.runStarted('automatic', runsStarted.automatic)
      // A clip reported as it left the screen: the consoles learn the next one is on (docs/FLEET.md#live-consoles).
      const onScreen = positionAfterPlays(request.body.plays, now.getTime())
      if (onScreen) app.consoleHub.screenReport({ screen: screen.id, location: location.id, ...onScreen }, now.getTime())
      return { data: { accepted, duplicates } }
    },
  )
}

export default playsRoutes
