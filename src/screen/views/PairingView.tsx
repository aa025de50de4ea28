import { useTranslation } from 'react-i18next'
import { FullScreen, Heading, Lead, Logo, RedRule } from './look'

/** docs/RULES.md#class-screen: the code staff type into the console to link this screen. */
export function PairingView({ code }: { code: string | null }) {
  const { t } = useTranslation()
  return (
    <FullScreen className="screen-full screen-pairing">
      <Logo />
      <RedRule />
      <Heading>{t('pairing.heading')}</Heading>
      <Lead>{t('pairing.instructions')}</Lead>
      <output className="screen-code" aria-label={t('pairing.codeLabel')} data-testid="pairing-code" aria-live="polite">
        {code ?? '······'}
      </output>
      {/* Beside the instruction docs/RULES.md#class-screen keeps word for word, for staff who pair their own screens. */}
      <p className="screen-hint">{t('pairing.selfService')}</p>
    </FullScreen>
  )
}
