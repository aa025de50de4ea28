import type { RouteObject } from 'react-router-dom'
import { MyLocationPage } from './MyLocationPage'
import { MyLocationsPage } from './MyLocationsPage'

/** The signed-in user's own locations, relative to /admin. */
export const myLocationsRoutes: RouteObject[] = [
  { path: 'my-locations', element: <MyLocationsPage /> },
  { path: 'my-locations/:id', element: <MyLocationPage /> },
]
