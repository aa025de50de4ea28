import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { API_MESSAGES, ERROR_CODES, VALIDATION_MESSAGES, codeOfMessage } from '../../../shared/messages'
import { ADMIN_ROLES, ROLES, SUPER_ADMIN_ROLES } from '../../../shared/roles'
import { defaultRoutines } from '../../../shared/routines'
import { errorResponses, IdParams } from '../../../shared/schemas/common'
import {
  WorkoutCreateBody,
  WorkoutErrorResponse,
  WorkoutListQuery,
  WorkoutListResponse,
  WorkoutResponse,
  WorkoutUpdateBody,
} from '../../../shared/schemas/workouts'
import { checkRoutineLinks, endsBeforeStart, workoutEndInstant, workoutStartInstant } from '../../../shared/workoutRules'
import type { Db } from '../../db/client'
import { audit } from '../../lib/audit'
import { badRequest, notFound } from '../../lib/httpErrors'
import { listPage } from '../../lib/paging'
import { assertFresh, nextUpdatedAt } from '../../lib/versions'
import { signedInUser } from '../../plugins/auth'
import { workoutDto, type WorkoutRow } from '../../domain/workouts'
import workoutLinkCheckRoutes from './linkChecks'
import { deleteWorkoutRow, findWorkoutRow, insertWorkout, listWorkouts, saveRoutines, updateWorkoutRow, type WorkoutChanges } from './repository'

export interface WorkoutRoutesOptions {
  /** Approved media prefix: new workouts' preset links start with it, and every saved link must. */
  mediaBaseUrl: string
}

const bearer = [{ bearerAuth: [] }]
const tags = ['workouts']

async function lockedWorkout(tx: Db, id: string): Promise<WorkoutRow> {
  const workout = await findWorkoutRow(tx, id, true)
  if (!workout) throw notFound(API_MESSAGES.workoutNotFound)
  return workout
}

/** The changes an update makes to the workout row, after the stale-version and date-range checks. */
function changesFor(current: WorkoutRow, body: WorkoutUpdateBody, now: Date): WorkoutChanges {
  const { updatedAt: _version, routines: _routines, round, startDate, endDate, ...fields } = body
  assertFresh(current.updatedAt, body, API_MESSAGES.workoutChanged)
  const changes: WorkoutChanges = { ...fields, updatedAt: nextUpdatedAt(current.updatedAt, now) }
  if (round !== undefined) changes.roundNumber = round
  if (startDate !== undefined) changes.startDate = workoutStartInstant(startDate)
  if (endDate !== undefined) changes.endDate = workoutEndInstant(endDate)
  // One date alone may still cross the other, stored one.
  if (endsBeforeStart(changes.startDate ?? current.startDate, changes.endDate ?? current.endDate)) {
    throw badRequest(VALIDATION_MESSAGES.workoutEndDateSubmit)
  }
  return changes
}

/** A saved workout's links, checked in the background (docs/LINK-CHECKS.md): the form shows what was found. */
function linksOf(workout: { routines: { videoLink: string; lrVideoLink: string }[] }): string[] {
  return workout.routines.flatMap((routine) => [routine.videoLink, routine.lrVideoLink]).filter((link) => link.trim() !== '')
}

