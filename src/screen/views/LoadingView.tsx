import { useTranslation } from 'react-i18next'
import { FullScreen, LoadingImage } from './look'

/** docs/RULES.md#class-screen: the loading image, 200 px wide, alt 'Loading...'. */
export function LoadingView() {
  const { t } = useTranslation()
  return (
    <FullScreen aria-busy="true">
      <LoadingImage alt={t('common.loading')} />
    </FullScreen>
  )
}
