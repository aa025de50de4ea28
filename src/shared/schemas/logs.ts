import { z } from 'zod'
import { API_MESSAGES, FIELD_MESSAGES } from '../messages'
import { dateTime, idField, listEnvelope, listQuery, uuid } from './common'

/** Who a screen's own pairing is logged as (it has no user): the console shows it in the reader's words. */
export const AUDIT_DEVICE_ACTOR = 'screen device'

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
    names: z
      .record(z.string(), z.string())
      .describe('The people, locations and screens the entry names by id (its user and the ids in its data), id → name, for those that still exist'),
  })
  .meta({ id: 'LogEntry' })
export type LogEntry = z.infer<typeof LogEntry>

const logDate = () => z.iso.datetime({ offset: true, error: API_MESSAGES.logDateFormat })

export const LogListQuery = z
  .object({
    ...listQuery,
    model: z.string().trim().max(100).optional().describe('Exact model, case-insensitive'),
    excludeModel: z.string().trim().max(100).optional().describe('Leave out this model, case-insensitive (Session: hide sign-ins)'),
    action: z.string().trim().max(100).optional().describe('Exact action, case-insensitive'),
    userId: idField().optional().describe('Only what this user did'),
    location: idField()
      .optional()
      .describe('Only entries about this location: the location itself, its screens (by id), its timetable, a screen moved to or from it'),
    from: logDate().optional().describe('Only entries at or after this instant'),
    to: logDate().optional().describe('Only entries before this instant (the start of the day after the last one wanted)'),
  })
  .superRefine((query, context) => {
    if (query.from && query.to && Date.parse(query.to) < Date.parse(query.from)) {
      context.addIssue({ code: 'custom', path: ['to'], message: API_MESSAGES.logDateRange })
    }
  })
export type LogListQuery = z.infer<typeof LogListQuery>

export const LogListResponse = listEnvelope(LogEntry, 'LogListResponse')

/** The confirmation word is checked on the server (docs/RULES.md#validation Logs clean). */
export const LogCleanBody = z
  .object({ password: z.string({ error: FIELD_MESSAGES.required }).min(1, FIELD_MESSAGES.required).max(1024, FIELD_MESSAGES.tooLong) })
  .meta({ id: 'LogCleanBody' })
export type LogCleanBody = z.infer<typeof LogCleanBody>

export const LogCleanResponse = z.object({ data: z.object({ deleted: z.number().int() }) }).meta({ id: 'LogCleanResponse' })
