import type { RouteObject } from 'react-router-dom'

/** The messages page, relative to /admin (staff and admins, docs/MESSAGES.md); its code loads when first opened. */
export const messagesRoutes: RouteObject[] = [{ path: 'messages', lazy: async () => ({ Component: (await import('./MessagesPage')).MessagesPage }) }]
