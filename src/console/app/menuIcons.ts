import { icons } from '../ui'
import type { MenuIconName } from './menu'

/** The icon of each menu entry, in the drawer and the sidebar. */
export const menuIcons: Record<MenuIconName, typeof icons.DashboardIcon> = {
  dashboard: icons.DashboardIcon,
  profile: icons.UserIcon,
  myLocations: icons.LocationIcon,
  support: icons.SupportIcon,
  locations: icons.LocationIcon,
  rounds: icons.ClassesIcon,
  users: icons.UsersIcon,
  regions: icons.GlobeIcon,
  logs: icons.LogsIcon,
  releases: icons.ReleasesIcon,
  reliability: icons.ReliabilityIcon,
  holidays: icons.CalendarIcon,
  webhooks: icons.BellIcon,
  apiKeys: icons.LockIcon,
  messages: icons.BellIcon,
}
