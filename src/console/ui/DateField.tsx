import { parseDate, type CalendarDate } from '@internationalized/date'
import { DateField as RACDateField, DateInput, DateSegment, type DateFieldProps as RACDateFieldProps } from 'react-aria-components'
import styled from 'styled-components'
import { FieldHelp, FieldRoot, Label, inputBoxStyles, type FieldTextProps } from './Field'

export interface DateFieldProps extends Omit<RACDateFieldProps<CalendarDate>, 'children' | 'isInvalid' | 'value' | 'onChange'>, FieldTextProps {
  /** A calendar day as 'YYYY-MM-DD', or '' for none. */
  value: string
  onChange: (value: string) => void
}

const Root = styled(RACDateField)`
  ${FieldRoot}
` as typeof RACDateField

const Input = styled(DateInput)`
  ${inputBoxStyles('&[data-focus-within]')}
  gap: 1px;
`

const Segment = styled(DateSegment)`
  padding: 0 2px;
  border-radius: 3px;
  font-variant-numeric: tabular-nums;
  outline: none;
  &[data-placeholder] {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &[data-type='literal'] {
    color: ${({ theme }) => theme.color.textMuted};
    padding: 0;
  }
  &[data-focused] {
    background: ${({ theme }) => theme.color.focus};
    color: ${({ theme }) => theme.color.textInverse};
  }
`

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
      <Input>{(segment) => <Segment segment={segment} />}</Input>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </Root>
  )
}
