import { ROLES, type Role } from '../../../shared/roles'
import { UserCreateBody, UserUpdateBody } from '../../../shared/schemas/users'
import type { RoleInput } from '../../../gql/graphql'
import { schemaErrors } from '../../forms'

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

export const validateUserDetail = (values: UserDetailValues, updatedAt: string) => schemaErrors<UserDetailValues>(UserUpdateBody, { ...values, updatedAt })

/** GraphQL spells super-admin as super_admin. */
export const roleInput = (role: Role): RoleInput => role.replace(/-/g, '_') as RoleInput

export const ROLE_CHOICES: readonly Role[] = ROLES
