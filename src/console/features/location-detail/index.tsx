import type { RouteObject } from 'react-router-dom'
import { LocationDetailPage } from './LocationDetailPage'
import { SchedulePage } from './SchedulePage'

/** Location detail and its schedule page, relative to /admin. */
export const locationDetailRoutes: RouteObject[] = [
  { path: 'locations/:locationId', element: <LocationDetailPage /> },
  { path: 'locations/:locationId/schedule', element: <SchedulePage /> },
]
