import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import type { LocationTimetableFieldsFragment } from '../../../../gql/graphql'
import { DASHBOARD_DAY_ORDER, type Weekday } from '../../../../shared/classSchedule'
import { toLocale } from '../../../i18n/languages'
import { Link, ScrollTable } from '../../../ui'

const Grid = styled(ScrollTable)`
  th,
  td {
    padding: ${({ theme }) => theme.space(1)};
    text-align: start;
    vertical-align: top;
  }
  th[scope='row'] {
    width: 120px;
    font-weight: ${({ theme }) => theme.weight.semibold};
    white-space: nowrap;
  }
  thead th {
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  tr[data-today] th,
  tr[data-today] td {
    background: ${({ theme }) => theme.color.infoSoft};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(0.75)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: inline-flex;
    gap: 6px;
    padding: 2px 8px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    white-space: nowrap;
  }
  time {
    font-family: ${({ theme }) => theme.font.mono};
    font-weight: ${({ theme }) => theme.weight.semibold};
  }
  .none {
    color: ${({ theme }) => theme.color.textMuted};
  }
`

const Empty = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.text.sm};
  }
`

/** "HH:MM" (24-hour) shown in the reader's own clock style. */
export function formatClassTime(time: string, language: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time)
  if (!match) return time
  const date = new Date(Date.UTC(2024, 0, 1, Number(match[1]), Number(match[2])))
  return new Intl.DateTimeFormat(toLocale(language), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(date)
}

/** How many classes the weekly timetable holds; undefined when it is not loaded. */
export function scheduledClassCount(timetable: LocationTimetableFieldsFragment | null | undefined): number | undefined {
  const days = timetable?.timetable
  if (!days) return undefined
  return DASHBOARD_DAY_ORDER.reduce((sum, day) => sum + (days[day] ?? []).filter((entry) => entry !== null).length, 0)
}

/** Monday to Sunday (docs/RULES.md#constants) unless told otherwise, each day's classes in time order; today's row is marked. */
export function WeeklyClassSchedule({
  timetable,
  todayInLocation,
  scheduleHref,
  dayOrder = DASHBOARD_DAY_ORDER,
}: {
  timetable: LocationTimetableFieldsFragment | null
  todayInLocation?: Weekday
  /** The rows' order: the schedule page shows the reader's own week, like its roll-over form. */
  dayOrder?: readonly Weekday[]
  /** Where this reader can add classes (the location's Schedule page), when they may. */
  scheduleHref?: string
}) {
  const { t, i18n } = useTranslation()
  const key = 'resources.operations.schedule'
  const days = timetable?.timetable
  if (!days || !scheduledClassCount(timetable)) {
    // Say where classes come from, so an empty schedule is something staff can fix.
    return (
      <Empty data-testid="schedule-empty">
        <p>{t(`${key}.empty`)}</p>
        {timetable?.editable === false ? (
          <p>{t(`${key}.emptyFromService`)}</p>
        ) : scheduleHref ? (
          <p>
            <Link href={scheduleHref}>{t(`${key}.emptyAdd`)}</Link>
          </p>
        ) : (
          <p>{t(`${key}.emptyAskAdmin`)}</p>
        )}
      </Empty>
    )
  }
  return (
    <Grid>
      <table aria-label={t(`${key}.title`)}>
        <thead>
          <tr>
            <th scope="col">{t(`${key}.day`)}</th>
            <th scope="col">{t(`${key}.classes`)}</th>
          </tr>
        </thead>
        <tbody>
          {dayOrder.map((day) => {
            const entries = (days[day] ?? []).filter((entry) => entry !== null)
            return (
              <tr key={day} data-today={day === todayInLocation ? '' : undefined}>
                <th scope="row">
                  {t(`resources.operations.days.${day}`)}
                  {day === todayInLocation ? <span className="none"> · {t(`${key}.today`)}</span> : null}
                </th>
                <td>
                  {entries.length === 0 ? (
                    <span className="none">{t(`${key}.noClasses`)}</span>
                  ) : (
                    <ul>
                      {entries.map((entry, index) => (
                        <li key={`${entry.class_time}-${index}`}>
                          <time dateTime={entry.class_time}>{formatClassTime(entry.class_time, i18n.language)}</time>
                          <span>{entry.class_name}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </Grid>
  )
}
