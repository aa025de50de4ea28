import type { RouteObject } from 'react-router-dom'
import { UserDetailPage } from './UserDetailPage'
import { UsersPage } from './UsersPage'

/** The Users resource's routes, relative to /admin (super-admin). */
export const usersRoutes: RouteObject[] = [
  { path: 'users', element: <UsersPage /> },
  { path: 'users/:userId', element: <UserDetailPage /> },
]
