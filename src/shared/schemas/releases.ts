import { z } from 'zod'
import { RELEASE_TYPES } from '../constants'
import { API_MESSAGES, FIELD_MESSAGES } from '../messages'
import { dataEnvelope, dateTime, listEnvelope, requiredText, uuid } from './common'
import { workoutDay } from '../workoutRules'

/**
 * A release version: three dot-separated numbers of 2 or more digits, optionally followed by a
 * build number of 2 or more digits (docs/RULES.md#validation hint '00.00.00 or 00.00.00-000'): 21.12.22, 21.12.22-001.
 * Versions sort by their numbers, not as text (21.12.22 is newer than 21.09.01), and a build
 * (21.12.22-001) is newer than the plain version it follows.
 */
export const RELEASE_VERSION_PATTERN = /^\d{2,}\.\d{2,}\.\d{2,}(?:-\d{2,})?$/

/** A client-chosen release id (the console may send its own `_id`). */
export const RELEASE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

export const ReleaseTypeSchema = z.enum(RELEASE_TYPES, { error: API_MESSAGES.releaseTypeInvalid }).meta({ id: 'ReleaseType' })

export const Release = z
  .object({
    id: z.string(),
    _id: z.string(),
    title: z.string(),
    type: ReleaseTypeSchema,
    description: z.string(),
    version: z.string().describe('00.00.00 or 00.00.00-000'),
    date: dateTime().describe('Release date (midnight UTC)'),
    createdAt: dateTime(),
    updatedAt: dateTime(),
  })
  .meta({ id: 'Release' })
export type Release = z.infer<typeof Release>

// Checks are refinements rather than regex/format keywords: Mesh would turn a pattern into a scalar
// that refuses the value with its own wording, and GraphQL clients should read the same message as REST.
const releaseId = () =>
  z
    .string()
    .trim()
    .refine((value) => RELEASE_ID_PATTERN.test(value), API_MESSAGES.releaseIdFormat)
    .optional()

export const ReleaseCreateBody = z
  .object({
    id: releaseId().describe('Optional client-chosen id; a duplicate is refused with 409'),
    _id: releaseId().describe('Same as id (the console sends _id)'),
    title: requiredText(200),
    type: ReleaseTypeSchema,
    description: requiredText(5000),
    version: z
      .string({ error: FIELD_MESSAGES.required })
      .trim()
      .refine((value) => RELEASE_VERSION_PATTERN.test(value), API_MESSAGES.releaseVersionFormat)
      .describe('00.00.00 or 00.00.00-000'),
    date: z
      .string({ error: FIELD_MESSAGES.required })
      .trim()
      .refine((value) => workoutDay(value) !== null, API_MESSAGES.releaseDateInvalid)
      // A full date-time counts by its date as written (docs/API-CONVENTIONS.md).
      .transform((value) => workoutDay(value) ?? value)
      .describe('YYYY-MM-DD, or an ISO date-time (its date as written)'),
  })
  .refine((body) => !body.id || !body._id || body.id === body._id, { error: API_MESSAGES.releaseIdMismatch, path: ['_id'] })
  .meta({ id: 'ReleaseCreateBody' })
export type ReleaseCreateBody = z.infer<typeof ReleaseCreateBody>

export const ReleaseResponse = dataEnvelope(Release, 'ReleaseResponse')
export const ReleaseListResponse = listEnvelope(Release, 'ReleaseListResponse')
/** The newest release, or null before the first one is published. */
export const LatestReleaseResponse = z.object({ data: Release.nullable() }).meta({ id: 'LatestReleaseResponse' })
/** The newest releases (docs/RULES.md#releases keeps 4), newest first. */
export const ReleaseSummaryResponse = z.object({ data: z.array(Release) }).meta({ id: 'ReleaseSummaryResponse' })

/** A studio running one app version, with how many of its screens run it. */
export const ScreenVersionLocation = z
  .object({ id: uuid(), name: z.string(), locationIdentifier: z.string(), screens: z.number().int() })
  .meta({ id: 'ScreenVersionLocation' })

/** One class-screen app version and the screens that said they run it. */
export const ScreenAppVersion = z
  .object({
    version: z
      .string()
      .nullable()
      .describe('null: screens that have not said which version they run (not polled since they were set up, or an app too old to say)'),
    screens: z.number().int(),
    locations: z.array(ScreenVersionLocation).describe('Studios with screens on this version, the most screens first'),
  })
  .meta({ id: 'ScreenAppVersion' })

/** Which app versions the chain's screens run (docs/OPERATIONS.md#which-app-versions-the-screens-run). */
export const ScreenVersions = z
  .object({
    serverVersion: z.string().describe('The version this server runs and serves to screens that reload'),
    versions: z.array(ScreenAppVersion).describe('Newest version first; screens that have not said, last'),
  })
  .meta({ id: 'ScreenVersions' })
export const ScreenVersionsResponse = dataEnvelope(ScreenVersions, 'ScreenVersionsResponse')
export type ScreenAppVersion = z.infer<typeof ScreenAppVersion>
export type ScreenVersions = z.infer<typeof ScreenVersions>
