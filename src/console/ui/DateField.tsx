import { parseDate, type CalendarDate } from '@internationalized/date'
import { DateField as RACDateField, type DateFieldProps as RACDateFieldProps } from 'react-aria-components'
import styled from 'styled-components'
import { DateSegmentsBox } from './DateSegments'
import { FieldHelp, FieldRoot, Label, type FieldTextProps } from './Field'

export interface DateFieldProps extends Omit<RACDateFieldProps<CalendarDate>, 'children' | 'isInvalid' | 'value' | 'onChange'>, FieldTextProps {
  /** A calendar day as 'YYYY-MM-DD', or '' for none. */
  value: string
  onChange: (value: string) => void
}

const Root = styled(RACDateField)`
  ${FieldRoot}
` as typeof RACDateField

function toCalendarDate(value: string): CalendarDate | null {
  if (!value) return null
  try {
    return parseDate(value.slice(0, 10))
  } catch {
    return null
  }
}

/** A calendar day typed segment by segment in the reader's own date order (RTL and screen readers included). */
export function DateField({ label, description, errorMessage, value, onChange, ...props }: DateFieldProps) {
  return (
    <Root
      {...props}
      value={toCalendarDate(value)}
      onChange={(date) => onChange(date ? date.toString() : '')}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      {label ? <Label>{label}</Label> : null}
      <DateSegmentsBox />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </Root>
  )
}
