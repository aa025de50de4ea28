import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { API_MESSAGES } from '../../../shared/messages'
import { canHaveLocations, SUPER_ADMIN_ROLES } from '../../../shared/roles'
import { errorResponses, IdParams } from '../../../shared/schemas/common'
import { UserDetailResponse, UserLocationBody, UserLocationParams, type UserDetail } from '../../../shared/schemas/users'
import type { Db } from '../../db/client'
import { audit } from '../../lib/audit'
import { badRequest, notFound } from '../../lib/httpErrors'
import { isUuid } from '../../lib/tokens'
import { nextUpdatedAt } from '../../lib/versions'
import { type AuthUser, signedInUser } from '../../plugins/auth'
import { existingLocationIds, linkLocations, lockedUser, unlinkLocations, updateUserRow, userDetail, type UserRow } from './repository'

const bearer = [{ bearerAuth: [] }]
const tags = ['users']

/** After a user's location links changed: a new version of the user, the audit line, the user as it is now. */
async function linksChanged(
  tx: Db,
  actor: AuthUser,
  user: UserRow,
  change: { locationsAdded: string[] } | { locationsRemoved: string[] },
): Promise<UserDetail> {
  const row = await updateUserRow(tx, user.id, { updatedAt: nextUpdatedAt(user.updatedAt) })
  await audit(tx, 'User', 'update', actor, { id: user.id, ...change })
  return userDetail(tx, row)
}

/** /api/v1/users/:id/locations: one location given to a user, or taken away. */
const userLocationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/api/v1/users/:id/locations',
    {
      schema: {
        operationId: 'addUserLocation',
        tags,
        summary: 'Assign a location to a user (not to api-access users); assigning it again changes nothing',
        security: bearer,
        params: IdParams,
        body: UserLocationBody,
        response: { 200: UserDetailResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: app.requireRole(...SUPER_ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const { locationId } = request.body
      const user = await app.db.transaction(async (tx) => {
        const current = await lockedUser(tx, request.params.id)
        if (!canHaveLocations(current.role)) throw badRequest(API_MESSAGES.apiAccessLocations)
        if ((await existingLocationIds(tx, [locationId])).size === 0) throw notFound(API_MESSAGES.locationNotFound)
        await linkLocations(tx, current.id, [locationId])
        return linksChanged(tx, actor, current, { locationsAdded: [locationId] })
      })
      return { data: user }
    },
  )

  app.delete(
    '/api/v1/users/:id/locations/:locationId',
    {
      schema: {
        operationId: 'removeUserLocation',
        tags,
        summary: 'Take a location away from a user',
        security: bearer,
        params: UserLocationParams,
        response: { 200: UserDetailResponse, ...errorResponses(401, 403, 404) },
      },
      onRequest: app.requireRole(...SUPER_ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const { locationId } = request.params
      const user = await app.db.transaction(async (tx) => {
        const current = await lockedUser(tx, request.params.id)
        const removed = isUuid(locationId) ? await unlinkLocations(tx, current.id, [locationId]) : 0
        if (removed === 0) throw notFound(API_MESSAGES.userLocationMissing)
        return linksChanged(tx, actor, current, { locationsRemoved: [locationId] })
      })
      return { data: user }
    },
  )
}

export default userLocationRoutes
