import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { API_MESSAGES, MESSAGE_CODES } from '../../../shared/messages'
import { ADMIN_ROLES, SUPER_ADMIN_ROLES } from '../../../shared/roles'
import { errorResponses, IdParams } from '../../../shared/schemas/common'
import { RegionCreateBody, RegionListQuery, RegionListResponse, RegionResponse, RegionUpdateBody } from '../../../shared/schemas/regions'
import type { Db } from '../../db/client'
import { regions } from '../../db/schema'
import { regionDtos, requireRegion } from '../../domain/regions'
import { audit } from '../../lib/audit'
import { conflictOnDuplicate, HttpError, notFound } from '../../lib/httpErrors'
import { scopeOf } from '../../lib/locationScope'
import { assertFresh, nextUpdatedAt } from '../../lib/versions'
import { signedInUser } from '../../plugins/auth'
import { existingLocationIds, listRegionRows, peopleScopedTo, setRegionLocations } from './repository'

const bearer = [{ bearerAuth: [] }]
const tags = ['regions']

/** Every listed location must exist: a wrong id is the caller's 404, never a silent skip. */
async function assertLocationsExist(tx: Db, ids: readonly string[]): Promise<void> {
  const found = await existingLocationIds(tx, ids)
  if (ids.some((id) => !found.has(id))) throw notFound(API_MESSAGES.locationNotFound)
}

/** People named in a refusal at most; the rest are counted. */
const NAMED_AT_MOST = 5

/**
 * The 409 of a region that still scopes people: deleting it would take their last region and leave
 * them with the whole chain, or narrow them without a word (docs/SECURITY.md#regions-and-scope).
 */
function regionHasAdmins(region: string, people: readonly { name: string; email: string }[]): HttpError {
  const named = people.slice(0, NAMED_AT_MOST).map((person) => `${person.name} (${person.email})`)
  const more = people.length > NAMED_AT_MOST ? ` and ${people.length - NAMED_AT_MOST} more` : ''
  return new HttpError(
    409,
    `Region “${region}” cannot be deleted while admins are scoped to it: ${named.join(', ')}${more}. Give them other regions on their user pages first.`,
    undefined,
    MESSAGE_CODES.regionHasAdmins,
  )
}

/**
 * /api/v1/regions (docs/RULES.md#regions): admins read the regions they may see (a regional admin
 * only their own); the super-admin makes, renames and deletes them and decides their locations.
 */
const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/regions',
    {
      schema: {
        operationId: 'listRegions',
        tags,
        summary: 'Regions sorted by name with their locations; a regional admin sees only their own',
        security: bearer,
        querystring: RegionListQuery,
        response: { 200: RegionListResponse, ...errorResponses(400, 401, 403) },
      },
      onRequest: app.requireRole(...ADMIN_ROLES),
    },
    async (request) => {
      const { query } = request
      const { rows, total } = await listRegionRows(app.db, query, scopeOf(signedInUser(request)))
      return { data: await regionDtos(app.db, rows), meta: { total, page: query.page, pageSize: query.pageSize } }
    },
  )

  app.get(
    '/api/v1/regions/:id',
    {
      schema: {
        operationId: 'getRegion',
        tags,
        summary: 'One region with its locations',
        security: bearer,
        params: IdParams,
        response: { 200: RegionResponse, ...errorResponses(401, 403, 404) },
      },
      onRequest: app.requireRole(...ADMIN_ROLES),
    },
    async (request) => {
      const row = await requireRegion(app.db, request.params.id, scopeOf(signedInUser(request)))
      const [region] = await regionDtos(app.db, [row])
      return { data: region }
    },
  )

  app.post(
    '/api/v1/regions',
    {
      schema: {
        operationId: 'createRegion',
        tags,
        summary: 'Add a region, with its locations (super-admin)',
        security: bearer,
        body: RegionCreateBody,
        response: { 200: RegionResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: app.requireRole(...SUPER_ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const { name, locations = [] } = request.body
      const region = await conflictOnDuplicate(API_MESSAGES.regionNameTaken, () =>
        app.db.transaction(async (tx) => {
          await assertLocationsExist(tx, locations)
          const now = new Date()
          const [row] = await tx.insert(regions).values({ name, createdAt: now, updatedAt: now }).returning()
          const moved = await setRegionLocations(tx, row.id, locations, now)
          await audit(tx, 'Region', 'create', actor, { id: row.id, name, locationsAdded: moved.added })
          return (await regionDtos(tx, [row]))[0]
        }),
      )
      return { data: region }
    },
  )

  app.put(
    '/api/v1/regions/:id',
    {
      schema: {
        operationId: 'updateRegion',
        tags,
        summary: 'Rename a region or set its locations (super-admin); the body carries the updatedAt of the version edited',
        security: bearer,
        params: IdParams,
        body: RegionUpdateBody,
        response: { 200: RegionResponse, ...errorResponses(400, 401, 403, 404, 409, 412) },
      },
      config: { ifMatch: true },
      onRequest: app.requireRole(...SUPER_ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const { name, locations, updatedAt: _version } = request.body
      const region = await conflictOnDuplicate(API_MESSAGES.regionNameTaken, () =>
        app.db.transaction(async (tx) => {
          const current = await requireRegion(tx, request.params.id, scopeOf(actor), true)
          assertFresh(current.updatedAt, request.body, API_MESSAGES.regionChanged)
          const now = new Date()
          if (locations) await assertLocationsExist(tx, locations)
          const moved = locations ? await setRegionLocations(tx, current.id, locations, now) : { added: [], removed: [] }
          const [row] = await tx
            .update(regions)
            .set({ ...(name !== undefined ? { name } : {}), updatedAt: nextUpdatedAt(current.updatedAt, now) })
            .where(eq(regions.id, current.id))
            .returning()
          await audit(tx, 'Region', 'update', actor, {
            id: row.id,
            ...(name !== undefined && name !== current.name ? { name: { from: current.name, to: name } } : {}),
            locationsAdded: moved.added,
            locationsRemoved: moved.removed,
          })
          return (await regionDtos(tx, [row]))[0]
        }),
      )
      return { data: region }
    },
  )

  app.delete(
    '/api/v1/regions/:id',
    {
      schema: {
        operationId: 'deleteRegion',
        tags,
        summary:
          'Delete a region (super-admin): its locations stay, without a region. Refused (409 `REGION_HAS_ADMINS`, naming them) while admins are scoped to it, so no one’s scope can widen by it',
        security: bearer,
        params: IdParams,
        response: { 200: RegionResponse, ...errorResponses(401, 403, 404, 409) },
      },
      onRequest: app.requireRole(...SUPER_ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const region = await app.db.transaction(async (tx) => {
        const current = await requireRegion(tx, request.params.id, scopeOf(actor), true)
        const scoped = await peopleScopedTo(tx, current.id)
        if (scoped.length > 0) throw regionHasAdmins(current.name, scoped)
        const [dto] = await regionDtos(tx, [current])
        await tx.delete(regions).where(eq(regions.id, current.id))
        await audit(tx, 'Region', 'delete', actor, dto)
        return dto
      })
      return { data: region }
    },
  )
}

export default regionRoutes
