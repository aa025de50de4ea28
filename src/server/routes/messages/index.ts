import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { MESSAGE_EMERGENCY_MAX_HOURS, MESSAGE_NOTICE_MAX_HOURS, MESSAGE_START_AHEAD_DAYS, MESSAGES_PER_LOCATION_MAX } from '../../../shared/constants'
import { API_MESSAGES, MESSAGE_CODES } from '../../../shared/messages'
import { isAdmin, isSuperAdmin, ROLES, SCREEN_CONTROL_ROLES } from '../../../shared/roles'
import { errorResponses, IdParams } from '../../../shared/schemas/common'
import { MessageCreateBody, MessageListQuery, MessageListResponse, MessageResponse, OnScreenResponse, type Message } from '../../../shared/schemas/messages'
import type { Db } from '../../db/client'
import { locations, regions, screenMessageLocations, screenMessages } from '../../db/schema'
import { recordEmergencyStop } from '../../domain/classRuns'
import { applyClassControl, classStateOf } from '../../domain/classState'
import { locationMissing, type LocationRow } from '../../domain/locations'
import { messageDto, notOver, readScreenMessagesOf, type MessageRow } from '../../domain/messages'
import { requireRegion } from '../../domain/regions'
import { audit } from '../../lib/audit'
import { badRequest, forbidden, HttpError, notFound } from '../../lib/httpErrors'
import { inLocationScope, scopeOf, type LocationScope } from '../../lib/locationScope'
import { emitWebhookEvent } from '../../webhooks/outbox'
import { signedInUser, type AuthUser } from '../../plugins/auth'
import type { ScreenPush } from '../../fleet/fleet'

const bearer = [{ bearerAuth: [] }]
const tags = ['messages']
const HOUR_MS = 60 * 60_000
/** A start this close to now is now: the sender's clock and the server's differ a little. */
const START_SLACK_MS = 60_000

const nameOf = (user: AuthUser) => (user.apiKey ? user.apiKey.name : `${user.firstName} ${user.lastName}`.trim() || user.email)

interface Audience {
  kind: MessageRow['audience']
  regionId: string | null
  locations: LocationRow[]
}

/**
 * The studios a message goes to, as the sender may name them (docs/MESSAGES.md#who-sends-to-whom): a list of
 * studios their scope includes (staff: their own), a region (admins of it, head office), the chain (head office).
 */
async function audienceOf(tx: Db, user: AuthUser, scope: LocationScope, body: MessageCreateBody): Promise<Audience> {
  if (body.locations) {
    const ids = [...new Set(body.locations)]
    const rows = await tx
      .select()
      .from(locations)
      .where(and(inArray(locations.id, ids), inLocationScope(locations.id, scope)))
      .for('update')
    const found = new Set(rows.map((row) => row.id))
    const missing = ids.find((id) => !found.has(id))
    if (missing) throw await locationMissing(tx, missing, scope)
    return { kind: 'locations', regionId: null, locations: rows }
  }
  if (body.region) {
    if (!isAdmin(user.role)) throw forbidden(API_MESSAGES.messageRegionOnly, MESSAGE_CODES.messageRegionOnly)
    const region = await requireRegion(tx, body.region, scope)
    const rows = await tx
      .select()
      .from(locations)
      .where(and(eq(locations.regionId, region.id), inLocationScope(locations.id, scope)))
      .for('update')
    return { kind: 'region', regionId: region.id, locations: rows }
  }
  if (!isSuperAdmin(user.role) || user.apiKey) throw forbidden(API_MESSAGES.messageChainOnly, MESSAGE_CODES.messageChainOnly)
  return { kind: 'chain', regionId: null, locations: await tx.select().from(locations).for('update') }
}

