import type { RouteObject } from 'react-router-dom'

/** My Profile, relative to /admin; its code loads when first opened. */
export const profileRoutes: RouteObject[] = [{ path: 'profile', lazy: async () => ({ Component: (await import('./ProfilePage')).ProfilePage }) }]
