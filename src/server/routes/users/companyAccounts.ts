import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { API_MESSAGES } from '../../../shared/messages'
import { isSuperAdmin, SUPER_ADMIN_ROLES } from '../../../shared/roles'
import { errorResponses, IdParams } from '../../../shared/schemas/common'
import { CompanyAccountAllowanceBody, CompanyAccountsResponse, UserCompanyAccountParams } from '../../../shared/schemas/companyAccounts'
import { companyAccountsOf, setLinkAllowance, unlinkIdentity } from '../../domain/companyAccounts'
import { badRequest, notFound } from '../../lib/httpErrors'
import { signedInUser } from '../../plugins/auth'
import { findUserRow, lockedUser } from './repository'

const bearer = [{ bearerAuth: [] }]
const tags = ['users']

/**
 * /api/v1/users/:id/company-accounts: the super-admin sees a user's company accounts (OpenID Connect),
 * removes one, and allows the account's next company sign-in to link it (docs/SECURITY.md#openid-connect-sign-in).
 */
const userCompanyAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/users/:id/company-accounts',
    {
      schema: {
        operationId: 'getUserCompanyAccounts',
        tags,
        summary: 'A user’s company accounts (OpenID Connect), and until when their next company sign-in may link one',
        security: bearer,
        params: IdParams,
        response: { 200: CompanyAccountsResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: app.requireRole(...SUPER_ADMIN_ROLES),
    },
    async (request) => {
      const user = await findUserRow(app.db, request.params.id)
      if (!user) throw notFound(API_MESSAGES.userNotFound)
      return { data: await companyAccountsOf(app.db, user.id) }
    },
  )

  app.put(
    '/api/v1/users/:id/company-accounts/allowance',
    {
      schema: {
        operationId: 'allowUserCompanyAccountLink',
        tags,
        summary:
          'Allow (or withdraw) the link of this account on its next company sign-in with its verified email, once, within 7 days; never for a super-admin, who links their own',
        security: bearer,
        params: IdParams,
        body: CompanyAccountAllowanceBody,
        response: { 200: CompanyAccountsResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: app.requireRole(...SUPER_ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const accounts = await app.db.transaction(async (tx) => {
        const user = await lockedUser(tx, request.params.id)
        // An email match never reaches a super-admin's account, even with leave.
        if (request.body.allowed && isSuperAdmin(user.role)) throw badRequest(API_MESSAGES.companyAccountSuperAdmin)
        await setLinkAllowance(tx, request, actor, user, request.body.allowed)
        return companyAccountsOf(tx, user.id)
      })
      return { data: accounts }
    },
  )

  app.delete(
    '/api/v1/users/:id/company-accounts/:accountId',
    {
      schema: {
        operationId: 'unlinkUserCompanyAccount',
        tags,
        summary: 'Remove one of a user’s company accounts: it no longer signs them in',
        security: bearer,
        params: UserCompanyAccountParams,
        response: { 200: CompanyAccountsResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: app.requireRole(...SUPER_ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const accounts = await app.db.transaction(async (tx) => {
        const user = await lockedUser(tx, request.params.id)
        await unlinkIdentity(tx, request, actor, user, request.params.accountId)
        return companyAccountsOf(tx, user.id)
      })
      return { data: accounts }
    },
  )
}

export default userCompanyAccountRoutes
