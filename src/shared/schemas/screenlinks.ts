import { z } from 'zod'
import { SCREEN_AUTH_CODE_LENGTH } from '../constants'
import { FIELD_MESSAGES, VALIDATION_MESSAGES } from '../messages'
import { dataEnvelope, dateTime, idField, uuid } from './common'

/** Six uppercase letters or digits, as the screen shows it (SPEC §2.1). */
export const AUTH_CODE_PATTERN = new RegExp(`^[A-Z0-9]{${SCREEN_AUTH_CODE_LENGTH}}$`)

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

export const ScreenLinkCreateBody = z.object({ authCode: authCode() }).meta({ id: 'ScreenLinkCreateBody' })

export const ScreenLinkUpdateBody = z
  .object({ screen: idField().describe('The screen to attach') })
  .meta({ id: 'ScreenLinkUpdateBody' })

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
