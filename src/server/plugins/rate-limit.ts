import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import rateLimit from '@fastify/rate-limit'
import { API_MESSAGES } from '../../shared/messages'
import { HttpError } from '../lib/http-errors'

/** Registers the limiter without a global limit; routes opt in with `config.rateLimit`. */
async function rateLimitPlugin(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, API_MESSAGES.tooManyAttempts),
  })
}

export default fp(rateLimitPlugin, { name: 'rate-limit' })
