import { useQuery } from '@apollo/client/react'
import { useDeferredValue, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { LogFilterLocationsDocument, LogFilterUsersDocument } from '../../../gql/graphql'
import { Button, DateField, SearchCombo, Select, icons, type SelectOption } from '../../ui'
import { LOG_MODELS, NO_FILTERS, SIGN_IN_MODEL, activeFilterCount, rangeIsBackwards, type LogFilters } from './logFilters'

// The kind (the first div: react-aria puts a template before it) has the longest choices: two columns, so they are not cut.
const Bar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(1.5)};
  align-items: end;
  padding: ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  > div:first-of-type {
    grid-column: span 2;
  }
  .clear {
    justify-self: start;
  }
`

/** The audit log's filters: kind (sign-ins hidden at first), user, location and a range of days. */
export function LogFilterBar({ filters, onChange }: { filters: LogFilters; onChange: (filters: LogFilters) => void }) {
  const { t } = useTranslation()
  const key = 'resources.logs.filters'
  const set = (change: Partial<LogFilters>) => onChange({ ...filters, ...change })

  const kinds = useMemo(
    () => [
      { id: 'changes', label: t(`${key}.changes`) },
      { id: 'all', label: t(`${key}.all`) },
      { id: 'signIns', label: t(`${key}.signIns`) },
      ...LOG_MODELS.filter((model) => model !== SIGN_IN_MODEL).map((model) => ({ id: model, label: t(`resources.logs.models.${model}`) })),
    ],
    [t],
  )
  const userCombo = useSearchedChoices(filters.userId, (userId) => set({ userId }))
  const users = useQuery(LogFilterUsersDocument, { variables: { search: userCombo.search } })
  const people = userCombo.withOptions(
    (users.data ?? users.previousData)?.listUsers?.data.flatMap((user) =>
      user ? [{ id: user.id, label: `${user.firstName} ${user.lastName} (${user.email})` }] : [],
    ),
  )
  const placeCombo = useSearchedChoices(filters.location, (location) => set({ location }))
  const locations = useQuery(LogFilterLocationsDocument, { variables: { search: placeCombo.search } })
  const places = placeCombo.withOptions(
    (locations.data ?? locations.previousData)?.listLocations?.data.flatMap((location) => (location ? [{ id: location.id, label: location.name }] : [])),
  )

  return (
    <Bar role="group" aria-label={t(`${key}.label`)}>
      <Select label={t(`${key}.kind`)} options={kinds} value={filters.kind} onChange={(kind) => set({ kind })} data-testid="log-filter-kind" />
      <SearchCombo label={t(`${key}.user`)} placeholder={t(`${key}.anyone`)} {...people} data-testid="log-filter-user" />
      <SearchCombo label={t(`${key}.location`)} placeholder={t(`${key}.anywhere`)} {...places} data-testid="log-filter-location" />
      <DateField label={t(`${key}.from`)} value={filters.from} onChange={(from) => set({ from })} data-testid="log-filter-from" />
      <DateField
        label={t(`${key}.to`)}
        value={filters.to}
        onChange={(to) => set({ to })}
        errorMessage={rangeIsBackwards(filters) ? t(`${key}.backwards`) : undefined}
        data-testid="log-filter-to"
      />
      {activeFilterCount(filters) > 0 ? (
        <Button
          className="clear"
          variant="ghost"
          onPress={() => {
            userCombo.reset()
            placeCombo.reset()
            onChange(NO_FILTERS)
          }}
        >
          <icons.CloseIcon size={16} />
          {t(`${key}.clear`)}
        </Button>
      ) : null}
    </Bar>
  )
}

/**
 * A filter's choices asked of the server with the words typed (never the chosen one's own label): the
 * chosen option stays among what the server answered, and emptying the field chooses none.
 */
function useSearchedChoices(value: string, onPick: (id: string) => void) {
  const [text, setText] = useState('')
  const [chosen, setChosen] = useState<SelectOption | null>(null)
  const typed = useDeferredValue(chosen && text === chosen.label ? '' : text.trim())
  return {
    /** The search term to send, undefined for the first page. */
    search: typed || undefined,
    reset: () => {
      setText('')
      setChosen(null)
    },
    withOptions: (answered: SelectOption[] = []) => ({
      options: chosen && value === chosen.id && !answered.some((option) => option.id === chosen.id) ? [chosen, ...answered] : answered,
      value,
      inputValue: text,
      onInputChange: setText,
      onChange: (id: string, option: SelectOption | null) => {
        setChosen(option)
        // The field shows the chosen one's name (and asks nothing more with it).
        if (option) setText(option.label)
        onPick(id)
      },
    }),
  }
}
