import type { RouteObject } from 'react-router-dom'

// Regions (docs/RULES.md#regions): the super-admin's regions page, an admin's region scope on the
// user page, and the actions across many locations on the locations list.
export { UserRegionsCard } from './UserRegionsCard'
export { LocationActionsPanel, type LocationActionsPanelProps } from './LocationActionsPanel'

/** The regions page, relative to /admin (super-admin); its code loads when first opened. */
export const regionsRoutes: RouteObject[] = [{ path: 'regions', lazy: async () => ({ Component: (await import('./RegionsPage')).RegionsPage }) }]
