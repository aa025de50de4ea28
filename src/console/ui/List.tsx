import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled, { css } from 'styled-components'
import { serverMessage } from '../api/apollo'
import { formatInZone } from './clock'
import { Card, ErrorBox, spreadRow } from './Page'
import { PAGE_SIZE } from './pager'
import { Pager } from './Pager'
import { SearchField } from './SearchField'
import { Table, type TableColumn } from './Table'

/** The value, once it has stopped changing for `delay` ms (search boxes ask the server only then). */
export function useDebounced<T>(value: T, delay = 300): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return debounced
}

/** The bar above a list's table: search on the start side, a count or buttons on the end side. */
export const ListToolbar = styled.div`
  ${spreadRow}
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  .count {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.text.sm};
  }
  > div:first-child {
    flex: 1;
    max-width: 420px;
  }
`

const EmptyRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.textMuted};
  strong {
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.text.lg};
  }
`

/** A table's or list's empty state: an icon, the message, an optional hint. */
export function EmptyState({ icon, message, hint }: { icon?: React.ReactNode; message: React.ReactNode; hint?: React.ReactNode }) {
  return (
    <EmptyRoot>
      {icon}
      <strong>{message}</strong>
      {hint ? <span>{hint}</span> : null}
    </EmptyRoot>
  )
}

/** A cell of two lines: the main one over a smaller, muted `<small>` (a date over its time, a name over an email). */
export const twoLines = css`
  display: flex;
  flex-direction: column;
  line-height: 1.3;
  small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.text.xs};
  }
`

const Stacked = styled.time`
  ${twoLines}
  white-space: nowrap;
