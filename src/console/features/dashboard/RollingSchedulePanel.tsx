import { useQuery } from '@apollo/client/react'
import { getLocalTimeZone, today as todayIn, type CalendarDate } from '@internationalized/date'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { LocationCalendarDocument, RollingWorkoutsDocument, type RollingWorkoutsQuery } from '../../../gql/graphql'
import { effectiveDate, ROLLING_WINDOW_DAYS } from '../../../shared/rollover'
import { toLocale } from '../../i18n/languages'
import { serverMessage } from '../../api/apollo'
import { Badge, ErrorBox, Link, Spinner, VisuallyHidden, icons, Panel, ScrollTable } from '../../ui'
import { closedDaysOf } from '../calendar'
import { rollingStatus } from './rollingStatus'

const Gaps = styled.div`
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  &[data-ok] {
    color: ${({ theme }) => theme.color.success};
  }
  p {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0;
    font-weight: ${({ theme }) => theme.weight.semibold};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: ${({ theme }) => theme.space(1)} 0 0;
    padding: 0;
    list-style: none;
  }
  li a {
    font-weight: ${({ theme }) => theme.weight.medium};
  }
`
const GridWrap = styled(ScrollTable)`
  th,
  td {
    padding: 6px 8px;
    text-align: center;
    white-space: nowrap;
  }
  thead th {
    font-weight: ${({ theme }) => theme.weight.semibold};
  }
  th[scope='row'] {
    text-align: start;
    font-weight: ${({ theme }) => theme.weight.semibold};
  }
  /* The class screen's name stays in sight while the days scroll under it (a phone shows two or three days). */
  th:first-child {
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
  }
  tbody th:first-child {
    background: ${({ theme }) => theme.color.surface};
  }
  /* With the names held in place, the hint that days hide at the start is the names' own shadow, not the frame's. */
  &::before {
    display: none;
  }
  th:first-child::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    inset-inline-end: -12px;
    width: 12px;
    pointer-events: none;
    opacity: 0;
    background: linear-gradient(to var(--shade-start-to, right), var(--shade), transparent);
  }
  &[data-more-start] th:first-child::after {
    opacity: 1;
  }
  td[data-gap] {
    background: ${({ theme }) => theme.color.errorSoft};
    color: ${({ theme }) => theme.color.error};
    font-weight: ${({ theme }) => theme.weight.bold};
  }
  td[data-ok] {
    color: ${({ theme }) => theme.color.success};
  }
  td[data-closed] {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.text.xs};
  }
`

type RollingWorkout = NonNullable<NonNullable<NonNullable<RollingWorkoutsQuery['listWorkouts']>['data']>[number]>

