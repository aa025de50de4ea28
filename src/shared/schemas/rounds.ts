import { z } from 'zod'
import { NAME_MAX, ROUND_MAX, ROUND_MIN } from '../constants'
import { API_MESSAGES, FIELD_MESSAGES } from '../messages'
import { dataEnvelope, dateTime, editedVersion, listEnvelope, requiredText, uuid } from './common'

export const Round = z
  .object({
    id: uuid(),
    _id: uuid(),
    name: z.string(),
    roundNumber: z.number().int(),
    // The description keeps OpenAPI's `anyOf [string, null]`: Mesh reads `type: [string, null]` as non-null.
    imageUrl: z.string().describe('Card image: an http(s) address or a site path').nullable(),
    createdAt: dateTime(),
    updatedAt: dateTime(),
  })
  .meta({ id: 'Round' })
export type Round = z.infer<typeof Round>

/** A round number 1 to 9, as a body field. */
export const roundNumber = () =>
  z
    .number({ error: FIELD_MESSAGES.required })
    .int(API_MESSAGES.roundNumberRange)
    .min(ROUND_MIN, API_MESSAGES.roundNumberRange)
    .max(ROUND_MAX, API_MESSAGES.roundNumberRange)

/** True for an http(s) address or a site path ('/media/round-1.png'); a protocol-relative '//host' is not a path. */
export function isImageUrl(value: string): boolean {
  if (/\s/.test(value)) return false
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\')
  if (!/^https?:\/\//i.test(value)) return false
  try {
    return Boolean(new URL(value).host)
  } catch {
    return false
  }
}

/** Optional image: blank or null clears it. */
const imageUrl = () =>
  z
    .string()
    .trim()
    .max(2048, FIELD_MESSAGES.tooLong)
    .refine((value) => value === '' || isImageUrl(value), API_MESSAGES.imageUrlInvalid)
    .nullable()
    .optional()

export const RoundCreateBody = z.object({ name: requiredText(NAME_MAX), roundNumber: roundNumber(), imageUrl: imageUrl() }).meta({ id: 'RoundCreateBody' })
export type RoundCreateBody = z.infer<typeof RoundCreateBody>

/** Every field is optional except `updatedAt`, the version the user edited. */
export const RoundUpdateBody = z
  .object({
    name: requiredText(NAME_MAX).optional(),
    roundNumber: roundNumber().optional(),
    imageUrl: imageUrl(),
    updatedAt: editedVersion(),
  })
  .meta({ id: 'RoundUpdateBody' })
export type RoundUpdateBody = z.infer<typeof RoundUpdateBody>

export const RoundResponse = dataEnvelope(Round, 'RoundResponse')
export const RoundListResponse = listEnvelope(Round, 'RoundListResponse')
