import type { RouteObject } from 'react-router-dom'

/** The Locations resource's routes, relative to /admin; their code loads when first opened. */
export const locationsRoutes: RouteObject[] = [{ path: 'locations', lazy: async () => ({ Component: (await import('./LocationsPage')).LocationsPage }) }]
