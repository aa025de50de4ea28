import { useQuery } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { AlertsDocument } from '../../../gql/graphql'
import { useLivePollInterval } from '../../app/live/LiveConsole'
import { icons } from '../../ui'
import { ALERTS_POLL_MS, OPEN_ALERTS } from './AlertBell'
import { alertWords } from './alertText'

const Box = styled.section`
  display: flex;
  gap: ${({ theme }) => theme.space(1.5)};
  align-items: flex-start;
  margin-bottom: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.error};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.errorSoft};
  color: ${({ theme }) => theme.color.text};
  > svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.color.error};
  }
  h2 {
    margin: 0 0 4px;
    font-size: ${({ theme }) => theme.text.md};
  }
  ul {
    margin: 0;
    padding-inline-start: 18px;
    font-size: ${({ theme }) => theme.text.sm};
  }
`

/** The location's open alerts, at the top of the dashboard while any is open (docs/ALERTS.md). */
export function LocationAlerts({ locationId }: { locationId: string }) {
  const { t, i18n } = useTranslation()
  // Polled only while the console's push stream is down; it says when an alert is raised or resolved.
  const pollInterval = useLivePollInterval(ALERTS_POLL_MS)
  // The bell in the frame asks the same question and keeps its answer fresh: read its answer from the cache rather
  // than ask the server a second time when the dashboard opens.
  const query = useQuery(AlertsDocument, { variables: OPEN_ALERTS, pollInterval, notifyOnNetworkStatusChange: false, fetchPolicy: 'cache-first' })
  const open = ((query.data ?? query.previousData)?.listAlerts?.data ?? []).filter((alert) => alert !== null && alert.location === locationId)
  if (open.length === 0) return null
  return (
    <Box role="alert" data-testid="location-alerts">
      <icons.WarningIcon size={20} />
      <div>
        <h2>{t('classAlerts.openAtLocation', { count: open.length })}</h2>
        <ul>
          {open.map((alert) => (
            <li key={alert!.id}>{alertWords(alert!, t, i18n.language)}</li>
          ))}
        </ul>
      </div>
    </Box>
  )
}
