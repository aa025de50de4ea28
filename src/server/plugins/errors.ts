import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { API_MESSAGES, ERROR_CODES, FIELD_MESSAGES, isAuthoredMessage } from '../../shared/messages'
import { HttpError, isDatabaseUnavailable } from '../lib/http-errors'

export interface ErrorsPluginOptions {
  /** Where an unknown browser (non-API) GET path goes instead of a 404, if anywhere. */
  browserRedirect?: (url: string) => string | null
}

const MAX_ISSUES_SHOWN = 5
const DATABASE_RETRY_AFTER_SECONDS = 5

function describeIssue(context: string | undefined, issue: FastifySchemaValidationError): string {
  const raw = issue.message ?? 'Invalid value'
  if (isAuthoredMessage(raw)) return raw
  const message = /received undefined$/.test(raw) ? FIELD_MESSAGES.required : raw
  return `${context ?? 'request'}${issue.instancePath || ''}: ${message}`
}

/** `body/name: Too long`, or our own sentence as it stands; several issues are joined. */
export function validationMessage(error: { validation: FastifySchemaValidationError[]; validationContext?: string }): string {
  const messages = [...new Set(error.validation.map((issue) => describeIssue(error.validationContext, issue)))]
  return messages.slice(0, MAX_ISSUES_SHOWN).join('; ')
}

async function errorsPlugin(app: FastifyInstance, options: ErrorsPluginOptions) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed id is named as such, so a client can tell it from other bad input.
      const badId = error.validation.some((issue) => issue.message === API_MESSAGES.idFormat)
      return reply.status(400).send({ error: validationMessage(error), ...(badId ? { code: ERROR_CODES.invalidId } : {}) })
    }
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds))
      return reply.status(error.statusCode).send({ error: error.message, ...(error.code ? { code: error.code } : {}) })
    }
    // The database is away (restarting, failing over): say so at once, in words load balancers and screens act on.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable')
      return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({ error: API_MESSAGES.databaseUnavailable, code: 'DATABASE_UNAVAILABLE' })
    }
    const status = error.statusCode ?? 500
    if (status === 413) return reply.status(413).send({ error: API_MESSAGES.payloadTooLarge })
    if (status === 429) return reply.status(429).send({ error: API_MESSAGES.tooManyAttempts })
    // Fastify's own 4xx errors (bad JSON, wrong content type) describe the request, not the server.
    if (status >= 400 && status < 500 && error.code?.startsWith('FST_')) {
      return reply.status(status).send({ error: error.message })
    }
    request.log.error({ err: error }, 'request failed')
    return reply.status(500).send({ error: API_MESSAGES.internal })
  })

  app.setNotFoundHandler((request, reply) => {
    const target = request.method === 'GET' ? options.browserRedirect?.(request.url) : null
    if (target) return reply.redirect(target)
    return reply.status(404).send({ error: API_MESSAGES.notFound })
  })
}

export default fp(errorsPlugin, { name: 'errors' })
