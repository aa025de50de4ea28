import { Time } from '@internationalized/date'
import { TimeField as RACTimeField, type TimeFieldProps as RACTimeFieldProps } from 'react-aria-components'
import styled from 'styled-components'
import { DateSegmentsBox } from './DateSegments'
import { FieldHelp, FieldRoot, Label, type FieldTextProps } from './Field'

export interface HourFieldProps extends Omit<RACTimeFieldProps<Time>, 'children' | 'isInvalid' | 'value' | 'onChange' | 'granularity'>, FieldTextProps {
  /** The hour of the day, 0-23, or null for none. */
  value: number | null
  onChange: (hour: number | null) => void
}

const Root = styled(RACTimeField)`
  ${FieldRoot}
` as typeof RACTimeField

/**
 * An hour of the day picked as a time ("11 PM", "23 h"): the hour segment, and the AM/PM segment where the
 * reader's locale uses one, typed or stepped with the arrow keys (RTL and screen readers included).
 */
export function HourField({ label, description, errorMessage, value, onChange, ...props }: HourFieldProps) {
  return (
    <Root
      {...props}
      granularity="hour"
      value={value === null ? null : new Time(value)}
      onChange={(time) => onChange(time ? time.hour : null)}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      {label ? <Label>{label}</Label> : null}
      <DateSegmentsBox />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </Root>
  )
}
