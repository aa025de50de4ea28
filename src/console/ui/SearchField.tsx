import { Button, Input, SearchField as RACSearchField, type SearchFieldProps as RACSearchFieldProps } from 'react-aria-components'
import styled from 'styled-components'
import { FieldHelp, FieldRoot, Label, inputStyles, type FieldTextProps } from './Field'
import { CloseIcon, SearchIcon } from './icons'

export interface SearchFieldProps extends Omit<RACSearchFieldProps, 'children' | 'isInvalid'>, FieldTextProps {
  placeholder?: string
  /** Accessible name for the clear button. */
  clearLabel: string
}

const Root = styled(RACSearchField)`
  ${FieldRoot}
  min-width: 240px;
  &[data-empty] button {
    display: none;
  }
`
const Box = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  > svg {
    position: absolute;
    inset-inline-start: 10px;
    color: ${({ theme }) => theme.color.textMuted};
    pointer-events: none;
  }
`
const StyledInput = styled(Input)`
  ${inputStyles}
  padding-inline: 36px;
  &::-webkit-search-cancel-button {
    display: none;
  }
`
const ClearButton = styled(Button)`
  position: absolute;
  inset-inline-end: 6px;
  display: grid;
  place-items: center;
  width: 26px;
  height: 26px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  outline: none;
  &[data-hovered] {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  &[data-focus-visible] {
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`

export function SearchField({ label, description, errorMessage, placeholder, clearLabel, ...props }: SearchFieldProps) {
  return (
    <Root {...props} isInvalid={Boolean(errorMessage)}>
      {label ? <Label>{label}</Label> : null}
      <Box>
        <SearchIcon />
        <StyledInput placeholder={placeholder} />
        <ClearButton aria-label={clearLabel}>
          <CloseIcon size={14} />
        </ClearButton>
      </Box>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </Root>
  )
}
