import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { API_MESSAGES, ERROR_CODES } from '../../../shared/messages'
import { canHaveLocations, SUPER_ADMIN_ROLES } from '../../../shared/roles'
import { errorResponses, IdParams } from '../../../shared/schemas/common'
import { UserCreateBody, UserDetailResponse, UserListQuery, UserListResponse, UserPasswordBody, UserUpdateBody } from '../../../shared/schemas/users'
import type { Db } from '../../db/client'
import { audit } from '../../lib/audit'
import { badRequest, conflictOnDuplicate, forbidden, notFound } from '../../lib/httpErrors'
import { listPage } from '../../lib/paging'
import { hashPassword } from '../../lib/passwords'
import { revokeUserSessions } from '../../lib/sessions'
import { assertFresh, nextUpdatedAt } from '../../lib/versions'
import { type AuthUser, signedInUser } from '../../plugins/auth'
import { auditPasswordChange, userLocationIds } from '../../domain/users'
import userCompanyAccountRoutes from './companyAccounts'
import userLocationRoutes from './locations'
import userRegionRoutes, { clearUserRegions, mayHaveRegions } from './regions'
import {
  deleteUserRow,
  existingLocationIds,
  findUserRow,
  insertUser,
  linkLocations,
  listUsers,
  lockedUser,
  unlinkLocations,
  updateUserRow,
  type UserChanges,
  userDetail,
  type UserRow,
} from './repository'

const bearer = [{ bearerAuth: [] }]
const tags = ['users']

async function requireLocations(tx: Db, ids: readonly string[]): Promise<void> {
  const existing = await existingLocationIds(tx, ids)
  if (ids.some((id) => !existing.has(id))) throw badRequest(API_MESSAGES.unknownLocations)
}

/**
 * Applies an update after its checks: stale version, own role or deactivation, api-access
 * without locations. Returns what changed, for the audit log.
 */
