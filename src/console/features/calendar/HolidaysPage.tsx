import { useMutation, useQuery } from '@apollo/client/react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { CreateHolidayDocument, DeleteHolidayDocument, HolidaysDocument, type HolidayRowFragment } from '../../../gql/graphql'
import { serverMessage } from '../../api/apollo'
import { useAuth } from '../../auth/AuthContext'
import {
  Button,
  CalendarLegend,
  ConfirmDelete,
  DatePicker,
  DeleteRowButton,
  ErrorBox,
  MonthCalendar,
  PageHeader,
  Panel,
  Select,
  Table,
  TextField,
  actionColumn,
  icons,
  useAlerts,
  useDocumentTitle,
} from '../../ui'
import { dayKinds } from './calendarDays'
import { dayText } from './calendarText'
import { PastMark, upcomingFirst } from './PastMark'

export const CalendarGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, auto) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2.5)};
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`
export const AddRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  & > * {
    flex: 1 1 180px;
  }
  & > button {
    flex: none;
  }
`

/** The region choice for the whole chain. */
const CHAIN = 'chain'

/**
 * /admin/holidays (admins): the days every studio of the chain is closed (set by the super-admin) and
 * each region's public holidays, which close every studio of that region in one step (set by the
 * super-admin and the region's admins) (docs/RULES.md#calendar).
 */
export function HolidaysPage() {
  const { t, i18n } = useTranslation()
  const key = 'resources.calendar.holidays'
  const alert = useAlerts()
  useDocumentTitle(t('nav.holidays'))
  const superAdmin = useAuth().user?.role === 'super-admin'
  const query = useQuery(HolidaysDocument)
  const holidays = useMemo(
    () => ((query.data ?? query.previousData)?.listHolidays?.data ?? []).filter((row): row is HolidayRowFragment => row !== null),
    [query.data, query.previousData],
  )
  const regions = useMemo(() => ((query.data ?? query.previousData)?.listRegions?.data ?? []).filter((row) => row !== null), [query.data, query.previousData])
  const regionName = (id: string | null | undefined) => (id ? (regions.find((row) => row.id === id)?.name ?? '') : t(`${key}.wholeChain`))
  // The chain's holidays are the super-admin's; a region's admins keep their region's.
  const regionOptions = useMemo(
    () => [
      ...(superAdmin ? [{ id: CHAIN, label: t(`${key}.wholeChain`) }] : []),
      ...regions.map((row) => ({ id: row.id, label: t(`${key}.regionOption`, { name: row.name, count: row.locations.length }) })),
    ],
    [regions, superAdmin, t],
  )
  const [appliesTo, setAppliesTo] = useState<string | null>(null)
  const chosen = appliesTo ?? regionOptions[0]?.id ?? null
  const kinds = useMemo(() => dayKinds({ holidays, closures: [], exceptions: [] }), [holidays])
  const [picked, setPicked] = useState('')
  const [date, setDate] = useState('')
  const [name, setName] = useState('')
  const [errors, setErrors] = useState<{ date?: string; name?: string }>({})
  const [create, { loading: creating }] = useMutation(CreateHolidayDocument)
  const [remove] = useMutation(DeleteHolidayDocument)
  const [deleting, setDeleting] = useState<HolidayRowFragment | null>(null)
  // The reader's date: a holiday before it is past everywhere but the studios furthest west, for a few hours.
  const today = new Date().toLocaleDateString('en-CA')

  const submit = async () => {
    const missing = {
      date: date ? undefined : t(`resources.calendar.validation.dateRequired`),
      name: name.trim() ? undefined : t('resources.calendar.validation.required'),
    }
    setErrors(missing)
    if (missing.date || missing.name || chosen === null) return
    const regionId = chosen === CHAIN ? null : chosen
    try {
      await create({ variables: { input: { date, name: name.trim(), regionId } } })
      alert.success(regionId ? t(`${key}.addedRegion`, { name: name.trim(), region: regionName(regionId) }) : t(`${key}.added`, { name: name.trim() }))
      setName('')
      setDate('')
      await query.refetch()
    } catch (error) {
      alert.error(serverMessage(error) ?? t('resources.calendar.saveFailed'))
    }
  }
  const columns = [
    {
      id: 'date',
      header: t(`${key}.columns.date`),
      cell: (row: HolidayRowFragment) => <PastMark isPast={row.date < today}>{dayText(row.date, i18n.language)}</PastMark>,
    },
    { id: 'name', header: t(`${key}.columns.name`), cell: (row: HolidayRowFragment) => <span id={`holiday-${row.id}`}>{row.name}</span> },
    { id: 'appliesTo', header: t(`${key}.columns.appliesTo`), cell: (row: HolidayRowFragment) => regionName(row.regionId) },
    actionColumn<HolidayRowFragment>('actions', t('resources.calendar.actions'), (row) =>
      superAdmin || row.regionId ? <DeleteRowButton describedBy={`holiday-${row.id}`} onPress={() => setDeleting(row)} /> : null,
    ),
  ]

  return (
    <>
      <PageHeader title={t('nav.holidays')} subtitle={t(`${key}.subtitle`)} />
      {query.error ? <ErrorBox role="alert">{serverMessage(query.error) ?? t('errors.loadFailed')}</ErrorBox> : null}
      <CalendarGrid>
        <Panel title={t(`${key}.monthLabel`)}>
          <MonthCalendar
            aria-label={t(`${key}.monthLabel`)}
            value={picked}
            onChange={(day) => {
              setPicked(day)
              setDate(day)
            }}
            kindOf={(day) => kinds.get(day)}
            describe={(day) => holidays.find((holiday) => holiday.date === day)?.name}
          />
          <CalendarLegend labels={{ holiday: t('resources.calendar.legend.holiday') }} />
        </Panel>
        <Panel title={t(`${key}.title`)} flush>
          <AddRow
            onSubmit={(event) => {
              event.preventDefault()
              void submit()
            }}
          >
            <DatePicker label={t(`${key}.date`)} value={date} onChange={setDate} errorMessage={errors.date} isRequired />
            <TextField label={t(`${key}.name`)} value={name} onChange={setName} errorMessage={errors.name} isRequired maxLength={85} />
            <Select label={t(`${key}.appliesTo`)} options={regionOptions} value={chosen} onChange={setAppliesTo} />
            <Button type="submit" variant="primary" isDisabled={creating || chosen === null}>
              <icons.PlusIcon />
              {t(`${key}.add`)}
            </Button>
          </AddRow>
          <Table
            aria-label={t(`${key}.title`)}
            columns={columns}
            rows={upcomingFirst(holidays, (row) => row.date < today)}
            isLoading={query.loading}
            emptyState={t(`${key}.empty`)}
          />
        </Panel>
      </CalendarGrid>
      <ConfirmDelete
        item={deleting}
        onClose={() => setDeleting(null)}
        title={t('resources.calendar.confirmDelete.holidayTitle')}
        message={(row) =>
          row.regionId
            ? t('resources.calendar.confirmDelete.regionHoliday', { name: row.name, date: dayText(row.date, i18n.language), region: regionName(row.regionId) })
            : t('resources.calendar.confirmDelete.holiday', { name: row.name, date: dayText(row.date, i18n.language) })
        }
        remove={(row) => remove({ variables: { id: row.id } })}
        deleted={(row) => t(`${key}.removed`, { name: row.name })}
        failed={(_row, failure) => serverMessage(failure) ?? t('resources.calendar.confirmDelete.failed')}
        onDeleted={() => void query.refetch()}
      />
    </>
  )
}
