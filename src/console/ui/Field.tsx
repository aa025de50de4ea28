import { FieldError, Label as RACLabel, Text } from 'react-aria-components'
import styled, { css } from 'styled-components'

/** Props every field of the kit understands. */
export interface FieldTextProps {
  label?: React.ReactNode
  description?: React.ReactNode
  /** Shown (and the field marked invalid) when set. */
  errorMessage?: React.ReactNode
}

export const FieldRoot = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
  min-width: 0;
`

export const Label = styled(RACLabel)`
  font-size: ${({ theme }) => theme.text.sm};
  font-weight: ${({ theme }) => theme.weight.semibold};
  color: ${({ theme }) => theme.color.text};
`

const Description = styled(Text)`
  font-size: ${({ theme }) => theme.text.xs};
  color: ${({ theme }) => theme.color.textMuted};
`

const ErrorText = styled(FieldError)`
  font-size: ${({ theme }) => theme.text.xs};
  color: ${({ theme }) => theme.color.error};
  font-weight: ${({ theme }) => theme.weight.medium};
`

export function FieldHelp({ description, errorMessage }: FieldTextProps) {
  return (
    <>
      {description && !errorMessage ? <Description slot="description">{description}</Description> : null}
      <ErrorText>{errorMessage}</ErrorText>
    </>
  )
}

/** The blue border and halo of the input that has the focus. */
const focusedInput = css`
  border-color: ${({ theme }) => theme.color.focus};
  box-shadow: 0 0 0 3px rgba(29, 111, 209, 0.2);
`

export const inputStyles = css`
  width: 100%;
  height: 38px;
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.text.md};
  outline: none;
  transition:
    border-color 120ms ease,
    box-shadow 120ms ease;

  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 0.8;
  }
  &[data-hovered] {
    border-color: ${({ theme }) => theme.color.textMuted};
  }
  &[data-focused] {
    ${focusedInput}
  }
  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.error};
  }
  &[data-invalid][data-focused] {
    box-shadow: 0 0 0 3px rgba(200, 36, 43, 0.18);
  }
  &[data-disabled],
  &[readonly] {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.textMuted};
  }
  &[data-disabled] {
    cursor: not-allowed;
  }
`

/**
 * `inputStyles` for a box that stands for the input but is not the element that takes the field's state (a date's
 * segments, a select's trigger): its parts in a row; the focus halo when `focused` (the box's own selector for it);
 * red when the field around it is invalid, greyed when that is disabled or read-only.
 */
export const inputBoxStyles = (focused: '&[data-focus-within]' | '&[data-focus-visible]') => css`
  ${inputStyles}
  display: flex;
  align-items: center;
  ${focused} {
    ${focusedInput}
  }
  [data-invalid] > & {
    border-color: ${({ theme }) => theme.color.error};
  }
  [data-disabled] > &,
  [data-readonly] > & {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.textMuted};
  }
`
