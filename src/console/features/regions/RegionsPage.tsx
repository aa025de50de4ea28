import { useMutation, useQuery } from '@apollo/client/react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { DeleteRegionDocument, RegionsDocument, type RegionFieldsFragment } from '../../../gql/graphql'
import { serverMessage } from '../../api/apollo'
import {
  actionColumn,
  AddButton,
  ConfirmDelete,
  DeleteRowButton,
  EditRowButton,
  icons,
  PageHeader,
  TableCard,
  useDocumentTitle,
  type TableColumn,
} from '../../ui'
import { RegionFormModal } from './RegionFormModal'

const Names = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  white-space: normal;
`
const nameId = (row: RegionFieldsFragment) => `region-name-${row.id}`

/** /admin/regions (docs/RULES.md#regions): the super-admin's regions, each with its locations; add, edit, delete. */
export function RegionsPage() {
  const { t } = useTranslation()
  const title = t('regions.title')
  useDocumentTitle(title)
  const { data, loading, error, refetch } = useQuery(RegionsDocument, { notifyOnNetworkStatusChange: true })
  const [deleteRegion] = useMutation(DeleteRegionDocument)
  const [editing, setEditing] = useState<RegionFieldsFragment | null>(null)
  const [formOpen, setFormOpen] = useState(false)
  const [deleting, setDeleting] = useState<RegionFieldsFragment | null>(null)
  const rows = (data?.listRegions?.data ?? []).filter((row): row is RegionFieldsFragment => row !== null)

  const columns = useMemo<TableColumn<RegionFieldsFragment>[]>(
    () => [
      { id: 'name', header: t('regions.fields.name'), isRowHeader: true, minWidth: 120, cell: (row) => <strong id={nameId(row)}>{row.name}</strong> },
      { id: 'count', header: t('regions.fields.count'), cell: (row) => t('regions.locationCount', { count: row.locations.length }) },
      {
        id: 'locations',
        header: t('regions.fields.locations'),
        minWidth: 200,
        hideBelow: 700,
        cell: (row) => <Names>{row.locations.map((location) => location?.name).join(', ') || '—'}</Names>,
      },
      actionColumn('edit', t('common.edit'), (row) => (
        <EditRowButton
          describedBy={nameId(row)}
          onPress={() => {
            setEditing(row)
            setFormOpen(true)
          }}
        />
      )),
      actionColumn('delete', t('common.delete'), (row) => <DeleteRowButton describedBy={nameId(row)} onPress={() => setDeleting(row)} />),
    ],
    [t],
  )

  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('regions.subtitle')}
        actions={
          <AddButton
            onPress={() => {
              setEditing(null)
              setFormOpen(true)
            }}
          />
        }
      />
      <TableCard title={title} columns={columns} rows={rows} isLoading={loading} error={error} icon={<icons.LocationIcon size={32} />} texts="regions" />
      <RegionFormModal isOpen={formOpen} onOpenChange={setFormOpen} region={editing} onSaved={() => void refetch()} />
      <ConfirmDelete
        item={deleting}
        onClose={() => setDeleting(null)}
        title={t('regions.deleteTitle')}
        message={(row) => t('regions.deleteConfirm', { name: row.name, count: row.locations.length })}
        remove={(row) => deleteRegion({ variables: { id: row.id } })}
        deleted={(row) => t('regions.messages.deleted', { name: row.name })}
        failed={(row, failure) => serverMessage(failure) ?? t('regions.messages.deleteFailed', { name: row.name })}
        onDeleted={() => void refetch()}
      />
    </>
  )
}
