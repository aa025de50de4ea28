import { and, eq, gte, lte } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { API_MESSAGES } from '../../../shared/messages'
import { ROLES, SUPER_ADMIN_ROLES } from '../../../shared/roles'
import { HolidayCreateBody, HolidayListQuery, HolidayListResponse, HolidayResponse } from '../../../shared/schemas/calendar'
import { errorResponses, IdParams } from '../../../shared/schemas/common'
import { holidays } from '../../db/schema'
import { holidayDto } from '../../domain/calendar'
import { audit } from '../../lib/audit'
import { conflictOnDuplicate, notFound } from '../../lib/httpErrors'
import { signedInUser } from '../../plugins/auth'

const bearer = [{ bearerAuth: [] }]
const tags = ['calendar']

/**
 * /api/v1/holidays: days the whole chain is closed, set once by head office (docs/RULES.md#calendar).
 * Everyone signed in reads them (location staff see them on their calendar); only the super-admin sets them.
 */
const holidayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/holidays',
    {
      schema: {
        operationId: 'listHolidays',
        tags,
        summary: 'The chain-wide holidays, by date',
        security: bearer,
        querystring: HolidayListQuery,
        response: { 200: HolidayListResponse, ...errorResponses(400, 401, 403) },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async (request) => {
      const { year } = request.query
      const rows = await app.db
        .select()
        .from(holidays)
        .where(year ? and(gte(holidays.date, `${year}-01-01`), lte(holidays.date, `${year}-12-31`)) : undefined)
        .orderBy(holidays.date)
      return { data: rows.map(holidayDto) }
    },
  )

  app.post(
    '/api/v1/holidays',
    {
      schema: {
        operationId: 'createHoliday',
        tags,
        summary: 'Close every studio of the chain on a date (each in its own time zone)',
        security: bearer,
        body: HolidayCreateBody,
        response: { 200: HolidayResponse, ...errorResponses(400, 401, 403, 409) },
      },
      onRequest: app.requireRole(...SUPER_ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const holiday = await conflictOnDuplicate(API_MESSAGES.holidayDateTaken, () =>
        app.db.transaction(async (tx) => {
          const [row] = await tx.insert(holidays).values(request.body).returning()
          await audit(tx, 'Holiday', 'create', actor, holidayDto(row))
          return holidayDto(row)
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
        summary: 'Remove a holiday: the studios open on that date as their timetables say',
        security: bearer,
        params: IdParams,
        response: { 200: HolidayResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: app.requireRole(...SUPER_ADMIN_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const holiday = await app.db.transaction(async (tx) => {
        const [row] = await tx.delete(holidays).where(eq(holidays.id, request.params.id)).returning()
        if (!row) throw notFound(API_MESSAGES.holidayNotFound)
        await audit(tx, 'Holiday', 'delete', actor, holidayDto(row))
        return holidayDto(row)
      })
      app.fleet.invalidate({ holidays: true })
      return { data: holiday }
    },
  )
}

export default holidayRoutes