/** Is a workout scheduled for each round over the next 7 days (docs/RULES.md#dashboard)? Gaps first, then the grid. */
export function RollingSchedulePanel({ locationId, timeZone, schedule }: { locationId?: string; timeZone?: string; schedule?: readonly number[] }) {
  const { t, i18n } = useTranslation()
  const key = 'resources.dashboard.rolling'
  // Only workouts overlapping the window (one spare day for zones ahead of UTC); a round has at most a few.
  const query = useQuery(RollingWorkoutsDocument, { variables: { q: JSON.stringify({ activeWithinDays: ROLLING_WINDOW_DAYS + 1 }) } })
  const workouts = useMemo(
    () => ((query.data ?? query.previousData)?.listWorkouts?.data ?? []).filter((row): row is RollingWorkout => row !== null),
    [query.data, query.previousData],
  )
  const start: CalendarDate = useMemo(() => {
    try {
      return timeZone ? effectiveDate(new Date(), timeZone, schedule ?? []) : todayIn(getLocalTimeZone())
    } catch {
      return todayIn(getLocalTimeZone())
    }
  }, [timeZone, schedule])
  // The dashboard's studio's closed days (holidays and closures) are no gaps (docs/RULES.md#calendar).
  const calendar = useQuery(LocationCalendarDocument, { variables: { id: locationId ?? '' }, skip: !locationId })
  const closedDays = useMemo(() => closedDaysOf(calendar.data?.getLocationCalendar?.data), [calendar.data])
  const status = useMemo(() => rollingStatus(workouts, start, closedDays), [workouts, start, closedDays])
  const locale = toLocale(i18n.language)
  const dayLabel = (date: CalendarDate) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date.toDate('UTC'))

  if (query.loading && workouts.length === 0) {
    return (
      <Panel id="rolling-schedule" title={t(`${key}.title`)}>
        <Spinner />
      </Panel>
    )
  }
  // Unread is not empty: without the workouts every day would show as a gap.
  if (query.error && !(query.data ?? query.previousData)) {
    return (
      <Panel id="rolling-schedule" title={t(`${key}.title`)}>
        <ErrorBox role="alert">{serverMessage(query.error) ?? t('errors.loadFailed')}</ErrorBox>
      </Panel>
    )
  }
  return (
    <Panel
      id="rolling-schedule"
      title={t(`${key}.title`)}
      subtitle={t(`${key}.subtitle`)}
      flush
      actions={<Badge $tone={status.gaps.length > 0 ? 'error' : 'success'}>{t(`${key}.gapCount`, { count: status.gaps.length })}</Badge>}
    >
      <Gaps data-ok={status.gaps.length === 0 ? '' : undefined}>
        {status.gaps.length === 0 ? (
          <p>
            <icons.CheckCircleIcon size={18} />
            {t(`${key}.allScheduled`)}
          </p>
        ) : (
          <>
            <p>
              <icons.WarningIcon size={18} />
              {t(`${key}.gapsTitle`)}
            </p>
            <ul aria-label={t(`${key}.gapsTitle`)}>
              {status.gaps.slice(0, 12).map((gap) => (
                <li key={`${gap.date.toString()}-${gap.round}`}>
                  <Badge $tone="error">
                    <Link href={`/admin/rounds/${gap.round}/workout`}>{t(`${key}.gap`, { day: dayLabel(gap.date), round: gap.round })}</Link>
                  </Badge>
                </li>
              ))}
              {status.gaps.length > 12 ? (
                <li>
                  <Badge $tone="neutral">{t(`${key}.more`, { count: status.gaps.length - 12 })}</Badge>
                </li>
              ) : null}
            </ul>
          </>
        )}
      </Gaps>
      {workouts.length === 0 ? <p style={{ margin: 16 }}>{t('resources.dashboard.content.empty')}</p> : null}
      <GridWrap>
        <table aria-label={t(`${key}.title`)}>
          <thead>
            <tr>
              <th scope="col">{t(`${key}.round`)}</th>
              {status.days.map((date) => (
                <th scope="col" key={date.toString()}>
                  {dayLabel(date)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {status.rows.map((row) => (
              <tr key={row.round}>
                <th scope="row">
                  <Link href={`/admin/rounds/${row.round}`}>{t(`${key}.roundN`, { round: row.round })}</Link>
                </th>
                {row.cells.map((cell) =>
                  cell.closed && cell.workouts.length === 0 ? (
                    <td key={cell.date.toString()} data-closed="">
                      {t(`${key}.closed`)}
                    </td>
                  ) : (
                    <td
                      key={cell.date.toString()}
                      data-gap={cell.workouts.length === 0 ? '' : undefined}
                      data-ok={cell.workouts.length > 0 ? '' : undefined}
                      title={cell.workouts.map((w) => w.name).join(', ') || t(`${key}.missing`)}
                    >
                      <span aria-hidden="true">{cell.workouts.length > 0 ? '✓' : '✕'}</span>
                      <VisuallyHidden>{cell.workouts.length > 0 ? cell.workouts.map((w) => w.name).join(', ') : t(`${key}.missing`)}</VisuallyHidden>
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </GridWrap>
    </Panel>
  )
}
