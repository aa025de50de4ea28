import { z } from 'zod'
import { FIELD_MESSAGES, VALIDATION_MESSAGES } from '../messages'
import { AUTH_CODE_PATTERN } from '../pairingCode'
import { dataEnvelope, dateTime, idField, uuid } from './common'

export { AUTH_CODE_PATTERN }

export const authCode = () => z.string({ error: FIELD_MESSAGES.required }).trim().regex(AUTH_CODE_PATTERN, VALIDATION_MESSAGES.invalidAuthorizationCode)

/** A pairing in progress. The id is the unguessable handle the device polls; the code is what staff type. */
export const ScreenLink = z
  .object({
    id: uuid(),
    _id: uuid(),
    authCode: z.string(),
    screen: uuid().nullable().describe('The screen attached by staff; null while pending'),
    expiresAt: dateTime(),
    createdAt: dateTime(),
  })
  .meta({ id: 'ScreenLink' })
export type ScreenLink = z.infer<typeof ScreenLink>

/**
 * The screen may propose a code; the server always answers its own choice (`authCode` of the
 * answer), so registering never tells anyone whether a code is already live (docs/SECURITY.md).
 */
export const ScreenLinkCreateBody = z
  .object({ authCode: authCode().optional().describe('A proposal only: show the `authCode` of the answer') })
  .meta({ id: 'ScreenLinkCreateBody' })

export const ScreenLinkUpdateBody = z.object({ screen: idField().describe('The screen to attach') }).meta({ id: 'ScreenLinkUpdateBody' })

/**
 * What the device's link poll answers. Pending: `screen` and `token` null. Linked: the screen and
 * its token, exactly once; the link is then gone and a further poll is a 404.
 */
export const ScreenLinkStatus = z
  .object({
    id: uuid(),
    _id: uuid(),
    screen: z.object({ id: uuid(), _id: uuid(), name: z.string(), round: z.number().int(), location: uuid() }).meta({ id: 'LinkedScreen' }).nullable(),
    token: z.string().nullable().describe('The screen token, sent once: store it as screen_auth_token'),
    expiresAt: dateTime(),
  })
  .meta({ id: 'ScreenLinkStatus' })
export type ScreenLinkStatus = z.infer<typeof ScreenLinkStatus>

export const ScreenLinkResponse = dataEnvelope(ScreenLink, 'ScreenLinkResponse')
export const ScreenLinkStatusResponse = dataEnvelope(ScreenLinkStatus, 'ScreenLinkStatusResponse')
