import { useDeferredValue } from 'react'
import { Navigate, Outlet } from 'react-router-dom'
import { LoadingImage } from '../ui'
import { useAuth } from './AuthContext'

/** docs/RULES.md#console-pages: the loading image while the user loads; no token or no user → /login, replacing history. */
export function RequireAuth({ children }: { children?: React.ReactNode }) {
  const { token, loading, isAuthenticated } = useAuth()
  // The pages come in a deferred render once the user is in: it is most of the console (the frame and the page) made at
  // once, which React then renders in slices. As an urgent update it was one task of a quarter to half a second on a
  // slow phone, during which the page answered nothing.
  const pagesShown = useDeferredValue(!loading && isAuthenticated)
  if (!token) return <Navigate to="/login" replace />
  if (loading) return <LoadingImage />
  if (!isAuthenticated) return <Navigate to="/login" replace />
  return pagesShown ? (children ?? <Outlet />) : <LoadingImage />
}
