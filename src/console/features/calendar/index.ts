import type { RouteObject } from 'react-router-dom'

export { closedDaysOf } from './calendarDays'

// The calendar (docs/RULES.md#calendar): a location's closures and one-off classes, and the chain's holidays.

/** A location's calendar for admins, relative to /admin (the locations group). */
export const locationCalendarRoutes: RouteObject[] = [
  { path: 'locations/:locationId/calendar', lazy: async () => ({ Component: (await import('./LocationCalendarPage')).LocationCalendarPage }) },
]

/** The calendar of a studio's own staff, relative to /admin (the my-locations group). */
export const myLocationCalendarRoutes: RouteObject[] = [
  { path: 'my-locations/:id/calendar', lazy: async () => ({ Component: (await import('./LocationCalendarPage')).LocationCalendarPage }) },
]

/** The chain-wide holidays, relative to /admin (super-admin). */
export const holidaysRoutes: RouteObject[] = [{ path: 'holidays', lazy: async () => ({ Component: (await import('./HolidaysPage')).HolidaysPage }) }]
