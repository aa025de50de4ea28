import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { SCREEN_TOKEN_HEADER } from '../../shared/constants'
import { API_MESSAGES } from '../../shared/messages'
import type { Role } from '../../shared/roles'
import { forbidden, unauthorized } from '../lib/httpErrors'
import { findUserSession } from '../lib/sessions'
import { API_KEY_REQUESTS_PER_MINUTE, apiKeyOf, authenticateApiKey } from './apiKeyAuth'

export interface AuthUser {
  id: string
  email: string
  firstName: string
  lastName: string
  role: Role
  sessionId: string
  /** The regions an admin is scoped to; empty for everyone else and for a chain-wide admin (docs/RULES.md#regions). */
  regionIds: string[]
  /** The locations an API key was given (docs/SECURITY.md#api-keys); absent for people. */
  locationIds?: string[]
  /** Set when the caller is an API key: `id` is then the key's, `email` names it for the audit log. */
  apiKey?: { id: string; publicId: string; name: string; scopes: string[] }
}

export interface AuthScreen {
  screenId: string
  sessionId: string
  tokenHash: string
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireRole`; roles always come from the database, never from the client. */
    user: AuthUser | null
    /** Set by `requireScreen`. */
    screen: AuthScreen | null
  }
  interface FastifyInstance {
    /** onRequest hook: a signed-in console user whose role is one of `roles`. */
    requireRole(...roles: Role[]): onRequestAsyncHookHandler
    /** onRequest hook: a linked screen device (header `screen-auth-token`). */
    requireScreen(): onRequestAsyncHookHandler
  }
}

/** The user `requireRole` admitted; a route without that hook has a bug. */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized()
  return request.user
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match ? match[1] : ''
}

export interface AuthPluginOptions {
  /** Requests an API key may make a minute (default API_KEY_REQUESTS_PER_MINUTE). */
  apiKeyRequestsPerMinute?: number
}

async function authPlugin(app: FastifyInstance, options: AuthPluginOptions) {
  const keyLimit = options.apiKeyRequestsPerMinute ?? API_KEY_REQUESTS_PER_MINUTE
  app.decorateRequest('user', null)
  app.decorateRequest('screen', null)

  app.decorate('requireRole', (...roles: Role[]): onRequestAsyncHookHandler => {
    return async (request) => {
      const token = bearerToken(request)
      const key = apiKeyOf(request, token)
      if (key !== null) {
        const keyUser = await authenticateApiKey(app, request, key, keyLimit)
        if (!roles.includes(keyUser.role)) throw forbidden()
        return
      }
      if (token === null) throw unauthorized(API_MESSAGES.authRequired)
      const found = token ? await findUserSession(app.db, token) : null
      if (!found) throw unauthorized(API_MESSAGES.invalidToken)
      const { user, sessionId, regionIds } = found
      request.user = { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, role: user.role, sessionId, regionIds }
      if (!roles.includes(user.role)) throw forbidden()
    }
  })

  app.decorate('requireScreen', (): onRequestAsyncHookHandler => {
    return async (request) => {
      const header = request.headers[SCREEN_TOKEN_HEADER]
      const token = Array.isArray(header) ? header[0] : header
      if (!token) throw unauthorized(API_MESSAGES.authRequired)
      // From memory in the steady state; revocations reach every process's cache (docs/FLEET.md).
      const found = await app.fleet.screenSession(token)
      if (!found) throw unauthorized(API_MESSAGES.invalidToken)
      request.screen = found
    }
  })
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db', 'fleet'] })
