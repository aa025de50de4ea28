import { z } from 'zod'
import { NAME_MAX } from '../constants'
import { dataEnvelope, dateTime, editedVersion, idField, listEnvelope, listQuery, requiredText, uuid } from './common'

/** A location as its region lists it. */
export const RegionLocation = z
  .object({ id: uuid(), name: z.string(), locationIdentifier: z.string().describe('Studio Number') })
  .meta({ id: 'RegionLocation' })

/** A region of the chain (docs/RULES.md#regions): a name and its locations, each in one region at most. */
export const Region = z
  .object({
    id: uuid(),
    name: z.string(),
    locations: z.array(RegionLocation).describe('Its locations, sorted by name'),
    createdAt: dateTime(),
    updatedAt: dateTime(),
  })
  .meta({ id: 'Region' })
export type Region = z.infer<typeof Region>

const regionLocationIds = () => z.array(idField()).max(1000).describe('The full list of its location ids; a location listed here leaves the region it was in')

export const RegionCreateBody = z.object({ name: requiredText(NAME_MAX), locations: regionLocationIds().optional() }).meta({ id: 'RegionCreateBody' })
export type RegionCreateBody = z.infer<typeof RegionCreateBody>

export const RegionUpdateBody = z
  .object({ name: requiredText(NAME_MAX).optional(), locations: regionLocationIds().optional(), updatedAt: editedVersion() })
  .meta({ id: 'RegionUpdateBody' })
export type RegionUpdateBody = z.infer<typeof RegionUpdateBody>

export const RegionListQuery = z.object({ ...listQuery })
export type RegionListQuery = z.infer<typeof RegionListQuery>

/** The regions an admin is scoped to: the full list; an empty list gives back the chain-wide reach. */
export const UserRegionsBody = z
  .object({
    regions: z.array(idField()).max(200).describe('Region ids the admin is scoped to; empty only with `wholeChain: true`'),
    wholeChain: z
      .boolean()
      .optional()
      .describe(
        'True with an empty `regions`: the admin sees the whole chain. An empty list without it is refused for an admin who has regions (400 `REGION_SCOPE_WHOLE_CHAIN`)',
      ),
  })
  .meta({ id: 'UserRegionsBody' })
export type UserRegionsBody = z.infer<typeof UserRegionsBody>

export const RegionResponse = dataEnvelope(Region, 'RegionResponse')
export const RegionListResponse = listEnvelope(Region, 'RegionListResponse')
