import { z } from 'zod'
import { FIELD_MESSAGES } from '../messages'
import { dateTime, listEnvelope, listQuery, uuid } from './common'

export const LogEntry = z
  .object({
    id: uuid(),
    _id: uuid(),
    date: dateTime(),
    model: z.string().describe('What changed: Location, Screen, User, Release, Log ...'),
    action: z.string().describe('create, update or delete'),
    modifiedBy: z.string().describe('Email of the user who made the change'),
    userId: uuid().nullable(),
    data: z.record(z.string(), z.unknown()).describe('The change, with passwords and tokens redacted'),
  })
  .meta({ id: 'LogEntry' })
export type LogEntry = z.infer<typeof LogEntry>

export const LogListQuery = z.object({
  ...listQuery,
  model: z.string().trim().max(100).optional().describe('Exact model, case-insensitive'),
  action: z.string().trim().max(100).optional().describe('Exact action, case-insensitive'),
})
export type LogListQuery = z.infer<typeof LogListQuery>

export const LogListResponse = listEnvelope(LogEntry, 'LogListResponse')

/** The confirmation word is checked on the server (docs/RULES.md#validation Logs clean). */
export const LogCleanBody = z
  .object({ password: z.string({ error: FIELD_MESSAGES.required }).min(1, FIELD_MESSAGES.required).max(1024, FIELD_MESSAGES.tooLong) })
  .meta({ id: 'LogCleanBody' })
export type LogCleanBody = z.infer<typeof LogCleanBody>

export const LogCleanResponse = z.object({ data: z.object({ deleted: z.number().int() }) }).meta({ id: 'LogCleanResponse' })
