import type { RouteObject } from 'react-router-dom'
import { ProfilePage } from './ProfilePage'

/** My Profile, relative to /admin. */
export const profileRoutes: RouteObject[] = [{ path: 'profile', element: <ProfilePage /> }]
