import { useMutation, useQuery } from '@apollo/client/react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { DeleteLocationDocument, LocationsDocument, type LocationRowFragment } from '../../../../gql/graphql'
import { serverMessage } from '../../../api/apollo'
import { useAuth } from '../../../auth/AuthContext'
import { canDelete } from '../../../auth/roles'
import { languageName, toLocale } from '../../../i18n/languages'
import {
  Badge,
  ConfirmDialog,
  DateTimeText,
  Link,
  ResourceListCard,
  PageHeader,
  icons,
  useAlerts,
  useListRows,
  useSearchPaging,
  type TableColumn,
  AddButton,
  Checkbox,
  DeleteRowButton,
  EditRowButton,
  VisuallyHidden,
  useDocumentTitle,
} from '../../../ui'
import { LocationActionsPanel } from '../../regions'
import { LocationFormModal } from '../form/LocationFormModal'

// Row buttons say only "Edit"/"Delete" and point at the name for context, so a cell's name stays the location's name.
const nameId = (row: LocationRowFragment) => `location-name-${row.id}`

const Mono = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.text.sm};
  white-space: nowrap;
`
const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  white-space: nowrap;
`

/** /admin/locations (docs/RULES.md#locations): search, server paging, add/update modal, delete for super-admins. */
export function LocationsPage() {
  const { t, i18n } = useTranslation()
  const { user } = useAuth()
  const alert = useAlerts()
  const paging = useSearchPaging()
  const { search, page } = paging
  const [editing, setEditing] = useState<LocationRowFragment | null>(null)
  const [formOpen, setFormOpen] = useState(false)
  const [deleting, setDeleting] = useState<LocationRowFragment | null>(null)
  // Ticked for an action across many locations (docs/RULES.md#actions-across-many-locations); kept across pages.
  const [picked, setPicked] = useState<Set<string>>(new Set())
  const title = t('resources.locations.title')
  useDocumentTitle(title)

  const { data, previousData, loading, error, refetch } = useQuery(LocationsDocument, {
    variables: { search: search || undefined, page },
    notifyOnNetworkStatusChange: true,
  })
  const [deleteLocation, deleteState] = useMutation(DeleteLocationDocument)

  const list = (data ?? previousData)?.listLocations
  const rows = useListRows(list)
  const mayDelete = user ? canDelete(user.role) : false

  const columns = useMemo<TableColumn<LocationRowFragment>[]>(() => {
    const locale = toLocale(i18n.language)
    const fields = 'resources.locations.fields'
    const base: TableColumn<LocationRowFragment>[] = [
      {
        id: 'pick',
        header: t('regions.actions.pick'),
        hideHeader: true,
        isSelection: true,
        width: 40,
        cell: (row) => (
          <Checkbox
            label={<VisuallyHidden>{t('regions.actions.pickOne', { name: row.name })}</VisuallyHidden>}
            isSelected={picked.has(row.id)}
            onChange={(selected) =>
              setPicked((current) => {
                const next = new Set(current)
                if (selected) next.add(row.id)
                else next.delete(row.id)
                return next
              })
            }
          />
        ),
      },
      {
        id: 'name',
        header: t(`${fields}.name`),
        cell: (row) => (
          <Link id={nameId(row)} href={`/admin/locations/${row.id}`}>
            {row.name}
          </Link>
        ),
        minWidth: 140,
      },
      { id: 'studioNumber', header: t(`${fields}.studioNumber`), isRowHeader: true, cell: (row) => <Mono>{row.locationIdentifier}</Mono> },
      { id: 'timeZone', header: t(`${fields}.timeZone`), cell: (row) => <Muted>{row.timeZone.replace(/_/g, ' ')}</Muted> },
      { id: 'language', header: t(`${fields}.language`), cell: (row) => languageName(row.language, i18n.language) },
      {
        id: 'active',
        header: t(`${fields}.active`),
        cell: (row) => (
          <Badge $tone={row.isActive ? 'success' : 'neutral'}>
            {row.isActive ? t('resources.locations.values.active') : t('resources.locations.values.inactive')}
          </Badge>
        ),
      },
      {
        id: 'status',
        header: t(`${fields}.status`),
        cell: (row) => (
          <Badge $tone={row.isEnabled ? 'info' : 'warning'}>
            {row.isEnabled ? t('resources.locations.values.enabled') : t('resources.locations.values.disabled')}
          </Badge>
        ),
      },
      { id: 'createdAt', header: t(`${fields}.createdAt`), cell: (row) => <DateTimeText value={row.createdAt} locale={locale} timeZone={row.timeZone} /> },
      { id: 'updatedAt', header: t(`${fields}.updatedAt`), cell: (row) => <DateTimeText value={row.updatedAt} locale={locale} timeZone={row.timeZone} /> },
      {
        id: 'edit',
        header: t('common.edit'),
        hideHeader: true,
        align: 'end',
        width: 40,
        cell: (row) => (
          <EditRowButton
            describedBy={nameId(row)}
            onPress={() => {
              setEditing(row)
              setFormOpen(true)
            }}
          />
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
        cell: (row) => <DeleteRowButton describedBy={nameId(row)} onPress={() => setDeleting(row)} />,
      })
    }
    return base
  }, [t, i18n.language, mayDelete, picked])

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
          <AddButton
            onPress={() => {
              setEditing(null)
              setFormOpen(true)
            }}
          />
        }
      />
      <LocationActionsPanel selected={[...picked]} onClearSelection={() => setPicked(new Set())} onDone={() => void refetch()} />
      <ResourceListCard
        resource="locations"
        title={title}
        paging={paging}
        list={list}
        error={error ? (serverMessage(error) ?? t('errors.loadFailed')) : null}
        columns={columns}
        rows={rows}
        loading={loading}
        icon={<icons.LocationIcon size={32} />}
        searchHint
      />

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