const workoutRoutes: FastifyPluginAsyncZod<WorkoutRoutesOptions> = async (app, options) => {
  await app.register(workoutLinkCheckRoutes)

  app.get(
    '/api/v1/workouts',
    {
      schema: {
        operationId: 'listWorkouts',
        tags,
        summary: 'Workouts with their routines, latest start first; `q` is a JSON filter, `search` matches name and sub-header',
        security: bearer,
        querystring: WorkoutListQuery,
        response: { 200: WorkoutListResponse, ...errorResponses(400, 401, 403) },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async (request) => {
      const { search, page, pageSize, q } = request.query
      return listPage(request.query, await listWorkouts(app.db, { search, page, pageSize, filter: q, now: new Date() }))
    },
  )

  app.get(
    '/api/v1/workouts/:id',
    {
      schema: {
        operationId: 'getWorkout',
        tags,
        summary: 'One workout with its routines sorted by step',
        security: bearer,
        params: IdParams,
        response: { 200: WorkoutResponse, ...errorResponses(401, 403, 404) },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async (request) => {
      const workout = await findWorkoutRow(app.db, request.params.id)
      if (!workout) throw notFound(API_MESSAGES.workoutNotFound)
      return { data: await workoutDto(app.db, workout) }
    },
  )

  app.post(
    '/api/v1/workouts',
    {
      schema: {
        operationId: 'createWorkout',
        tags,
        summary: 'Add a workout with the 14 standard routines; dates are stored as 00:00:00.000 and 23:59:59.999 UTC of their days',
        security: bearer,
        body: WorkoutCreateBody,
        response: { 200: WorkoutResponse, ...errorResponses(400, 401, 403) },
      },
      onRequest: app.requireRole(...ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const { round, startDate, endDate, subHeader, ...fields } = request.body
      const workout = await app.db.transaction(async (tx) => {
        const values = {
          ...fields,
          subHeader: subHeader ?? '',
          roundNumber: round,
          startDate: workoutStartInstant(startDate),
          endDate: workoutEndInstant(endDate),
        }
        const row = await insertWorkout(tx, values, defaultRoutines(options.mediaBaseUrl))
        const created = await workoutDto(tx, row)
        await audit(tx, 'Workout', 'create', actor, created)
        return created
      })
      // Every process reads the rounds' current workouts again (docs/FLEET.md).
      app.fleet.invalidate({ workouts: true })
      app.linkChecks.checkSoon(linksOf(workout))
      return { data: workout }
    },
  )

  app.put(
    '/api/v1/workouts/:id',
    {
      schema: {
        operationId: 'updateWorkout',
        tags,
        summary:
          'Update a workout, or only its routines (by step); video links must start with the approved media URL. A refused link answers 400 with `invalidSteps`',
        security: bearer,
        params: IdParams,
        body: WorkoutUpdateBody,
        response: { 200: WorkoutResponse, 400: WorkoutErrorResponse, ...errorResponses(401, 403, 404, 409, 412) },
      },
      config: { ifMatch: true },
      onRequest: app.requireRole(...ADMIN_ROLES),
    },
    async (request, reply) => {
      const actor = signedInUser(request)
      const { routines } = request.body
      const linksError = routines ? checkRoutineLinks(routines, options.mediaBaseUrl) : null
      if (linksError)
        return reply
          .status(400)
          .send({ error: linksError.message, code: codeOfMessage(linksError.message) ?? ERROR_CODES.invalidInput, invalidSteps: linksError.invalidSteps })
      const workout = await app.db.transaction(async (tx) => {
        const now = new Date()
        const current = await lockedWorkout(tx, request.params.id)
        const changes = changesFor(current, request.body, now)
        const row = await updateWorkoutRow(tx, current.id, changes)
        if (routines) await saveRoutines(tx, current.id, routines, now)
        await audit(tx, 'Workout', 'update', actor, { id: current.id, changes, routines })
        return workoutDto(tx, row)
      })
      // Every process reads the rounds' current workouts again (docs/FLEET.md).
      app.fleet.invalidate({ workouts: true })
      if (routines) app.linkChecks.checkSoon(linksOf(workout))
      return { data: workout }
    },
  )

  app.delete(
    '/api/v1/workouts/:id',
    {
      schema: {
        operationId: 'deleteWorkout',
        tags,
        summary: 'Delete a workout with its routines (super-admin)',
        security: bearer,
        params: IdParams,
        response: { 200: WorkoutResponse, ...errorResponses(401, 403, 404) },
      },
      onRequest: app.requireRole(...SUPER_ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const workout = await app.db.transaction(async (tx) => {
        const current = await lockedWorkout(tx, request.params.id)
        const deleted = await workoutDto(tx, current)
        await deleteWorkoutRow(tx, current.id)
        await audit(tx, 'Workout', 'delete', actor, deleted)
        return deleted
      })
      // Every process reads the rounds' current workouts again (docs/FLEET.md).
      app.fleet.invalidate({ workouts: true })
      return { data: workout }
    },
  )
}

export default workoutRoutes
