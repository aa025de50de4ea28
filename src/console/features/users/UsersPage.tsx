import { useMutation, useQuery } from '@apollo/client/react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { DeleteUserDocument, UsersDocument, type UserRowFragment } from '../../../gql/graphql'
import { serverMessage } from '../../api/apollo'
import { useAuth } from '../../auth/AuthContext'
import { canHaveLocations, roleFromGraphql } from '../../auth/roles'
import { toLocale } from '../../i18n/languages'
import {
  AddButton,
  DeleteRowButton,
  Badge,
  ConfirmDialog,
  DateTimeText,
  IconButton,
  IconLink,
  Link,
  ResourceListCard,
  PageHeader,
  icons,
  useAlerts,
  useListAnswer,
  useSearchPaging,
  twoLines,
  type BadgeTone,
  actionColumn,
  type TableColumn,
  useDocumentTitle,
} from '../../ui'
import { AddLocationModal, type LocationTarget } from './AddLocationModal'
import { NewUserModal } from './NewUserModal'

const nameId = (row: UserRowFragment) => `user-name-${row.id}`

const Mono = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.text.xs};
  color: ${({ theme }) => theme.color.textMuted};
`
const Person = styled.div`
  ${twoLines}
`

export const roleTone: Record<string, BadgeTone> = { 'super-admin': 'error', admin: 'info', location: 'neutral', 'api-access': 'warning' }

/** /admin/users (docs/RULES.md#users): search and paging on the server, add, add location, delete. */
export function UsersPage() {
  const { t, i18n } = useTranslation()
  const alert = useAlerts()
  const paging = useSearchPaging()
  const { user: me } = useAuth()
  const myId = me?.id
  const [adding, setAdding] = useState(false)
  const [locating, setLocating] = useState<LocationTarget | null>(null)
  const [deleting, setDeleting] = useState<UserRowFragment | null>(null)
  const title = t('pages.users')
  useDocumentTitle(title)

  const query = useQuery(UsersDocument, { variables: paging.variables, notifyOnNetworkStatusChange: true })
  const answer = useListAnswer(query, (data) => data?.listUsers)
  const [deleteUser, deleteState] = useMutation(DeleteUserDocument)

  const columns = useMemo<TableColumn<UserRowFragment>[]>(() => {
    const locale = toLocale(i18n.language)
    const f = 'resources.users.fields'
    return [
      { id: 'id', header: t(`${f}.id`), cell: (row) => <Mono title={row.id}>{row.id.slice(0, 8)}</Mono> },
      { id: 'email', header: t(`${f}.email`), cell: (row) => row.email },
      {
        id: 'name',
        header: t(`${f}.name`),
        isRowHeader: true,
        minWidth: 140,
        cell: (row) => (
          <Person>
            <Link id={nameId(row)} href={`/admin/users/${row.id}`}>{`${row.firstName} ${row.lastName}`}</Link>
            {!row.isActive ? <small>{t('resources.users.values.inactive')}</small> : null}
          </Person>
        ),
      },
      {
        id: 'role',
        header: t(`${f}.role`),
        cell: (row) => {
          const role = roleFromGraphql(row.role)
          return <Badge $tone={roleTone[role]}>{t(`roles.${role}`)}</Badge>
        },
      },
      { id: 'updatedAt', header: t(`${f}.updatedAt`), cell: (row) => <DateTimeText value={row.updatedAt} locale={locale} /> },
      actionColumn('edit', t('common.edit'), (row) => (
        <IconLink label={t('common.edit')} aria-describedby={nameId(row)} href={`/admin/users/${row.id}`}>
          <icons.EditIcon />
        </IconLink>
      )),
      actionColumn('addLocation', t('resources.users.addLocation'), (row) =>
        canHaveLocations(roleFromGraphql(row.role)) ? (
          <IconButton label={t('resources.users.addLocation')} aria-describedby={nameId(row)} onPress={() => setLocating(row)}>
            <icons.LocationIcon />
          </IconButton>
        ) : null,
      ),
      // Nobody deletes their own account (the server answers 403): the signed-in user's row has no Delete.
      actionColumn('delete', t('common.delete'), (row) =>
        row.id === myId ? null : <DeleteRowButton describedBy={nameId(row)} onPress={() => setDeleting(row)} />,
      ),
    ]
  }, [t, i18n.language, myId])

  const confirmDelete = async () => {
    if (!deleting) return
    const { firstName, lastName, id } = deleting
    try {
      await deleteUser({ variables: { id } })
      alert.success(t('resources.users.messages.deleted', { firstName, lastName }))
      void query.refetch()
    } catch (failure) {
      alert.error(serverMessage(failure) ?? t('resources.users.messages.deleteFailed', { firstName, lastName }))
    }
    setDeleting(null)
  }

  return (
    <>
      <PageHeader title={title} subtitle={t('resources.users.subtitle')} actions={<AddButton onPress={() => setAdding(true)} />} />
      <ResourceListCard resource="users" title={title} paging={paging} {...answer} columns={columns} icon={<icons.UsersIcon size={32} />} searchHint />

      <NewUserModal isOpen={adding} onOpenChange={setAdding} onSaved={() => void query.refetch()} />
      <AddLocationModal user={locating} onOpenChange={(open) => !open && setLocating(null)} onSaved={() => void query.refetch()} />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('resources.users.deleteTitle')}
        message={t('resources.users.deleteConfirm', { firstName: deleting?.firstName ?? '', lastName: deleting?.lastName ?? '' })}
        confirmLabel={t('common.delete')}
        isPending={deleteState.loading}
        onConfirm={() => void confirmDelete()}
      />
    </>
  )
}
