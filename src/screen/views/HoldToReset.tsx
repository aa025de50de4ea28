import { useTranslation } from 'react-i18next'

/**
 * While a press is held on the class view (the screen machine's `pressing` tag): "Hold to reset"
 * with a ring that fills over the long press, so whoever holds knows to keep holding.
 */
export function HoldToReset({ durationMs }: { durationMs: number }) {
  const { t } = useTranslation()
  return (
    <div className="screen-hold" data-testid="hold-to-reset" role="status">
      <svg viewBox="0 0 36 36" aria-hidden="true">
        <circle className="screen-hold-track" cx="18" cy="18" r="16" />
        <circle className="screen-hold-fill" cx="18" cy="18" r="16" style={{ animationDuration: `${durationMs}ms` }} />
      </svg>
      <span>{t('class.holdToReset')}</span>
    </div>
  )
}
