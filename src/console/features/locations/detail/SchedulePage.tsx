import { useQuery } from '@apollo/client/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import styled from 'styled-components'
import { LOCATION_DETAIL_POLL_MS } from '../../../../shared/constants'
import { LocationDetailDocument } from '../../../../gql/graphql'
import { serverMessage } from '../../../api/apollo'
import { useAuth } from '../../../auth/AuthContext'
import { LockedFormBody, useLockedForm } from '../../../forms'
import { ErrorBox, Link, LoadingImage, LockToggle, PageHeader, icons, useAlerts, useWeekOrder, Crumb, Panel, useDocumentTitle } from '../../../ui'
import { RollHourField, clockHourLabel } from './RollHourField'
import { clockHourOf, scheduleListOf, scheduleValuesOf, type ScheduleValues } from './scheduleForm'
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
  // The days in the reader's week order, as the timetable below shows them; stored Sunday first all the same.
  const weekOrder = useWeekOrder()
  useDocumentTitle(location ? `${t('pages.schedule')} · ${location.name}` : t('pages.schedule'))

  const form = useLockedForm<ScheduleValues>({
    saved,
    onSubmit: async (values) => {
      if (!location) return false
      await saveLocation(location.id, { schedule: scheduleListOf(values), updatedAt: location.updatedAt })
      alert.success(t(`${key}.updated`, { locationName: location.name }))
    },
  })

  if (!location) {
    if (query.error) return <ErrorBox role="alert">{serverMessage(query.error) ?? t('errors.loadFailed')}</ErrorBox>
    return <LoadingImage />
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
              {weekOrder.map((day) => (
                <div className="day" key={day} data-dirty={form.dirtyFields.includes(day) ? '' : undefined}>
                  <RollHourField
                    label={t(`resources.operations.days.${day}`)}
                    value={form.values[day]}
                    onChange={(hour) => form.setField(day, hour)}
                    isReadOnly={form.isLocked}
                    testId={`roll-hour-${day}`}
                  />
                  <span className="rolls">{t(`${key}.rollsAt`, { time: clockHourLabel(clockHourOf(form.values[day]), i18n.language) })}</span>
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
