import { z } from 'zod'
import { MESSAGE_TEXT_MAX } from '../constants'
import { API_MESSAGES } from '../messages'
import { dataEnvelope, dateTime, dateTimeInput, idField, listEnvelope, listQuery, requiredText, uuid } from './common'

// Messages to the studios' screens (docs/MESSAGES.md): a notice or an emergency, from staff, an admin or head office.

export const MESSAGE_LEVELS = ['notice', 'emergency'] as const
export type MessageLevel = (typeof MESSAGE_LEVELS)[number]
export const MESSAGE_AUDIENCES = ['locations', 'region', 'chain'] as const
export const MESSAGE_STATUSES = ['scheduled', 'showing', 'ended', 'cleared'] as const
export type MessageStatus = (typeof MESSAGE_STATUSES)[number]

/** A message as a screen keeps it: the poll's `messages` and the push channel's `messages` event carry these. */
export const ScreenMessage = z
  .object({
    id: uuid(),
    text: z.string().describe('The words as the sender wrote them (any language, right to left too)'),
    level: z.enum(MESSAGE_LEVELS).describe('notice: full screen when idle, a line during a class; emergency: stops the class and fills the screen'),
    startsAt: dateTime(),
    endsAt: dateTime().nullable().describe('When it disappears, with or without a network; null: an emergency shown until someone clears it'),
  })
  .meta({ id: 'ScreenMessage' })
export type ScreenMessage = z.infer<typeof ScreenMessage>

export const MessageCreateBody = z
  .object({
    text: requiredText(MESSAGE_TEXT_MAX).describe(`The words, at most ${MESSAGE_TEXT_MAX} characters`),
    level: z.enum(MESSAGE_LEVELS),
    startsAt: dateTimeInput().optional().describe('When it shows; now when left out'),
    endsAt: dateTimeInput().nullish().describe('When it disappears; a notice needs one, an emergency without one shows until cleared'),
    locations: z.array(idField()).min(1).max(1000).optional().describe('The studios it goes to (staff: their own; admins: those of their regions)'),
    region: idField().optional().describe('Every studio of a region (admins of that region, head office)'),
    chain: z.boolean().optional().describe('true: every studio of the chain (head office)'),
  })
  .refine((body) => [body.locations !== undefined, body.region !== undefined, body.chain === true].filter(Boolean).length === 1, {
    error: API_MESSAGES.messageAudience,
    path: ['locations'],
  })
  .meta({ id: 'MessageCreateBody' })
export type MessageCreateBody = z.infer<typeof MessageCreateBody>

export const MessageLocation = z.object({ id: uuid(), name: z.string() }).meta({ id: 'MessageLocation' })

export const Message = z
  .object({
    id: uuid(),
    text: z.string(),
    level: z.enum(MESSAGE_LEVELS),
    startsAt: dateTime(),
    endsAt: dateTime().nullable(),
    status: z.enum(MESSAGE_STATUSES).describe('scheduled (not started), showing, ended (its end passed) or cleared (someone cleared it early)'),
    audience: z.enum(MESSAGE_AUDIENCES),
    region: uuid().nullable(),
    regionName: z.string().nullable(),
    locations: z.array(MessageLocation).describe('The studios it reaches that the caller may see'),
    sentBy: z.string(),
    createdAt: dateTime(),
    clearedAt: dateTime().nullable(),
    clearedBy: z.string().nullable(),
    stoppedClasses: z.number().int().describe('Classes an emergency stopped when it was sent'),
  })
  .meta({ id: 'Message' })
export type Message = z.infer<typeof Message>
export const MessageResponse = dataEnvelope(Message, 'MessageResponse')
export const MessageListResponse = listEnvelope(Message, 'MessageListResponse')

export const MessageListQuery = z.object({
  page: listQuery.page,
  pageSize: listQuery.pageSize,
  status: z.enum(['current', 'all']).default('current').describe('current: showing or scheduled; all: with the ended and cleared ones'),
  location: idField().optional().describe('Only the messages of this studio'),
})
export type MessageListQuery = z.infer<typeof MessageListQuery>

/** What each studio's screens show now. */
export const OnScreenStudio = z
  .object({
    location: uuid(),
    locationName: z.string(),
    timeZone: z.string(),
    messages: z.array(Message).describe('Showing now, emergencies first'),
  })
  .meta({ id: 'OnScreenStudio' })
export const OnScreenResponse = z.object({ data: z.array(OnScreenStudio) }).meta({ id: 'OnScreenResponse' })
