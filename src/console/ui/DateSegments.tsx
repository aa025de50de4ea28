import { DateInput, DateSegment, type DateInputProps } from 'react-aria-components'
import styled from 'styled-components'
import { inputBoxStyles } from './Field'

/** One segment of a typed date or time (a day, an hour, AM/PM), in the reader's order. */
export const Segment = styled(DateSegment)`
  padding: 0 2px;
  border-radius: 3px;
  font-variant-numeric: tabular-nums;
  outline: none;
  &[data-placeholder],
  &[data-type='literal'] {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &[data-type='literal'] {
    padding: 0;
  }
  &[data-readonly] {
    color: ${({ theme }) => theme.color.text};
  }
  &[data-focused] {
    background: ${({ theme }) => theme.color.focus};
    color: ${({ theme }) => theme.color.textInverse};
  }
`

const Box = styled(DateInput)`
  ${inputBoxStyles('&[data-focus-within]')}
  gap: 1px;
`

/** The segments of a date or time field, typed or stepped with the arrow keys (DateField, HourField, the pickers). */
export function DateSegments(props: Omit<DateInputProps, 'children'>) {
  return <DateInput {...props}>{(segment) => <Segment segment={segment} />}</DateInput>
}

/** DateSegments in the kit's input box, for a field without a calendar button. */
export function DateSegmentsBox() {
  return <Box>{(segment) => <Segment segment={segment} />}</Box>
}
