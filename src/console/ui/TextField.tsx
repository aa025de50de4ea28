import { Input, TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components'
import styled from 'styled-components'
import { FieldHelp, FieldRoot, Label, inputStyles, type FieldTextProps } from './Field'

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children' | 'isInvalid'>, FieldTextProps {
  placeholder?: string
}

const Root = styled(RACTextField)`
  ${FieldRoot}
`
const StyledInput = styled(Input)`
  ${inputStyles}
`

/** Label, input, description and error in one; invalid whenever `errorMessage` is set. */
export function TextField({ label, description, errorMessage, placeholder, ...props }: TextFieldProps) {
  return (
    <Root validationBehavior="aria" {...props} isInvalid={Boolean(errorMessage)}>
      {label ? <Label>{label}</Label> : null}
      <StyledInput placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </Root>
  )
}
