import { useTranslation } from 'react-i18next'
import { FullScreen, Heading, Logo, RedRule } from './look'

/** docs/RULES.md#class-screen: the location is disabled or missing; the machine re-checks every 30 s. */
export function UnavailableView() {
  const { t } = useTranslation()
  return (
    <FullScreen>
      <Logo />
      <RedRule />
      <Heading>{t('unavailable.message')}</Heading>
    </FullScreen>
  )
}
