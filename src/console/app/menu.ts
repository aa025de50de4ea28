import { canControlScreens, canEditProfile, canHaveLocations, isAdmin, isSuperAdmin, type Role } from '../auth/roles'

export type MenuIconName =
  | 'dashboard'
  | 'profile'
  | 'myLocations'
  | 'support'
  | 'locations'
  | 'rounds'
  | 'users'
  | 'regions'
  | 'logs'
  | 'releases'
  | 'reliability'
  | 'holidays'
  | 'webhooks'
  | 'apiKeys'
  | 'messages'

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
  /** Messages to the screens (docs/MESSAGES.md): whoever operates screens sends them. */
  messages: (role: Role) => canControlScreens(role),
  adminControls: (role: Role) => isAdmin(role),
  superAdmin: (role: Role) => isSuperAdmin(role),
}

const item = (id: string, to: string, icon: MenuIconName, allowed: (role: Role) => boolean) => ({ id, labelKey: `nav.${id}`, to, icon, allowed })

/**
 * The console's one menu: the top bar, the drawer and the sidebar all show these items, in this
 * order, each to the roles its rule lets in (docs/RULES.md#navigation). A section is shown to the
 * roles `access[section]` lets in, headed by `nav.<section>`; the main section has no heading.
 */
const MENU: { id: MenuSection['id']; items: ReturnType<typeof item>[] }[] = [
  {
    id: 'main',
    items: [
      item('dashboard', '/admin/dashboard', 'dashboard', access.dashboard),
      item('profile', '/admin/profile', 'profile', access.profile),
      item('myLocations', '/admin/my-locations', 'myLocations', access.myLocations),
      item('support', '/admin/help', 'support', access.support),
      item('messages', '/admin/messages', 'messages', access.messages),
    ],
  },
  {
    id: 'adminControls',
    items: [
      item('locations', '/admin/locations', 'locations', access.adminControls),
      item('rounds', '/admin/rounds', 'rounds', access.adminControls),
      // The media library: clips uploaded once, checked, with their copies for TVs (docs/MEDIA-LIBRARY.md).
      item('media', '/admin/media', 'rounds', access.adminControls),
      // Beyond the original menu: proof that every class ran (docs/CLASS-RUNS.md).
      item('reliability', '/admin/reliability', 'reliability', access.adminControls),
      // Days studios are closed: the chain's (super-admin) and each region's public holidays (its admins) (docs/RULES.md#calendar).
      item('holidays', '/admin/holidays', 'holidays', access.adminControls),
    ],
  },
  {
    id: 'superAdmin',
    items: [
      item('users', '/admin/users', 'users', access.superAdmin),
      // Regions of the chain and the admins scoped to them (docs/RULES.md#regions).
      item('regions', '/admin/regions', 'regions', access.superAdmin),
      item('logs', '/admin/logs', 'logs', access.superAdmin),
      item('releases', '/admin/releases', 'releases', access.superAdmin),
      // Where other systems hear of events, signed (docs/WEBHOOKS.md).
      item('webhooks', '/admin/webhooks', 'webhooks', access.superAdmin),
      // Keys other systems call the API with (docs/SECURITY.md#api-keys).
      item('apiKeys', '/admin/api-keys', 'apiKeys', access.superAdmin),
    ],
  },
]

/** The menu a role sees, in docs/RULES.md#navigation order; empty sections are left out. */
export function menuFor(role: Role): MenuSection[] {
  return MENU.map(({ id, items }) => ({
    id,
    ...(id === 'main' ? {} : { labelKey: `nav.${id}` }),
    items: items.filter(({ allowed }) => allowed(role)).map(({ allowed: _allowed, ...menuItem }) => menuItem),
  })).filter((section) => section.items.length > 0)
}
