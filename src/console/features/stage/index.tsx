import type { RouteObject } from 'react-router-dom'
import { LoadingImage } from '../../ui'

/** /stage's page, loaded on demand so media-chrome stays out of the console bundle. */
export const stageRoute: RouteObject = {
  index: true,
  hydrateFallbackElement: <LoadingImage />,
  lazy: async () => ({ Component: (await import('./StagePage')).StagePage }),
}
