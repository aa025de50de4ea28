import { and, desc, eq, notInArray } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { API_MESSAGES, MESSAGE_CODES } from '../../../shared/messages'
import { SCREEN_CONTROL_ROLES } from '../../../shared/roles'
import { errorResponses, IdParams } from '../../../shared/schemas/common'
import {
  SCREENSHOT_MAX_BYTES,
  ScreenshotList,
  ScreenshotRequestResponse,
  ScreenshotResponse,
  SCREENSHOT_TAKEN_WINDOW_MS,
  SCREENSHOTS_KEPT,
  ScreenshotUploadBody,
} from '../../../shared/schemas/screenshots'
import { screenScreenshots } from '../../db/schema'
import { liveTokenHashes, requireScreen, screenStatus } from '../../domain/screens'
import { hitCounter } from '../../limits/counters'
import { badRequest, HttpError } from '../../lib/httpErrors'
import { scopeOf } from '../../lib/locationScope'
import { signedInUser } from '../../plugins/auth'
import { callingScreenOf } from './device'

/** One request per screen within this window (any process, any user). */
export const SCREENSHOT_REQUEST_WINDOW_MS = 10_000
/** Pictures a screen may send per minute. */
export const SCREENSHOT_UPLOADS_PER_MINUTE = 5
/** The JSON body: the base64 image (4/3 of the JPEG) and a few fields. */
const UPLOAD_BODY_LIMIT = Math.ceil(SCREENSHOT_MAX_BYTES / 3) * 4 + 1_024

/**
 * When the picture was taken, as the server believes it (docs/SECURITY.md#screenshot-times): the
 * screen's time when it lies within SCREENSHOT_TAKEN_WINDOW_MS before the picture arrived, else the
 * arrival. A screen with a wrong clock (or a forged report) cannot date a picture 1970 or 9999.
 */
export function plausibleTakenAt(takenAt: Date, receivedAt: Date): Date {
  const ms = takenAt.getTime()
  const plausible = Number.isFinite(ms) && ms <= receivedAt.getTime() && ms >= receivedAt.getTime() - SCREENSHOT_TAKEN_WINDOW_MS
  return plausible ? takenAt : receivedAt
}

const tooMany = (key: 'screenshotTooSoon' | 'screenshotUploadLimit', resetAt: Date) =>
  new HttpError(429, API_MESSAGES[key], Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000)), MESSAGE_CODES[key])

/**
 * Remote screenshots (docs/SCREEN-DEVICE.md#remote-screenshot): staff ask (the request goes to the
 * screen over its push channel), the screen draws what it shows and sends a JPEG, the console reads the
 * last few. Staff see only their locations' screens, as everywhere.
 */
const screenshotRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['screens']
  const staff = app.requireRole(...SCREEN_CONTROL_ROLES)

  app.post(
    '/api/v1/screens/:id/screenshots',
    {
      schema: {
        operationId: 'requestScreenshot',
        tags,
        summary: 'Ask the screen for a picture of what it shows; it arrives in the list within seconds (one request per screen every 10 s)',
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: { 200: ScreenshotRequestResponse, ...errorResponses(401, 403, 404, 409, 429) },
      },
      onRequest: staff,
    },
    async (request) => {
      const now = new Date()
      const { screen, location } = await requireScreen(app.db, request.params.id, scopeOf(signedInUser(request)))
      const linked = (await liveTokenHashes(app.db, [screen.id], now)).has(screen.id)
      if (!linked || !screenStatus(app.fleet.lastSeen(screen), now).isConnected) throw new HttpError(409, API_MESSAGES.screenNotConnected)
      const hit = await hitCounter(app.db, `screenshot-request:${screen.id}`, SCREENSHOT_REQUEST_WINDOW_MS, now)
      if (hit.count > 1) throw tooMany('screenshotTooSoon', hit.resetAt)
      app.fleet.push(location.id, { event: 'screenshot', data: { screen: screen.id, requestedAt: now.toISOString() } }, screen.id)
      return { data: { screen: screen.id, requestedAt: now.toISOString() } }
    },
  )

  app.get(
    '/api/v1/screens/:id/screenshots',
    {
      schema: {
        operationId: 'listScreenshots',
        tags,
        summary: `The screen’s last ${SCREENSHOTS_KEPT} pictures, newest first`,
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: { 200: ScreenshotList, ...errorResponses(401, 403, 404) },
      },
      onRequest: staff,
    },
    async (request) => {
      const { screen } = await requireScreen(app.db, request.params.id, scopeOf(signedInUser(request)))
      const rows = await app.db
        .select()
        .from(screenScreenshots)
        .where(eq(screenScreenshots.screenId, screen.id))
        .orderBy(desc(screenScreenshots.receivedAt))
        .limit(SCREENSHOTS_KEPT)
      return {
        data: rows.map((row) => ({
          id: row.id,
          screen: row.screenId,
          width: row.width,
          height: row.height,
          // Pictures stored before the check came in are dated as they are now.
          takenAt: plausibleTakenAt(row.takenAt, row.receivedAt).toISOString(),
          receivedAt: row.receivedAt.toISOString(),
          image: `data:image/jpeg;base64,${row.imageBase64}`,
        })),
      }
    },
  )

  app.post(
    '/api/v1/screens/screenshot',
    {
      schema: {
        operationId: 'uploadScreenshot',
        tags: ['screen device'],
        summary: 'The calling screen sends the picture it was asked for (a JPEG, base64; 5 a minute at most)',
        security: [{ screenToken: [] }],
        body: ScreenshotUploadBody,
        response: { 200: ScreenshotResponse, ...errorResponses(400, 401, 404, 413, 429) },
      },
      bodyLimit: UPLOAD_BODY_LIMIT,
      onRequest: app.requireScreen(),
    },
    async (request) => {
      const now = new Date()
      const { screen } = await callingScreenOf(app.fleet, request)
      const { image, width, height, takenAt } = request.body
      const bytes = Buffer.from(image, 'base64')
      // JPEG's start-of-image marker: anything else is refused, whatever it claims.
      if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) throw badRequest(API_MESSAGES.screenshotNotJpeg)
      const hit = await hitCounter(app.db, `screenshot-upload:${screen.id}`, 60_000, now)
      if (hit.count > SCREENSHOT_UPLOADS_PER_MINUTE) throw tooMany('screenshotUploadLimit', hit.resetAt)
      const row = await app.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(screenScreenshots)
          .values({ screenId: screen.id, imageBase64: image, width, height, takenAt: plausibleTakenAt(new Date(takenAt), now), receivedAt: now })
          .returning()
        const kept = await tx
          .select({ id: screenScreenshots.id })
          .from(screenScreenshots)
          .where(eq(screenScreenshots.screenId, screen.id))
          .orderBy(desc(screenScreenshots.receivedAt), desc(screenScreenshots.id))
          .limit(SCREENSHOTS_KEPT)
        await tx.delete(screenScreenshots).where(
          and(
            eq(screenScreenshots.screenId, screen.id),
            notInArray(
              screenScreenshots.id,
              kept.map((shot) => shot.id),
            ),
          ),
        )
        return inserted
      })
      return {
        data: {
          id: row.id,
          screen: row.screenId,
          width: row.width,
          height: row.height,
          takenAt: row.takenAt.toISOString(),
          receivedAt: row.receivedAt.toISOString(),
        },
      }
    },
  )
}

export default screenshotRoutes
