import type { RouteObject } from 'react-router-dom'

export { closedDaysOf } from './calendarDays'
export { rangeText } from './calendarText'

// The calendar (docs/RULES.md#calendar): a location's closures and one-off classes, and the holidays of the chain and of its regions.

/** A location's calendar for admins, relative to /admin (the locations group). */
export const locationCalendarRoutes: RouteObject[] = [
  { path: 'locations/:locationId/calendar', lazy: async () => ({ Component: (await import('./LocationCalendarPage')).LocationCalendarPage }) },
]

/** The calendar of a studio's own staff, relative to /admin (the my-locations group). */
export const myLocationCalendarRoutes: RouteObject[] = [
  { path: 'my-locations/:id/calendar', lazy: async () => ({ Component: (await import('./LocationCalendarPage')).LocationCalendarPage }) },
]

/** The holidays of the chain (super-admin) and of the regions (their admins), relative to /admin. */
export const holidaysRoutes: RouteObject[] = [{ path: 'holidays', lazy: async () => ({ Component: (await import('./HolidaysPage')).HolidaysPage }) }]
