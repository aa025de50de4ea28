import { useMutation } from '@apollo/client/react'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import {
  DASHBOARD_DAY_ORDER,
  MAX_CLASSES_PER_DAY,
  sortTimetable,
  weeklyTimetableSchema,
  type Weekday,
  type WeeklyTimetable,
} from '../../../../shared/timetable'
import { UpdateLocationTimetableDocument, type LocationTimetableFieldsFragment } from '../../../../gql/graphql'
import { serverMessage } from '../../../api/apollo'
import { useAuth } from '../../../auth/AuthContext'
import { canControlScreens } from '../../../auth/roles'
import { LockedFormBody, useLockedForm, useMessageText, type FieldErrors } from '../../../forms'
import { toLocale } from '../../../i18n/languages'
import { Badge, Button, ErrorBox, IconButton, LoadingImage, LockToggle, TextField, icons, useAlerts, useWeekOrder, Panel } from '../../../ui'
import { WeeklyClassSchedule, useLocationTimetable, weekdayInZone } from '../operations'

const DayList = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space(1.5)};
  .day {
    padding: ${({ theme }) => theme.space(1.5)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  .day[data-dirty] {
    border-color: ${({ theme }) => theme.color.warning};
  }
  h3 {
    display: flex;
    justify-content: space-between;
    align-items: center;
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.text.md};
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0 0 ${({ theme }) => theme.space(1)};
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    grid-template-columns: 132px minmax(0, 1fr) 32px;
    gap: ${({ theme }) => theme.space(1)};
    align-items: start;
  }
  li input {
    height: 34px;
  }
  .none {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.text.sm};
  }
  .error {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.color.error};
    font-size: ${({ theme }) => theme.text.xs};
    font-weight: ${({ theme }) => theme.weight.medium};
  }
`
const Source = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.text.sm};
  color: ${({ theme }) => theme.color.textMuted};
`

type TimetableValues = WeeklyTimetable

/** The fragment (with GraphQL's __typename and nullable list items) as plain form values. */
function timetableValuesOf(data: LocationTimetableFieldsFragment): TimetableValues {
  return Object.fromEntries(
    DASHBOARD_DAY_ORDER.map((day) => [
      day,
      (data.timetable[day] ?? []).filter((entry) => entry !== null).map((entry) => ({ class_name: entry.class_name, class_time: entry.class_time })),
    ]),
  ) as TimetableValues
}

/**
 * The timetable's errors by day. A time box is the browser's own (type="time": AM/PM or 24-hour as the reader's
 * language writes it), and it gives either a whole time or nothing: a time it refuses is one not filled in, said in
 * the box's terms (`timeMissing`), not the API's "HH:MM (24-hour)" the box never shows.
 */
export function validateTimetable(values: TimetableValues, timeMissing: string): FieldErrors<TimetableValues> {
  const result = weeklyTimetableSchema.safeParse(values)
  if (result.success) return {}
  const errors: FieldErrors<TimetableValues> = {}
  for (const issue of result.error.issues) {
    const day = issue.path[0] as Weekday
    if (day && !errors[day]) errors[day] = issue.path.at(-1) === 'class_time' ? timeMissing : issue.message
  }
  return errors
}

