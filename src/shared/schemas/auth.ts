import { z } from 'zod'
import { PERSON_NAME_MAX } from '../constants'
import { API_MESSAGES, FIELD_MESSAGES, VALIDATION_MESSAGES } from '../messages'
import { ROLES } from '../roles'
import { PASSWORD_PATTERN } from '../validation'
import { dataEnvelope, dateTime, requiredText, uuid } from './common'

export const RoleSchema = z.enum(ROLES).meta({ id: 'Role' })

export const User = z
  .object({
    id: uuid(),
    _id: uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: RoleSchema,
    isActive: z.boolean(),
    locations: z.array(uuid()).describe('Ids of the locations the user is assigned to'),
    regions: z.array(uuid()).describe('Ids of the regions an admin is scoped to; empty: the whole chain (docs/RULES.md#regions)'),
    createdAt: dateTime(),
    updatedAt: dateTime(),
  })
  .meta({ id: 'User' })
export type User = z.infer<typeof User>

export const email = () =>
  z
    .string({ error: FIELD_MESSAGES.required })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: API_MESSAGES.invalidEmail }).max(254, FIELD_MESSAGES.tooLong))

/** A new password: docs/RULES.md#validation's rule and message. */
export const newPassword = () => z.string().max(1024, FIELD_MESSAGES.tooLong).regex(PASSWORD_PATTERN, VALIDATION_MESSAGES.passwordTooWeak)

export const LoginBody = z
  .object({
    email: z.string({ error: FIELD_MESSAGES.required }).trim().toLowerCase().min(1, FIELD_MESSAGES.required).max(254, FIELD_MESSAGES.tooLong),
    password: z.string({ error: FIELD_MESSAGES.required }).min(1, FIELD_MESSAGES.required).max(1024, FIELD_MESSAGES.tooLong),
  })
  .meta({ id: 'LoginBody' })
export type LoginBody = z.infer<typeof LoginBody>

export const AuthSession = z.object({ token: z.string(), user: User }).meta({ id: 'AuthSession' })
export const AuthResponse = dataEnvelope(AuthSession, 'AuthResponse')
export const UserResponse = dataEnvelope(User, 'UserResponse')

/**
 * Profile update: a blank password leaves the password as it is. Role is not editable here. A new
 * email or password needs the current password.
 */
export const MeUpdateBody = z
  .object({
    firstName: requiredText(PERSON_NAME_MAX),
    lastName: requiredText(PERSON_NAME_MAX),
    email: email(),
    password: z.union([z.literal(''), newPassword()]).optional(),
    currentPassword: z
      .string()
      .max(1024, FIELD_MESSAGES.tooLong)
      .optional()
      .describe('Required when the email or the password changes: the password the user signs in with now'),
  })
  .meta({ id: 'MeUpdateBody' })
export type MeUpdateBody = z.infer<typeof MeUpdateBody>

/** The single-use token travels in the body, never in a URL that servers and proxies log. */
export const SsoBody = z
  .object({ token: z.string({ error: FIELD_MESSAGES.required }).min(1, FIELD_MESSAGES.required).max(4096, FIELD_MESSAGES.tooLong) })
  .meta({ id: 'SsoBody' })
export type SsoBody = z.infer<typeof SsoBody>

/** The one-time code an OpenID Connect sign-in hands the console (in the address's fragment, which no server logs). */
export const OidcLoginBody = z
  .object({ code: z.string({ error: FIELD_MESSAGES.required }).min(1, FIELD_MESSAGES.required).max(256, FIELD_MESSAGES.tooLong) })
  .meta({ id: 'OidcLoginBody' })
export type OidcLoginBody = z.infer<typeof OidcLoginBody>

/** Signed out; a session signed in through an OpenID Connect provider with a sign-out of its own also names where the browser goes next. */
export const LogoutResponse = z
  .object({
    data: z.object({
      ok: z.boolean(),
      endSessionUrl: z.string().nullable().describe('The provider’s sign-out address (OpenID Connect), or null: the console shows its sign-in page'),
    }),
  })
  .meta({ id: 'LogoutResponse' })
