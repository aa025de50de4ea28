import { useMutation, useQuery } from '@apollo/client/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { AlertsDocument, MarkAlertsSeenDocument, type AlertFieldsFragment } from '../../../gql/graphql'
import { serverMessage } from '../../api/apollo'
import { useLivePollInterval } from '../../app/live/LiveConsole'
import { useAuth } from '../../auth/AuthContext'
import { toLocale } from '../../i18n/languages'
import { Badge, Button, EmptyState, ErrorBox, formatInZone, Link, PageHeader, Pager, Table, icons, type TableColumn, Panel, useDocumentTitle } from '../../ui'
import { ALERTS_POLL_MS } from './AlertBell'
import { alertLinks, seesWebhookDelivery } from './alertLinks'
import { alertWords } from './alertText'

const PAGE_SIZE = 20

const Filters = styled.div`
  display: inline-flex;
  gap: 4px;
  padding: 3px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceSunken};
`
const What = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.35;
  /* Whole words: a long one (a browser flag) may break only where it would not fit at all. */
  overflow-wrap: break-word;
  word-break: normal;
  small {
    display: flex;
    flex-wrap: wrap;
    gap: 2px ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.text.xs};
    font-weight: ${({ theme }) => theme.weight.medium};
  }
  small a {
    display: inline-flex;
    align-items: center;
    gap: 3px;
    text-decoration: underline;
  }
`
const Stamp = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`
const PagerRow = styled.div`
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`

type Row = AlertFieldsFragment

/**
 * /admin/alerts: every alert of the locations the user may see, newest first, each linking to its location and
 * (when it is about one) its screen. The webhook's delivery is head office's to act on: staff do not see it.
 */
export function AlertsPage() {
  const { t, i18n } = useTranslation()
  const role = useAuth().user?.role
  const locale = toLocale(i18n.language)
  const [status, setStatus] = useState<'open' | 'all'>('all')
  const [page, setPage] = useState(1)
  // Read again on the live stream's alerts events; polled only while the stream is down.
  const pollInterval = useLivePollInterval(ALERTS_POLL_MS)
  const query = useQuery(AlertsDocument, { variables: { status, page, pageSize: PAGE_SIZE }, pollInterval, notifyOnNetworkStatusChange: false })
  const [markSeen] = useMutation(MarkAlertsSeenDocument, { refetchQueries: ['Alerts'] })
  useDocumentTitle(t('classAlerts.title'))
  // Opening the page is seeing the alerts: the bell's count starts again from zero.
  useEffect(() => {
    void markSeen().catch(() => undefined)
  }, [markSeen])

  const answer = (query.data ?? query.previousData)?.listAlerts ?? null
  const rows = (answer?.data ?? []).filter((alert): alert is Row => alert !== null)
  // On the studio's clock, named (src/console/ui/clock.ts): the reader may be elsewhere.
  const when = (iso: string, timeZone: string) =>
    formatInZone(iso, locale, timeZone, { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' })

  const columns: TableColumn<Row>[] = [
    {
      id: 'what',
      header: t('classAlerts.columns.what'),
      isRowHeader: true,
      // The sentence wraps between words (a long one pushed Raised, State and Webhook past a 1440 px window).
      minWidth: 280,
      cell: (alert) => {
        const links = alertLinks(role, alert)
        const named = (alert.details as { screen?: unknown } | null)?.screen
        const screenName = typeof named === 'string' ? named : t('classAlerts.screen')
        return (
          <What>
            {alertWords(alert, t, locale)}
            <small>
              {links.location ? <Link href={links.location}>{alert.locationName}</Link> : <span>{alert.locationName}</span>}
              {links.screen ? (
                <Link href={links.screen} aria-label={t('classAlerts.openScreen', { screen: screenName, location: alert.locationName })}>
                  <icons.ScreenIcon size={12} />
                  {screenName}
                </Link>
              ) : null}
            </small>
          </What>
        )
      },
    },
    { id: 'raised', header: t('classAlerts.columns.raised'), cell: (alert) => <Stamp>{when(alert.raisedAt, alert.timeZone)}</Stamp> },
    {
      id: 'state',
      header: t('classAlerts.columns.state'),
      cell: (alert) =>
        alert.resolvedAt ? (
          <Badge $tone="success" title={when(alert.resolvedAt, alert.timeZone)}>
            {t('classAlerts.resolved')}
          </Badge>
        ) : (
          <Badge $tone="error">{t('classAlerts.open')}</Badge>
        ),
    },
  ]
  if (seesWebhookDelivery(role)) {
    columns.push({
      id: 'delivery',
      header: t('classAlerts.columns.delivery'),
      cell: (alert) => (
        <Badge
          $tone={alert.delivery === 'delivered' ? 'success' : alert.delivery === 'failed' ? 'error' : alert.delivery === 'pending' ? 'warning' : 'neutral'}
          title={alert.deliveryError ?? undefined}
        >
          {alert.delivery === 'pending' && alert.deliveryAttempts > 0
            ? t('classAlerts.delivery.retrying', { attempts: alert.deliveryAttempts })
            : t(`classAlerts.delivery.${alert.delivery}`)}
        </Badge>
      ),
    })
  }

  const filters = (
    <Filters role="group" aria-label={t('classAlerts.filter')}>
      {(['all', 'open'] as const).map((value) => (
        <Button
          key={value}
          size="sm"
          variant={value === status ? 'primary' : 'ghost'}
          aria-pressed={value === status}
          onPress={() => {
            setStatus(value)
            setPage(1)
          }}
        >
          {t(`classAlerts.filters.${value}`, { count: answer?.meta.open ?? 0 })}
        </Button>
      ))}
    </Filters>
  )

  return (
    <>
      <PageHeader title={t('classAlerts.title')} subtitle={t('classAlerts.subtitle')} actions={filters} />
      {query.error && !answer ? (
        <ErrorBox role="alert">{serverMessage(query.error) ?? t('errors.loadFailed')}</ErrorBox>
      ) : (
        <Panel id="alerts" title={t('classAlerts.listTitle')} subtitle={t('classAlerts.listSubtitle')} flush>
          <Table
            aria-label={t('classAlerts.listTitle')}
            columns={columns}
            rows={rows}
            isLoading={query.loading && !answer}
            emptyState={<EmptyState message={status === 'open' ? t('classAlerts.noneOpen') : t('classAlerts.none')} hint={t('classAlerts.noneHint')} />}
          />
          {answer && answer.meta.total > PAGE_SIZE ? (
            <PagerRow>
              <Pager page={page} pageSize={PAGE_SIZE} total={answer.meta.total} onPageChange={setPage} />
            </PagerRow>
          ) : null}
        </Panel>
      )}
    </>
  )
}
