import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { API_MESSAGES, VALIDATION_MESSAGES } from '../../../shared/messages'
import { SUPER_ADMIN_ROLES } from '../../../shared/roles'
import { errorResponses } from '../../../shared/schemas/common'
import { LogCleanBody, LogCleanResponse, LogListQuery, LogListResponse } from '../../../shared/schemas/logs'
import { audit, requestOrigin } from '../../lib/audit'
import { forbidden } from '../../lib/httpErrors'
import { listPage } from '../../lib/paging'
import { signedInUser } from '../../plugins/auth'
import { createGuessGuard, type GuessLimit } from '../../limits/guessGuard'
import { cleanLogs, earlierCleanings, listLogs, LOG_MODEL } from './repository'

export interface LogRoutesOptions {
  /** The word a super-admin types to clean the log (env LOGS_CLEAN_WORD); unset disables cleaning. */
  cleanWord?: string
  /** Wrong words a user, or an address, may type before a pause (default CLEAN_WORD_GUESSES). */
  cleanWordGuesses?: GuessLimit
}

/** A stolen super-admin session must not guess its way to erasing the trail: 5 words in 15 minutes. */
export const CLEAN_WORD_GUESSES: GuessLimit = { max: 5, windowMs: 15 * 60_000 }

const bearer = [{ bearerAuth: [] }]
const tags = ['logs']

// Digests have one length, so the comparison takes the same time whatever was typed.
const digest = (text: string) => createHash('sha256').update(text.normalize('NFKC')).digest()
function isCleanWord(typed: string, expected: string): boolean {
  return timingSafeEqual(digest(typed), digest(expected))
}

const logRoutes: FastifyPluginAsyncZod<LogRoutesOptions> = async (app, options) => {
  const cleanWordGuesses = createGuessGuard(() => app.db, 'logs-clean', options.cleanWordGuesses ?? CLEAN_WORD_GUESSES)
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
        summary:
          'Delete every log entry after checking the confirmation word (super-admin; 5 wrong words in 15 minutes, then 429; each wrong word is logged); the log’s own entries stay, and one more records who cleaned which range',
        security: bearer,
        body: LogCleanBody,
        response: { 200: LogCleanResponse, ...errorResponses(400, 401, 403, 429) },
      },
      onRequest: app.requireRole(...SUPER_ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      if (!options.cleanWord) throw forbidden(API_MESSAGES.logsCleanNotConfigured)
      // Counted before the word is looked at, per user and per address; each wrong word is in the log.
      const guess = await cleanWordGuesses.attempt(`user:${actor.id}`, `address:${request.ip}`)
      if (!isCleanWord(request.body.password, options.cleanWord)) {
        await audit(app.db, LOG_MODEL, 'clean refused', actor, requestOrigin(request))
        throw forbidden(VALIDATION_MESSAGES.incorrectPassword)
      }
      await guess.right()
      const deleted = await app.db.transaction(async (tx) => {
        const cleaning = (await earlierCleanings(tx)) + 1
        const { deleted: count, from, to } = await cleanLogs(tx)
        // The trace the clean leaves, kept by every later clean: who, from where, which range, the how-manieth.
        await audit(tx, LOG_MODEL, 'delete', actor, { deleted: count, from, to, cleaning, ...requestOrigin(request) })
        return count
      })
      return { data: { deleted } }
    },
  )
}

export default logRoutes
