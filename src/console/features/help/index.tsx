import type { RouteObject } from 'react-router-dom'
import { SupportPage } from './SupportPage'

/** Support, relative to /admin. */
export const helpRoutes: RouteObject[] = [{ path: 'help', element: <SupportPage /> }]
