import type { RouteObject } from 'react-router-dom'
import { RoundPage } from './RoundPage'
import { RoundsPage } from './RoundsPage'

/** The Rounds resource's routes, relative to /admin. */
export const roundsRoutes: RouteObject[] = [
  { path: 'rounds', element: <RoundsPage /> },
  { path: 'rounds/:roundNumber', element: <RoundPage /> },
]
