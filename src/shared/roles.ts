/** Console roles (docs/RULES.md#roles). */
export const ROLES = ['location', 'admin', 'super-admin', 'api-access'] as const
export type Role = (typeof ROLES)[number]

/** Roles that manage locations, rounds and workouts. */
export const ADMIN_ROLES = ['admin', 'super-admin'] as const satisfies readonly Role[]

/** Roles that may read every location rather than only their own. */
export const ALL_LOCATIONS_ROLES = ['admin', 'super-admin', 'api-access'] as const satisfies readonly Role[]

/** True for admin and super-admin (the console's isAdmin). */
export function isAdmin(role: Role): boolean {
  return (ADMIN_ROLES as readonly Role[]).includes(role)
}

/** True when the role sees every location; location staff see only their own. */
export function seesAllLocations(role: Role): boolean {
  return (ALL_LOCATIONS_ROLES as readonly Role[]).includes(role)
}

/**
 * Head office's own tools, super-admin alone: deleting anything (locations, screens, rounds,
 * workouts, users, links), managing users, reading the audit log, publishing releases.
 * (docs/RULES.md#roles)
 */
export const SUPER_ADMIN_ROLES = ['super-admin'] as const satisfies readonly Role[]

/** True for the super-admin, who alone has head office's own tools (SUPER_ADMIN_ROLES). */
export function isSuperAdmin(role: Role): boolean {
  return (SUPER_ADMIN_ROLES as readonly Role[]).includes(role)
}

/** Only super-admins delete locations, screens and users. */
export function canDelete(role: Role): boolean {
  return isSuperAdmin(role)
}

/** Admins edit their profile; location staff and api-access cannot open it. */
export function canEditProfile(role: Role): boolean {
  return isAdmin(role)
}

/** api-access users cannot be given locations. */
export function canHaveLocations(role: Role): boolean {
  return role !== 'api-access'
}

/** Roles that operate a location's screens (Start/Stop, refresh, link, unlink): all but read-only api-access. */
export const SCREEN_CONTROL_ROLES = ['location', ...ADMIN_ROLES] as const satisfies readonly Role[]

/** True for the roles that operate a location's screens and keep its timetable (all but api-access). */
export function canControlScreens(role: Role): boolean {
  return (SCREEN_CONTROL_ROLES as readonly Role[]).includes(role)
}

/** Location staff: they see and operate only the locations given to them. */
export function isLocationStaff(role: Role): boolean {
  return role === 'location'
}

/** api-access users read the API; the console has only their own page for them. */
export function isApiAccess(role: Role): boolean {
  return role === 'api-access'
}
