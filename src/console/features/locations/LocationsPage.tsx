import { useMutation, useQuery } from '@apollo/client/react'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { DeleteLocationDocument, LocationsDocument, type LocationRowFragment } from '../../../gql/graphql'
import { serverMessage } from '../../app/apollo'
import { useAuth } from '../../auth/AuthContext'
import { canDelete } from '../../auth/roles'
import { languageName, toLocale } from '../../i18n/languages'
import { Badge, Button, Card, ConfirmDialog, ErrorBox, IconButton, Link, PageHeader, Pager, SearchField, Table, icons, useAlerts, type TableColumn } from '../../ui'
import { useDocumentTitle } from '../placeholders'
import { LocationFormModal } from './LocationFormModal'

const SEARCH_DEBOUNCE_MS = 300

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return debounced
}

// Row buttons say only "Edit"/"Delete" and point at the name for context, so a cell's name stays the location's name.
const nameId = (row: LocationRowFragment) => `location-name-${row.id}`

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  .count { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.text.sm}; }
  > div:first-child { flex: 1; max-width: 420px; }
`

const Mono = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.text.sm};
  white-space: nowrap;
`
const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  white-space: nowrap;
`
const DateTime = styled.time`
  display: flex;
  flex-direction: column;
  line-height: 1.3;
  small { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.text.xs}; }
`
const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.textMuted};
  strong { color: ${({ theme }) => theme.color.text}; font-size: ${({ theme }) => theme.text.lg}; }
`

