import type { RouteObject } from 'react-router-dom'

/** The API keys page, relative to /admin (super-admin, docs/SECURITY.md#api-keys); its code loads when first opened. */
export const apiKeysRoutes: RouteObject[] = [{ path: 'api-keys', lazy: async () => ({ Component: (await import('./ApiKeysPage')).ApiKeysPage }) }]
