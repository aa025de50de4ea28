import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { API_MESSAGES } from '../../../shared/messages'
import { SUPER_ADMIN_ROLES } from '../../../shared/roles'
import { API_KEYS_MAX, ApiKeyBody, ApiKeyListResponse, ApiKeyResponse, ApiKeyWithSecretResponse } from '../../../shared/schemas/apiKeys'
import { errorResponses, IdParams } from '../../../shared/schemas/common'
import { apiKeys } from '../../db/schema'
import { requireLocationRow } from '../../domain/locations'
import { requireRegion } from '../../domain/regions'
import { keyPrefix, newApiKey } from '../../lib/apiKeys'
import { audit } from '../../lib/audit'
import { conflict, notFound } from '../../lib/httpErrors'
import { signedInUser } from '../../plugins/auth'
import { activeKeyTotal, apiKeyDtos, findApiKey, listApiKeys } from './repository'

const bearer = [{ bearerAuth: [] }]
const tags = ['api-keys']
const ALL = { all: true } as const

/**
 * API keys for other systems (docs/SECURITY.md#api-keys), super-admins only: made with a role,
 * perhaps scopes, locations or regions and an expiry; shown once; revoked on every process at once.
 */
const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { onRequest: app.requireRole(...SUPER_ADMIN_ROLES) }

  app.get(
    '/api/v1/api-keys',
    {
      schema: {
        operationId: 'listApiKeys',
        tags,
        summary: 'API keys, newest first, with their last use (super-admin)',
        security: bearer,
        response: { 200: ApiKeyListResponse, ...errorResponses(401, 403) },
      },
      ...guard,
    },
    async () => ({ data: await listApiKeys(app.db) }),
  )

  app.post(
    '/api/v1/api-keys',
    {
      schema: {
        operationId: 'createApiKey',
        tags,
        summary: 'Makes a key (super-admin); the answer carries the whole key, shown this once',
        security: bearer,
        body: ApiKeyBody,
        response: { 200: ApiKeyWithSecretResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
      ...guard,
    },
    async (request) => {
      const { name, role, scopes, locations, regions, expiresAt } = request.body
      const made = newApiKey()
      const row = await app.db.transaction(async (tx) => {
        if ((await activeKeyTotal(tx)) >= API_KEYS_MAX) throw conflict(API_MESSAGES.apiKeyTooMany)
        for (const id of locations) await requireLocationRow(tx, id, ALL)
        for (const id of regions) await requireRegion(tx, id, ALL)
        const [created] = await tx
          .insert(apiKeys)
          .values({
            name,
            role,
            scopes,
            locationIds: locations,
            regionIds: regions,
            expiresAt: expiresAt ? new Date(expiresAt) : null,
            publicId: made.publicId,
            secretHash: made.secretHash,
            createdBy: signedInUser(request).id,
          })
          .returning()
        await audit(tx, 'ApiKey', 'create', signedInUser(request), {
          id: created.id,
          name,
          prefix: keyPrefix(made.publicId),
          role,
          scopes,
          locations,
          regions,
          expiresAt: created.expiresAt,
        })
        return created
      })
      const [dto] = await apiKeyDtos(app.db, [row])
      return { data: { ...dto, key: made.key } }
    },
  )

  app.post(
    '/api/v1/api-keys/:id/revoke',
    {
      schema: {
        operationId: 'revokeApiKey',
        tags,
        summary: 'Revokes a key at once, on every server process (super-admin); revoking again changes nothing',
        security: bearer,
        params: IdParams,
        response: { 200: ApiKeyResponse, ...errorResponses(400, 401, 403, 404) },
      },
      ...guard,
    },
    async (request) => {
      const current = await findApiKey(app.db, request.params.id)
      if (!current) throw notFound(API_MESSAGES.apiKeyNotFound)
      let row = current
      if (!current.revokedAt) {
        row = await app.db.transaction(async (tx) => {
          const [updated] = await tx.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, current.id)).returning()
          await audit(tx, 'ApiKey', 'update', signedInUser(request), { id: current.id, name: current.name, prefix: keyPrefix(current.publicId), revoked: true })
          return updated
        })
        // Every process drops the key from memory now (docs/FLEET.md).
        app.fleet.invalidate({ apiKeys: [current.publicId] })
      }
      const [dto] = await apiKeyDtos(app.db, [row])
      return { data: dto }
    },
  )
}

export default apiKeyRoutes
