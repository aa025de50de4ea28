import type { z } from 'zod'
import { DEFAULT_LANGUAGE, DEFAULT_TIME_ZONE, NAME_MAX } from '../../../../shared/constants'
import { LocationCreateBody, LocationUpdateBody } from '../../../../shared/schemas/locations'
import type { LocationCreateBodyInput_Input, LocationFormFieldsFragment, LocationUpdateBodyInput_Input } from '../../../../gql/graphql'

/** What the add/update form edits. */
export interface LocationFormValues {
  name: string
  locationIdentifier: string
  urlSlug: string
  timeZone: string
  language: string
  isActive: boolean
  isEnabled: boolean
  mctEnabled: boolean
  alternateCountdown: boolean
  /** Its region; null for none (docs/RULES.md#regions). */
  regionId: string | null
  /** The download window's ends, 'HH:MM', and the cap in Mbit/s, as typed; blank for none (docs/LINK-CHECKS.md#download-window-and-cap). */
  downloadWindowStart: string
  downloadWindowEnd: string
  downloadCapMbps: string
}

export type LocationField = keyof LocationFormValues

export function emptyLocation(): LocationFormValues {
  return {
    name: '',
    locationIdentifier: '',
    urlSlug: '',
    timeZone: DEFAULT_TIME_ZONE,
    language: DEFAULT_LANGUAGE,
    isActive: true,
    isEnabled: true,
    mctEnabled: false,
    alternateCountdown: false,
    regionId: null,
    downloadWindowStart: '',
    downloadWindowEnd: '',
    downloadCapMbps: '',
  }
}

export function valuesOf(location: LocationFormFieldsFragment): LocationFormValues {
  return {
    name: location.name,
    locationIdentifier: location.locationIdentifier,
    urlSlug: location.urlSlug,
    timeZone: location.timeZone,
    language: location.language,
    isActive: location.isActive,
    isEnabled: location.isEnabled,
    mctEnabled: location.mctEnabled,
    alternateCountdown: location.alternateCountdown,
    regionId: location.regionId ?? null,
    downloadWindowStart: location.downloadWindowStart ?? '',
    downloadWindowEnd: location.downloadWindowEnd ?? '',
    downloadCapMbps: location.downloadCapMbps == null ? '' : String(location.downloadCapMbps),
  }
}

/** The download settings as the API takes them: blank is none, the cap a number (a word that is not one fails its check). */
export function downloadSettingsOf(values: Pick<LocationFormValues, 'downloadWindowStart' | 'downloadWindowEnd' | 'downloadCapMbps'>) {
  const cap = values.downloadCapMbps.trim()
  return {
    downloadWindowStart: values.downloadWindowStart.trim() || null,
    downloadWindowEnd: values.downloadWindowEnd.trim() || null,
    downloadCapMbps: cap === '' ? null : Number(cap),
  }
}

/** A URL slug suggested from the name: "Riverside Kickboxing" → "riverside-kickboxing". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 85)
}

export type FieldErrors = Partial<Record<LocationField, string>>

type Parsed<T extends z.ZodType> = { ok: true; data: z.output<T> } | { ok: false; errors: FieldErrors }

function check<T extends z.ZodType>(schema: T, input: unknown): Parsed<T> {
  const result = schema.safeParse(input)
  if (result.success) return { ok: true, data: result.data }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LocationField | undefined
    if (field && !errors[field]) errors[field] = issue.message
  }
  return { ok: false, errors }
}

/**
 * The same rules and messages as the server (docs/RULES.md#validation): the schema is the server's own.
 * Errors are the server's English sentences; the form shows them through `useMessageText`.
 */
export function validateCreate(values: LocationFormValues) {
  return check(LocationCreateBody, { ...values, ...downloadSettingsOf(values) })
}

/** Update: studio number is read-only and not sent; `updatedAt` is the version the user saw. */
export function validateUpdate(values: LocationFormValues, updatedAt: string) {
  const { locationIdentifier: _readOnly, ...editable } = values
  return check(LocationUpdateBody, { ...editable, ...downloadSettingsOf(values), updatedAt })
}

/** The region part of an input: sent only when the form shows the Region field (`sendRegion`). */
const regionOf = (regionId: string | null | undefined, sendRegion: boolean) => (sendRegion && regionId !== undefined ? { regionId } : {})

/** The checked values as the create call's input: only the fields this form edits. */
export function createInput(data: LocationCreateBody, sendRegion = false): LocationCreateBodyInput_Input {
  const { name, locationIdentifier, urlSlug, timeZone, language, isActive, isEnabled, mctEnabled, alternateCountdown, regionId } = data
  const { downloadWindowStart = null, downloadWindowEnd = null, downloadCapMbps = null } = data
  return {
    name,
    locationIdentifier,
    urlSlug,
    timeZone,
    language,
    isActive,
    isEnabled,
    mctEnabled,
    alternateCountdown,
    downloadWindowStart,
    downloadWindowEnd,
    downloadCapMbps,
    ...regionOf(regionId, sendRegion),
  }
}

/** The checked values as the update call's input, with the `updatedAt` the user saw. */
export function updateInput(data: LocationUpdateBody, sendRegion = false): LocationUpdateBodyInput_Input {
  const { name, urlSlug, timeZone, language, isActive, isEnabled, mctEnabled, alternateCountdown, updatedAt, regionId } = data
  const { downloadWindowStart, downloadWindowEnd, downloadCapMbps } = data
  return {
    name,
    urlSlug,
    timeZone,
    language,
    isActive,
    isEnabled,
    mctEnabled,
    alternateCountdown,
    downloadWindowStart,
    downloadWindowEnd,
    downloadCapMbps,
    updatedAt,
    ...regionOf(regionId, sendRegion),
  }
}

/** From this many characters the name's box counts them as the user types. */
export const NAME_COUNT_FROM = NAME_MAX - 15

/**
 * What the name's box says of its length as the user types: nothing while it is short, then how many of the 85
 * characters are used, and at 85 that it is full: the box takes no more, and a paste is cut there (it was cut silently).
 */
export function nameLengthHint(name: string, t: (key: string, options?: Record<string, unknown>) => string): string | undefined {
  if (name.length >= NAME_MAX) return t('resources.locations.hints.nameFull', { max: NAME_MAX })
  if (name.length >= NAME_COUNT_FROM) return t('resources.locations.hints.nameCount', { used: name.length, max: NAME_MAX })
  return undefined
}

/** The studio number's own error for a refused save, when the refusal is about it (taken): said beside the field. */
export function studioNumberError(code: string | undefined, t: (key: string) => string): string | undefined {
  return code === 'STUDIO_NUMBER_TAKEN' ? t('resources.locations.hints.studioNumberTaken') : undefined
}
