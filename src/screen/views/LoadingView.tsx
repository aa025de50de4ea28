import { useTranslation } from 'react-i18next'
import { FullScreen, LoadingImage } from './look'

/** SPEC §2.1.8: the loading image, 200 px wide, alt 'Loading...'. */
export function LoadingView() {
  const { t } = useTranslation()
  return (
    <FullScreen aria-busy="true">
      <LoadingImage src="/brand/loading.svg" alt={t('common.loading')} width={200} />
    </FullScreen>
  )
}
