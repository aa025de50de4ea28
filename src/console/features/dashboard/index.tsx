import type { RouteObject } from 'react-router-dom'

/** The dashboard's route, relative to /admin; its code loads when first opened. */
export const dashboardRoutes: RouteObject[] = [{ path: 'dashboard', lazy: async () => ({ Component: (await import('./DashboardPage')).DashboardPage }) }]
