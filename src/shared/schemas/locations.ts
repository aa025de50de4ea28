import { z } from 'zod'
import { NAME_MAX, SCHEDULE_DAYS, SCHEDULE_HOUR_MAX, SCHEDULE_HOUR_MIN } from '../constants'
import { API_MESSAGES, FIELD_MESSAGES } from '../messages'
import { DOWNLOAD_CAP_MAX_MBPS, downloadSettingsProblem, type DownloadSettings } from '../downloadWindow'
import { CLASS_TIME_PATTERN, isLanguage, isTimeZone, STUDIO_NUMBER_PATTERN } from '../validation'
import { dataEnvelope, dateTime, editedVersion, idField, listEnvelope, listQuery, requiredText, uuid } from './common'

export const Location = z
  .object({
    id: uuid(),
    _id: uuid(),
    name: z.string(),
    locationIdentifier: z.string().describe('Studio Number, e.g. KB-US-0001'),
    urlSlug: z.string(),
    timeZone: z.string(),
    language: z.string(),
    isActive: z.boolean(),
    isEnabled: z.boolean().describe('Location screens enabled'),
    mctEnabled: z.boolean().describe('Multi class types (SIGNATURE 45 / MASHUP 45)'),
    alternateCountdown: z.boolean().describe('Short countdown'),
    automaticMode: z.boolean(),
    classStart: z.boolean(),
    classStartedAt: dateTime().nullable(),
    schedule: z.array(z.number().int()).describe('Roll-over hour per weekday, Sunday first (5 = 5 PM ... 12 = midnight)'),
    screens: z.array(uuid()).describe('Ids of the location screens'),
    regionId: uuid().nullable().describe('Its region (docs/RULES.md#regions); null when it has none'),
    downloadWindowStart: z
      .string()
      .nullable()
      .describe('When its screens may start fetching the coming days’ clips, HH:MM in its zone; null with the end: any time outside classes'),
    downloadWindowEnd: z.string().nullable().describe('When they stop, HH:MM; before the start, the window crosses midnight (22:00-06:00)'),
    downloadCapMbps: z.number().int().nullable().describe('Mbit/s its screens share for fetching ahead; null: no cap'),
    createdAt: dateTime(),
    updatedAt: dateTime(),
  })
  .meta({ id: 'Location' })
export type Location = z.infer<typeof Location>

export const studioNumber = () => z.string({ error: FIELD_MESSAGES.required }).trim().regex(STUDIO_NUMBER_PATTERN, API_MESSAGES.studioNumberFormat)
export const timeZone = () => z.string({ error: FIELD_MESSAGES.required }).refine(isTimeZone, API_MESSAGES.timeZoneInvalid)
export const language = () => z.string({ error: FIELD_MESSAGES.required }).trim().toLowerCase().refine(isLanguage, API_MESSAGES.languageInvalid)
export const urlSlug = () => requiredText(NAME_MAX).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, API_MESSAGES.urlSlugFormat)
const windowTime = () =>
  z
    .string({ error: API_MESSAGES.downloadWindowTime })
    .trim()
    .regex(CLASS_TIME_PATTERN, API_MESSAGES.downloadWindowTime)
    .nullable()
    .describe('HH:MM, 24-hour, in the location’s zone; null for none')
export const schedule = () =>
  z
    .array(z.number().int(API_MESSAGES.scheduleHour).min(SCHEDULE_HOUR_MIN, API_MESSAGES.scheduleHour).max(SCHEDULE_HOUR_MAX, API_MESSAGES.scheduleHour))
    .length(SCHEDULE_DAYS)

const editableFields = {
  name: requiredText(NAME_MAX),
  urlSlug: urlSlug(),
  timeZone: timeZone(),
  language: language(),
  isActive: z.boolean(),
  isEnabled: z.boolean(),
  mctEnabled: z.boolean(),
  alternateCountdown: z.boolean(),
  automaticMode: z.boolean(),
  schedule: schedule(),
  downloadWindowStart: windowTime(),
  downloadWindowEnd: windowTime(),
  downloadCapMbps: z
    .number({ error: API_MESSAGES.downloadCapRange })
    .int(API_MESSAGES.downloadCapRange)
    .min(1, API_MESSAGES.downloadCapRange)
    .max(DOWNLOAD_CAP_MAX_MBPS, API_MESSAGES.downloadCapRange)
    .nullable(),
}

/** The location's download settings as a body gives them: a missing field keeps the stored value. */
function refineDownloadSettings(body: Partial<DownloadSettings>, context: z.RefinementCtx) {
  const start = body.downloadWindowStart
  const end = body.downloadWindowEnd
  // One end alone is checked against the stored other one by the route.
  if (start === undefined || end === undefined) return
  const problem = downloadSettingsProblem({ downloadWindowStart: start, downloadWindowEnd: end, downloadCapMbps: null })
  if (problem) context.addIssue({ code: 'custom', path: ['downloadWindowEnd'], message: problem })
}

export const LocationCreateBody = z
  .object({
    ...editableFields,
    locationIdentifier: studioNumber(),
    isActive: editableFields.isActive.optional(),
    isEnabled: editableFields.isEnabled.optional(),
    mctEnabled: editableFields.mctEnabled.optional(),
    alternateCountdown: editableFields.alternateCountdown.optional(),
    automaticMode: editableFields.automaticMode.optional(),
    schedule: editableFields.schedule.optional(),
    downloadWindowStart: editableFields.downloadWindowStart.optional(),
    downloadWindowEnd: editableFields.downloadWindowEnd.optional(),
    downloadCapMbps: editableFields.downloadCapMbps.optional(),
    regionId: idField()
      .nullable()
      .optional()
      .describe(
        'Its region, or null for none (docs/RULES.md#regions); a regional admin’s new location goes to one of their regions, and must name it when they have several',
      ),
  })
  .superRefine(refineDownloadSettings)
  .meta({ id: 'LocationCreateBody' })
export type LocationCreateBody = z.infer<typeof LocationCreateBody>

/** Every field is optional except `updatedAt`, the version the user edited (optimistic concurrency). */
export const LocationUpdateBody = z
  .object({
    ...z.object(editableFields).partial().shape,
    locationIdentifier: z.string().trim().optional().describe('Read-only: accepted only when unchanged'),
    classStart: z.boolean().optional(),
    regionId: idField().nullable().optional().describe('Its region, or null for none: only an admin of the whole chain may change it'),
    updatedAt: editedVersion(),
  })
  .superRefine(refineDownloadSettings)
  .meta({ id: 'LocationUpdateBody' })
export type LocationUpdateBody = z.infer<typeof LocationUpdateBody>

export const LocationListQuery = z.object({
  ...listQuery,
  name: z.string().trim().max(200).optional().describe('Exact name, case-insensitive'),
  locationIdentifier: z.string().trim().max(200).optional().describe('Exact Studio Number, case-insensitive'),
  region: idField().optional().describe('Only the locations of this region'),
})
export type LocationListQuery = z.infer<typeof LocationListQuery>

export const LocationResponse = dataEnvelope(Location, 'LocationResponse')
export const LocationListResponse = listEnvelope(Location, 'LocationListResponse')
