import { and, asc, eq, gte, lte } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { API_MESSAGES } from '../../../shared/messages'
import { ADMIN_ROLES, isSuperAdmin, ROLES } from '../../../shared/roles'
import { HolidayCreateBody, HolidayListQuery, HolidayListResponse, HolidayResponse } from '../../../shared/schemas/calendar'
import { errorResponses, IdParams } from '../../../shared/schemas/common'
import { holidays, regionHolidays } from '../../db/schema'
import { holidayDto, regionHolidayDto, regionHolidaysInScope } from '../../domain/calendar'
import { requireRegion } from '../../domain/regions'
import { audit } from '../../lib/audit'
import { conflictOnDuplicate, forbidden, notFound } from '../../lib/httpErrors'
import { scopeOf } from '../../lib/locationScope'
import { signedInUser } from '../../plugins/auth'

const bearer = [{ bearerAuth: [] }]
const tags = ['calendar']

/**
 * /api/v1/holidays: days the whole chain is closed, set by the super-admin, and regional public
 * holidays, set for one region by the super-admin or an admin whose scope covers it (docs/RULES.md#calendar).
 * Everyone signed in reads the chain's and those of the regions they may see (location staff: their studios' regions).
 */
const holidayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/holidays',
    {
      schema: {
        operationId: 'listHolidays',
        tags,
        summary: 'The holidays, by date: the chain-wide ones, and the regional public holidays of the regions the caller may see',
        security: bearer,
        querystring: HolidayListQuery,
        response: { 200: HolidayListResponse, ...errorResponses(400, 401, 403) },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async (request) => {
      const { year } = request.query
      const scope = scopeOf(signedInUser(request))
      const [chain, regional] = await Promise.all([
        app.db
          .select()
          .from(holidays)
          .where(year ? and(gte(holidays.date, `${year}-01-01`), lte(holidays.date, `${year}-12-31`)) : undefined)
          .orderBy(holidays.date),
        app.db
          .select()
          .from(regionHolidays)
          .where(
            and(year ? and(gte(regionHolidays.date, `${year}-01-01`), lte(regionHolidays.date, `${year}-12-31`)) : undefined, regionHolidaysInScope(scope)),
          )
          .orderBy(asc(regionHolidays.date), asc(regionHolidays.regionId)),
      ])
      // By date; on one date the chain's first, then the regions' by name.
      const rows = [...chain.map(holidayDto), ...regional.map(regionHolidayDto)].sort(
        (a, b) => a.date.localeCompare(b.date) || Number(a.regionId !== null) - Number(b.regionId !== null) || a.name.localeCompare(b.name),
      )
      return { data: rows }
    },
  )

  app.post(
    '/api/v1/holidays',
    {
      schema: {
        operationId: 'createHoliday',
        tags,
        summary:
          'Close every studio of the chain on a date (super-admin), or with regionId every studio of one region (a regional public holiday: admins of that region), each in its own time zone',
        security: bearer,
        body: HolidayCreateBody,
        response: { 200: HolidayResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: app.requireRole(...ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const { date, name, regionId } = request.body
      if (!regionId && !isSuperAdmin(actor.role)) throw forbidden(API_MESSAGES.holidayChainWideSuperAdmin)
      const holiday = await conflictOnDuplicate(API_MESSAGES.holidayDateTaken, () =>
        app.db.transaction(async (tx) => {
          if (!regionId) {
            const [row] = await tx.insert(holidays).values({ date, name }).returning()
            await audit(tx, 'Holiday', 'create', actor, holidayDto(row))
            return holidayDto(row)
          }
          // A region the caller may not see answers 404, as if it did not exist (docs/RULES.md#regions).
          const region = await requireRegion(tx, regionId, scopeOf(actor))
          const [row] = await tx.insert(regionHolidays).values({ regionId: region.id, date, name }).returning()
          await audit(tx, 'Holiday', 'create', actor, { ...regionHolidayDto(row), regionName: region.name })
          return regionHolidayDto(row)
        }),
      )
      // Every process reads the holidays again; each screen sees the change at its next poll (30 s).
      app.fleet.invalidate({ holidays: true })
      return { data: holiday }
    },
  )

  app.delete(
    '/api/v1/holidays/:id',
    {
      schema: {
        operationId: 'deleteHoliday',
        tags,
        summary:
          'Remove a holiday: the studios open on that date as their timetables say (a chain-wide one: super-admin; a regional one: admins of its region)',
        security: bearer,
        params: IdParams,
        response: { 200: HolidayResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: app.requireRole(...ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const scope = scopeOf(actor)
      const holiday = await app.db.transaction(async (tx) => {
        const [chain] = await tx.select({ id: holidays.id }).from(holidays).where(eq(holidays.id, request.params.id)).limit(1)
        if (chain) {
          if (!isSuperAdmin(actor.role)) throw forbidden(API_MESSAGES.holidayChainWideSuperAdmin)
          const [row] = await tx.delete(holidays).where(eq(holidays.id, chain.id)).returning()
          await audit(tx, 'Holiday', 'delete', actor, holidayDto(row))
          return holidayDto(row)
        }
        const [row] = await tx
          .delete(regionHolidays)
          .where(and(eq(regionHolidays.id, request.params.id), regionHolidaysInScope(scope)))
          .returning()
        if (!row) throw notFound(API_MESSAGES.holidayNotFound)
        await audit(tx, 'Holiday', 'delete', actor, regionHolidayDto(row))
        return regionHolidayDto(row)
      })
      app.fleet.invalidate({ holidays: true })
      return { data: holiday }
    },
  )
}

export default holidayRoutes
