import { useEffect } from 'react'
import { RouterProvider as AriaRouterProvider } from 'react-aria-components'
import { Navigate, Outlet, createBrowserRouter, useHref, useLocation, useNavigate, type NavigateOptions, type RouteObject } from 'react-router-dom'
import { RequireAuth } from '../auth/RequireAuth'
import { LoginPage } from '../features/auth/LoginPage'
import { SsoPage } from '../features/auth/SsoPage'
import { OidcPage } from '../features/auth/OidcPage'
import { alertsRoutes } from '../features/alerts'
import { holidaysRoutes, locationCalendarRoutes, myLocationCalendarRoutes } from '../features/calendar'
import { classRunsRoutes, reliabilityRoutes } from '../features/class-runs'
import { dashboardRoutes } from '../features/dashboard'
import { helpRoutes } from '../features/help'
import { locationsRoutes, myLocationsRoutes } from '../features/locations'
import { logsRoutes } from '../features/logs'
import { mediaRoutes } from '../features/media'
import { profileRoutes } from '../features/profile'
import { releasesRoutes } from '../features/releases'
import { roundsRoutes } from '../features/rounds'
import { stageRoute } from '../features/stage'
import { usersRoutes } from '../features/users'
import { regionsRoutes } from '../features/regions'
import { webhooksRoutes } from '../features/webhooks'
import { apiKeysRoutes } from '../features/api-keys'
import { messagesRoutes } from '../features/messages'
import { workoutsRoutes } from '../features/workouts'
import { LeaveGuard } from '../forms'
import { i18nReady } from '../i18n'
import { AlertsViewport, LoadingImage, useAlerts } from '../ui'
import { ErrorPage } from './ErrorPage'
import { access } from './menu'
import { RequireAccess } from './RequireAccess'
import { NavigationPending } from './NavigationPending'

/** Every route's common frame: RAC links use the router, and alerts clear on route change (docs/RULES.md#connection-and-forms). */
function Root() {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const alerts = useAlerts()
  useEffect(() => alerts.clear(), [pathname, alerts])
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <LeaveGuard>
        <Outlet />
      </LeaveGuard>
      <NavigationPending />
      <AlertsViewport />
    </AriaRouterProvider>
  )
}

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions
  }
}

/**
 * docs/RULES.md#sign-in, docs/RULES.md#console-pages. Sign-in is in the first download; the admin frame and every page load on
 * demand (the loading image shows while a page opened directly downloads).
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <LoadingImage />,
    children: [
      { index: true, element: <Navigate to="/admin" replace /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'login/oidc', element: <OidcPage /> },
      { path: 'login/:token', element: <SsoPage /> },
      {
        path: 'stage',
        element: <RequireAuth />,
        // The pages' texts load beside sign-in: a page opens once they are in.
        lazy: async () => {
          await i18nReady
          return {}
        },
        children: [stageRoute],
      },
      {
        path: 'admin',
        lazy: async () => {
          const [{ Layout }] = await Promise.all([import('./Layout'), i18nReady])
          return {
            element: (
              <RequireAuth>
                <Layout />
              </RequireAuth>
            ),
          }
        },
        // Each group opens for the roles whose menu shows it (docs/SECURITY.md, "Console pages follow the roles").
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          ...dashboardRoutes,
          ...classRunsRoutes,
          ...alertsRoutes,
          { element: <RequireAccess allowed={access.profile} />, children: profileRoutes },
          { element: <RequireAccess allowed={access.myLocations} />, children: [...myLocationsRoutes, ...myLocationCalendarRoutes] },
          { element: <RequireAccess allowed={access.support} />, children: helpRoutes },
          { element: <RequireAccess allowed={access.messages} />, children: messagesRoutes },
          {
            element: <RequireAccess allowed={access.adminControls} />,
            children: [
              ...locationsRoutes,
              ...locationCalendarRoutes,
              ...roundsRoutes,
              ...workoutsRoutes,
              ...mediaRoutes,
              ...reliabilityRoutes,
              ...holidaysRoutes,
            ],
          },
          {
            element: <RequireAccess allowed={access.superAdmin} />,
            children: [...usersRoutes, ...regionsRoutes, ...logsRoutes, ...releasesRoutes, ...webhooksRoutes, ...apiKeysRoutes],
          },
        ],
      },
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
]

export function createRouter() {
  return createBrowserRouter(routes)
}
