import { useMutation, useQuery } from '@apollo/client/react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import styled from 'styled-components'
import { DeleteClassExceptionDocument, DeleteLocationClosureDocument, LocationCalendarDocument } from '../../../gql/graphql'
import { serverMessage } from '../../api/apollo'
import { CalendarLegend, ConfirmDelete, Crumb, ErrorBox, Link, LoadingImage, MonthCalendar, PageHeader, Panel, icons, useDocumentTitle } from '../../ui'
import { dayKinds, type DayKind } from './calendarDays'
import { dayText, rangeText, timeText } from './calendarText'
import { CalendarGrid } from './HolidaysPage'
import { ClosuresPanel, ExceptionsPanel, type ClosureRow, type ExceptionRow } from './CalendarPanels'

const DayFacts = styled.div`
  margin-top: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(1.5)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  h3 {
    margin: 0 0 4px;
    font-size: ${({ theme }) => theme.text.md};
  }
  ul {
    margin: 0;
    padding-inline-start: 18px;
  }
`
const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2.5)};
`

/**
 * /admin/locations/{locationId}/calendar (admins) and /admin/my-locations/{id}/calendar (the studio's staff):
 * the month with the chain's holidays and the studio's closures and one-off classes, and their lists (docs/RULES.md#calendar).
 */
export function LocationCalendarPage() {
  const params = useParams()
  const locationId = params.locationId ?? params.id ?? ''
  const { t, i18n } = useTranslation()
  const key = 'resources.calendar'
  const query = useQuery(LocationCalendarDocument, { variables: { id: locationId } })
  const data = query.data ?? query.previousData
  const location = data?.getLocation?.data ?? null
  const calendar = data?.getLocationCalendar?.data ?? null
  useDocumentTitle(location ? `${t(`${key}.title`)} · ${location.name}` : t(`${key}.title`))
  const [picked, setPicked] = useState('')
  const holidays = useMemo(() => (calendar?.holidays ?? []).filter((row) => row !== null), [calendar])
  const closures = useMemo(() => (calendar?.closures ?? []).filter((row): row is ClosureRow => row !== null), [calendar])
  const exceptions = useMemo(() => (calendar?.exceptions ?? []).filter((row): row is ExceptionRow => row !== null), [calendar])
  const kinds = useMemo(() => dayKinds({ holidays, closures, exceptions }), [holidays, closures, exceptions])
  const [deleteClosure] = useMutation(DeleteLocationClosureDocument)
  const [deleteException] = useMutation(DeleteClassExceptionDocument)
  const [closureToDelete, setClosureToDelete] = useState<ClosureRow | null>(null)
  const [exceptionToDelete, setExceptionToDelete] = useState<ExceptionRow | null>(null)

  if (!location || !calendar) {
    if (query.error) return <ErrorBox role="alert">{serverMessage(query.error) ?? t('errors.loadFailed')}</ErrorBox>
    return <LoadingImage />
  }
  const day = picked || calendar.today
  const factsOf = (date: string): string[] => [
    ...holidays.filter((row) => row.date === date).map((row) => t(`${key}.day.holiday`, { name: row.name })),
    ...closures.filter((row) => row.startsOn <= date && date <= row.endsOn).map((row) => t(`${key}.day.closure`, { reason: row.reason })),
    ...exceptions
      .filter((row) => row.date === date)
      .map((row) =>
        row.kind === 'extra'
          ? t(`${key}.day.extra`, { time: timeText(row.classTime, i18n.language), name: row.className })
          : t(`${key}.day.cancelled`, { time: timeText(row.classTime, i18n.language) }),
      ),
  ]
  const facts = factsOf(day)
  const back = params.locationId ? `/admin/locations/${location.id}` : `/admin/my-locations/${location.id}`
  const legend: DayKind[] = ['holiday', 'closure', 'extra', 'cancelled']

  return (
    <>
      <Crumb aria-label={t(`${key}.breadcrumb`)}>
        <Link href={back}>
          <icons.ChevronLeftIcon size={14} />
          {location.name}
        </Link>
      </Crumb>
      <PageHeader title={t(`${key}.title`)} subtitle={t(`${key}.subtitle`, { location: location.name, timeZone: location.timeZone.replace(/_/g, ' ') })} />
      <CalendarGrid>
        <Panel title={t(`${key}.monthTitle`)}>
          <MonthCalendar
            aria-label={t(`${key}.monthLabel`, { location: location.name })}
            value={day}
            onChange={setPicked}
            kindOf={(date) => kinds.get(date)}
            describe={(date) => factsOf(date).join('. ') || undefined}
          />
          <CalendarLegend labels={Object.fromEntries(legend.map((kind) => [kind, t(`${key}.legend.${kind}`)]))} />
          <DayFacts aria-live="polite">
            <h3>{dayText(day, i18n.language)}</h3>
            {facts.length === 0 ? (
              <p>{t(`${key}.day.open`)}</p>
            ) : (
              <ul>
                {facts.map((fact) => (
                  <li key={fact}>{fact}</li>
                ))}
              </ul>
            )}
          </DayFacts>
        </Panel>
        <Stack>
          <ClosuresPanel
            locationId={location.id}
            locationName={location.name}
            closures={closures}
            defaultDay={day}
            onSaved={() => query.refetch()}
            today={calendar.today}
            onDelete={setClosureToDelete}
          />
          <ExceptionsPanel
            locationId={location.id}
            exceptions={exceptions}
            defaultDay={day}
            onSaved={() => query.refetch()}
            today={calendar.today}
            onDelete={setExceptionToDelete}
          />
        </Stack>
      </CalendarGrid>
      <ConfirmDelete
        item={closureToDelete}
        onClose={() => setClosureToDelete(null)}
        title={t(`${key}.confirmDelete.closureTitle`)}
        message={(row) => t(`${key}.confirmDelete.closure`, { dates: rangeText(row.startsOn, row.endsOn, i18n.language), reason: row.reason })}
        remove={(row) => deleteClosure({ variables: { id: location.id, closureId: row.id } })}
        deleted={() => t(`${key}.closures.removed`)}
        failed={(_row, failure) => serverMessage(failure) ?? t(`${key}.confirmDelete.failed`)}
        onDeleted={() => void query.refetch()}
      />
      <ConfirmDelete
        item={exceptionToDelete}
        onClose={() => setExceptionToDelete(null)}
        title={t(`${key}.confirmDelete.exceptionTitle`)}
        message={(row) => t(`${key}.confirmDelete.exception`, { date: dayText(row.date, i18n.language), time: timeText(row.classTime, i18n.language) })}
        remove={(row) => deleteException({ variables: { id: location.id, exceptionId: row.id } })}
        deleted={() => t(`${key}.exceptions.removed`)}
        failed={(_row, failure) => serverMessage(failure) ?? t(`${key}.confirmDelete.failed`)}
        onDeleted={() => void query.refetch()}
      />
    </>
  )
}
