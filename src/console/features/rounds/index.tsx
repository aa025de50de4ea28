import type { RouteObject } from 'react-router-dom'

/** The Rounds resource's routes, relative to /admin; their code loads when first opened. */
export const roundsRoutes: RouteObject[] = [
  { path: 'rounds', lazy: async () => ({ Component: (await import('./RoundsPage')).RoundsPage }) },
  { path: 'rounds/:roundNumber', lazy: async () => ({ Component: (await import('./RoundPage')).RoundPage }) },
]
