import { useTranslation } from 'react-i18next'
import { FullScreen, LoadingImage } from './look'
import { LOADING_PICTURE } from '../../shared/loadingPicture'

/** docs/RULES.md#class-screen: the loading image, 200 px wide, alt 'Loading...'. */
export function LoadingView() {
  const { t } = useTranslation()
  return (
    <FullScreen aria-busy="true">
      <LoadingImage src={LOADING_PICTURE} alt={t('common.loading')} width={200} height={200} />
    </FullScreen>
  )
}
