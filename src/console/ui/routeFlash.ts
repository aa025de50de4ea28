import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import type { AlertType } from './alertStore'
import { useAlerts } from './Alerts'

/** An alert carried across a navigation in the history state ("Added Workout" then the edit page). */
export interface RouteFlash {
  flash: { type: AlertType; message: string }
}

/**
 * Alerts are cleared on every route change (docs/RULES.md#connection-and-forms), so an alert for what happened just before
 * a navigation is handed to the next page and shown once that page is on screen.
 */
const shown = new Set<string>()

export function useRouteFlash() {
  const location = useLocation()
  const navigate = useNavigate()
  const alerts = useAlerts()
  const flash = (location.state as Partial<RouteFlash> | null)?.flash
  useEffect(() => {
    if (!flash || shown.has(location.key)) return
    shown.add(location.key)
    // After the frame's own clear-on-route-change effect (a parent's effect runs after ours).
    setTimeout(() => alerts[flash.type](flash.message), 0)
    // Dropped from history so Back or a reload does not show it again.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null })
  }, [flash, alerts, navigate, location.key, location.pathname, location.search])
}
