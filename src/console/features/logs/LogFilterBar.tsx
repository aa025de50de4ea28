import { useQuery } from '@apollo/client/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { LogFilterChoicesDocument } from '../../../gql/graphql'
import { Button, DateField, Select, icons } from '../../ui'
import { LOG_MODELS, NO_FILTERS, SIGN_IN_MODEL, activeFilterCount, rangeIsBackwards, type LogFilters } from './logFilters'

const Bar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(1.5)};
  align-items: end;
  padding: ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  .clear {
    justify-self: start;
  }
`

/** The audit log's filters: kind (sign-ins hidden at first), user, location and a range of days. */
export function LogFilterBar({ filters, onChange }: { filters: LogFilters; onChange: (filters: LogFilters) => void }) {
  const { t } = useTranslation()
  const key = 'resources.logs.filters'
  const choices = useQuery(LogFilterChoicesDocument)
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
  const people = useMemo(
    () => [
      { id: '', label: t(`${key}.anyone`) },
      ...(choices.data?.listUsers?.data ?? []).flatMap((user) => (user ? [{ id: user.id, label: `${user.firstName} ${user.lastName} (${user.email})` }] : [])),
    ],
    [choices.data, t],
  )
  const places = useMemo(
    () => [
      { id: '', label: t(`${key}.anywhere`) },
      ...(choices.data?.listLocations?.data ?? []).flatMap((location) => (location ? [{ id: location.id, label: location.name }] : [])),
    ],
    [choices.data, t],
  )

  return (
    <Bar role="group" aria-label={t(`${key}.label`)}>
      <Select label={t(`${key}.kind`)} options={kinds} value={filters.kind} onChange={(kind) => set({ kind })} data-testid="log-filter-kind" />
      <Select label={t(`${key}.user`)} options={people} value={filters.userId} onChange={(userId) => set({ userId })} data-testid="log-filter-user" />
      <Select
        label={t(`${key}.location`)}
        options={places}
        value={filters.location}
        onChange={(location) => set({ location })}
        data-testid="log-filter-location"
      />
      <DateField label={t(`${key}.from`)} value={filters.from} onChange={(from) => set({ from })} data-testid="log-filter-from" />
      <DateField
        label={t(`${key}.to`)}
        value={filters.to}
        onChange={(to) => set({ to })}
        errorMessage={rangeIsBackwards(filters) ? t(`${key}.backwards`) : undefined}
        data-testid="log-filter-to"
      />
      {activeFilterCount(filters) > 0 ? (
        <Button className="clear" variant="ghost" onPress={() => onChange(NO_FILTERS)}>
          <icons.CloseIcon size={16} />
          {t(`${key}.clear`)}
        </Button>
      ) : null}
    </Bar>
  )
}
