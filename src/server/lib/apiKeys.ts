import { randomBytes, timingSafeEqual } from 'node:crypto'
import { API_KEY_PREFIX, type ApiKeyScope } from '../../shared/schemas/apiKeys'
import { hashToken } from './tokens'

/**
 * API keys (docs/SECURITY.md#api-keys): `kbs_<publicId>_<secret>`. The public id (10 characters)
 * finds the row and is shown in lists; the secret (32 random bytes) is kept only as its SHA-256
 * hash, enough for a secret this long, and compared in constant time.
 */
const KEY_PATTERN = /^kbs_([a-z0-9]{10})_([A-Za-z0-9_-]{43})$/

export interface NewApiKey {
  publicId: string
  key: string
  secretHash: string
}

/** A new key: the only time it exists in clear. */
export function newApiKey(): NewApiKey {
  const publicId = randomBytes(8).toString('hex').slice(0, 10)
  const secret = randomBytes(32).toString('base64url')
  return { publicId, key: `${API_KEY_PREFIX}${publicId}_${secret}`, secretHash: hashToken(secret) }
}

/** What a list shows of a key: its recognisable start. */
export const keyPrefix = (publicId: string) => `${API_KEY_PREFIX}${publicId}`

/** The key's two parts, or null when it cannot be one of ours. */
export function parseApiKey(key: string): { publicId: string; secret: string } | null {
  const match = KEY_PATTERN.exec(key)
  return match ? { publicId: match[1], secret: match[2] } : null
}

/** True when `secret` hashes to `secretHash`, compared in constant time. */
export function secretMatches(secret: string, secretHash: string): boolean {
  const given = Buffer.from(hashToken(secret), 'hex')
  const stored = Buffer.from(secretHash, 'hex')
  return given.length === stored.length && timingSafeEqual(given, stored)
}

/** True for a bearer token that is an API key rather than a console session. */
export const looksLikeApiKey = (token: string) => token.startsWith(API_KEY_PREFIX)

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
interface RouteRule {
  methods: readonly Method[]
  url: RegExp
}

/** The routes each scope opens (Fastify's route templates, such as `/api/v1/locations/:id`). */
const SCOPE_ROUTES: Record<ApiKeyScope, readonly RouteRule[]> = {
  'locations:read': [
    { methods: ['GET'], url: /^\/api\/v1\/locations(\/:id(\/(timetable|readiness|calendar))?)?$/ },
    { methods: ['GET'], url: /^\/api\/v1\/regions(\/:id)?$/ },
    { methods: ['GET'], url: /^\/api\/v1\/holidays$/ },
  ],
  'classRuns:read': [
    { methods: ['GET'], url: /^\/api\/v1\/locations\/:id\/class-runs$/ },
    { methods: ['GET'], url: /^\/api\/v1\/class-runs\/:id$/ },
    { methods: ['GET'], url: /^\/api\/v1\/class-reliability$/ },
  ],
  'plays:read': [{ methods: ['GET'], url: /^\/api\/v1\/plays$/ }],
  'classes:control': [{ methods: ['PUT'], url: /^\/api\/v1\/locations\/:id\/class$/ }],
}

/**
 * Routes no key reaches whatever its role: the console's own (sign-in and profile, its live stream,
 * the alerts a person has seen) and the keys themselves.
 */
const NEVER_FOR_KEYS = [/^\/api\/v1\/auth(\/|$)/, /^\/api\/v1\/console\//, /^\/api\/v1\/api-keys(\/|$)/, /^\/api\/v1\/alerts\/seen$/]

/** True for a route no key reaches, whatever its role and scopes (403 `API_KEY_NEVER_ALLOWED`). */
export const neverForKeys = (url: string) => NEVER_FOR_KEYS.some((pattern) => pattern.test(url))

/** True when a key with `scopes` (none: its role decides) may call the route. */
export function keyMayCall(scopes: readonly string[], method: string, url: string): boolean {
  if (neverForKeys(url)) return false
  if (scopes.length === 0) return true
  return scopes.some((scope) =>
    (SCOPE_ROUTES[scope as ApiKeyScope] ?? []).some((rule) => (rule.methods as readonly string[]).includes(method) && rule.url.test(url)),
  )
}
