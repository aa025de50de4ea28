import type { RouteObject } from 'react-router-dom'

// Proof of play (docs/CLASS-RUNS.md): the Classes panel of a location and one run's page.
export { ClassRunsPanel } from './ClassRunsPanel'
export { ReadinessPanel } from './ReadinessPanel'
export { ContentAheadPanel } from './ContentAhead'

/** A run's page, relative to /admin; open to every role that may see the location (the API answers 404 otherwise). */
export const classRunsRoutes: RouteObject[] = [
  { path: 'locations/:locationId/classes/:runId', lazy: async () => ({ Component: (await import('./ClassRunPage')).ClassRunPage }) },
]

/** The Class reliability page, relative to /admin (admins and super-admins). */
export const reliabilityRoutes: RouteObject[] = [
  { path: 'reliability', lazy: async () => ({ Component: (await import('./ReliabilityPage')).ReliabilityPage }) },
]
