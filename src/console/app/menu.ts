import { canEditProfile, canHaveLocations, isAdmin, isSuperAdmin, type Role } from '../auth/roles'

export type MenuIconName =
  'dashboard' | 'profile' | 'myLocations' | 'support' | 'locations' | 'rounds' | 'classes' | 'users' | 'logs' | 'releases' | 'reliability'

export interface MenuItem {
  id: string
  /** i18n key of the label. */
  labelKey: string
  to: string
  icon: MenuIconName
}

export interface MenuSection {
  id: 'main' | 'adminControls' | 'superAdmin'
  /** i18n key of the section heading; the main section has none. */
  labelKey?: string
  items: MenuItem[]
}

/** Who sees which part of the console (docs/RULES.md#navigation, docs/RULES.md#roles). */
export const access = {
  dashboard: (_role: Role) => true,
  profile: (role: Role) => canEditProfile(role),
  myLocations: (role: Role) => canHaveLocations(role),
  support: (role: Role) => canHaveLocations(role),
  adminControls: (role: Role) => isAdmin(role),
  superAdmin: (role: Role) => isSuperAdmin(role),
}

const item = (id: string, labelKey: string, to: string, icon: MenuIconName): MenuItem => ({ id, labelKey, to, icon })

/** The labelled sections of the menu (each seen by the roles `access[id]` lets in), headed by `nav.<id>`. */
const sectionItems: { id: 'adminControls' | 'superAdmin'; items: MenuItem[] }[] = [
  {
    id: 'adminControls',
    items: [
      item('locations', 'nav.locations', '/admin/locations', 'locations'),
      item('rounds', 'nav.rounds', '/admin/rounds', 'rounds'),
      // Beyond the original menu: proof that every class ran (docs/CLASS-RUNS.md).
      item('reliability', 'nav.reliability', '/admin/reliability', 'reliability'),
    ],
  },
  {
    id: 'superAdmin',
    items: [
      item('users', 'nav.users', '/admin/users', 'users'),
      item('logs', 'nav.logs', '/admin/logs', 'logs'),
      item('releases', 'nav.releases', '/admin/releases', 'releases'),
    ],
  },
]

/** The top-bar menu for a role, in docs/RULES.md#navigation order; empty sections are left out. */
export function menuFor(role: Role): MenuSection[] {
  const main: MenuItem[] = [item('dashboard', 'nav.dashboard', '/admin/dashboard', 'dashboard')]
  if (access.profile(role)) main.push(item('profile', 'nav.profile', '/admin/profile', 'profile'))
  if (access.myLocations(role)) main.push(item('myLocations', 'nav.myLocations', '/admin/my-locations', 'myLocations'))
  if (access.support(role)) main.push(item('support', 'nav.support', '/admin/help', 'support'))
  const labelled = sectionItems.filter(({ id }) => access[id](role)).map(({ id, items }) => ({ id, labelKey: `nav.${id}`, items }))
  return [{ id: 'main', items: main }, ...labelled]
}

/** The sidebar on wide screens (docs/RULES.md#navigation), filtered by the same rules as the menu. */
export function sidebarFor(role: Role): MenuItem[] {
  const items: [boolean, MenuItem][] = [
    [access.dashboard(role), item('dashboard', 'nav.dashboard', '/admin/dashboard', 'dashboard')],
    [access.profile(role), item('profile', 'nav.profileShort', '/admin/profile', 'profile')],
    [access.adminControls(role), item('locations', 'nav.locations', '/admin/locations', 'locations')],
    [access.adminControls(role), item('classes', 'nav.classes', '/admin/rounds/1', 'classes')],
    [access.adminControls(role), item('reliability', 'nav.reliability', '/admin/reliability', 'reliability')],
    [access.superAdmin(role), item('users', 'nav.users', '/admin/users', 'users')],
    [access.superAdmin(role), item('logs', 'nav.logs', '/admin/logs', 'logs')],
  ]
  return items.filter(([allowed]) => allowed).map(([, menuItem]) => menuItem)
}
