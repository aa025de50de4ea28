import type { RouteObject } from 'react-router-dom'
import { DashboardPage } from './DashboardPage'

/** The dashboard's route, relative to /admin. */
export const dashboardRoutes: RouteObject[] = [{ path: 'dashboard', element: <DashboardPage /> }]
