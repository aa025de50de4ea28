import type { RouteObject } from 'react-router-dom'

/** The releases route, relative to /admin (super-admin); its code loads when first opened. */
export const releasesRoutes: RouteObject[] = [{ path: 'releases', lazy: async () => ({ Component: (await import('./ReleasesPage')).ReleasesPage }) }]
