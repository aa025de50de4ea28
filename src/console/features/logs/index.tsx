import type { RouteObject } from 'react-router-dom'
import { LogsPage } from './LogsPage'

/** The audit log's route, relative to /admin (super-admin). */
export const logsRoutes: RouteObject[] = [{ path: 'logs', element: <LogsPage /> }]
