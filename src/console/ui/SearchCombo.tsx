import { Button, ComboBox, Group, Input, ListBox, type Key } from 'react-aria-components'
import styled from 'styled-components'
import { FieldHelp, FieldRoot, Label, inputBoxStyles, type FieldTextProps } from './Field'
import { ChevronDownIcon } from './icons'
import { Option, PopoverPanel, type SelectOption } from './Select'

export interface SearchComboProps extends FieldTextProps {
  /** What the server answered for the words typed (the chosen option is kept among them). */
  options: readonly SelectOption[]
  /** The chosen option's id, or '' for none. */
  value: string
  onChange: (value: string, option: SelectOption | null) => void
  /** The words typed, for the page to ask the server with. */
  inputValue: string
  onInputChange: (text: string) => void
  placeholder?: string
  'data-testid'?: string
}

const Root = styled(ComboBox)`
  ${FieldRoot}
  .box {
    ${inputBoxStyles('&[data-focus-within]')}
    display: flex;
    align-items: center;
    padding-inline-end: 4px;
  }
  input {
    flex: 1;
    min-width: 0;
    border: 0;
    outline: none;
    background: transparent;
    font: inherit;
    color: inherit;
  }
  button {
    display: grid;
    place-items: center;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.color.textMuted};
    cursor: pointer;
  }
` as typeof ComboBox

/**
 * A choice among more than a page of records (users, locations): typing asks the server (the page
 * passes what it answered as `options`); emptying the field chooses none.
 */
export function SearchCombo({
  label,
  description,
  errorMessage,
  options,
  value,
  onChange,
  inputValue,
  onInputChange,
  placeholder,
  ...props
}: SearchComboProps) {
  return (
    <Root
      data-testid={props['data-testid']}
      items={options}
      selectedKey={value || null}
      onSelectionChange={(key: Key | null) => {
        const option = options.find((candidate) => candidate.id === key) ?? null
        onChange(option?.id ?? '', option)
      }}
      inputValue={inputValue}
      onInputChange={(text) => {
        onInputChange(text)
        if (text === '' && value) onChange('', null)
      }}
      menuTrigger="focus"
      allowsEmptyCollection
      isInvalid={Boolean(errorMessage)}
    >
      {label ? <Label>{label}</Label> : null}
      <Group className="box">
        <Input placeholder={placeholder} />
        <Button>
          <ChevronDownIcon size={16} />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <PopoverPanel>
        <ListBox<SelectOption> items={options}>{(option) => <Option id={option.id}>{option.label}</Option>}</ListBox>
      </PopoverPanel>
    </Root>
  )
}
