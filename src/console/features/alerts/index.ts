import type { RouteObject } from 'react-router-dom'

// Alerts (docs/ALERTS.md): the top bar's bell, a location's open alerts and the alerts page.
export { AlertBell } from './AlertBell'
export { LocationAlerts } from './LocationAlerts'

/** Relative to /admin; every role sees the alerts of the locations it may see. */
export const alertsRoutes: RouteObject[] = [{ path: 'alerts', lazy: async () => ({ Component: (await import('./AlertsPage')).AlertsPage }) }]
