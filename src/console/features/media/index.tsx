import type { RouteObject } from 'react-router-dom'

/** The media library's route, relative to /admin (docs/MEDIA-LIBRARY.md); its code loads when first opened. */
export const mediaRoutes: RouteObject[] = [{ path: 'media', lazy: async () => ({ Component: (await import('./MediaPage')).MediaPage }) }]
