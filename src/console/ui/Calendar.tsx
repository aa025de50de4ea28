import { parseDate, type CalendarDate, type DateValue } from '@internationalized/date'
import type { ReactNode } from 'react'
import {
  Button as RACButton,
  Calendar as RACCalendar,
  CalendarCell,
  CalendarGrid,
  DatePicker as RACDatePicker,
  DateRangePicker as RACDateRangePicker,
  Dialog,
  Group,
  Heading,
  RangeCalendar as RACRangeCalendar,
} from 'react-aria-components'
import { calendarKindColors, type CalendarDayKind } from './CalendarLegend'
import { DateSegments } from './DateSegments'
import styled, { css } from 'styled-components'
import { FieldHelp, FieldRoot, Label, inputBoxStyles, type FieldTextProps } from './Field'
import { ChevronLeftIcon, ChevronRightIcon, CalendarIcon } from './icons'
import { PopoverPanel } from './Select'

// Calendars of the kit (react-aria-components Calendar, RangeCalendar, DatePicker and DateRangePicker):
// keyboard, screen readers, the reader's first weekday and right-to-left all come from react-aria.
// Values are calendar days as 'YYYY-MM-DD' strings, the form the API speaks.

/** 'YYYY-MM-DD' → CalendarDate, or null for '' or nonsense. */
export function calendarDateOf(value: string | null | undefined): CalendarDate | null {
  if (!value) return null
  try {
    return parseDate(value.slice(0, 10))
  } catch {
    return null
  }
}

const calendarStyles = css`
  width: fit-content;
  max-width: 100%;
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(1)};
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.text.md};
    font-weight: ${({ theme }) => theme.weight.semibold};
  }
  header button {
    display: inline-grid;
    place-items: center;
    width: 32px;
    height: 32px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    cursor: pointer;
  }
  [dir='rtl'] & header svg {
    transform: scaleX(-1);
  }
  table {
    border-collapse: separate;
    border-spacing: 3px;
  }
  th {
    font-size: ${({ theme }) => theme.text.xs};
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.weight.semibold};
  }
  td [role='button'],
  td > div {
    display: grid;
    place-items: center;
    width: 38px;
    height: 38px;
    border-radius: ${({ theme }) => theme.radius.md};
    font-variant-numeric: tabular-nums;
    cursor: pointer;
    outline: none;
    position: relative;
  }
  [data-outside-month] {
    visibility: hidden;
  }
  [data-disabled] {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: default;
  }
  [data-focus-visible] {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.focus};
  }
  [data-hovered] {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  [data-selected] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.focus};
  }
  [data-today] {
    font-weight: ${({ theme }) => theme.weight.bold};
    text-decoration: underline;
  }
  [data-kind] {
    color: ${({ theme }) => theme.color.textInverse};
    font-weight: ${({ theme }) => theme.weight.semibold};
  }
  ${calendarKindColors('')}
  [data-kind][data-selected] {
    box-shadow:
      inset 0 0 0 2px ${({ theme }) => theme.color.surface},
      0 0 0 2px ${({ theme }) => theme.color.focus};
  }
`

const StyledCalendar = styled(RACCalendar)`
  ${calendarStyles}
` as typeof RACCalendar
const StyledRangeCalendar = styled(RACRangeCalendar)`
  ${calendarStyles}
  [data-selected] {
    box-shadow: none;
    background: ${({ theme }) => theme.color.infoSoft};
  }
  [data-selection-start],
  [data-selection-end] {
    background: ${({ theme }) => theme.color.focus};
    color: ${({ theme }) => theme.color.textInverse};
  }
` as typeof RACRangeCalendar

/** A calendar's month: its heading between the previous and next buttons, then the grid of days (marked ones carry `data-kind`). */
function MonthGrid({ kindOf, describe }: Pick<MonthCalendarProps, 'kindOf' | 'describe'>) {
  return (
    <>
      <header>
        <RACButton slot="previous">
          <ChevronLeftIcon size={16} />
        </RACButton>
        <Heading />
        <RACButton slot="next">
          <ChevronRightIcon size={16} />
        </RACButton>
      </header>
      <CalendarGrid>
        {(date) => {
          const day = date.toString()
          return <CalendarCell date={date} data-kind={kindOf?.(day)} aria-description={describe?.(day)} />
        }}
      </CalendarGrid>
    </>
  )
}

