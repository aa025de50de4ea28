import { z } from 'zod'
import { NAME_MAX, ROUND_MAX, ROUND_MIN } from '../constants'
import { FIELD_MESSAGES } from '../messages'
import { dataEnvelope, dateTime, idField, listEnvelope, listQuery, requiredText, uuid } from './common'
import { ScreenDevice } from './deviceFacts'
import { language, timeZone } from './locations'
import { roundNumber } from './rounds'
import { Workout } from './workouts'

export const SCREEN_STATUS_LABELS = ['Connected', 'Disconnected'] as const

/** Connection as computed at read time: Connected when the last heartbeat is within 90 s (docs/RULES.md#connection-and-forms). */
export const ScreenStatus = z
  .object({
    label: z.enum(SCREEN_STATUS_LABELS),
    isConnected: z.boolean(),
    statusUpdatedAt: dateTime().nullable().describe('Server time of the last heartbeat'),
  })
  .meta({ id: 'ScreenStatus' })
export type ScreenStatus = z.infer<typeof ScreenStatus>

export const Screen = z
  .object({
    id: uuid(),
    _id: uuid(),
    name: z.string(),
    round: z.number().int(),
    location: uuid().describe('Id of the screen’s location'),
    locationName: z.string(),
    contentId: z.string().nullable(),
    language: z.string(),
    timeZone: z.string(),
    status: ScreenStatus,
    linked: z.boolean().describe('True while the screen holds a live token'),
    authToken: z.string().nullable().describe('Masked fingerprint of the live token (never the token itself); null when unlinked'),
    refreshFlag: z.boolean(),
    hardRefreshFlag: z.boolean(),
    isLrVideo: z.boolean().describe('Plays the low-resolution video links'),
    automaticMode: z.boolean().describe('The location’s automatic mode'),
    classStart: z.boolean().describe('The location’s class start'),
    nowPlaying: z
      .object({
        playing: z.boolean().describe('A class plays on it'),
        position: z.number().int().nullable().describe('0-based place in the class of the clip on screen'),
      })
      .nullable()
      .describe('What the screen said with its last poll, while it is connected; null when it is not, or has not said'),
    device: ScreenDevice.nullable().describe('The device it last reported (kept while it is disconnected); null when it never did'),
    createdAt: dateTime(),
    updatedAt: dateTime(),
  })
  .meta({ id: 'Screen' })
export type Screen = z.infer<typeof Screen>

export const ScreenCreateBody = z
  .object({
    name: requiredText(NAME_MAX),
    round: roundNumber(),
    location: idField().describe('Id of the location'),
    timeZone: timeZone().optional().describe('Defaults to the location’s'),
    language: language().optional().describe('Defaults to the location’s'),
    contentId: z.string().trim().max(200).nullable().optional(),
    isLrVideo: z.boolean().optional(),
  })
  .meta({ id: 'ScreenCreateBody' })
export type ScreenCreateBody = z.infer<typeof ScreenCreateBody>

/** Admins edit any field; location staff may only send `refreshFlag: true`. */
export const ScreenUpdateBody = z
  .object({
    name: requiredText(NAME_MAX).optional(),
    round: roundNumber().optional(),
    timeZone: timeZone().optional(),
    language: language().optional(),
    contentId: z.string().trim().max(200).nullable().optional(),
    isLrVideo: z.boolean().optional(),
    refreshFlag: z.boolean().optional().describe('true asks the screen to reload (about 60 s)'),
  })
  .meta({ id: 'ScreenUpdateBody' })
export type ScreenUpdateBody = z.infer<typeof ScreenUpdateBody>

export const ScreenListQuery = z.object({
  ...listQuery,
  location: idField().optional().describe('Only the screens of this location'),
})
export type ScreenListQuery = z.infer<typeof ScreenListQuery>

export const LocationScreenBody = z.object({ screenId: idField() }).meta({ id: 'LocationScreenBody' })

export const LinkScreenBody = z
  .object({ authCode: z.string({ error: FIELD_MESSAGES.required }).trim().max(32, FIELD_MESSAGES.tooLong) })
  .meta({ id: 'LinkScreenBody' })

export const ScreenResponse = dataEnvelope(Screen, 'ScreenResponse')
export const ScreenListResponse = listEnvelope(Screen, 'ScreenListResponse')

/** What the device needs of its location. */
export const ScreenLocation = z
  .object({
    id: uuid(),
    _id: uuid(),
    name: z.string(),
    isActive: z.boolean(),
    isEnabled: z.boolean(),
    mctEnabled: z.boolean(),
    alternateCountdown: z.boolean(),
    automaticMode: z.boolean(),
    classStart: z.boolean(),
    classStartedAt: dateTime().nullable(),
    timeZone: z.string(),
    language: z.string(),
    downloadWindowStart: z
      .string()
      .nullable()
      .optional()
      .describe('HH:MM in its zone when its screens may start fetching ahead; null: any time outside classes'),
    downloadWindowEnd: z.string().nullable().optional().describe('HH:MM when they stop (before the start: the window crosses midnight)'),
    downloadCapMbps: z.number().int().nullable().optional().describe('Mbit/s its screens share for fetching ahead; null: no cap'),
  })
  .meta({ id: 'ScreenLocation' })
export type ScreenLocation = z.infer<typeof ScreenLocation>

/** The device's own screen: `location` is the location object rather than its id. */
export const ScreenAuth = Screen.extend({ location: ScreenLocation }).meta({ id: 'ScreenAuth' })
export type ScreenAuth = z.infer<typeof ScreenAuth>
export const ScreenAuthResponse = dataEnvelope(ScreenAuth, 'ScreenAuthResponse')

export const HeartbeatBody = z
  .object({
    status: z
      .object({ label: z.string().max(40).optional(), isConnected: z.boolean().optional(), statusUpdatedAt: z.string().max(40).nullable().optional() })
      .optional()
      .describe('As the device reports it; the server stores its own clock instead'),
    refreshFlag: z.literal(false).optional().describe('false: the page has reloaded, clear the refresh request'),
    hardRefreshFlag: z.literal(false).optional().describe('false: the page has reloaded, clear the hard-refresh request'),
  })
  .meta({ id: 'HeartbeatBody' })
export type HeartbeatBody = z.infer<typeof HeartbeatBody>

export const Heartbeat = z
  .object({
    screen: ScreenAuth,
    workout: Workout.nullable(),
    lrVideo: z.boolean().describe('screen.isLrVideo || workout.isLrVideo'),
  })
  .meta({ id: 'Heartbeat' })
export const HeartbeatResponse = dataEnvelope(Heartbeat, 'HeartbeatResponse')

export const RoundParams = z.object({ id: z.coerce.number().int().min(ROUND_MIN).max(ROUND_MAX).describe('Round number 1-9') })
export const RoundWorkoutQuery = z.object({
  location: idField().optional().describe('Console callers: the location whose date and roll hour apply'),
})
export const RoundWorkoutResponse = dataEnvelope(Workout.nullable(), 'RoundWorkoutResponse')
