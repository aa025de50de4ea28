import type { RouteObject } from 'react-router-dom'

/** The signed-in user's own locations, relative to /admin; their code loads when first opened. */
export const myLocationsRoutes: RouteObject[] = [
  { path: 'my-locations', lazy: async () => ({ Component: (await import('./MyLocationsPage')).MyLocationsPage }) },
  { path: 'my-locations/:id', lazy: async () => ({ Component: (await import('./MyLocationPage')).MyLocationPage }) },
]