`

/**
 * An ISO instant as the day over the time, in the reader's locale; `dateOnly` for calendar days (shown in UTC). The
 * time names its clock (src/console/ui/clock.ts): `timeZone` for anything about a studio (its own zone), else the
 * reader's.
 */
export function DateTimeText({
  value,
  locale,
  dateOnly = false,
  timeZone,
}: {
  value: string | null | undefined
  locale: string
  dateOnly?: boolean
  timeZone?: string
}) {
  if (!value) return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return <>{value}</>
  if (dateOnly) {
    return <Stacked dateTime={value.slice(0, 10)}>{new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date)}</Stacked>
  }
  return (
    <Stacked dateTime={value} title={timeZone?.replace(/_/g, ' ')}>
      {new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(date)}
      <small>{formatInZone(date, locale, timeZone, { hour: 'numeric', minute: '2-digit' })}</small>
    </Stacked>
  )
}

/** A page of a server list as the API answers it. */
export interface PagedList {
  data: readonly unknown[]
  meta: { total: number; pageSize: number }
}

/** Keeps the current page in range once the total shrinks (after a delete or a narrower search). */
export function usePageInRange(list: PagedList | null | undefined, page: number, setPage: (page: number) => void) {
  useEffect(() => {
    if (list && list.data.length === 0 && page > 1) setPage(Math.max(1, Math.ceil(list.meta.total / list.meta.pageSize)))
  }, [list, page, setPage])
}

/** The rows of a list answer without the nulls GraphQL allows in a list. */
export function useListRows<T>(list: { data: readonly (T | null)[] } | null | undefined): T[] {
  return useMemo(() => (list?.data ?? []).filter((row): row is T => row !== null), [list])
}

export interface SearchPaging {
  /** What the search box shows. */
  searchText: string
  setSearchText: (text: string) => void
  /** The trimmed text once typing has paused: what the server is asked for. */
  search: string
  page: number
  setPage: (page: number) => void
  /** What a searched list query asks for: the search (none when empty), the page, 15 a page. */
  variables: { search: string | undefined; page: number; pageSize: number }
}

/** A server-searched, paged list's state: a new search (or a new `resetKey`) starts again at page 1. */
export function useSearchPaging(resetKey?: unknown): SearchPaging {
  const [searchText, setSearchText] = useState('')
  const search = useDebounced(searchText.trim())
  const [page, setPage] = useState(1)
  useEffect(() => setPage(1), [search, resetKey])
  return { searchText, setSearchText, search, page, setPage, variables: { search: search || undefined, page, pageSize: PAGE_SIZE } }
}

/** A list query's state as Apollo gives it: its answer, the previous one (kept while the next page loads), whether it loads, why it failed. */
interface ListQuery<TData> {
  data?: TData
  previousData?: TData
  loading: boolean
  error?: unknown
}

/**
 * A list page's query as ResourceListCard shows it (spread it into the card): the current answer or, while the next
 * one loads, the previous; its rows; whether it loads; and why it failed, in the reader's words.
 */
export function useListAnswer<TData, T>(
  query: ListQuery<TData>,
  pick: (data: TData | undefined) => (PagedList & { data: readonly (T | null)[] }) | null | undefined,
) {
  const { t } = useTranslation()
  const list = pick(query.data ?? query.previousData)
  const rows = useListRows<T>(list)
  const error = query.error ? (serverMessage(query.error) ?? t('errors.loadFailed')) : null
  return { list, rows, loading: query.loading, error }
}

export interface ListCardProps {
  paging: SearchPaging
  searchLabel: string
  searchPlaceholder: string
  /** The current (or previous) answer: its total is counted and paged. */
  list: PagedList | null | undefined
  totalLabel: (total: number) => React.ReactNode
  /** Why the list could not load; shown only while there is no answer to show. */
  error?: React.ReactNode
  /** Filters of the list's own, in a bar under the search (the audit log's kind, user, location, days). */
  filters?: React.ReactNode
  /** The table. */
  children: React.ReactNode
}

/** A list page's card: search box and total above the table, the pager below (docs/RULES.md#locations, docs/RULES.md#users, docs/RULES.md#rounds-and-workouts). */
export function ListCard({ paging, searchLabel, searchPlaceholder, list, totalLabel, error, filters, children }: ListCardProps) {
  const { t } = useTranslation()
  const { searchText, setSearchText, page, setPage } = paging
  usePageInRange(list, page, setPage)
  return (
    <Card>
      <ListToolbar>
        <SearchField
          aria-label={searchLabel}
          placeholder={searchPlaceholder}
          clearLabel={t('common.clearSearch')}
          value={searchText}
          onChange={setSearchText}
        />
        {list ? <span className="count">{totalLabel(list.meta.total)}</span> : null}
      </ListToolbar>
      {filters}
      {error && !list ? (
        <ErrorBox role="alert" style={{ margin: 16 }}>
          {error}
        </ErrorBox>
      ) : null}
      {children}
      <Pager total={list?.meta.total ?? 0} page={page} pageSize={list?.meta.pageSize} onPageChange={setPage} />
    </Card>
  )
}

/** The list pages' resources: each has `resources.<name>.searchLabel`, `.searchPlaceholder`, `.total`, `.empty` (and `.emptySearchHint` where searching can empty the list). */
export type ListResource = 'locations' | 'users' | 'rounds' | 'releases' | 'logs'

export interface ResourceListCardProps<T extends { id: string }> {
  resource: ListResource
  /** The page's title: the table's accessible name. */
  title: string
  paging: SearchPaging
  list: PagedList | null | undefined
  /** Why the list could not load, in words (null while it loads or loaded). */
  error: string | null
  columns: readonly TableColumn<T>[]
  rows: readonly T[]
  loading: boolean
  /** The empty state's icon. */
  icon: React.ReactNode
  /** Say that the search may be what empties the list. */
  searchHint?: boolean
  /** Filters under the search (ListCard's `filters`). */
  filters?: React.ReactNode
}

/** A list page's card with its table, worded from the resource's texts: the same search, total, empty state and pager on every list page. */
export function ResourceListCard<T extends { id: string }>(props: ResourceListCardProps<T>) {
  const { t } = useTranslation()
  const { resource, title, paging, list, error, columns, rows, loading, icon, searchHint = false, filters } = props
  const key = (name: string) => `resources.${resource}.${name}`
  return (
    <ListCard
      paging={paging}
      searchLabel={t(key('searchLabel'))}
      searchPlaceholder={t(key('searchPlaceholder'))}
      list={list}
      totalLabel={(count) => t(key('total'), { count })}
      error={error}
      filters={filters}
    >
      <Table
        aria-label={title}
        columns={columns}
        rows={rows}
        isLoading={loading}
        emptyState={<EmptyState icon={icon} message={t(key('empty'))} hint={searchHint && paging.search ? t(key('emptySearchHint')) : undefined} />}
      />
    </ListCard>
  )
}

export interface TableCardProps<T extends { id: string }> {
  /** The table's name for screen readers: the page's title. */
  title: string
  columns: readonly TableColumn<T>[]
  rows: readonly T[]
  isLoading: boolean
  /** Why the list could not load: the server's words, or the kit's. */
  error?: unknown
  /** The icon of an empty list. */
  icon: React.ReactNode
  /** The page's texts: an empty list says their `empty`, with `emptyHint` under it. */
  texts: string
}

/** A short list's card, read whole (no search, no pages): why it failed to load above it, then the table (webhooks, API keys, regions). */
export function TableCard<T extends { id: string }>({ title, columns, rows, isLoading, error, icon, texts }: TableCardProps<T>) {
  const { t } = useTranslation()
  return (
    <>
      {error ? <ErrorBox role="alert">{serverMessage(error) ?? t('errors.loadFailed')}</ErrorBox> : null}
      <Card>
        <Table
          aria-label={title}
          columns={columns}
          rows={rows}
          isLoading={isLoading}
          emptyState={<EmptyState icon={icon} message={t(`${texts}.empty`)} hint={t(`${texts}.emptyHint`)} />}
        />
      </Card>
    </>
  )
}