export interface MonthCalendarProps {
  'aria-label': string
  /** The day picked, 'YYYY-MM-DD'. */
  value: string
  onChange: (value: string) => void
  /** What a day holds, shown as its colour (a holiday, a closure, an extra class, a cancelled one); undefined for a plain day. */
  kindOf?: (date: string) => CalendarDayKind | undefined
  /** The words a screen reader adds to a marked day. */
  describe?: (date: string) => string | undefined
}

/** A month to look at and pick a day in; marked days carry their kind as `data-kind`. */
export function MonthCalendar({ value, onChange, kindOf, describe, ...props }: MonthCalendarProps) {
  return (
    <StyledCalendar aria-label={props['aria-label']} value={calendarDateOf(value)} onChange={(date: DateValue) => onChange(date.toString().slice(0, 10))}>
      <MonthGrid kindOf={kindOf} describe={describe} />
    </StyledCalendar>
  )
}

const Root = styled.div`
  ${FieldRoot}
  & > [role='group'] {
    ${inputBoxStyles('&[data-focus-within]')}
    display: flex;
    align-items: center;
    gap: 1px;
  }
  & [role='group'] > button {
    margin-inline-start: auto;
    display: inline-grid;
    place-items: center;
    border: none;
    background: none;
    color: ${({ theme }) => theme.color.textMuted};
    cursor: pointer;
  }
`
const PickerDialog = styled(Dialog)`
  padding: ${({ theme }) => theme.space(1.5)};
  outline: none;
`

interface PickerProps extends FieldTextProps {
  label: ReactNode
  isRequired?: boolean
}

/** A picker's field: its label, the typed day (or days) and the button that opens the month, then its help. */
function PickerField({ label, description, errorMessage, children }: FieldTextProps & { label: ReactNode; children: ReactNode }) {
  return (
    <Root>
      <Label>{label}</Label>
      <Group>
        {children}
        <RACButton>
          <CalendarIcon size={16} />
        </RACButton>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </Root>
  )
}

/** The month a picker opens, in its popover: a calendar of one day or of a range. */
function PickerMonth({ children }: { children: ReactNode }) {
  return (
    <PopoverPanel>
      <PickerDialog>{children}</PickerDialog>
    </PopoverPanel>
  )
}

/** One day, typed segment by segment or picked from a month. */
export function DatePicker({
  label,
  description,
  errorMessage,
  value,
  onChange,
  isRequired,
}: PickerProps & { value: string; onChange: (value: string) => void }) {
  return (
    <RACDatePicker
      value={calendarDateOf(value)}
      onChange={(date) => onChange(date ? date.toString().slice(0, 10) : '')}
      isInvalid={Boolean(errorMessage)}
      isRequired={isRequired}
      validationBehavior="aria"
    >
      <PickerField label={label} description={description} errorMessage={errorMessage}>
        <DateSegments />
      </PickerField>
      <PickerMonth>
        <StyledCalendar>
          <MonthGrid />
        </StyledCalendar>
      </PickerMonth>
    </RACDatePicker>
  )
}

export interface DateRange {
  start: string
  end: string
}

/** A range of days (both counted), typed or picked from a month. */
export function DateRangePicker({
  label,
  description,
  errorMessage,
  value,
  onChange,
  isRequired,
}: PickerProps & { value: DateRange | null; onChange: (value: DateRange | null) => void }) {
  const start = calendarDateOf(value?.start)
  const end = calendarDateOf(value?.end)
  return (
    <RACDateRangePicker
      value={start && end ? { start, end } : null}
      onChange={(range) => onChange(range ? { start: range.start.toString().slice(0, 10), end: range.end.toString().slice(0, 10) } : null)}
      isInvalid={Boolean(errorMessage)}
      isRequired={isRequired}
      validationBehavior="aria"
    >
      <PickerField label={label} description={description} errorMessage={errorMessage}>
        <DateSegments slot="start" />
        <span aria-hidden="true">–</span>
        <DateSegments slot="end" />
      </PickerField>
      <PickerMonth>
        <StyledRangeCalendar>
          <MonthGrid />
        </StyledRangeCalendar>
      </PickerMonth>
    </RACDateRangePicker>
  )
}