/** When it shows: a notice needs an end; each level has a longest time on screen; a start at most 30 days ahead. */
function timesOf(body: MessageCreateBody, now: Date): { startsAt: Date; endsAt: Date | null } {
  const asked = body.startsAt ? new Date(body.startsAt) : now
  const startsAt = asked.getTime() < now.getTime() + START_SLACK_MS ? now : asked
  if (startsAt.getTime() > now.getTime() + MESSAGE_START_AHEAD_DAYS * 24 * HOUR_MS)
    throw badRequest(API_MESSAGES.messageStartTooFar, MESSAGE_CODES.messageStartTooFar)
  if (body.level === 'emergency' && startsAt !== now) throw badRequest(API_MESSAGES.messageEmergencyNow, MESSAGE_CODES.messageEmergencyNow)
  const endsAt = body.endsAt ? new Date(body.endsAt) : null
  if (!endsAt) {
    if (body.level === 'notice') throw badRequest(API_MESSAGES.messageEndRequired, MESSAGE_CODES.messageEndRequired)
    return { startsAt, endsAt }
  }
  if (endsAt.getTime() <= now.getTime()) throw badRequest(API_MESSAGES.messageEndPassed, MESSAGE_CODES.messageEndPassed)
  if (endsAt.getTime() <= startsAt.getTime()) throw badRequest(API_MESSAGES.messageEndBeforeStart, MESSAGE_CODES.messageEndBeforeStart)
  const maxHours = body.level === 'notice' ? MESSAGE_NOTICE_MAX_HOURS : MESSAGE_EMERGENCY_MAX_HOURS
  if (endsAt.getTime() - startsAt.getTime() > maxHours * HOUR_MS) throw badRequest(API_MESSAGES.messageTooLong, MESSAGE_CODES.messageTooLong)
  return { startsAt, endsAt }
}

/** The messages' studios that the scope sees, with the regions' names, as the API shows them. */
async function messageDtos(db: Db, rows: MessageRow[], scope: LocationScope, now: Date): Promise<Message[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const places = await db
    .select({ messageId: screenMessageLocations.messageId, id: locations.id, name: locations.name })
    .from(screenMessageLocations)
    .innerJoin(locations, eq(locations.id, screenMessageLocations.locationId))
    .where(and(inArray(screenMessageLocations.messageId, ids), inLocationScope(locations.id, scope)))
    .orderBy(asc(locations.name), asc(locations.id))
  const regionIds = [...new Set(rows.map((row) => row.regionId).filter((id): id is string => id !== null))]
  const names = regionIds.length === 0 ? [] : await db.select({ id: regions.id, name: regions.name }).from(regions).where(inArray(regions.id, regionIds))
  const regionName = new Map(names.map((row) => [row.id, row.name]))
  return rows.map((row) =>
    messageDto(
      row,
      places.filter((place) => place.messageId === row.id).map(({ id, name }) => ({ id, name })),
      row.regionId ? (regionName.get(row.regionId) ?? null) : null,
      row.stoppedClasses,
      now,
    ),
  )
}

/**
 * /api/v1/messages (docs/MESSAGES.md): messages to the studios' screens. Staff send to their own studios,
 * admins to those of their regions, head office to any studios, a region or the whole chain; an emergency
 * stops the class there. Every change reaches the screens by push and is in their poll.
 */
