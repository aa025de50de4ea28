import { useQuery } from '@apollo/client/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip as ChartTooltip, XAxis, YAxis } from 'recharts'
import styled, { useTheme } from 'styled-components'
import { ClassReliabilityDocument, type ClassReliabilityQuery } from '../../../gql/graphql'
import { RELIABILITY_PERIODS } from '../../../shared/constants'
import { serverMessage } from '../../api/apollo'
import { toLocale } from '../../i18n/languages'
import { Button, Card, EmptyState, ErrorBox, Link, LoadingImage, PageHeader, Table, icons, type TableColumn, Panel, useDocumentTitle } from '../../ui'
import { toCsv } from '../../../shared/csv'
import { PlaysExportButton } from './PlaysExportButton'
import { Facts, Sections } from './runStyles'
import { formatWhen } from './runText'

type Reliability = NonNullable<NonNullable<ClassReliabilityQuery['getClassReliability']>['data']>
type LocationRow = NonNullable<Reliability['locations'][number]> & { id: string }

const Periods = styled.div`
  display: inline-flex;
  gap: 4px;
  padding: 3px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceSunken};
`
const ChartBox = styled.div`
  height: 280px;
  padding: ${({ theme }) => theme.space(2)};
  direction: ltr;
`
const Count = styled.span<{ $alert?: boolean }>`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ $alert, theme }) => ($alert ? theme.weight.semibold : theme.weight.regular)};
  color: ${({ $alert, theme }) => ($alert ? theme.color.warning : theme.color.text)};
`

const SyncTypical = styled.small`
  display: block;
  font-size: ${({ theme }) => theme.text.xs};
  font-weight: ${({ theme }) => theme.weight.regular};
  color: ${({ theme }) => theme.color.textMuted};
`

const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 100))

