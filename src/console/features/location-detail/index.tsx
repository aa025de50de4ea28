import type { RouteObject } from 'react-router-dom'

/** Location detail and its schedule page, relative to /admin; their code loads when first opened. */
export const locationDetailRoutes: RouteObject[] = [
  { path: 'locations/:locationId', lazy: async () => ({ Component: (await import('./LocationDetailPage')).LocationDetailPage }) },
  { path: 'locations/:locationId/schedule', lazy: async () => ({ Component: (await import('./SchedulePage')).SchedulePage }) },
]
