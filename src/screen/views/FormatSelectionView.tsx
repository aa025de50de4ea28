import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import type { ClassFormat } from '../../../machines/classMachine'
import { FullScreen, Heading, Logo, look } from './look'

const Choices = styled.div`
  display: flex;
  flex-direction: column;
  gap: 5vmin;
  width: min(80vw, 90vmin);
`

const Choice = styled.button`
  font: inherit;
  font-size: 9vmin;
  font-weight: 900;
  letter-spacing: 0.05em;
  padding: 6vmin 4vmin;
  border: 0.8vmin solid ${look.red};
  border-radius: 3vmin;
  background: #111;
  color: #fff;
  cursor: pointer;
  touch-action: manipulation;
  &:hover,
  &:focus-visible {
    background: ${look.red};
    outline: none;
  }
  &[data-variant='normal'] {
    background: ${look.red};
  }
`

/** SPEC §2.1.3: only when the location has mctEnabled. */
export function FormatSelectionView({ onSelect }: { onSelect: (format: ClassFormat) => void }) {
  const { t } = useTranslation()
  return (
    <FullScreen>
      <Logo src="/brand/logo-light.svg" alt="" />
      <Heading>{t('format.title')}</Heading>
      <Choices>
        {(['normal', 'mashup'] as const).map((format) => (
          <Choice key={format} type="button" data-variant={format} onClick={() => onSelect(format)}>
            {t(`format.${format}`)}
          </Choice>
        ))}
      </Choices>
    </FullScreen>
  )
}
