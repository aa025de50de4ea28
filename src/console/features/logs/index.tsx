import type { RouteObject } from 'react-router-dom'

/** The audit log's route, relative to /admin (super-admin); its code loads when first opened. */
export const logsRoutes: RouteObject[] = [{ path: 'logs', lazy: async () => ({ Component: (await import('./LogsPage')).LogsPage }) }]