/** /admin/reliability: did every class in every studio run, on time, on every screen (docs/CLASS-RUNS.md). */
export function ReliabilityPage() {
  const { t, i18n } = useTranslation()
  const theme = useTheme()
  const locale = toLocale(i18n.language)
  const [days, setDays] = useState<number>(RELIABILITY_PERIODS[0])
  const query = useQuery(ClassReliabilityDocument, { variables: { days } })
  const report = (query.data ?? query.previousData)?.getClassReliability?.data ?? null
  useDocumentTitle(t('reliability.title'))

  const periodPicker = (
    <Periods role="group" aria-label={t('reliability.period')}>
      {RELIABILITY_PERIODS.map((period) => (
        <Button key={period} size="sm" variant={period === days ? 'primary' : 'ghost'} aria-pressed={period === days} onPress={() => setDays(period)}>
          {t('reliability.lastDays', { count: period })}
        </Button>
      ))}
    </Periods>
  )
  const header = <PageHeader title={t('reliability.title')} subtitle={t('reliability.subtitle')} actions={periodPicker} />
  if (!report) {
    return (
      <>
        {header}
        {query.error ? <ErrorBox role="alert">{serverMessage(query.error) ?? t('errors.loadFailed')}</ErrorBox> : <LoadingImage />}
      </>
    )
  }

  const rows: LocationRow[] = report.locations.filter((row) => row !== null).map((row) => ({ ...row, id: row.location }))
  const dayFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' })
  const chart = report.byDay
    .filter((day) => day !== null)
    .map((day) => ({ label: dayFormat.format(new Date(`${day.date}T00:00:00Z`)), onTime: day.onTime, late: day.late, replaced: day.clipsReplaced }))
  const { totals } = report
  const onTimeShare = percent(totals.onTime, totals.classes)
  const numbers = new Intl.NumberFormat(locale)
  const inStepShare = percent(totals.syncInStep, totals.syncClasses)

  const exportCsv = () => {
    const header = [
      'location',
      'studioNumber',
      'classes',
      'onTime',
      'onTimePercent',
      'late',
      'screensMissed',
      'clipsReplaced',
      'syncClasses',
      'syncInStep',
      'syncMedianP95Ms',
      'syncWorstP95Ms',
      'lastClass',
    ].map((key) => t(`reliability.csv.${key}`))
    const body = rows.map((row) => [
      row.name,
      row.studioNumber,
      row.classes,
      row.onTime,
      percent(row.onTime, row.classes),
      row.late,
      row.screensMissed,
      row.clipsReplaced,
      row.syncClasses,
      row.syncInStep,
      row.syncMedianP95Ms,
      row.syncWorstP95Ms,
      row.lastClassAt,
    ])
    const blob = new Blob([toCsv(header, body)], { type: 'text/csv;charset=utf-8' })
    const link = document.createElement('a')
    link.href = URL.createObjectURL(blob)
    link.download = `class-reliability-${days}-days-${report.to.slice(0, 10)}.csv`
    link.click()
    setTimeout(() => URL.revokeObjectURL(link.href), 1_000)
  }

  const columns: TableColumn<LocationRow>[] = [
    {
      id: 'location',
      header: t('reliability.columns.location'),
      isRowHeader: true,
      cell: (row) => <Link href={`/admin/locations/${row.location}`}>{row.name}</Link>,
    },
    { id: 'classes', header: t('reliability.columns.classes'), align: 'end', cell: (row) => <Count>{row.classes}</Count> },
    {
      id: 'onTime',
      header: t('reliability.columns.onTime'),
      align: 'end',
      cell: (row) => {
        const share = percent(row.onTime, row.classes)
        return <Count $alert={row.late > 0}>{share === null ? '—' : `${share}%`}</Count>
      },
    },
    {
      id: 'missed',
      header: t('reliability.columns.screensMissed'),
      align: 'end',
      cell: (row) => <Count $alert={row.screensMissed > 0}>{row.screensMissed}</Count>,
    },
    {
      id: 'replaced',
      header: t('reliability.columns.clipsReplaced'),
      align: 'end',
      hideBelow: 600,
      cell: (row) => <Count $alert={row.clipsReplaced > 0}>{row.clipsReplaced}</Count>,
    },
    {
      // Proof of sync (docs/CLASS-RUNS.md#proof-of-sync): the classes in which every screen was in step, and the typical class's worst screen.
      id: 'sync',
      header: t('reliability.columns.sync'),
      align: 'end',
      cell: (row) =>
        row.syncClasses === 0 ? (
          <Count>—</Count>
        ) : (
          <Count $alert={row.syncInStep < row.syncClasses}>
            {t('reliability.syncValue', { inStep: numbers.format(row.syncInStep), classes: numbers.format(row.syncClasses) })}
            {row.syncMedianP95Ms === null || row.syncMedianP95Ms === undefined ? null : (
              <SyncTypical>{t('reliability.syncTypical', { ms: numbers.format(row.syncMedianP95Ms) })}</SyncTypical>
            )}
          </Count>
        ),
    },
    {
      id: 'last',
      header: t('reliability.columns.lastClass'),
      hideBelow: 900,
      cell: (row) => (row.lastClassAt ? formatWhen(row.lastClassAt, locale, row.timeZone) : t('reliability.never')),
    },
  ]

  return (
    <>
      {header}
      <Sections>
        <Facts $big data-testid="reliability-totals">
          <Card as="div">
            <dt>{t('reliability.facts.classes')}</dt>
            <dd>{totals.classes}</dd>
          </Card>
          <Card as="div">
            <dt>{t('reliability.facts.onTime')}</dt>
            <dd>
              {onTimeShare === null ? '—' : `${onTimeShare}%`}
              <small>{t('reliability.facts.onTimeOf', { onTime: totals.onTime, classes: totals.classes })}</small>
            </dd>
          </Card>
          <Card as="div">
            <dt>{t('reliability.facts.screensMissed')}</dt>
            <dd>{totals.screensMissed}</dd>
          </Card>
          <Card as="div">
            <dt>{t('reliability.facts.clipsReplaced')}</dt>
            <dd>{totals.clipsReplaced}</dd>
          </Card>
          <Card as="div" data-testid="reliability-sync">
            <dt>{t('reliability.facts.sync')}</dt>
            <dd>
              {inStepShare === null ? '—' : `${inStepShare}%`}
              <small>
                {totals.syncClasses === 0
                  ? t('reliability.facts.syncNone')
                  : t('reliability.facts.syncOf', { inStep: numbers.format(totals.syncInStep), classes: numbers.format(totals.syncClasses) })}
              </small>
            </dd>
          </Card>
          {/* A Stop staff confirm is a decision, not an alert (docs/ALERTS.md): the report counts it. */}
          <Card as="div">
            <dt>{t('reliability.facts.stoppedEarly')}</dt>
            <dd>{totals.stoppedEarly}</dd>
          </Card>
        </Facts>

        <Panel id="reliability-chart" title={t('reliability.chartTitle')} subtitle={t('reliability.chartSubtitle')} flush>
          <ChartBox role="img" aria-label={t('reliability.chartLabel', { classes: totals.classes, onTime: totals.onTime, days })}>
            <ResponsiveContainer width="100%" height="100%">
              <ComposedChart data={chart} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
                <CartesianGrid stroke={theme.color.border} vertical={false} />
                <XAxis
                  dataKey="label"
                  tick={{ fontSize: 12, fill: theme.color.textMuted }}
                  tickLine={false}
                  axisLine={{ stroke: theme.color.border }}
                  interval="preserveStartEnd"
                />
                <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: theme.color.textMuted }} tickLine={false} axisLine={false} />
                <ChartTooltip />
                <Legend wrapperStyle={{ fontSize: 12 }} />
                <Bar
                  dataKey="onTime"
                  name={t('reliability.series.onTime')}
                  stackId="classes"
                  fill={theme.color.success}
                  maxBarSize={36}
                  isAnimationActive={false}
                />
                <Bar
                  dataKey="late"
                  name={t('reliability.series.late')}
                  stackId="classes"
                  fill="#e0a030"
                  maxBarSize={36}
                  radius={[3, 3, 0, 0]}
                  isAnimationActive={false}
                />
                <Line
                  dataKey="replaced"
                  name={t('reliability.series.replaced')}
                  stroke={theme.color.error}
                  strokeWidth={2}
                  dot={{ r: 3 }}
                  type="monotone"
                  isAnimationActive={false}
                />
              </ComposedChart>
            </ResponsiveContainer>
          </ChartBox>
        </Panel>

        <Panel
          id="reliability-locations"
          title={t('reliability.locationsTitle')}
          subtitle={t('reliability.locationsSubtitle')}
          actions={
            <>
              <Button size="sm" variant="secondary" onPress={exportCsv} isDisabled={rows.length === 0}>
                <icons.LogsIcon size={16} />
                {t('reliability.exportCsv')}
              </Button>
              <PlaysExportButton locations={rows.map((row) => ({ id: row.location, name: row.name }))} />
            </>
          }
          flush
        >
          <Table
            aria-label={t('reliability.locationsTitle')}
            columns={columns}
            rows={rows}
            emptyState={<EmptyState message={t('reliability.noLocations')} />}
          />
        </Panel>
      </Sections>
    </>
  )
}
