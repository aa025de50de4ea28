import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { API_MESSAGES, ERROR_CODES, FIELD_MESSAGES, MESSAGE_CODES, codeOfMessage, isAuthoredMessage } from '../../shared/messages'
import { HttpError, isDatabaseUnavailable } from '../lib/httpErrors'

export interface ErrorsPluginOptions {
  /** Where an unknown browser (non-API) GET path goes instead of a 404, if anywhere. */
  browserRedirect?: (url: string) => string | null
}

const MAX_ISSUES_SHOWN = 5
const DATABASE_RETRY_AFTER_SECONDS = 5

/** Field names as people say them; any other is spelled out from its camelCase name. */
const FIELD_LABELS: Record<string, string> = {
  authCode: 'Authorization code',
  currentPassword: 'Current password',
  endDate: 'End date',
  firstName: 'First name',
  lastName: 'Last name',
  locationId: 'Location',
  locationIdentifier: 'Studio number',
  lrVideoLink: 'Low-resolution video link',
  roundNumber: 'Round number',
  startDate: 'Start date',
  timeZone: 'Time zone',
  updatedAt: 'The edited version (updatedAt)',
  urlSlug: 'URL slug',
  videoLink: 'Video link',
  id: 'Id',
}

function labelOf(segment: string): string {
  const spelled = segment
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
  return FIELD_LABELS[segment] ?? spelled.charAt(0).toUpperCase() + spelled.slice(1)
}

const WHOLE: Record<string, string> = { body: 'The request body', querystring: 'The query', params: 'The address', headers: 'The headers' }

/** One issue in words: `Name is required.`, `First name is too long.`, or our own sentence as it stands. */
function describeIssue(context: string | undefined, issue: FastifySchemaValidationError): { field: string; message: string } {
  const raw = issue.message ?? 'Invalid value'
  const segments = (issue.instancePath || '').split('/').filter(Boolean)
  const field = segments.join('.') || (context ?? 'request')
  if (isAuthoredMessage(raw)) return { field, message: raw }
  const name = [...segments].reverse().find((segment) => !/^\d+$/.test(segment))
  const position = [...segments].reverse().find((segment) => /^\d+$/.test(segment))
  const label = (name ? labelOf(name) : (WHOLE[context ?? ''] ?? 'The request')) + (position !== undefined ? ` (item ${Number(position) + 1})` : '')
  if (raw === FIELD_MESSAGES.required || /received undefined$/.test(raw)) return { field, message: `${label} is required.` }
  if (raw === FIELD_MESSAGES.tooLong) return { field, message: `${label} is too long.` }
  // A sentence of ours keeps its capital; a library's phrase reads on from the label.
  if (/[.!?]$/.test(raw)) return { field, message: `${label}: ${raw}` }
  return { field, message: `${label}: ${raw.charAt(0).toLowerCase()}${raw.slice(1)}.` }
}

/**
 * Validation errors in words (docs/API-CONVENTIONS.md): `error` reads as sentences (`Name is
 * required. URL slug is required.`), `fields` gives each field's own, by its path in the request.
 */
export function validationError(error: { validation: FastifySchemaValidationError[]; validationContext?: string }): {
  error: string
  fields: Record<string, string>
} {
  const fields: Record<string, string> = {}
  const messages: string[] = []
  for (const issue of error.validation) {
    const { field, message } = describeIssue(error.validationContext, issue)
    fields[field] ??= message
    if (!messages.includes(message)) messages.push(message)
  }
  return { error: messages.slice(0, MAX_ISSUES_SHOWN).join(' '), fields }
}

async function errorsPlugin(app: FastifyInstance, options: ErrorsPluginOptions) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed id is named as such, so a client can tell it from other bad input.
      const badId = error.validation.some((issue) => issue.message === API_MESSAGES.idFormat)
      const { error: words, fields } = validationError(error)
      return reply.status(400).send({ error: words, code: badId ? ERROR_CODES.invalidId : ERROR_CODES.invalidInput, fields })
    }
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds))
      // A stale version named by If-Match is HTTP's "precondition failed"; by the body's updatedAt, a conflict.
      const status = error.code === ERROR_CODES.staleVersion && request.headers['if-match'] ? 412 : error.statusCode
      // Every answer names its error by a stable code: the one given, else its sentence's own.
      const code = error.code ?? codeOfMessage(error.message)
      return reply.status(status).send({ error: error.message, ...(code ? { code } : {}) })
    }
    // The database is away (restarting, failing over): say so at once, in words load balancers and screens act on.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable')
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ error: API_MESSAGES.databaseUnavailable, code: MESSAGE_CODES.databaseUnavailable })
    }
    const status = error.statusCode ?? 500
    if (status === 413) return reply.status(413).send({ error: API_MESSAGES.payloadTooLarge, code: MESSAGE_CODES.payloadTooLarge })
    if (status === 429) return reply.status(429).send({ error: API_MESSAGES.tooManyAttempts, code: ERROR_CODES.tooManyAttempts })
    // Fastify's own 4xx errors (bad JSON, wrong content type) describe the request, not the server.
    if (status >= 400 && status < 500 && error.code?.startsWith('FST_')) {
      return reply.status(status).send({ error: error.message, code: ERROR_CODES.invalidInput })
    }
    request.log.error({ err: error }, 'request failed')
    return reply.status(500).send({ error: API_MESSAGES.internal, code: MESSAGE_CODES.internal })
  })

  app.setNotFoundHandler((request, reply) => {
    const target = request.method === 'GET' ? options.browserRedirect?.(request.url) : null
    if (target) return reply.redirect(target)
    return reply.status(404).send({ error: API_MESSAGES.notFound, code: MESSAGE_CODES.notFound })
  })
}

export default fp(errorsPlugin, { name: 'errors' })
