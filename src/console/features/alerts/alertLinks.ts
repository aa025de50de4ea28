import { canHaveLocations, isAdmin, type Role } from '../../auth/roles'

/** Where an alert's location and screen open for this role; null where the role has no such page. */
export interface AlertLinks {
  location: string | null
  screen: string | null
}

/**
 * Head office opens the location's page, studio staff their own location's page; the screen link opens the
 * same page with the screen's row marked (`?screen=`) and its table in view (`#screens`).
 */
export function alertLinks(role: Role | undefined, alert: { location: string; screen?: string | null }): AlertLinks {
  const base = !role ? null : isAdmin(role) ? `/admin/locations/${alert.location}` : canHaveLocations(role) ? `/admin/my-locations/${alert.location}` : null
  if (!base) return { location: null, screen: null }
  return { location: base, screen: alert.screen ? `${base}?screen=${alert.screen}#screens` : null }
}

/** Whether the role is shown the webhook's delivery: head office set the webhook up and can act on it. */
export function seesWebhookDelivery(role: Role | undefined): boolean {
  return role ? isAdmin(role) : false
}
