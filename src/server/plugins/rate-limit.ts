import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import rateLimit from '@fastify/rate-limit'
import { API_MESSAGES } from '../../shared/messages'
import { HttpError } from '../lib/http-errors'
import { databaseRateLimitStore, deleteExpiredCounters } from '../limits/counters'

const COUNTER_CLEANUP_MS = 10 * 60_000

/**
 * Registers the limiter without a global limit; routes opt in with `config.rateLimit`. The counts
 * live in the database, so a limit holds across every server process (docs/FLEET.md).
 */
async function rateLimitPlugin(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(() => app.db),
    errorResponseBuilder: () => new HttpError(429, API_MESSAGES.tooManyAttempts),
  })
  // Counters whose window has ended are deleted now and then (any process may do it).
  const cleanup = setInterval(() => {
    deleteExpiredCounters(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'could not delete expired rate-limit counters'))
  }, COUNTER_CLEANUP_MS)
  cleanup.unref()
  app.addHook('onClose', async () => clearInterval(cleanup))
}

export default fp(rateLimitPlugin, { name: 'rate-limit' })
