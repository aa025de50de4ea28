import { ROLES, type Role } from '../../../shared/roles'
import { API_MESSAGES, VALIDATION_MESSAGES } from '../../../shared/messages'
import { UserCreateBody, UserUpdateBody } from '../../../shared/schemas/users'
import type { RoleInput } from '../../../gql/graphql'
import { schemaErrors } from '../../forms'

/** i18n key of a message the server also sends, so it shows translated. */
export function messageKey(message: string): string | undefined {
  const own = Object.entries(VALIDATION_MESSAGES).find(([, text]) => text === message)
  if (own) return `resources.users.serverMessages.${own[0]}`
  const entry = Object.entries(API_MESSAGES).find(([, text]) => text === message)
  if (entry) return `validation.${entry[0]}`
  if (message === 'Required') return 'validation.required'
  if (message === 'Too long') return 'validation.tooLong'
  return undefined
}

export interface NewUserValues {
  firstName: string
  lastName: string
  email: string
  password: string
  role: Role
}

export const emptyNewUser = (): NewUserValues => ({ firstName: '', lastName: '', email: '', password: '', role: 'location' })

export const validateNewUser = (values: NewUserValues) => schemaErrors<NewUserValues>(UserCreateBody, values)

/** What the user detail form edits. */
export interface UserDetailValues {
  firstName: string
  lastName: string
  email: string
  role: Role
  isActive: boolean
}

export const validateUserDetail = (values: UserDetailValues, updatedAt: string) =>
  schemaErrors<UserDetailValues>(UserUpdateBody, { ...values, updatedAt })

/** GraphQL spells super-admin as super_admin. */
export const roleInput = (role: Role): RoleInput => role.replace(/-/g, '_') as RoleInput

export const ROLE_CHOICES: readonly Role[] = ROLES
