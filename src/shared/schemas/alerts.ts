import { z } from 'zod'
import { dateTime, listQuery, uuid } from './common'

export const ALERT_KINDS = [
  'screenNotReady',
  'classNotStarted',
  'classStoppedEarly',
  'noWorkoutTomorrow',
  'screenNotOfflineCapable',
  'screenMuted',
  'screenStorageFull',
  'playsRefused',
  'screenOutOfStep',
  'contentNotReady',
] as const
/** The kinds that are about one screen: their key's subject starts with the screen's id. */
export const SCREEN_ALERT_KINDS: readonly AlertKind[] = [
  'screenNotReady',
  'screenNotOfflineCapable',
  'screenMuted',
  'screenStorageFull',
  'playsRefused',
  'screenOutOfStep',
  'contentNotReady',
]
export type AlertKind = (typeof ALERT_KINDS)[number]
export const ALERT_DELIVERIES = ['none', 'pending', 'delivered', 'failed'] as const

export const Alert = z
  .object({
    id: uuid(),
    location: uuid(),
    locationName: z.string(),
    screen: uuid().nullable().describe('The screen the alert is about, for the kinds about one screen while it still exists; else null'),
    timeZone: z.string(),
    kind: z.enum(ALERT_KINDS),
    details: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).describe('What it is about: screen and round, class time, round, date'),
    raisedAt: dateTime(),
    resolvedAt: dateTime().nullable().describe('When the condition cleared; null while the alert is open'),
    delivery: z.enum(ALERT_DELIVERIES).describe('The webhook: none (not configured), pending, delivered or failed'),
    deliveryAttempts: z.number().int(),
    deliveryError: z.string().nullable(),
  })
  .meta({ id: 'Alert' })
export type Alert = z.infer<typeof Alert>

export const AlertListQuery = z.object({
  page: listQuery.page,
  pageSize: listQuery.pageSize,
  status: z.enum(['open', 'all']).default('all').describe('open: only alerts whose condition still holds'),
})
export type AlertListQuery = z.infer<typeof AlertListQuery>

export const AlertListResponse = z
  .object({
    data: z.array(Alert),
    meta: z.object({
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
      open: z.number().int().describe('Open alerts the caller may see'),
      unread: z.number().int().describe('Alerts raised since the caller last marked them seen'),
    }),
  })
  .meta({ id: 'AlertListResponse' })

export const AlertsSeenResponse = z.object({ data: z.object({ unread: z.number().int() }) }).meta({ id: 'AlertsSeenResponse' })

export const AlertResponse = z.object({ data: Alert }).meta({ id: 'AlertResponse' })
