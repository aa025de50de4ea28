import { Navigate, Outlet } from 'react-router-dom'
import { LoadingImage } from '../ui'
import { useAuth } from './AuthContext'

/** docs/RULES.md#console-pages: the loading image while the user loads; no token or no user → /login, replacing history. */
export function RequireAuth({ children }: { children?: React.ReactNode }) {
  const { token, loading, isAuthenticated } = useAuth()
  if (!token) return <Navigate to="/login" replace />
  if (loading) return <LoadingImage />
  if (!isAuthenticated) return <Navigate to="/login" replace />
  return children ?? <Outlet />
}
