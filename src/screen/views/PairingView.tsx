import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { FullScreen, Heading, Lead, Logo, look, RedRule } from './look'

const Code = styled.output`
  display: block;
  font-family: ${look.mono};
  font-size: min(16vw, 22vmin);
  font-weight: 700;
  line-height: 1;
  letter-spacing: 0.12em;
  padding: 3vmin 5vmin 3vmin 6vmin;
  border: 0.8vmin solid ${look.red};
  border-radius: 3vmin;
  background: #111;
  color: #fff;
  white-space: nowrap;
  direction: ltr;
`

/** SPEC §2.1.1: the code staff type into the console to link this screen. */
export function PairingView({ code }: { code: string | null }) {
  const { t } = useTranslation()
  return (
    <FullScreen>
      <Logo src="/brand/logo-light.svg" alt="" />
      <RedRule />
      <Heading>{t('pairing.heading')}</Heading>
      <Lead>{t('pairing.instructions')}</Lead>
      <Code aria-label={t('pairing.codeLabel')} data-testid="pairing-code" aria-live="polite">
        {code ?? '······'}
      </Code>
    </FullScreen>
  )
}
