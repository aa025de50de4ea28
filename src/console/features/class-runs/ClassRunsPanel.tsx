import { useQuery } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { ClassRunsDocument, type ClassRunSummaryFieldsFragment } from '../../../gql/graphql'
import { serverMessage } from '../../api/apollo'
import { useLivePollInterval } from '../../app/live/LiveConsole'
import { toLocale } from '../../i18n/languages'
import { Badge, EmptyState, ErrorBox, Link, Table, twoLines, type TableColumn, Panel } from '../../ui'
import { PlaysExportButton } from './PlaysExportButton'
import { formatWhen, originWords, startWords, statusWords } from './runText'

const RUNS_SHOWN = 10
const RUNS_POLL_MS = 30_000

const TwoLines = styled.span`
  ${twoLines}
  align-items: flex-start;
  gap: 2px;
  white-space: nowrap;
`
const Count = styled.span<{ $alert?: boolean }>`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ $alert, theme }) => ($alert ? theme.weight.semibold : theme.weight.regular)};
  color: ${({ $alert, theme }) => ($alert ? theme.color.warning : theme.color.text)};
`

/**
 * The classes that ran at a location, newest first (docs/CLASS-RUNS.md): when each began against
 * its plan, on how many screens, with how many clips replaced; each opens its timeline.
 */
export function ClassRunsPanel({ locationId, locationName, timeZone }: { locationId: string; locationName: string; timeZone: string }) {
  const { t, i18n } = useTranslation()
  const locale = toLocale(i18n.language)
  const numbers = new Intl.NumberFormat(locale)
  const query = useQuery(ClassRunsDocument, {
    variables: { id: locationId, pageSize: RUNS_SHOWN },
    pollInterval: useLivePollInterval(RUNS_POLL_MS),
    notifyOnNetworkStatusChange: false,
  })
  const answer = (query.data ?? query.previousData)?.listClassRuns
  const runs = (answer?.data ?? []).filter((run): run is ClassRunSummaryFieldsFragment => run !== null)

  const columns: TableColumn<ClassRunSummaryFieldsFragment>[] = [
    {
      id: 'when',
      header: t('classRuns.columns.when'),
      isRowHeader: true,
      cell: (run) => (
        <TwoLines>
          <Link href={`/admin/locations/${locationId}/classes/${run.id}`}>{formatWhen(run.plannedStartAt, locale, timeZone)}</Link>
          <small>{originWords(run, locale, timeZone, t)}</small>
        </TwoLines>
      ),
    },
    {
      id: 'start',
      header: t('classRuns.columns.start'),
      cell: (run) => {
        const words = startWords(run, t)
        return <Badge $tone={words.tone}>{words.text}</Badge>
      },
    },
    { id: 'screens', header: t('classRuns.columns.screens'), align: 'end', cell: (run) => <Count>{run.screens}</Count> },
    {
      id: 'replaced',
      header: t('classRuns.columns.replaced'),
      align: 'end',
      hideBelow: 600,
      cell: (run) => <Count $alert={run.replaced > 0}>{run.replaced}</Count>,
    },
    {
      // Proof of sync (docs/CLASS-RUNS.md#proof-of-sync): the screens in step, and the worst screen's 95th percentile.
      id: 'sync',
      header: t('classRuns.columns.sync'),
      hideBelow: 800,
      cell: (run) =>
        run.sync ? (
          <TwoLines>
            <Badge $tone={run.sync.inStep === run.sync.screens ? 'success' : 'warning'}>
              {t('classRuns.sync.short', { inStep: numbers.format(run.sync.inStep), screens: numbers.format(run.sync.screens) })}
            </Badge>
            <small>{t('classRuns.sync.screenFigures', { p95Ms: numbers.format(run.sync.p95Ms), maxMs: numbers.format(run.sync.maxMs) })}</small>
          </TwoLines>
        ) : (
          <small>{t('classRuns.sync.notMeasured')}</small>
        ),
    },
    {
      id: 'status',
      header: t('classRuns.columns.status'),
      cell: (run) => {
        const words = statusWords(run, t)
        return <Badge $tone={words.tone}>{words.text}</Badge>
      },
    },
  ]

  return (
    <Panel
      id="class-runs"
      data-testid="class-runs"
      title={t('classRuns.title')}
      subtitle={t('classRuns.subtitle')}
      actions={<PlaysExportButton locations={[{ id: locationId, name: locationName }]} fixedLocation />}
      flush
    >
      {query.error && !answer ? (
        <ErrorBox role="alert">{serverMessage(query.error) ?? t('errors.loadFailed')}</ErrorBox>
      ) : (
        <Table
          aria-label={t('classRuns.title')}
          columns={columns}
          rows={runs}
          isLoading={query.loading && !answer}
          emptyState={<EmptyState message={t('classRuns.empty')} hint={t('classRuns.emptyHint')} />}
        />
      )}
    </Panel>
  )
}
