import { useMutation } from '@apollo/client/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CreateClassExceptionDocument, CreateLocationClosureDocument, type ClassExceptionRowFragment, type ClosureRowFragment } from '../../../gql/graphql'
import { serverMessage } from '../../api/apollo'
import {
  Badge,
  CALENDAR_KIND_TONES,
  Button,
  DatePicker,
  DateRangePicker,
  DeleteRowButton,
  Panel,
  Select,
  Table,
  TextField,
  actionColumn,
  icons,
  useAlerts,
  type DateRange,
} from '../../ui'
import { AddRow } from './HolidaysPage'
import { PastMark, upcomingFirst } from './PastMark'
import { dayText, rangeText, timeText } from './calendarText'

export type ClosureRow = ClosureRowFragment
export type ExceptionRow = ClassExceptionRowFragment

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const key = 'resources.calendar'

interface ClosuresPanelProps {
  locationId: string
  locationName: string
  closures: readonly ClosureRow[]
  /** The day picked on the month: a new closure starts there. */
  defaultDay: string
  onSaved: () => unknown
  onDelete: (row: ClosureRow) => void
  /** The studio's date today: what ended before it is shown as past. */
  today: string
}

/** The studio's closures: a range of days and a reason the screens show. */
export function ClosuresPanel({ locationId, locationName, closures, defaultDay, onSaved, onDelete, today }: ClosuresPanelProps) {
  const { t, i18n } = useTranslation()
  const alert = useAlerts()
  const [range, setRange] = useState<DateRange | null>(null)
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<{ range?: string; reason?: string }>({})
  const [create, { loading }] = useMutation(CreateLocationClosureDocument)
  const shown = range ?? { start: defaultDay, end: defaultDay }

  const submit = async () => {
    const missing = {
      range: shown.start && shown.end ? undefined : t(`${key}.validation.rangeRequired`),
      reason: reason.trim() ? undefined : t(`${key}.validation.required`),
    }
    setErrors(missing)
    if (missing.range || missing.reason) return
    try {
      const answer = await create({ variables: { id: locationId, input: { startsOn: shown.start, endsOn: shown.end, reason: reason.trim() } } })
      alert.success(t(`${key}.closures.added`, { location: locationName, reason: reason.trim() }))
      // A closure of today: say what happens to the class now (docs/RULES.md#calendar).
      const today = answer.data?.createLocationClosure?.data?.today
      if (today?.coversToday) alert.info(t(today.classPlaying ? `${key}.closures.todayPlaying` : `${key}.closures.todayClosed`, { location: locationName }))
      setReason('')
      setRange(null)
      await onSaved()
    } catch (error) {
      alert.error(serverMessage(error) ?? t(`${key}.saveFailed`))
    }
  }

  const columns = [
    {
      id: 'dates',
      header: t(`${key}.closures.columns.dates`),
      cell: (row: ClosureRow) => <PastMark isPast={row.endsOn < today}>{rangeText(row.startsOn, row.endsOn, i18n.language)}</PastMark>,
    },
    { id: 'reason', header: t(`${key}.closures.columns.reason`), cell: (row: ClosureRow) => <span id={`closure-${row.id}`}>{row.reason}</span> },
    actionColumn<ClosureRow>('actions', t(`${key}.actions`), (row) => <DeleteRowButton describedBy={`closure-${row.id}`} onPress={() => onDelete(row)} />),
  ]
  return (
    <Panel title={t(`${key}.closures.title`)} subtitle={t(`${key}.closures.subtitle`)} flush>
      <AddRow
        aria-label={t(`${key}.closures.add`)}
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <DateRangePicker label={t(`${key}.closures.range`)} value={shown} onChange={setRange} errorMessage={errors.range} isRequired />
        <TextField label={t(`${key}.closures.reason`)} value={reason} onChange={setReason} errorMessage={errors.reason} isRequired maxLength={85} />
        <Button type="submit" variant="primary" isDisabled={loading}>
          <icons.PlusIcon />
          {t(`${key}.closures.add`)}
        </Button>
      </AddRow>
      <Table
        aria-label={t(`${key}.closures.title`)}
        columns={columns}
        rows={upcomingFirst(closures, (row) => row.endsOn < today)}
        emptyState={t(`${key}.closures.empty`)}
      />
    </Panel>
  )
}

