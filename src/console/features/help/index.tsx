import type { RouteObject } from 'react-router-dom'

/** Support, relative to /admin; its code loads when first opened. */
export const helpRoutes: RouteObject[] = [{ path: 'help', lazy: async () => ({ Component: (await import('./SupportPage')).SupportPage }) }]
