import type { RouteObject } from 'react-router-dom'

/** The webhooks page, relative to /admin (super-admin, docs/WEBHOOKS.md); its code loads when first opened. */
export const webhooksRoutes: RouteObject[] = [{ path: 'webhooks', lazy: async () => ({ Component: (await import('./WebhooksPage')).WebhooksPage }) }]