const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const subquery = (where: SQL) => app.db.select({ id: screenMessageLocations.messageId }).from(screenMessageLocations).where(where)

  function visible(scope: LocationScope): SQL | undefined {
    const inScope = inLocationScope(screenMessageLocations.locationId, scope)
    return inScope ? inArray(screenMessages.id, subquery(inScope)) : undefined
  }

  /** After a commit: each studio's screens get their whole list of messages, and the class state where a class stopped. */
  async function tellScreens(locationIds: string[], stopped: LocationRow[]): Promise<void> {
    const lists = await readScreenMessagesOf(app.db, locationIds, new Date())
    const push: ScreenPush[] = [
      ...stopped.map((row) => ({ location: row.id, event: { event: 'class' as const, data: classStateOf(row) } })),
      ...locationIds.map((location) => ({ location, event: { event: 'messages' as const, data: { location, messages: lists.get(location) ?? [] } } })),
    ]
    if (push.length > 0) app.fleet.changed({ push })
  }

  app.post(
    '/api/v1/messages',
    {
      schema: {
        operationId: 'createMessage',
        tags,
        summary: 'Send a message to studios’ screens: a notice, or an emergency that stops the class and fills every screen',
        description:
          'Give exactly one of `locations`, `region` or `chain`. Staff send to their own studios, admins to the studios of their regions, ' +
          `head office to any. Limits: ${MESSAGES_PER_LOCATION_MAX} messages per studio on screen or waiting, a notice shows ${MESSAGE_NOTICE_MAX_HOURS / 24} days at most, ` +
          `an emergency with an end ${MESSAGE_EMERGENCY_MAX_HOURS} hours (without one, until cleared), a start ${MESSAGE_START_AHEAD_DAYS} days ahead at most.`,
        security: bearer,
        body: MessageCreateBody,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: app.requireRole(...SCREEN_CONTROL_ROLES),
    },
    async (request) => {
      const user = signedInUser(request)
      const scope = scopeOf(user)
      const body = request.body
      const now = new Date()
      const times = timesOf(body, now)
      const sentBy = nameOf(user)
      const { row, audience, stopped } = await app.db.transaction(async (tx) => {
        const audience = await audienceOf(tx, user, scope, body)
        if (audience.locations.length === 0) throw badRequest(API_MESSAGES.messageNoStudios, MESSAGE_CODES.messageNoStudios)
        const ids = audience.locations.map((location) => location.id)
        const [busiest] = await tx
          .select({ location: screenMessageLocations.locationId, messages: count() })
          .from(screenMessageLocations)
          .innerJoin(screenMessages, eq(screenMessages.id, screenMessageLocations.messageId))
          .where(and(inArray(screenMessageLocations.locationId, ids), notOver(now)))
          .groupBy(screenMessageLocations.locationId)
          .orderBy(desc(count()))
          .limit(1)
        if (busiest && busiest.messages >= MESSAGES_PER_LOCATION_MAX)
          throw new HttpError(409, API_MESSAGES.messageTooMany, undefined, MESSAGE_CODES.messageTooMany)
        const stopped: LocationRow[] = []
        let stoppedClasses = 0
        if (body.level === 'emergency') {
          const actor = { firstName: user.firstName, lastName: user.lastName }
          const reason = `Emergency message: ${body.text}`
          for (const location of audience.locations) {
            const manualAnchor = location.classStart ? location.classStartedAt : null
            if (location.classStart) stopped.push(await applyClassControl(tx, location, { classStart: false }, now))
            stoppedClasses += await recordEmergencyStop(tx, location.id, manualAnchor, now, actor, reason)
          }
        }
        const [row] = await tx
          .insert(screenMessages)
          .values({
            text: body.text,
            level: body.level,
            startsAt: times.startsAt,
            endsAt: times.endsAt,
            audience: audience.kind,
            regionId: audience.regionId,
            sentById: user.apiKey ? null : user.id,
            sentByName: sentBy,
            stoppedClasses,
            createdAt: now,
            updatedAt: now,
          })
          .returning()
        await tx.insert(screenMessageLocations).values(ids.map((locationId) => ({ messageId: row.id, locationId })))
        await audit(tx, 'Message', 'create', user, {
          id: row.id,
          text: row.text,
          level: row.level,
          startsAt: row.startsAt,
          endsAt: row.endsAt,
          audience: audience.kind,
          region: audience.regionId,
          locations: ids,
          stoppedClasses,
        })
        if (body.level === 'emergency') {
          await emitWebhookEvent(
            tx,
            'message.emergency',
            {
              messageId: row.id,
              text: row.text,
              startsAt: row.startsAt.toISOString(),
              endsAt: row.endsAt?.toISOString() ?? null,
              locations: ids,
              sentBy,
              stoppedClasses,
              clearedAt: null,
            },
            now,
          )
        }
        return { row, audience, stopped }
      })
      await tellScreens(
        audience.locations.map((location) => location.id),
        stopped,
      )
      const [dto] = await messageDtos(app.db, [row], scope, new Date())
      return { data: dto }
    },
  )

  app.get(
    '/api/v1/messages',
    {
      schema: {
        operationId: 'listMessages',
        tags,
        summary: 'Messages to the screens of the studios the caller may see, newest first: current ones, or all with the ended and cleared',
        security: bearer,
        querystring: MessageListQuery,
        response: { 200: MessageListResponse, ...errorResponses(400, 401, 403) },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async (request) => {
      const scope = scopeOf(signedInUser(request))
      const { page, pageSize, status, location } = request.query
      const now = new Date()
      const where = and(
        visible(scope),
        status === 'current' ? notOver(now) : undefined,
        location ? inArray(screenMessages.id, subquery(eq(screenMessageLocations.locationId, location))) : undefined,
      )
      const [{ total }] = await app.db.select({ total: count() }).from(screenMessages).where(where)
      const rows = await app.db
        .select()
        .from(screenMessages)
        .where(where)
        .orderBy(desc(screenMessages.createdAt), desc(screenMessages.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize)
      return { data: await messageDtos(app.db, rows, scope, now), meta: { total, page, pageSize } }
    },
  )

  app.get(
    '/api/v1/messages/on-screen',
    {
      schema: {
        operationId: 'listMessagesOnScreen',
        tags,
        summary: 'What each studio’s screens show now, for the studios the caller may see (only those showing a message)',
        security: bearer,
        response: { 200: OnScreenResponse, ...errorResponses(401, 403) },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async (request) => {
      const scope = scopeOf(signedInUser(request))
      const now = new Date()
      const rows = await app.db
        .select({ message: screenMessages, location: { id: locations.id, name: locations.name, timeZone: locations.timeZone } })
        .from(screenMessageLocations)
        .innerJoin(screenMessages, eq(screenMessages.id, screenMessageLocations.messageId))
        .innerJoin(locations, eq(locations.id, screenMessageLocations.locationId))
        .where(and(inLocationScope(screenMessageLocations.locationId, scope), notOver(now), lte(screenMessages.startsAt, now)))
        .orderBy(asc(locations.name), asc(locations.id), desc(screenMessages.level), asc(screenMessages.startsAt))
      const messages = new Map(
        (await messageDtos(app.db, [...new Map(rows.map((row) => [row.message.id, row.message])).values()], scope, now)).map((dto) => [dto.id, dto]),
      )
      const studios = new Map<string, { location: string; locationName: string; timeZone: string; messages: Message[] }>()
      for (const row of rows) {
        let studio = studios.get(row.location.id)
        if (!studio)
          studios.set(row.location.id, (studio = { location: row.location.id, locationName: row.location.name, timeZone: row.location.timeZone, messages: [] }))
        studio.messages.push(messages.get(row.message.id)!)
      }
      return { data: [...studios.values()] }
    },
  )

  app.get(
    '/api/v1/messages/:id',
    {
      schema: {
        operationId: 'getMessage',
        tags,
        summary: 'One message, if it reaches a studio the caller may see',
        security: bearer,
        params: IdParams,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: app.requireRole(...ROLES),
    },
    async (request) => {
      const scope = scopeOf(signedInUser(request))
      const [row] = await app.db
        .select()
        .from(screenMessages)
        .where(and(eq(screenMessages.id, request.params.id), visible(scope)))
      if (!row) throw notFound(API_MESSAGES.messageNotFound)
      const [dto] = await messageDtos(app.db, [row], scope, new Date())
      return { data: dto }
    },
  )

  app.post(
    '/api/v1/messages/:id/clear',
    {
      schema: {
        operationId: 'clearMessage',
        tags,
        summary: 'Take a message off the screens before its end: its sender, or someone whose scope includes every studio it went to',
        security: bearer,
        params: IdParams,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: app.requireRole(...SCREEN_CONTROL_ROLES),
    },
    async (request) => {
      const user = signedInUser(request)
      const scope = scopeOf(user)
      const now = new Date()
      const { row, locationIds } = await app.db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(screenMessages)
          .where(and(eq(screenMessages.id, request.params.id), visible(scope)))
          .for('update')
        if (!current) throw notFound(API_MESSAGES.messageNotFound)
        if (current.clearedAt || (current.endsAt && current.endsAt.getTime() <= now.getTime()))
          throw new HttpError(409, API_MESSAGES.messageAlreadyCleared, undefined, MESSAGE_CODES.messageAlreadyCleared)
        const places = await tx
          .select({ id: screenMessageLocations.locationId, inScope: inScopeFlag(scope) })
          .from(screenMessageLocations)
          .where(eq(screenMessageLocations.messageId, current.id))
        const sender = !user.apiKey && current.sentById === user.id
        if (!sender && places.some((place) => !place.inScope)) throw forbidden(API_MESSAGES.messageClearNotAllowed, MESSAGE_CODES.messageClearNotAllowed)
        const [row] = await tx
          .update(screenMessages)
          .set({ clearedAt: now, clearedByName: nameOf(user), updatedAt: now })
          .where(eq(screenMessages.id, current.id))
          .returning()
        await audit(tx, 'Message', 'update', user, { id: row.id, cleared: true, text: row.text, level: row.level })
        if (row.level === 'emergency') {
          const ids = places.map((place) => place.id)
          await emitWebhookEvent(
            tx,
            'message.emergency',
            {
              messageId: row.id,
              text: row.text,
              startsAt: row.startsAt.toISOString(),
              endsAt: row.endsAt?.toISOString() ?? null,
              locations: ids,
              sentBy: row.sentByName,
              stoppedClasses: row.stoppedClasses,
              clearedAt: now.toISOString(),
              clearedBy: nameOf(user),
            },
            now,
          )
        }
        return { row, locationIds: places.map((place) => place.id) }
      })
      await tellScreens(locationIds, [])
      const [dto] = await messageDtos(app.db, [row], scope, new Date())
      return { data: dto }
    },
  )
}

/** True for a message's studio the scope includes. */
function inScopeFlag(scope: LocationScope): SQL<boolean> {
  const condition = inLocationScope(screenMessageLocations.locationId, scope)
  return condition ? sql<boolean>`coalesce((${condition}), false)` : sql<boolean>`true`
}

export default messageRoutes
