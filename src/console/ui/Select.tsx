import { Button, ListBox, ListBoxItem, Popover, Select as RACSelect, SelectValue, type Key, type SelectProps as RACSelectProps } from 'react-aria-components'
import styled from 'styled-components'
import { FieldHelp, FieldRoot, Label, inputBoxStyles, type FieldTextProps } from './Field'
import { ChevronDownIcon } from './icons'

export interface SelectOption {
  id: string
  label: string
  /** What the closed select shows when this option is chosen, when the label is too long for it. */
  short?: string
}

export interface SelectProps extends Omit<RACSelectProps<SelectOption>, 'children' | 'isInvalid' | 'value' | 'onChange' | 'items'>, FieldTextProps {
  options: readonly SelectOption[]
  value: string | null
  onChange: (value: string) => void
}

const Root = styled(RACSelect)`
  ${FieldRoot}
` as typeof RACSelect

const Trigger = styled(Button)`
  ${inputBoxStyles('&[data-focus-visible]')}
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};
  text-align: start;
  cursor: pointer;
  [data-disabled] > & {
    cursor: not-allowed;
  }
  .value {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .value[data-placeholder] {
    color: ${({ theme }) => theme.color.textMuted};
  }
`

export const PopoverPanel = styled(Popover)`
  min-width: var(--trigger-width);
  max-height: 320px;
  overflow: auto;
  padding: ${({ theme }) => theme.space(0.5)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  z-index: ${({ theme }) => theme.z.popover};
  outline: none;
`

export const Option = styled(ListBoxItem)`
  display: flex;
  align-items: center;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  outline: none;
  &[data-focused],
  &[data-hovered] {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &[data-selected] {
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.weight.semibold};
  }
  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.focus};
  }
`

/** A single-choice select over a plain list of `{ id, label }` options. */
export function Select({ label, description, errorMessage, options, value, onChange, ...props }: SelectProps) {
  return (
    <Root
      {...props}
      value={value}
      onChange={(key: Key | null) => {
        if (key !== null) onChange(String(key))
      }}
      isInvalid={Boolean(errorMessage)}
    >
      {label ? <Label>{label}</Label> : null}
      <Trigger>
        <SelectValue<SelectOption> className="value">{({ selectedItems, defaultChildren }) => selectedItems[0]?.short ?? defaultChildren}</SelectValue>
        <ChevronDownIcon size={16} />
      </Trigger>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <PopoverPanel>
        <ListBox items={options}>{(option) => <Option id={option.id}>{option.label}</Option>}</ListBox>
      </PopoverPanel>
    </Root>
  )
}
