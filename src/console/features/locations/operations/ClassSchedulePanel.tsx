import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { serverMessage } from '../../../api/apollo'
import { ErrorBox, LoadingImage, Panel } from '../../../ui'
import type { useLocationTimetable } from './useLocationOperations'
import { WeeklyClassSchedule } from './WeeklyClassSchedule'
import { weekdayInZone } from './weekday'

/** The class controls beside the weekly schedule (the dashboard, a staff location page); one column below 960 px. */
export const ControlsGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(300px, 400px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2.5)};
  align-items: start;
  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 1fr);
  }
`

/** The location's weekly classes as a panel: why they could not be read, the loading image, or the week with today marked. */
export function ClassSchedulePanel({
  title,
  subtitle,
  timetable: { timetable, loading, error },
  timeZone,
  scheduleHref,
}: {
  title: string
  subtitle?: string
  /** What useLocationTimetable answers for the location. */
  timetable: ReturnType<typeof useLocationTimetable>
  timeZone: string
  /** Where this reader can add classes, when they may. */
  scheduleHref?: string
}) {
  const { t } = useTranslation()
  return (
    <Panel id="class-schedule" title={title} subtitle={subtitle} flush>
      {error && !timetable ? (
        <ErrorBox role="alert" style={{ margin: 16 }}>
          {serverMessage(error) ?? t('errors.loadFailed')}
        </ErrorBox>
      ) : loading && !timetable ? (
        <LoadingImage />
      ) : (
        <WeeklyClassSchedule timetable={timetable} todayInLocation={weekdayInZone(timeZone)} scheduleHref={scheduleHref} />
      )}
    </Panel>
  )
}
