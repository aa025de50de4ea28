import { useQuery } from '@apollo/client/react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import styled from 'styled-components'
import { LOCATION_DETAIL_POLL_MS } from '../../../../shared/constants'
import { SCHEDULE_HOURS_DAY_ORDER } from '../../../../shared/timetable'
import { LocationDetailDocument } from '../../../../gql/graphql'
import { serverMessage } from '../../../app/apollo'
import { useAuth } from '../../../auth/AuthContext'
import { LockedFormBody, useLockedForm } from '../../../forms'
import { toLocale } from '../../../i18n/languages'
import { ErrorBox, Link, LoadingImage, LockToggle, NumberField, PageHeader, icons, useAlerts, Crumb, Panel } from '../../../ui'
import { useDocumentTitle } from '../../placeholders'
import { acceptedRollHour, scheduleListOf, scheduleValuesOf, type ScheduleDay, type ScheduleValues } from './scheduleForm'
import { TimetableSection } from './TimetableSection'
import { useSaveLocation } from './useSaveLocation'

const Days = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(1.5)};
  @media (max-width: 1100px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  @media (max-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  .day {
    display: flex;
    flex-direction: column;
    gap: 4px;
    padding: ${({ theme }) => theme.space(1.5)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  .day[data-dirty] {
    border-color: ${({ theme }) => theme.color.warning};
    background: ${({ theme }) => theme.color.warningSoft};
  }
  .rolls {
    font-size: ${({ theme }) => theme.text.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
`
const Help = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.infoSoft};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.text.sm};
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.info};
    margin-top: 1px;
  }
  p {
    margin: 0;
  }
  p + p {
    margin-top: 4px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`
const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2.5)};
`

/** "5 PM" … "11 PM", "12 AM" in the reader's clock style: roll hour h means (h + 12) o'clock. */
function rollHourLabel(hour: number, language: string): string {
  const date = new Date(Date.UTC(2024, 0, 1, (hour + 12) % 24, 0))
  return new Intl.DateTimeFormat(toLocale(language), { hour: 'numeric', timeZone: 'UTC' }).format(date)
}

/** /admin/locations/{locationId}/schedule (docs/RULES.md#roll-over-schedule, docs/RULES.md#validation) with the location's class timetable. */
export function SchedulePage() {
  const { locationId = '' } = useParams()
  const { t, i18n } = useTranslation()
  const { isAdmin } = useAuth()
  const alert = useAlerts()
  const query = useQuery(LocationDetailDocument, { variables: { id: locationId }, pollInterval: LOCATION_DETAIL_POLL_MS })
  const location = (query.data ?? query.previousData)?.getLocation?.data ?? null
  const saveLocation = useSaveLocation(() => query.refetch())
  const saved = useMemo(() => (location ? scheduleValuesOf(location.schedule) : null), [location])
  const key = 'resources.locationDetail.schedule'
  const [refused, setRefused] = useState<Partial<Record<ScheduleDay, number>>>({})
  useDocumentTitle(location ? `${t('pages.schedule')} · ${location.name}` : t('pages.schedule'))

  const form = useLockedForm<ScheduleValues>({
    saved,
    onSubmit: async (values) => {
      if (!location) return false
      await saveLocation(location.id, { schedule: scheduleListOf(values), updatedAt: location.updatedAt })
      alert.success(t(`${key}.updated`, { locationName: location.name }))
    },
  })

  // A refusal belongs to one editing session: locking (save or cancel) forgets it.
  if (form.isLocked && Object.keys(refused).length > 0) setRefused({})

  if (!location) {
    if (query.error) return <ErrorBox role="alert">{serverMessage(query.error) ?? t('errors.loadFailed')}</ErrorBox>
    return <LoadingImage />
  }

  // Out-of-range input is ignored (the day keeps its hour), and the field says so.
  const setDay = (day: ScheduleDay, value: number) => {
    const hour = acceptedRollHour(value)
    if (hour !== null) form.setField(day, hour)
    setRefused((current) => {
      const { [day]: _dropped, ...rest } = current
      return hour === null && !Number.isNaN(value) ? { ...rest, [day]: value } : rest
    })
  }

  return (
    <>
      <Crumb aria-label={t('resources.locationDetail.breadcrumb')}>
        <Link href={`/admin/locations/${location.id}`}>
          <icons.ChevronLeftIcon size={14} />
          {location.name}
        </Link>
      </Crumb>
      <PageHeader title={t('pages.schedule')} subtitle={t(`${key}.subtitle`, { locationName: location.name })} />
      <Stack>
        <Panel id="roll-hours" title={t(`${key}.title`)} subtitle={t(`${key}.description`)} actions={<LockToggle {...form.lockProps} isDisabled={!isAdmin} />}>
          <Help>
            <icons.InfoIcon size={18} />
            <div>
              <p>{t(`${key}.help`)}</p>
              <p>{t(`${key}.helpDetail`)}</p>
            </div>
          </Help>
          <LockedFormBody form={form} unsavedText={t(`${key}.unsaved`)} submitText={t(`${key}.update`)} failedText={t(`${key}.failed`)} noticeOnOwnRow>
            <Days>
              {SCHEDULE_HOURS_DAY_ORDER.map((day) => (
                <div className="day" key={day} data-dirty={form.dirtyFields.includes(day) ? '' : undefined}>
                  <NumberField
                    label={t(`resources.operations.days.${day}`)}
                    value={form.values[day]}
                    onChange={(value) => setDay(day, value)}
                    isReadOnly={form.isLocked}
                    step={1}
                    formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
                    decrementLabel={t(`${key}.earlier`)}
                    incrementLabel={t(`${key}.later`)}
                    data-testid={`roll-hour-${day}`}
                    errorMessage={
                      refused[day] !== undefined
                        ? t(`${key}.outOfRange`, { value: refused[day], time: rollHourLabel(form.values[day], i18n.language) })
                        : undefined
                    }
                  />
                  <span className="rolls">{t(`${key}.rollsAt`, { time: rollHourLabel(form.values[day], i18n.language) })}</span>
                </div>
              ))}
            </Days>
          </LockedFormBody>
        </Panel>
        <TimetableSection locationId={location.id} locationName={location.name} timeZone={location.timeZone} />
      </Stack>
    </>
  )
}
