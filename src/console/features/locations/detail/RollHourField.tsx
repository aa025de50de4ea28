import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toLocale } from '../../../i18n/languages'
import { HourField } from '../../../ui'
import { clockHourOf, rollHourOfClock } from './scheduleForm'

/** "5 PM" … "11 PM", "12 AM" (or "17 h" … "00 h") in the reader's clock style, for an hour of the day. */
export function clockHourLabel(hour: number, language: string): string {
  return new Intl.DateTimeFormat(toLocale(language), { hour: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1, hour)))
}

/**
 * One weekday's roll-over hour as a time picker (docs/RULES.md#roll-over-schedule). The picker may pass
 * through hours outside 5 PM to 12 AM while the reader types or steps (9 AM on the way to 9 PM): those are
 * held here and said to be ignored, and only an allowed hour reaches the form, as the roll hour it stores.
 */
export function RollHourField({
  label,
  value,
  onChange,
  isReadOnly,
  testId,
}: {
  label: string
  value: number
  onChange: (rollHour: number) => void
  isReadOnly: boolean
  testId: string
}) {
  const { t, i18n } = useTranslation()
  const key = 'resources.locationDetail.schedule'
  const [draft, setDraft] = useState<number | null>(clockHourOf(value))
  // The saved or reverted value wins over a draft (a save, a cancel, another user's change).
  useEffect(() => setDraft(clockHourOf(value)), [value, isReadOnly])
  const refused = draft !== null && rollHourOfClock(draft) === null

  return (
    <HourField
      label={label}
      value={draft}
      isReadOnly={isReadOnly}
      onChange={(hour) => {
        setDraft(hour)
        const rollHour = rollHourOfClock(hour)
        if (rollHour !== null) onChange(rollHour)
      }}
      data-testid={testId}
      errorMessage={
        refused ? t(`${key}.outOfRange`, { value: clockHourLabel(draft, i18n.language), time: clockHourLabel(clockHourOf(value), i18n.language) }) : undefined
      }
    />
  )
}
