import type { RouteObject } from 'react-router-dom'
import { LocationsPage } from './LocationsPage'

/** The Locations resource's routes, relative to /admin. */
export const locationsRoutes: RouteObject[] = [{ path: 'locations', element: <LocationsPage /> }]
