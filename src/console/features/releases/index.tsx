import type { RouteObject } from 'react-router-dom'
import { ReleasesPage } from './ReleasesPage'

/** The releases route, relative to /admin (super-admin). */
export const releasesRoutes: RouteObject[] = [{ path: 'releases', element: <ReleasesPage /> }]
