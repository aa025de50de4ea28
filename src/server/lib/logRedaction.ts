import type { FastifyRequest, FastifyServerOptions } from 'fastify'
import { isUuid } from '../../shared/uuid'

export const REDACTED_SEGMENT = '[REDACTED]'

/** Query parameters whose value is a secret whatever it looks like. */
const SECRET_PARAM = /token|secret|pass(word)?|auth|code|key|sig/i
/**
 * A path segment or query value that looks like a token: a long run of base64url characters,
 * maybe in dot-separated parts (a signed single sign-on token). UUIDs (ids) are not secrets.
 */
const TOKEN_LIKE = /^[A-Za-z0-9_-]{24,}(\.[A-Za-z0-9_-]+)*$/

function secretSegment(segment: string): boolean {
  let decoded = segment
  try {
    decoded = decodeURIComponent(segment)
  } catch {
    // Not valid percent-encoding: judge it as written.
  }
  return !isUuid(decoded) && TOKEN_LIKE.test(decoded)
}

/**
 * The URL as logs may keep it: the token of a single sign-on page (`/login/<token>`) and any
 * token-looking path segment or query value replaced by `[REDACTED]`.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?')
  const path = queryAt === -1 ? url : url.slice(0, queryAt)
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1)
  const segments = path.split('/')
  const redactedPath = segments
    .map((segment, index) => {
      if (!segment) return segment
      // Whatever follows /login/ is a sign-in token, however short.
      if (index > 0 && segments[index - 1] === 'login' && index === 2) return REDACTED_SEGMENT
      return secretSegment(segment) ? REDACTED_SEGMENT : segment
    })
    .join('/')
  if (queryAt === -1) return redactedPath
  const redactedQuery = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=')
      if (equals === -1) return secretSegment(pair) ? REDACTED_SEGMENT : pair
      const name = pair.slice(0, equals)
      const value = pair.slice(equals + 1)
      return SECRET_PARAM.test(name) || secretSegment(value) ? `${name}=${REDACTED_SEGMENT}` : pair
    })
    .join('&')
  return `${redactedPath}?${redactedQuery}`
}

/** Fastify's request log fields, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

/** Logger options with the redacting request serializer added (kept if the caller brought its own). */
export function withRedactedUrls(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false
  const options = logger === true ? {} : logger
  return { ...options, serializers: { req: serializeRequest, ...options.serializers } }
}