/** The weekly class timetable: edited here when it lives in our database, read-only from the studio service. */
export function TimetableSection({ locationId, locationName, timeZone }: { locationId: string; locationName: string; timeZone: string }) {
  const { t, i18n } = useTranslation()
  const { user } = useAuth()
  const alert = useAlerts()
  const messageText = useMessageText()
  const { timetable, loading, error } = useLocationTimetable(locationId)
  const [checkedAt, setCheckedAt] = useState<Date | null>(null)
  const [update] = useMutation(UpdateLocationTimetableDocument)
  const saved = useMemo(() => (timetable ? timetableValuesOf(timetable) : null), [timetable])
  const key = 'resources.locationDetail.timetable'
  // The reader's own week, as the roll-over form above shows it.
  const weekOrder = useWeekOrder()
  useEffect(() => {
    if (timetable) setCheckedAt(new Date())
  }, [timetable])

  const form = useLockedForm<TimetableValues>({
    saved,
    validate: (values) => validateTimetable(values, t(`${key}.timeMissing`)),
    onSubmit: async (values) => {
      const sorted = sortTimetable(values)
      await update({ variables: { id: locationId, input: { timetable: sorted } } })
      alert.success(t(`${key}.updated`, { locationName }))
    },
  })

  if (!timetable) {
    return (
      <Panel id="timetable" title={t(`${key}.title`)}>
        {loading ? <LoadingImage /> : <ErrorBox role="alert">{serverMessage(error) ?? t('errors.loadFailed')}</ErrorBox>}
      </Panel>
    )
  }

  if (!timetable.editable) {
    const time = checkedAt ? new Intl.DateTimeFormat(toLocale(i18n.language), { timeStyle: 'short' }).format(checkedAt) : ''
    return (
      <Panel id="timetable" title={t(`${key}.title`)} subtitle={t(`${key}.subtitle`, { timeZone: timeZone.replace(/_/g, ' ') })} flush>
        <Source>
          <Badge $tone="info">{t(`${key}.fromService`)}</Badge>
          {timetable.stale ? <Badge $tone="warning">{t(`${key}.stale`)}</Badge> : <span>{t(`${key}.checkedAt`, { time })}</span>}
          <span>{t(`${key}.readOnly`)}</span>
        </Source>
        <WeeklyClassSchedule timetable={timetable} todayInLocation={weekdayInZone(timeZone)} dayOrder={weekOrder} />
      </Panel>
    )
  }

  const mayEdit = user ? canControlScreens(user.role) : false
  const setDay = (day: Weekday, entries: TimetableValues[Weekday]) => form.setField(day, entries)

  return (
    <Panel
      id="timetable"
      title={t(`${key}.title`)}
      subtitle={t(`${key}.subtitleLocal`, { timeZone: timeZone.replace(/_/g, ' ') })}
      actions={<LockToggle {...form.lockProps} isDisabled={!mayEdit} />}
    >
      <LockedFormBody form={form} unsavedText={t('resources.locationDetail.schedule.unsaved')} submitText={t(`${key}.save`)} failedText={t(`${key}.failed`)}>
        <DayList>
          {weekOrder.map((day) => {
            const entries = form.values[day]
            const dayName = t(`resources.operations.days.${day}`)
            return (
              <section className="day" key={day} aria-label={dayName} data-dirty={form.dirtyFields.includes(day) ? '' : undefined}>
                <h3>
                  {dayName}
                  <Badge $tone="neutral">{entries.length}</Badge>
                </h3>
                {entries.length === 0 ? <p className="none">{t(`resources.operations.schedule.noClasses`)}</p> : null}
                <ul>
                  {entries.map((entry, index) => (
                    <li key={index}>
                      <TextField
                        aria-label={t(`${key}.timeLabel`, { day: dayName, number: index + 1 })}
                        type="time"
                        isReadOnly={form.isLocked}
                        value={entry.class_time}
                        onChange={(value) =>
                          setDay(
                            day,
                            entries.map((item, at) => (at === index ? { ...item, class_time: value } : item)),
                          )
                        }
                      />
                      <TextField
                        aria-label={t(`${key}.nameLabel`, { day: dayName, number: index + 1 })}
                        placeholder={t(`${key}.namePlaceholder`)}
                        maxLength={85}
                        isReadOnly={form.isLocked}
                        value={entry.class_name}
                        onChange={(value) =>
                          setDay(
                            day,
                            entries.map((item, at) => (at === index ? { ...item, class_name: value } : item)),
                          )
                        }
                      />
                      {!form.isLocked ? (
                        <IconButton
                          label={t(`${key}.remove`, { day: dayName, number: index + 1 })}
                          onPress={() =>
                            setDay(
                              day,
                              entries.filter((_, at) => at !== index),
                            )
                          }
                        >
                          <icons.TrashIcon />
                        </IconButton>
                      ) : null}
                    </li>
                  ))}
                </ul>
                {form.errors[day] ? (
                  <p className="error" role="alert">
                    {messageText(form.errors[day])}
                  </p>
                ) : null}
                {!form.isLocked && entries.length < MAX_CLASSES_PER_DAY ? (
                  <Button size="sm" variant="secondary" onPress={() => setDay(day, [...entries, { class_name: '', class_time: '' }])}>
                    <icons.PlusIcon size={16} />
                    {t(`${key}.add`, { day: dayName })}
                  </Button>
                ) : null}
              </section>
            )
          })}
        </DayList>
      </LockedFormBody>
    </Panel>
  )
}
