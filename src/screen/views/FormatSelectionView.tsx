import { useTranslation } from 'react-i18next'
import type { ClassFormat } from '../../../machines/classMachine'
import { FullScreen, Heading, Logo } from './look'

/** docs/RULES.md#class-screen: only when the location has mctEnabled. */
export function FormatSelectionView({ onSelect }: { onSelect: (format: ClassFormat) => void }) {
  const { t } = useTranslation()
  return (
    <FullScreen>
      <Logo />
      <Heading>{t('format.title')}</Heading>
      <div className="screen-choices">
        {(['normal', 'mashup'] as const).map((format) => (
          <button className="screen-choice" key={format} type="button" data-variant={format} onClick={() => onSelect(format)}>
            {t(`format.${format}`)}
          </button>
        ))}
      </div>
    </FullScreen>
  )
}