interface ExceptionsPanelProps {
  locationId: string
  exceptions: readonly ExceptionRow[]
  defaultDay: string
  onSaved: () => unknown
  onDelete: (row: ExceptionRow) => void
  today: string
}

/** One-off classes: an extra class on a date, or a timetable class cancelled on a date. */
export function ExceptionsPanel({ locationId, exceptions, defaultDay, onSaved, onDelete, today }: ExceptionsPanelProps) {
  const { t, i18n } = useTranslation()
  const alert = useAlerts()
  const [date, setDate] = useState('')
  const [kind, setKind] = useState<'extra' | 'cancelled'>('extra')
  const [time, setTime] = useState('')
  const [name, setName] = useState('')
  const [errors, setErrors] = useState<{ date?: string; time?: string; name?: string }>({})
  const [create, { loading }] = useMutation(CreateClassExceptionDocument)
  const shownDate = date || defaultDay

  const submit = async () => {
    const missing = {
      date: shownDate ? undefined : t(`${key}.validation.dateRequired`),
      time: TIME.test(time.trim()) ? undefined : t(`${key}.validation.timeFormat`),
      name: kind === 'cancelled' || name.trim() ? undefined : t(`${key}.validation.required`),
    }
    setErrors(missing)
    if (missing.date || missing.time || missing.name) return
    try {
      await create({ variables: { id: locationId, input: { date: shownDate, kind, classTime: time.trim(), className: name.trim() } } })
      alert.success(t(`${key}.exceptions.added`))
      setTime('')
      setName('')
      await onSaved()
    } catch (error) {
      alert.error(serverMessage(error) ?? t(`${key}.saveFailed`))
    }
  }

  const columns = [
    {
      id: 'date',
      header: t(`${key}.exceptions.columns.date`),
      cell: (row: ExceptionRow) => <PastMark isPast={row.date < today}>{dayText(row.date, i18n.language)}</PastMark>,
    },
    {
      id: 'change',
      header: t(`${key}.exceptions.columns.change`),
      cell: (row: ExceptionRow) => (
        <Badge $tone={CALENDAR_KIND_TONES[row.kind === 'extra' ? 'extra' : 'cancelled']}>
          {t(`${key}.exceptions.${row.kind === 'extra' ? 'kindExtra' : 'kindCancelled'}`)}
        </Badge>
      ),
    },
    { id: 'time', header: t(`${key}.exceptions.columns.time`), cell: (row: ExceptionRow) => timeText(row.classTime, i18n.language) },
    { id: 'name', header: t(`${key}.exceptions.columns.name`), cell: (row: ExceptionRow) => <span id={`exception-${row.id}`}>{row.className || '—'}</span> },
    actionColumn<ExceptionRow>('actions', t(`${key}.actions`), (row) => <DeleteRowButton describedBy={`exception-${row.id}`} onPress={() => onDelete(row)} />),
  ]
  return (
    <Panel title={t(`${key}.exceptions.title`)} subtitle={t(`${key}.exceptions.subtitle`)} flush>
      <AddRow
        aria-label={t(`${key}.exceptions.title`)}
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <DatePicker label={t(`${key}.exceptions.date`)} value={shownDate} onChange={setDate} errorMessage={errors.date} isRequired />
        <Select
          label={t(`${key}.exceptions.kind`)}
          value={kind}
          onChange={(value) => setKind(value === 'cancelled' ? 'cancelled' : 'extra')}
          options={[
            { id: 'extra', label: t(`${key}.exceptions.kindExtra`) },
            { id: 'cancelled', label: t(`${key}.exceptions.kindCancelled`) },
          ]}
        />
        <TextField
          label={t(`${key}.exceptions.time`)}
          value={time}
          onChange={setTime}
          errorMessage={errors.time}
          isRequired
          placeholder="18:00"
          maxLength={5}
        />
        <TextField
          label={t(`${key}.exceptions.name`)}
          value={name}
          onChange={setName}
          errorMessage={errors.name}
          isRequired={kind === 'extra'}
          maxLength={85}
        />
        <Button type="submit" variant="primary" isDisabled={loading}>
          <icons.PlusIcon />
          {t(`${key}.exceptions.add`)}
        </Button>
      </AddRow>
      <Table
        aria-label={t(`${key}.exceptions.title`)}
        columns={columns}
        rows={upcomingFirst(exceptions, (row) => row.date < today)}
        emptyState={t(`${key}.exceptions.empty`)}
      />
    </Panel>
  )
}
