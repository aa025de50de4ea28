import { TextArea, TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components'
import styled from 'styled-components'
import { FieldHelp, FieldRoot, Label, inputStyles, type FieldTextProps } from './Field'

export interface TextAreaFieldProps extends Omit<RACTextFieldProps, 'children' | 'isInvalid'>, FieldTextProps {
  placeholder?: string
  rows?: number
}

const Root = styled(RACTextField)`
  ${FieldRoot}
`
const StyledTextArea = styled(TextArea)`
  ${inputStyles}
  height: auto;
  min-height: 80px;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1.5)};
  line-height: 1.5;
  resize: vertical;
`

/** A multi-line TextField: label, text area, description and error in one. */
export function TextAreaField({ label, description, errorMessage, placeholder, rows = 3, ...props }: TextAreaFieldProps) {
  return (
    <Root validationBehavior="aria" {...props} isInvalid={Boolean(errorMessage)}>
      {label ? <Label>{label}</Label> : null}
      <StyledTextArea placeholder={placeholder} rows={rows} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </Root>
  )
}
