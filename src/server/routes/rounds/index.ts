import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { API_MESSAGES } from '../../../shared/messages'
import { ADMIN_ROLES, ROLES, SUPER_ADMIN_ROLES } from '../../../shared/roles'
import { errorResponses, IdParams, ListQuery } from '../../../shared/schemas/common'
import { RoundCreateBody, RoundListResponse, RoundResponse, RoundUpdateBody } from '../../../shared/schemas/rounds'
import type { Db } from '../../db/client'
import { audit } from '../../lib/audit'
import { conflictOnDuplicate, notFound } from '../../lib/httpErrors'
import { listPage } from '../../lib/paging'
import { assertFresh, nextUpdatedAt } from '../../lib/versions'
import { signedInUser } from '../../plugins/auth'
import {
  deleteRoundRow,
  findRoundRow,
  insertRound,
  listRounds,
  type RoundChanges,
  type RoundRow,
  storedImageUrl,
  toRoundDto,
  updateRoundRow,
} from './repository'

const bearer = [{ bearerAuth: [] }]
const tags = ['rounds']

/** The round, locked for the rest of the transaction, or the 404. */
async function lockedRound(tx: Db, id: string): Promise<RoundRow> {
  const round = await findRoundRow(tx, id, true)
  if (!round) throw notFound(API_MESSAGES.roundNotFound)
  return round
}

function changesFor(current: RoundRow, body: RoundUpdateBody): RoundChanges {
  const { updatedAt: _version, imageUrl, ...fields } = body
  assertFresh(current.updatedAt, body, API_MESSAGES.roundChanged)
  return { ...fields, imageUrl: storedImageUrl(imageUrl), updatedAt: nextUpdatedAt(current.updatedAt) }
}

const roundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/rounds',
    {
      schema: {
        operationId: 'listRounds',
        tags,
        summary: 'Rounds sorted by round number',
        security: bearer,
        querystring: ListQuery,
        response: { 200: RoundListResponse, ...errorResponses(400, 401, 403) },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async (request) => {
      const { query } = request
      return listPage(query, await listRounds(app.db, query))
    },
  )

  app.post(
    '/api/v1/rounds',
    {
      schema: {
        operationId: 'createRound',
        tags,
        summary: 'Add a round; its number (1-9) must be free',
        security: bearer,
        body: RoundCreateBody,
        response: { 200: RoundResponse, ...errorResponses(400, 401, 403, 409) },
      },
      onRequest: app.requireRole(...ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const round = await conflictOnDuplicate(API_MESSAGES.roundNumberTaken, () =>
        app.db.transaction(async (tx) => {
          const row = await insertRound(tx, request.body)
          await audit(tx, 'Round', 'create', actor, row)
          return toRoundDto(row)
        }),
      )
      return { data: round }
    },
  )

  app.put(
    '/api/v1/rounds/:id',
    {
      schema: {
        operationId: 'updateRound',
        tags,
        summary: 'Update a round; the body carries the updatedAt of the version edited',
        security: bearer,
        params: IdParams,
        body: RoundUpdateBody,
        response: { 200: RoundResponse, ...errorResponses(400, 401, 403, 404, 409, 412) },
      },
      config: { ifMatch: true },
      onRequest: app.requireRole(...ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const round = await conflictOnDuplicate(API_MESSAGES.roundNumberTaken, () =>
        app.db.transaction(async (tx) => {
          const current = await lockedRound(tx, request.params.id)
          const changes = changesFor(current, request.body)
          const row = await updateRoundRow(tx, current.id, changes)
          await audit(tx, 'Round', 'update', actor, { id: current.id, changes })
          return toRoundDto(row)
        }),
      )
      return { data: round }
    },
  )

  app.delete(
    '/api/v1/rounds/:id',
    {
      schema: {
        operationId: 'deleteRound',
        tags,
        summary: 'Delete a round (super-admin); its workouts stay, keyed by round number',
        security: bearer,
        params: IdParams,
        response: { 200: RoundResponse, ...errorResponses(401, 403, 404) },
      },
      onRequest: app.requireRole(...SUPER_ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const round = await app.db.transaction(async (tx) => {
        const current = await lockedRound(tx, request.params.id)
        await deleteRoundRow(tx, current.id)
        const deleted = toRoundDto(current)
        await audit(tx, 'Round', 'delete', actor, deleted)
        return deleted
      })
      return { data: round }
    },
  )
}

export default roundRoutes
