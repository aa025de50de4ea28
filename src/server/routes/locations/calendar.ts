import { parseDate } from '@internationalized/date'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { API_MESSAGES } from '../../../shared/messages'
import { ROLES, SCREEN_CONTROL_ROLES } from '../../../shared/roles'
import {
  CALENDAR_AHEAD_MAX_DAYS,
  CALENDAR_RANGE_MAX_DAYS,
  CLASS_EXCEPTIONS_AHEAD_MAX,
  CLASS_EXCEPTIONS_PER_DAY_MAX,
  CLOSURES_AHEAD_MAX,
  ClassExceptionCreateBody,
  ClassExceptionResponse,
  CLOSURE_MAX_DAYS,
  ClosureCreateBody,
  ClosureCreatedResponse,
  ClosureParams,
  ClosureResponse,
  daysBetween,
  ExceptionParams,
  LocationCalendarQuery,
  LocationCalendarResponse,
} from '../../../shared/schemas/calendar'
import { errorResponses, IdParams } from '../../../shared/schemas/common'
import { requireLocationRow, type LocationRow } from '../../domain/locations'
import { localDate } from '../../domain/timetable'
import { audit } from '../../lib/audit'
import { badRequest, conflict, conflictOnDuplicate, notFound } from '../../lib/httpErrors'
import { scopeOf } from '../../lib/locationScope'
import { signedInUser } from '../../plugins/auth'
import { closureOn } from '../../../shared/calendar'
import {
  addClosure,
  calendarBetween,
  closuresAhead,
  closureToday,
  deleteClosure,
  deleteException,
  exceptionsAhead,
  insertException,
} from './calendarRepository'

const bearer = [{ bearerAuth: [] }]
const tags = ['calendar']

/**
 * /api/v1/locations/:id/calendar, /closures and /exceptions: a location's closures (a date range and
 * a reason) and one-off classes (an extra class, or a timetable class cancelled, on a date), with the
 * chain's holidays (docs/RULES.md#calendar). Staff who keep the timetable keep these too.
 */
/** The studio's today, and 400 `CALENDAR_TOO_FAR_AHEAD` for a date past CALENDAR_AHEAD_MAX_DAYS after it. */
function assertNotTooFarAhead(location: LocationRow, date: string): string {
  const today = localDate(new Date(), location.timeZone)
  if (date > today.add({ days: CALENDAR_AHEAD_MAX_DAYS }).toString()) throw badRequest(API_MESSAGES.calendarTooFarAhead)
  return today.toString()
}

