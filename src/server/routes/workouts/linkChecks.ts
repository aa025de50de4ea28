import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { API_MESSAGES } from '../../../shared/messages'
import { ADMIN_ROLES, ROLES } from '../../../shared/roles'
import { errorResponses, IdParams } from '../../../shared/schemas/common'
import { WorkoutLinkChecksResponse } from '../../../shared/schemas/linkChecks'
import { notFound } from '../../lib/httpErrors'
import { routineLinks, workoutLinkChecks } from '../../linkChecks/facts'
import { findWorkoutRow } from './repository'
import { routinesByWorkout } from '../../domain/workouts'

const bearer = [{ bearerAuth: [] }]
const tags = ['workouts']

/** /api/v1/workouts/:id/link-checks: what the server found at each of a workout's links (docs/LINK-CHECKS.md). */
const workoutLinkCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireWorkout = async (id: string) => {
    const workout = await findWorkoutRow(app.db, id)
    if (!workout) throw notFound(API_MESSAGES.workoutNotFound)
    return workout
  }

  app.get(
    '/api/v1/workouts/:id/link-checks',
    {
      schema: {
        operationId: 'getWorkoutLinkChecks',
        tags,
        summary:
          'What the last checks found at each of the workout’s links (status, type, size, duration, codecs, resolution), and the class’s length against 45 minutes',
        security: bearer,
        params: IdParams,
        response: { 200: WorkoutLinkChecksResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async (request) => {
      const workout = await requireWorkout(request.params.id)
      return { data: await workoutLinkChecks(app.db, workout.id) }
    },
  )

  app.post(
    '/api/v1/workouts/:id/link-checks',
    {
      schema: {
        operationId: 'checkWorkoutLinks',
        tags,
        summary: 'Checks the workout’s links now (a small range of each, never the whole clip) and answers what was found',
        security: bearer,
        params: IdParams,
        response: { 200: WorkoutLinkChecksResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: app.requireRole(...ADMIN_ROLES),
    },
    async (request) => {
      const workout = await requireWorkout(request.params.id)
      const rows = (await routinesByWorkout(app.db, [workout.id])).get(workout.id) ?? []
      await app.linkChecks.check(routineLinks(rows).map((link) => link.url))
      return { data: await workoutLinkChecks(app.db, workout.id) }
    },
  )
}

export default workoutLinkCheckRoutes
