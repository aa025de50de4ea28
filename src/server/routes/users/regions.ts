import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { API_MESSAGES } from '../../../shared/messages'
import { isAdmin, isSuperAdmin, SUPER_ADMIN_ROLES, type Role } from '../../../shared/roles'
import { errorResponses, IdParams } from '../../../shared/schemas/common'
import { UserRegionsBody } from '../../../shared/schemas/regions'
import { UserDetailResponse } from '../../../shared/schemas/users'
import type { Db } from '../../db/client'
import { regions, userRegions } from '../../db/schema'
import { userRegionIds } from '../../domain/users'
import { audit } from '../../lib/audit'
import { badRequest, notFound } from '../../lib/httpErrors'
import { nextUpdatedAt } from '../../lib/versions'
import { signedInUser } from '../../plugins/auth'
import { lockedUser, updateUserRow, userDetail } from './repository'

const bearer = [{ bearerAuth: [] }]
const tags = ['users']

/** Only an admin is given regions: location staff have their locations, a super-admin the whole chain. */
export function mayHaveRegions(role: Role): boolean {
  return isAdmin(role) && !isSuperAdmin(role)
}

/** Takes every region away from a user (a role that cannot hold them). */
export async function clearUserRegions(tx: Db, userId: string): Promise<void> {
  await tx.delete(userRegions).where(eq(userRegions.userId, userId))
}

/** /api/v1/users/:id/regions: the super-admin grants an admin a scope of regions (docs/RULES.md#regions). */
const userRegionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/v1/users/:id/regions',
    {
      schema: {
        operationId: 'setUserRegions',
        tags,
        summary:
          'Scope an admin to regions: they see and change only those regions’ locations; `regions: []` with `wholeChain: true` gives back the whole chain (an empty list alone is refused)',
        security: bearer,
        params: IdParams,
        body: UserRegionsBody,
        response: { 200: UserDetailResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: app.requireRole(...SUPER_ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const wanted = [...new Set(request.body.regions)]
      const wholeChain = request.body.wholeChain === true
      if (wholeChain && wanted.length > 0) throw badRequest(API_MESSAGES.regionScopeContradiction)
      const user = await app.db.transaction(async (tx) => {
        const current = await lockedUser(tx, request.params.id)
        if (wanted.length > 0 && !mayHaveRegions(current.role)) throw badRequest(API_MESSAGES.regionScopeAdminsOnly)
        if (wanted.length > 0) {
          const found = await tx.select({ id: regions.id }).from(regions).where(inArray(regions.id, wanted))
          if (found.length !== wanted.length) throw notFound(API_MESSAGES.regionNotFound)
        }
        const before = await userRegionIds(tx, current.id)
        // Emptying a scope widens it to the whole chain: only when the caller says so (docs/SECURITY.md#regions-and-scope).
        if (wanted.length === 0 && before.length > 0 && !wholeChain) throw badRequest(API_MESSAGES.regionScopeWholeChain)
        const added = wanted.filter((id) => !before.includes(id))
        const removed = before.filter((id) => !wanted.includes(id))
        if (added.length > 0) await tx.insert(userRegions).values(added.map((regionId) => ({ userId: current.id, regionId })))
        if (removed.length > 0) await tx.delete(userRegions).where(and(eq(userRegions.userId, current.id), inArray(userRegions.regionId, removed)))
        const row = await updateUserRow(tx, current.id, { updatedAt: nextUpdatedAt(current.updatedAt) })
        await audit(tx, 'User', 'update', actor, {
          id: current.id,
          regionsAdded: added,
          regionsRemoved: removed,
          ...(wanted.length === 0 && before.length > 0 ? { wholeChain: true } : {}),
        })
        return userDetail(tx, row)
      })
      return { data: user }
    },
  )
}

export default userRegionRoutes