const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  /** After a change: every process drops the location's calendar; its screens re-read now when today changed. */
  function changed(location: LocationRow, from: string, to: string) {
    const today = localDate(new Date(), location.timeZone).toString()
    if (from <= today && today <= to)
      app.fleet.changed({ calendars: [location.id], push: { location: location.id, event: { event: 'refresh', data: { location: location.id } } } })
    else app.fleet.changed({ calendars: [location.id] })
  }

  app.get(
    '/api/v1/locations/:id/calendar',
    {
      schema: {
        operationId: 'getLocationCalendar',
        tags,
        summary: 'The chain’s holidays and the location’s closures and one-off classes between two dates (the studio’s own dates)',
        security: bearer,
        params: IdParams,
        querystring: LocationCalendarQuery,
        response: { 200: LocationCalendarResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async (request) => {
      const location = await requireLocationRow(app.db, request.params.id, scopeOf(signedInUser(request)))
      const today = localDate(new Date(), location.timeZone)
      const from = request.query.from ?? today.toString()
      const to = request.query.to ?? parseDate(from).add({ days: CLOSURE_MAX_DAYS }).toString()
      if (to < from) throw badRequest(API_MESSAGES.closureRangeOrder)
      if (daysBetween(from, to) > CALENDAR_RANGE_MAX_DAYS) throw badRequest(API_MESSAGES.calendarRangeTooLong)
      const calendar = await calendarBetween(app.db, location, from, to)
      return { data: { location: location.id, today: today.toString(), from, to, ...calendar } }
    },
  )

  app.post(
    '/api/v1/locations/:id/closures',
    {
      schema: {
        operationId: 'createLocationClosure',
        tags,
        summary: 'Close the location from one date to another (both counted): no class starts, no class alert fires, the screens say why',
        description: `At most ${CLOSURE_MAX_DAYS} days each, starting at most ${CALENDAR_AHEAD_MAX_DAYS} days after the studio’s today (400), and ${CLOSURES_AHEAD_MAX} that have not ended per location (409). Refused (409 CLOSURE_OVERLAPS) when the location is already closed on one of those days. A closure of today leaves a class that plays now alone: it plays to its end, and no class starts by itself after it (\`today\` in the answer says so).`,
        security: bearer,
        params: IdParams,
        body: ClosureCreateBody,
        response: { 200: ClosureCreatedResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: app.requireRole(...SCREEN_CONTROL_ROLES),
    },
    async (request) => {
      const { startsOn, endsOn } = request.body
      if (endsOn < startsOn) throw badRequest(API_MESSAGES.closureRangeOrder)
      if (daysBetween(startsOn, endsOn) > CLOSURE_MAX_DAYS) throw badRequest(API_MESSAGES.closureTooLong)
      const actor = signedInUser(request)
      const now = new Date()
      const { location, closure } = await app.db.transaction(async (tx) => {
        // Locked: two writers at once cannot both take the last place, nor both miss each other's closure.
        const location = await requireLocationRow(tx, request.params.id, scopeOf(actor), true)
        const today = assertNotTooFarAhead(location, startsOn)
        if (endsOn >= today && (await closuresAhead(tx, location.id, today)) >= CLOSURES_AHEAD_MAX) throw conflict(API_MESSAGES.closuresTooMany)
        const closure = await addClosure(tx, location, request.body)
        if (!closure) throw conflict(API_MESSAGES.closureOverlaps)
        await audit(tx, 'Closure', 'create', actor, { location: location.id, ...closure })
        return { location, closure }
      })
      changed(location, startsOn, endsOn)
      return { data: { ...closure, today: await closureToday(app.db, app.fleet, location, closure, now) } }
    },
  )

  app.delete(
    '/api/v1/locations/:id/closures/:closureId',
    {
      schema: {
        operationId: 'deleteLocationClosure',
        tags,
        summary: 'Open the location again on the days of one closure',
        security: bearer,
        params: ClosureParams,
        response: { 200: ClosureResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: app.requireRole(...SCREEN_CONTROL_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const { location, closure } = await app.db.transaction(async (tx) => {
        const location = await requireLocationRow(tx, request.params.id, scopeOf(actor))
        const closure = await deleteClosure(tx, location.id, request.params.closureId)
        if (!closure) throw notFound(API_MESSAGES.closureNotFound)
        await audit(tx, 'Closure', 'delete', actor, { location: location.id, ...closure })
        return { location, closure }
      })
      changed(location, closure.startsOn, closure.endsOn)
      return { data: closure }
    },
  )

  app.post(
    '/api/v1/locations/:id/exceptions',
    {
      schema: {
        operationId: 'createClassException',
        tags,
        summary: 'Add a one-off class on a date (extra), or cancel the timetable’s class at a time on a date (cancelled)',
        description: `Applies on top of the weekly timetable, also when it comes from the studio service (STUDIO_API_URL). A date at most ${CALENDAR_AHEAD_MAX_DAYS} days after the studio’s today (400); per location at most ${CLASS_EXCEPTIONS_PER_DAY_MAX} on one date and ${CLASS_EXCEPTIONS_AHEAD_MAX} from today on (409). An extra class on a day the studio is closed (a holiday of the chain or of its region, or a closure) is refused: 409 EXTRA_CLASS_ON_CLOSED_DAY.`,
        security: bearer,
        params: IdParams,
        body: ClassExceptionCreateBody,
        response: { 200: ClassExceptionResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: app.requireRole(...SCREEN_CONTROL_ROLES),
    },
    async (request) => {
      if (request.body.kind === 'extra' && request.body.className === '') throw badRequest(API_MESSAGES.extraClassNameRequired)
      const actor = signedInUser(request)
      const { location, exception } = await conflictOnDuplicate(API_MESSAGES.classExceptionTaken, () =>
        app.db.transaction(async (tx) => {
          const location = await requireLocationRow(tx, request.params.id, scopeOf(actor), true)
          const today = assertNotTooFarAhead(location, request.body.date)
          if (request.body.date >= today) {
            const counts = await exceptionsAhead(tx, location.id, today, request.body.date)
            if (counts.onDate >= CLASS_EXCEPTIONS_PER_DAY_MAX) throw conflict(API_MESSAGES.classExceptionsPerDay)
            if (counts.ahead >= CLASS_EXCEPTIONS_AHEAD_MAX) throw conflict(API_MESSAGES.classExceptionsTooMany)
          }
          // An extra class on a closed day would never start (docs/RULES.md#calendar): refused with the reason.
          if (request.body.kind === 'extra' && closureOn(await calendarBetween(tx, location, request.body.date, request.body.date), request.body.date))
            throw conflict(API_MESSAGES.extraClassOnClosedDay)
          const exception = await insertException(tx, location.id, request.body)
          await audit(tx, 'ClassException', 'create', actor, { location: location.id, ...exception })
          return { location, exception }
        }),
      )
      changed(location, exception.date, exception.date)
      return { data: exception }
    },
  )

  app.delete(
    '/api/v1/locations/:id/exceptions/:exceptionId',
    {
      schema: {
        operationId: 'deleteClassException',
        tags,
        summary: 'Undo a one-off class change: the extra class goes, the cancelled class runs again',
        security: bearer,
        params: ExceptionParams,
        response: { 200: ClassExceptionResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: app.requireRole(...SCREEN_CONTROL_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      const { location, exception } = await app.db.transaction(async (tx) => {
        const location = await requireLocationRow(tx, request.params.id, scopeOf(actor))
        const exception = await deleteException(tx, location.id, request.params.exceptionId)
        if (!exception) throw notFound(API_MESSAGES.classExceptionNotFound)
        await audit(tx, 'ClassException', 'delete', actor, { location: location.id, ...exception })
        return { location, exception }
      })
      changed(location, exception.date, exception.date)
      return { data: exception }
    },
  )
}

export default calendarRoutes
