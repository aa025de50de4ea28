import { z } from 'zod'
import { PERSON_NAME_MAX } from '../constants'
import { email, newPassword, RoleSchema, User } from './auth'
import { dataEnvelope, editedVersion, idField, idParam, listEnvelope, listQuery, requiredText, uuid } from './common'

/** A location as the user detail lists it. */
export const UserLocation = z
  .object({
    id: uuid(),
    _id: uuid(),
    name: z.string(),
    locationIdentifier: z.string().describe('Studio Number'),
    timeZone: z.string(),
    language: z.string(),
    isActive: z.boolean(),
    isEnabled: z.boolean(),
  })
  .meta({ id: 'UserLocation' })
export type UserLocation = z.infer<typeof UserLocation>

/** A user with its locations spelled out, sorted by name (the user detail page). */
export const UserDetail = User.extend({
  locationDetails: z.array(UserLocation).describe('The locations of `locations`, sorted by name'),
}).meta({ id: 'UserDetail' })
export type UserDetail = z.infer<typeof UserDetail>

const personName = () => requiredText(PERSON_NAME_MAX)
const locationIds = () => z.array(idField()).max(1000)

export const UserCreateBody = z
  .object({
    firstName: personName(),
    lastName: personName(),
    email: email(),
    password: newPassword(),
    role: RoleSchema,
    isActive: z.boolean().optional(),
  })
  .meta({ id: 'UserCreateBody' })
export type UserCreateBody = z.infer<typeof UserCreateBody>

/** Every field is optional except `updatedAt`; `locations` replaces the user's list of location ids. */
export const UserUpdateBody = z
  .object({
    firstName: personName().optional(),
    lastName: personName().optional(),
    email: email().optional(),
    role: RoleSchema.optional(),
    isActive: z.boolean().optional().describe('false signs the user out everywhere at once'),
    locations: locationIds().optional().describe('The full list of location ids; api-access users may have none'),
    updatedAt: editedVersion(),
  })
  .meta({ id: 'UserUpdateBody' })
export type UserUpdateBody = z.infer<typeof UserUpdateBody>

export const UserLocationBody = z.object({ locationId: idField() }).meta({ id: 'UserLocationBody' })
export type UserLocationBody = z.infer<typeof UserLocationBody>

/** A super-admin sets a new password for another user; that user's sessions all end. */
export const UserPasswordBody = z.object({ password: newPassword() }).meta({ id: 'UserPasswordBody' })
export type UserPasswordBody = z.infer<typeof UserPasswordBody>

export const UserLocationParams = z.object({ id: idParam(), locationId: idParam() })

export const UserListQuery = z.object({
  ...listQuery,
  email: z.string().trim().max(254).optional().describe('Part of the email, case-insensitive'),
  firstName: z.string().trim().max(PERSON_NAME_MAX).optional().describe('Part of the first name, case-insensitive'),
  lastName: z.string().trim().max(PERSON_NAME_MAX).optional().describe('Part of the last name, case-insensitive'),
})
export type UserListQuery = z.infer<typeof UserListQuery>

export const UserDetailResponse = dataEnvelope(UserDetail, 'UserDetailResponse')
export const UserListResponse = listEnvelope(User, 'UserListResponse')
