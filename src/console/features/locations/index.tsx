import type { RouteObject } from 'react-router-dom'

// Locations (README, "Which code answers a URL"): the list (list/), a location's detail and schedule (detail/), the add/update
// form (form/), the staff's own locations (mine/), and the class controls and screen status they share (operations/).
// Other features import only what this file exports.
export { LocationFormModal, type LocationFormModalProps } from './form/LocationFormModal'
export { ClassControls, ClassSchedulePanel, ConnectionSummary, ControlsGrid, useLocationScreens, useLocationTimetable } from './operations'

/** The list, a location's detail and its schedule page, relative to /admin (admins); their code loads when first opened. */
export const locationsRoutes: RouteObject[] = [
  { path: 'locations', lazy: async () => ({ Component: (await import('./list/LocationsPage')).LocationsPage }) },
  { path: 'locations/:locationId', lazy: async () => ({ Component: (await import('./detail/LocationDetailPage')).LocationDetailPage }) },
  { path: 'locations/:locationId/schedule', lazy: async () => ({ Component: (await import('./detail/SchedulePage')).SchedulePage }) },
]

/** The signed-in user's own locations, relative to /admin (location staff); their code loads when first opened. */
export const myLocationsRoutes: RouteObject[] = [
  { path: 'my-locations', lazy: async () => ({ Component: (await import('./mine/MyLocationsPage')).MyLocationsPage }) },
  { path: 'my-locations/:id', lazy: async () => ({ Component: (await import('./mine/MyLocationPage')).MyLocationPage }) },
]
