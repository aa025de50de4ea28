import { ROLES, type Role } from '../../shared/roles'

export {
  canControlScreens,
  canDelete,
  canEditProfile,
  canHaveLocations,
  isAdmin,
  isApiAccess,
  isLocationStaff,
  isSuperAdmin,
  type Role,
} from '../../shared/roles'

/** GraphQL enum values cannot hold '-': Mesh spells super-admin as super_admin. Back to the REST name. */
export function roleFromGraphql(value: string): Role {
  const role = value.replace(/_/g, '-')
  return (ROLES as readonly string[]).includes(role) ? (role as Role) : 'location'
}
