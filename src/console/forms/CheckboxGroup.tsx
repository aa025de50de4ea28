import styled from 'styled-components'
import { Checkbox } from '../ui'

const Group = styled.fieldset<{ $scrolls: boolean }>`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  ${({ $scrolls }) => ($scrolls ? 'max-height: 240px; overflow-y: auto;' : '')}
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space(0.5)};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`

/** A form's next field below the one before it, at the kit's distance. */
export const FormRow = styled.div`
  margin-top: ${({ theme }) => theme.space(2)};
`

/** A set with `item` added or taken out. */
export function toggled<T>(set: ReadonlySet<T>, item: T, selected: boolean): Set<T> {
  const next = new Set(set)
  if (selected) next.add(item)
  else next.delete(item)
  return next
}

export interface CheckboxChoice<T extends string> {
  id: T
  label: string
  /** Smaller words under the label (the value the API spells). */
  description?: string
}

export interface CheckboxGroupProps<T extends string> {
  legend: React.ReactNode
  /** Said under the legend, before the boxes. */
  help?: React.ReactNode
  choices: readonly CheckboxChoice<T>[]
  selected: ReadonlySet<T>
  onChange: (selected: Set<T>) => void
  /** A long list (a chain's locations) scrolls inside the form. */
  scrolls?: boolean
}

/** A fieldset of tick boxes, one per choice, for a form's set of values (events, scopes, locations). */
export function CheckboxGroup<T extends string>({ legend, help, choices, selected, onChange, scrolls = false }: CheckboxGroupProps<T>) {
  return (
    <Group $scrolls={scrolls}>
      <legend>{legend}</legend>
      {help ? <p>{help}</p> : null}
      {choices.map((choice) => (
        <Checkbox
          key={choice.id}
          label={choice.label}
          description={choice.description}
          isSelected={selected.has(choice.id)}
          onChange={(isSelected) => onChange(toggled(selected, choice.id, isSelected))}
        />
      ))}
    </Group>
  )
}
