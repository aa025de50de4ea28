import { useQuery } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router-dom'
import styled from 'styled-components'
import { AlertsDocument } from '../../../gql/graphql'
import { useLivePollInterval } from '../../app/live/LiveConsole'
import { icons } from '../../ui'

export const ALERTS_POLL_MS = 30_000
/**
 * The open alerts, as the bell and the dashboard's location banner both ask for them: one request and one
 * cache entry between them (the bell reads the count, the banner the list; a chain has a handful open).
 */
export const OPEN_ALERTS = { status: 'open', pageSize: 100 } as const

const Bell = styled(NavLink)`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  &:hover,
  &.active {
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};
  }
  .count {
    position: absolute;
    top: -6px;
    inset-inline-end: -6px;
    min-width: 18px;
    height: 18px;
    padding: 0 5px;
    border-radius: 999px;
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.textInverse};
    font-size: 11px;
    font-weight: ${({ theme }) => theme.weight.bold};
    line-height: 18px;
    text-align: center;
  }
`

/** The top bar's bell: alerts raised since the user last looked (docs/ALERTS.md); opens the alerts page. */
export function AlertBell() {
  const { t } = useTranslation()
  // Polled only while the console's push stream is down; it says when an alert is raised or resolved.
  const pollInterval = useLivePollInterval(ALERTS_POLL_MS)
  const query = useQuery(AlertsDocument, { variables: OPEN_ALERTS, pollInterval, notifyOnNetworkStatusChange: false })
  const unread = (query.data ?? query.previousData)?.listAlerts?.meta.unread ?? 0
  return (
    <Bell to="/admin/alerts" aria-label={unread > 0 ? t('classAlerts.bellUnread', { count: unread }) : t('classAlerts.bell')} data-testid="alert-bell">
      <icons.BellIcon size={18} />
      {unread > 0 ? (
        <span className="count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Bell>
  )
}
