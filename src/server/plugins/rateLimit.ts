import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import rateLimit from '@fastify/rate-limit'
import { API_MESSAGES, ERROR_CODES } from '../../shared/messages'
import { HttpError } from '../lib/httpErrors'
import { databaseRateLimitStore } from '../limits/counters'

export interface RateLimitPluginOptions {
  /**
   * Whether other server processes share this one's database (PostgreSQL): the counts then live in the database, so
   * a limit holds across every process (docs/FLEET.md). The embedded database belongs to one process, which counts in
   * its own memory: the same limits, without a write to the database on every limited request (on PGlite that write
   * was about a third of the server's work for a GraphQL request).
   */
  shared: boolean
}

/** Registers the limiter without a global limit; routes opt in with `config.rateLimit`. */
async function rateLimitPlugin(app: FastifyInstance, options: RateLimitPluginOptions) {
  await app.register(rateLimit, {
    global: false,
    ...(options.shared ? { store: databaseRateLimitStore(() => app.db) } : {}),
    errorResponseBuilder: () => new HttpError(429, API_MESSAGES.tooManyAttempts, undefined, ERROR_CODES.tooManyAttempts),
  })
}

export default fp(rateLimitPlugin, { name: 'rate-limit' })
