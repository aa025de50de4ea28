import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { API_MESSAGES, ERROR_CODES } from '../../../shared/messages'
import { PlaysBody, PlaysResponse } from '../../../shared/schemas/classRuns'
import { errorResponses } from '../../../shared/schemas/common'
import { anchorsInWindow, storePlays } from '../../domain/classRuns'
import { badRequest } from '../../lib/http-errors'
import { callingScreenOf } from './device'

/** /api/v1/screens/plays: the calling screen reports the clips it played (proof of play, docs/CLASS-RUNS.md). */
const playsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/screens/plays',
    {
      schema: {
        operationId: 'reportScreenPlays',
        tags: ['screen device'],
        summary: 'The calling screen reports the clips it played (proof of play); a report id sent again is stored once',
        security: [{ screenToken: [] }],
        body: PlaysBody,
        response: { 200: PlaysResponse, ...errorResponses(400, 401, 404) },
      },
      onRequest: app.requireScreen(),
    },
    async (request) => {
      const now = new Date()
      const found = await callingScreenOf(app.fleet, request)
      if (!anchorsInWindow(request.body.plays, now)) throw badRequest(API_MESSAGES.playAnchorRange, ERROR_CODES.invalidInput)
      return { data: await storePlays(app.db, found.screen, found.location.id, request.body.plays, now) }
    },
  )
}

export default playsRoutes