async function applyUpdate(tx: Db, actor: AuthUser, current: UserRow, body: UserUpdateBody) {
  const { updatedAt: _version, locations: wantedLocations, ...fields } = body
  assertFresh(current.updatedAt, body, API_MESSAGES.userChanged)
  const isSelf = current.id === actor.id
  if (isSelf && fields.role !== undefined && fields.role !== current.role) throw forbidden(API_MESSAGES.ownRoleChange)
  if (isSelf && fields.isActive === false) throw forbidden(API_MESSAGES.ownDeactivation)

  const currentLocations = await userLocationIds(tx, current.id)
  const targetLocations = wantedLocations ? [...new Set(wantedLocations)] : currentLocations
  if (!canHaveLocations(fields.role ?? current.role) && targetLocations.length > 0) throw badRequest(API_MESSAGES.apiAccessLocations)
  await requireLocations(tx, targetLocations)

  const added = targetLocations.filter((id) => !currentLocations.includes(id))
  const removed = currentLocations.filter((id) => !targetLocations.includes(id))
  await linkLocations(tx, current.id, added)
  await unlinkLocations(tx, current.id, removed)

  // A scope of regions belongs to an admin only: another role drops it (docs/RULES.md#regions).
  if (!mayHaveRegions(fields.role ?? current.role)) await clearUserRegions(tx, current.id)

  const changes: UserChanges = { ...fields, updatedAt: nextUpdatedAt(current.updatedAt) }
  const row = await updateUserRow(tx, current.id, changes)
  // A deactivated user is signed out everywhere at once, not when the token expires; so is a user
  // whose sign-in email changed (an admin acting on a taken-over account), but for the session
  // that made the change when it is the user's own.
  if (current.isActive && row.isActive === false) await revokeUserSessions(tx, current.id)
  else if (row.email !== current.email) await revokeUserSessions(tx, current.id, isSelf ? actor.sessionId : undefined)
  return { row, audited: { id: current.id, changes: fields, locationsAdded: added, locationsRemoved: removed } }
}

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/users',
    {
      schema: {
        operationId: 'listUsers',
        tags,
        summary: 'Users sorted by last name; search, email, firstName and lastName match parts, case-insensitively',
        security: bearer,
        querystring: UserListQuery,
        response: { 200: UserListResponse, ...errorResponses(400, 401, 403) },
      },
      onRequest: app.requireRole(...SUPER_ADMIN_ROLES),
    },
    async (request) => {
      const { query } = request
      return listPage(query, await listUsers(app.db, query))
    },
  )

  app.get(
    '/api/v1/users/:id',
    {
      schema: {
        operationId: 'getUser',
        tags,
        summary: 'One user with its locations',
        security: bearer,
        params: IdParams,
        response: { 200: UserDetailResponse, ...errorResponses(401, 403, 404) },
      },
      onRequest: app.requireRole(...SUPER_ADMIN_ROLES),
    },
    async (request) => {
      const user = await findUserRow(app.db, request.params.id)
      if (!user) throw notFound(API_MESSAGES.userNotFound)
      return { data: await userDetail(app.db, user) }
    },
  )

  app.post(
    '/api/v1/users',
    {
      schema: {
        operationId: 'createUser',
        tags,
        summary: 'Add a user',
        security: bearer,
        body: UserCreateBody,
        response: { 200: UserDetailResponse, ...errorResponses(400, 401, 403, 409) },
      },
      onRequest: app.requireRole(...SUPER_ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const { password, ...fields } = request.body
      const passwordHash = await hashPassword(password)
      const user = await conflictOnDuplicate(API_MESSAGES.emailTaken, () =>
        app.db.transaction(async (tx) => {
          const row = await insertUser(tx, { ...fields, passwordHash })
          const detail = await userDetail(tx, row)
          await audit(tx, 'User', 'create', actor, detail)
          return detail
        }),
      )
      return { data: user }
    },
  )

  app.put(
    '/api/v1/users/:id',
    {
      schema: {
        operationId: 'updateUser',
        tags,
        summary: 'Update a user; `locations` replaces its location list; deactivating signs it out everywhere; nobody changes their own role',
        security: bearer,
        params: IdParams,
        body: UserUpdateBody,
        response: { 200: UserDetailResponse, ...errorResponses(400, 401, 403, 404, 409, 412) },
      },
      config: { ifMatch: true },
      onRequest: app.requireRole(...SUPER_ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const user = await conflictOnDuplicate(API_MESSAGES.emailTaken, () =>
        app.db.transaction(async (tx) => {
          const current = await lockedUser(tx, request.params.id)
          const { row, audited } = await applyUpdate(tx, actor, current, request.body)
          await audit(tx, 'User', 'update', actor, audited)
          return userDetail(tx, row)
        }),
      )
      return { data: user }
    },
  )

  app.put(
    '/api/v1/users/:id/password',
    {
      schema: {
        operationId: 'setUserPassword',
        tags,
        summary: 'Set a new password for another user (super-admin); every session of that user ends. Your own password changes on your profile',
        security: bearer,
        params: IdParams,
        body: UserPasswordBody,
        response: { 200: UserDetailResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: app.requireRole(...SUPER_ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      // Here no current password is asked for, so one's own password goes through the profile, which asks.
      if (request.params.id === actor.id) throw forbidden(API_MESSAGES.ownPasswordOnProfile, ERROR_CODES.ownPasswordOnProfile)
      const passwordHash = await hashPassword(request.body.password)
      const user = await app.db.transaction(async (tx) => {
        const current = await lockedUser(tx, request.params.id)
        const row = await updateUserRow(tx, current.id, { passwordHash, updatedAt: nextUpdatedAt(current.updatedAt) })
        await revokeUserSessions(tx, current.id)
        await auditPasswordChange(tx, actor, request, current, 'super-admin')
        return userDetail(tx, row)
      })
      return { data: user }
    },
  )

  app.delete(
    '/api/v1/users/:id',
    {
      schema: {
        operationId: 'deleteUser',
        tags,
        summary: 'Delete a user with its sessions and location links (super-admin; not yourself)',
        security: bearer,
        params: IdParams,
        response: { 200: UserDetailResponse, ...errorResponses(401, 403, 404) },
      },
      onRequest: app.requireRole(...SUPER_ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      if (request.params.id === actor.id) throw forbidden(API_MESSAGES.ownDeletion)
      const user = await app.db.transaction(async (tx) => {
        const current = await lockedUser(tx, request.params.id)
        const deleted = await userDetail(tx, current)
        await deleteUserRow(tx, current.id)
        await audit(tx, 'User', 'delete', actor, deleted)
        return deleted
      })
      return { data: user }
    },
  )

  await app.register(userLocationRoutes)
  await app.register(userRegionRoutes)
  await app.register(userCompanyAccountRoutes)
}

export default userRoutes
