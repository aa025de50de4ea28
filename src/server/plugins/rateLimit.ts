import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import rateLimit from '@fastify/rate-limit'
import { API_MESSAGES, ERROR_CODES } from '../../shared/messages'
import { HttpError } from '../lib/httpErrors'
import { databaseRateLimitStore } from '../limits/counters'

/**
 * Registers the limiter without a global limit; routes opt in with `config.rateLimit`. The counts
 * live in the database, so a limit holds across every server process (docs/FLEET.md).
 */
async function rateLimitPlugin(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(() => app.db),
    errorResponseBuilder: () => new HttpError(429, API_MESSAGES.tooManyAttempts, undefined, ERROR_CODES.tooManyAttempts),
  })
}

export default fp(rateLimitPlugin, { name: 'rate-limit' })
