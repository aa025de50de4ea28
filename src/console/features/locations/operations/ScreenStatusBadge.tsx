import { useTranslation } from 'react-i18next'
import { Badge, formatInZone, STAMP } from '../../../ui'
import { toLocale } from '../../../i18n/languages'

/** Connected in green or Disconnected in red (docs/RULES.md#screens-of-a-location), with the last report as a title. */
export function ScreenStatusBadge({ status, timeZone }: { status: { isConnected: boolean; statusUpdatedAt?: string | null }; timeZone?: string }) {
  const { t, i18n } = useTranslation()
  const seen = status.statusUpdatedAt ? new Date(status.statusUpdatedAt) : null
  const title =
    seen && !Number.isNaN(seen.getTime())
      ? t('resources.operations.status.lastSeen', { time: formatInZone(seen, toLocale(i18n.language), timeZone, STAMP) })
      : t('resources.operations.status.neverSeen')
  return (
    <Badge $tone={status.isConnected ? 'success' : 'error'} title={title}>
      {status.isConnected ? t('resources.operations.status.connected') : t('resources.operations.status.disconnected')}
    </Badge>
  )
}
