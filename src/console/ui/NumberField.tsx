import { Button, Group, Input, NumberField as RACNumberField, type NumberFieldProps as RACNumberFieldProps } from 'react-aria-components'
import styled from 'styled-components'
import { FieldHelp, FieldRoot, Label, inputStyles, type FieldTextProps } from './Field'

export interface NumberFieldProps extends Omit<RACNumberFieldProps, 'children' | 'isInvalid'>, FieldTextProps {
  decrementLabel?: string
  incrementLabel?: string
}

const Root = styled(RACNumberField)`
  ${FieldRoot}
`
const Box = styled(Group)`
  display: flex;
  align-items: stretch;
  width: 100%;
  input {
    ${inputStyles} border-radius: 0;
    text-align: center;
  }
  button {
    flex: none;
    width: 36px;
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    font-size: ${({ theme }) => theme.text.lg};
    cursor: pointer;
    outline: none;
  }
  button:first-child {
    border-start-start-radius: ${({ theme }) => theme.radius.md};
    border-end-start-radius: ${({ theme }) => theme.radius.md};
    border-inline-end: 0;
  }
  button:last-child {
    border-start-end-radius: ${({ theme }) => theme.radius.md};
    border-end-end-radius: ${({ theme }) => theme.radius.md};
    border-inline-start: 0;
  }
  button[data-pressed] {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  button[data-focus-visible] {
    box-shadow: ${({ theme }) => theme.focusRing};
  }
  button[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`

export function NumberField({ label, description, errorMessage, decrementLabel, incrementLabel, ...props }: NumberFieldProps) {
  return (
    <Root validationBehavior="aria" {...props} isInvalid={Boolean(errorMessage)}>
      {label ? <Label>{label}</Label> : null}
      <Box>
        <Button slot="decrement" aria-label={decrementLabel}>
          −
        </Button>
        <Input />
        <Button slot="increment" aria-label={incrementLabel}>
          +
        </Button>
      </Box>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </Root>
  )
}
