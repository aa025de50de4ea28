import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { API_MESSAGES, VALIDATION_MESSAGES } from '../../../shared/messages'
import { SUPER_ADMIN_ROLES } from '../../../shared/roles'
import { errorResponses } from '../../../shared/schemas/common'
import { LogCleanBody, LogCleanResponse, LogListQuery, LogListResponse } from '../../../shared/schemas/logs'
import { audit } from '../../lib/audit'
import { forbidden } from '../../lib/http-errors'
import { listPage } from '../../lib/paging'
import { signedInUser } from '../../plugins/auth'
import { deleteAllLogs, listLogs } from './repository'

export interface LogRoutesOptions {
  /** The word a super-admin types to clean the log (env LOGS_CLEAN_WORD); unset disables cleaning. */
  cleanWord?: string
}

const bearer = [{ bearerAuth: [] }]
const tags = ['logs']

// Digests have one length, so the comparison takes the same time whatever was typed.
const digest = (text: string) => createHash('sha256').update(text.normalize('NFKC')).digest()
function isCleanWord(typed: string, expected: string): boolean {
  return timingSafeEqual(digest(typed), digest(expected))
}

const logRoutes: FastifyPluginAsyncZod<LogRoutesOptions> = async (app, options) => {
  app.get(
    '/api/v2/logs',
    {
      schema: {
        operationId: 'listLogs',
        tags,
        summary: 'Audit log entries, newest first (super-admin)',
        security: bearer,
        querystring: LogListQuery,
        response: { 200: LogListResponse, ...errorResponses(400, 401, 403) },
      },
      onRequest: app.requireRole(...SUPER_ADMIN_ROLES),
    },
    async (request) => {
      const { query } = request
      return listPage(query, await listLogs(app.db, query))
    },
  )

  app.delete(
    '/api/v2/logs',
    {
      schema: {
        operationId: 'cleanLogs',
        tags,
        summary: 'Delete every log entry after checking the confirmation word (super-admin); one entry records the cleaning',
        security: bearer,
        body: LogCleanBody,
        response: { 200: LogCleanResponse, ...errorResponses(400, 401, 403) },
      },
      onRequest: app.requireRole(...SUPER_ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      if (!options.cleanWord) throw forbidden(API_MESSAGES.logsCleanNotConfigured)
      if (!isCleanWord(request.body.password, options.cleanWord)) throw forbidden(VALIDATION_MESSAGES.incorrectPassword)
      const deleted = await app.db.transaction(async (tx) => {
        const count = await deleteAllLogs(tx)
        await audit(tx, 'Log', 'delete', actor, { deleted: count })
        return count
      })
      return { data: { deleted } }
    },
  )
}

export default logRoutes
