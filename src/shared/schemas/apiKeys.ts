import { z } from 'zod'
import { NAME_MAX } from '../constants'
import { API_MESSAGES } from '../messages'
import { dataEnvelope, dateTime, dateTimeInput, idField, requiredText, uuid } from './common'

/** Every key starts with this, so a leaked one is recognised (secret scanners, logs). */
export const API_KEY_PREFIX = 'kbs_'
/** The header a key may travel in instead of `Authorization: Bearer`. */
export const API_KEY_HEADER = 'x-api-key'

/** Roles a key may act with: never a super-admin's (keys do not make keys) nor location staff's (scoped by person). */
export const API_KEY_ROLES = ['api-access', 'admin'] as const
export type ApiKeyRole = (typeof API_KEY_ROLES)[number]

/**
 * What a key may be narrowed to (docs/SECURITY.md#api-keys). A key with no scopes may do all its
 * role may (except the console's own routes); a key with scopes only the routes of those scopes.
 */
export const API_KEY_SCOPES = ['locations:read', 'classRuns:read', 'plays:read', 'classes:control'] as const
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number]

export const API_KEY_STATUSES = ['active', 'expired', 'revoked'] as const
/** Keys a chain may hold, revoked ones included. */
export const API_KEYS_MAX = 200

const ids = () =>
  z
    .array(idField())
    .max(500)
    .default([])
    .transform((list) => [...new Set(list)])

export const ApiKeyBody = z
  .object({
    name: requiredText(NAME_MAX),
    role: z.enum(API_KEY_ROLES),
    scopes: z
      .array(z.enum(API_KEY_SCOPES))
      .default([])
      .transform((list) => [...new Set(list)])
      .describe('Narrows the role to these; none: all the role may'),
    locations: ids().describe('The locations the key may see; none (and no regions): every one its role sees'),
    regions: ids().describe('The regions whose locations the key may see; not with locations'),
    expiresAt: dateTimeInput().nullable().optional().describe('When the key stops working; none: until revoked'),
  })
  .refine((body) => body.locations.length === 0 || body.regions.length === 0, { error: API_MESSAGES.apiKeyLocationsOrRegions, path: ['regions'] })
  .refine((body) => !body.expiresAt || Date.parse(body.expiresAt) > Date.now(), { error: API_MESSAGES.apiKeyExpiryPast, path: ['expiresAt'] })
  .meta({ id: 'ApiKeyBody' })
export type ApiKeyBody = z.infer<typeof ApiKeyBody>

export const ApiKey = z
  .object({
    id: uuid(),
    name: z.string(),
    /** `kbs_<publicId>`: how the key is recognised; the whole key is shown once. */
    prefix: z.string(),
    role: z.enum(API_KEY_ROLES),
    scopes: z.array(z.enum(API_KEY_SCOPES)),
    locations: z.array(z.object({ id: uuid(), name: z.string() })),
    regions: z.array(z.object({ id: uuid(), name: z.string() })),
    status: z.enum(API_KEY_STATUSES),
    expiresAt: dateTime().nullable(),
    revokedAt: dateTime().nullable(),
    lastUsedAt: dateTime().nullable().describe('Kept to within a minute'),
    lastUsedAddress: z.string().nullable().describe('The address the server saw (TRUST_PROXY applies)'),
    createdBy: z.string().nullable(),
    createdAt: dateTime(),
  })
  .meta({ id: 'ApiKey' })
export type ApiKey = z.infer<typeof ApiKey>

export const ApiKeyResponse = dataEnvelope(ApiKey, 'ApiKeyResponse')
export const ApiKeyListResponse = z.object({ data: z.array(ApiKey) }).meta({ id: 'ApiKeyListResponse' })
/** A key just made: the only answer that carries the whole key. */
export const ApiKeyWithSecretResponse = z
  .object({ data: ApiKey.extend({ key: z.string().describe('kbs_…: shown this once; store it in the other system') }) })
  .meta({ id: 'ApiKeyWithSecretResponse' })
