import { useTranslation } from 'react-i18next'

/** Who this screen is, at the foot of the idle view (docs/RULES.md#class-screen): its location, name and round. */
export function IdentityBanner({ location, screen, round }: { location: string; screen: string; round: number }) {
  const { t } = useTranslation()
  return (
    <aside className="screen-identity" data-testid="screen-identity" aria-label={t('identity.label')}>
      <span className="screen-identity-location">{location}</span>
      <span className="screen-identity-screen">{screen}</span>
      <span className="screen-identity-round">{t('identity.round', { round })}</span>
    </aside>
  )
}