/** /admin/locations (SPEC §2.7): search, server paging, add/update modal, delete for super-admins. */
export function LocationsPage() {
  const { t, i18n } = useTranslation()
  const { user } = useAuth()
  const alert = useAlerts()
  const [searchText, setSearchText] = useState('')
  const search = useDebounced(searchText.trim(), SEARCH_DEBOUNCE_MS)
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<LocationRowFragment | null>(null)
  const [formOpen, setFormOpen] = useState(false)
  const [deleting, setDeleting] = useState<LocationRowFragment | null>(null)
  const title = t('resources.locations.title')
  useDocumentTitle(title)

  useEffect(() => setPage(1), [search])

  const { data, previousData, loading, error, refetch } = useQuery(LocationsDocument, {
    variables: { search: search || undefined, page },
    notifyOnNetworkStatusChange: true,
  })
  const [deleteLocation, deleteState] = useMutation(DeleteLocationDocument)

  const list = (data ?? previousData)?.listLocations
  const rows = useMemo(() => (list?.data ?? []).filter((row): row is LocationRowFragment => row !== null), [list])
  const total = list?.meta.total ?? 0
  const pageSize = list?.meta.pageSize ?? undefined
  const mayDelete = user ? canDelete(user.role) : false

  // A page past the end (after a delete or a narrower search) moves back to the last real page.
  useEffect(() => {
    if (list && list.data.length === 0 && page > 1) setPage(Math.max(1, Math.ceil(list.meta.total / list.meta.pageSize)))
  }, [list, page])

  const columns = useMemo<TableColumn<LocationRowFragment>[]>(() => {
    const locale = toLocale(i18n.language)
    const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
    const timeFormat = new Intl.DateTimeFormat(locale, { timeStyle: 'short' })
    const formatDate = (value: string) => {
      const date = new Date(value)
      if (Number.isNaN(date.getTime())) return value
      return (
        <DateTime dateTime={value}>
          {dayFormat.format(date)}
          <small>{timeFormat.format(date)}</small>
        </DateTime>
      )
    }
    const fields = 'resources.locations.fields'
    const base: TableColumn<LocationRowFragment>[] = [
      { id: 'name', header: t(`${fields}.name`), cell: (row) => <Link id={nameId(row)} href={`/admin/locations/${row.id}`}>{row.name}</Link>, minWidth: 140 },
      { id: 'studioNumber', header: t(`${fields}.studioNumber`), isRowHeader: true, cell: (row) => <Mono>{row.locationIdentifier}</Mono> },
      { id: 'timeZone', header: t(`${fields}.timeZone`), cell: (row) => <Muted>{row.timeZone.replace(/_/g, ' ')}</Muted> },
      { id: 'language', header: t(`${fields}.language`), cell: (row) => languageName(row.language, i18n.language) },
      {
        id: 'active',
        header: t(`${fields}.active`),
        cell: (row) => <Badge $tone={row.isActive ? 'success' : 'neutral'}>{row.isActive ? t('resources.locations.values.active') : t('resources.locations.values.inactive')}</Badge>,
      },
      {
        id: 'status',
        header: t(`${fields}.status`),
        cell: (row) => <Badge $tone={row.isEnabled ? 'info' : 'warning'}>{row.isEnabled ? t('resources.locations.values.enabled') : t('resources.locations.values.disabled')}</Badge>,
      },
      { id: 'createdAt', header: t(`${fields}.createdAt`), cell: (row) => formatDate(row.createdAt) },
      { id: 'updatedAt', header: t(`${fields}.updatedAt`), cell: (row) => formatDate(row.updatedAt) },
      {
        id: 'edit',
        header: t('common.edit'),
        hideHeader: true,
        align: 'end',
        width: 40,
        cell: (row) => (
          <IconButton
            label={t('common.edit')}
            aria-describedby={nameId(row)}
            onPress={() => {
              setEditing(row)
              setFormOpen(true)
            }}
          >
            <icons.EditIcon />
          </IconButton>
        ),
      },
    ]
    if (mayDelete) {
      base.push({
        id: 'delete',
        header: t('common.delete'),
        hideHeader: true,
        align: 'end',
        width: 40,
        cell: (row) => (
          <IconButton label={t('common.delete')} aria-describedby={nameId(row)} onPress={() => setDeleting(row)}>
            <icons.TrashIcon />
          </IconButton>
        ),
      })
    }
    return base
  }, [t, i18n.language, mayDelete])

  const confirmDelete = async () => {
    if (!deleting) return
    const locationName = deleting.name
    try {
      await deleteLocation({ variables: { id: deleting.id } })
      alert.success(t('resources.locations.messages.deleted', { locationName }))
      setDeleting(null)
      void refetch()
    } catch (failure) {
      setDeleting(null)
      alert.error(serverMessage(failure) ?? t('resources.locations.messages.deleteFailed', { locationName }))
    }
  }

  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('resources.locations.subtitle')}
        actions={
          <Button
            variant="primary"
            onPress={() => {
              setEditing(null)
              setFormOpen(true)
            }}
          >
            <icons.PlusIcon />
            {t('common.add')}
          </Button>
        }
      />
      <Card>
        <Toolbar>
          <SearchField
            aria-label={t('resources.locations.searchLabel')}
            placeholder={t('resources.locations.searchPlaceholder')}
            clearLabel={t('common.clearSearch')}
            value={searchText}
            onChange={setSearchText}
          />
          {list ? <span className="count">{t('resources.locations.total', { count: total })}</span> : null}
        </Toolbar>
        {error && !list ? <ErrorBox role="alert" style={{ margin: 16 }}>{serverMessage(error) ?? t('errors.loadFailed')}</ErrorBox> : null}
        <Table
          aria-label={title}
          columns={columns}
          rows={rows}
          isLoading={loading}
          emptyState={
            <Empty>
              <icons.LocationIcon size={32} />
              <strong>{t('resources.locations.empty')}</strong>
              {search ? <span>{t('resources.locations.emptySearchHint')}</span> : null}
            </Empty>
          }
        />
        <Pager total={total} page={page} pageSize={pageSize} onPageChange={setPage} />
      </Card>

      <LocationFormModal isOpen={formOpen} onOpenChange={setFormOpen} location={editing} onSaved={() => void refetch()} />

      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null)
        }}
        title={t('resources.locations.deleteTitle')}
        message={t('resources.locations.deleteConfirm', { locationName: deleting?.name ?? '' })}
        confirmLabel={t('common.delete')}
        isPending={deleteState.loading}
        onConfirm={() => void confirmDelete()}
      />
    </>
  )
}
