import type { FastifyInstance, FastifyRequest } from 'fastify'
import { API_MESSAGES } from '../../shared/messages'
import { API_KEY_HEADER } from '../../shared/schemas/apiKeys'
import { keyMayCall, keyPrefix, looksLikeApiKey, neverForKeys, parseApiKey, secretMatches } from '../lib/apiKeys'
import { forbidden, HttpError, unauthorized } from '../lib/httpErrors'
import { hitCounter } from '../limits/counters'
import type { AuthUser } from './auth'

/** Requests a key may make a minute, on every process together (API_KEY_RATE_LIMIT overrides it). */
export const API_KEY_REQUESTS_PER_MINUTE = 600

/** The key a request carries (`X-Api-Key`, or a bearer token that starts `kbs_`), or null. */
export function apiKeyOf(request: FastifyRequest, bearer: string | null): string | null {
  const header = request.headers[API_KEY_HEADER]
  const value = Array.isArray(header) ? header[0] : header
  if (value) return value.trim()
  return bearer && looksLikeApiKey(bearer) ? bearer : null
}

/** How the audit log names a key: its name and its recognisable start. */
export const apiKeyActorName = (name: string, publicId: string) => `API key “${name}” (${keyPrefix(publicId)})`

/**
 * The caller behind an API key (docs/SECURITY.md#api-keys), or the 401/403/429 that stops it: an
 * unknown key, a wrong secret or garbage 401 `API_KEY_INVALID`, a revoked one `API_KEY_REVOKED`, an
 * expired one `API_KEY_EXPIRED`; a route no key reaches 403 `API_KEY_NEVER_ALLOWED`, one outside its
 * scopes 403 `API_KEY_SCOPE`; too many requests 429. The
 * role check and the location scope are then the same doors as for people (requireRole, scopeOf).
 */
export async function authenticateApiKey(app: FastifyInstance, request: FastifyRequest, key: string, perMinute: number): Promise<AuthUser> {
  const parts = parseApiKey(key)
  const row = parts ? await app.apiKeyCache.find(parts.publicId) : undefined
  if (!parts || !row || !secretMatches(parts.secret, row.secretHash)) throw unauthorized(API_MESSAGES.apiKeyInvalid)
  if (row.revokedAt) throw unauthorized(API_MESSAGES.apiKeyRevoked)
  const now = new Date()
  if (row.expiresAt && row.expiresAt <= now) throw unauthorized(API_MESSAGES.apiKeyExpired)
  const user: AuthUser = {
    id: row.id,
    email: apiKeyActorName(row.name, row.publicId),
    firstName: row.name,
    lastName: '',
    role: row.role,
    sessionId: row.id,
    regionIds: row.regionIds,
    locationIds: row.locationIds,
    apiKey: { id: row.id, publicId: row.publicId, name: row.name, scopes: row.scopes },
  }
  request.user = user
  // Counted per key across every process, whatever address it comes from.
  const hit = await hitCounter(app.db, `api-key|${row.id}`, 60_000, now)
  if (hit.count > perMinute) throw new HttpError(429, API_MESSAGES.apiKeyRateLimited, Math.max(1, Math.ceil((hit.resetAt.getTime() - now.getTime()) / 1000)))
  await app.apiKeyCache.touch(row, request.ip, now)
  const url = request.routeOptions.url ?? ''
  if (neverForKeys(url)) throw forbidden(API_MESSAGES.apiKeyNeverAllowed)
  if (!keyMayCall(row.scopes, request.method, url)) throw forbidden(API_MESSAGES.apiKeyScope)
  return user
}
