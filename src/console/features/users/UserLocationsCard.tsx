import { useMutation } from '@apollo/client/react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { AddUserLocationDocument, RemoveUserLocationDocument, type UserDetailFieldsFragment } from '../../../gql/graphql'
import { serverMessage } from '../../api/apollo'
import { canHaveLocations, roleFromGraphql } from '../../auth/roles'
import { languageName } from '../../i18n/languages'
import { Badge, Button, Card, CardHead, ConfirmDialog, EmptyState, IconButton, Table, icons, useAlerts, actionColumn, type TableColumn } from '../../ui'
import { LocationFormModal } from '../locations'

type UserLocationRow = NonNullable<UserDetailFieldsFragment['locationDetails'][number]>

const Mono = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.text.sm};
`

/** The user's locations (docs/RULES.md#users): a table with a remove button a row, and Add, which creates a location for them. */
export function UserLocationsCard({ user, onSaved }: { user: UserDetailFieldsFragment; onSaved: () => void }) {
  const { t, i18n } = useTranslation()
  const alert = useAlerts()
  const [removeLocation, removeState] = useMutation(RemoveUserLocationDocument)
  const [addLocation] = useMutation(AddUserLocationDocument)
  const [removing, setRemoving] = useState<UserLocationRow | null>(null)
  const [creating, setCreating] = useState(false)

  const columns = useMemo<TableColumn<UserLocationRow>[]>(() => {
    const f = 'resources.locations.fields'
    return [
      { id: 'name', header: t(`${f}.name`), isRowHeader: true, minWidth: 140, cell: (row) => <span id={`user-location-${row.id}`}>{row.name}</span> },
      { id: 'studioNumber', header: t(`${f}.studioNumber`), cell: (row) => <Mono>{row.locationIdentifier}</Mono> },
      { id: 'timeZone', header: t(`${f}.timeZone`), cell: (row) => row.timeZone.replace(/_/g, ' ') },
      { id: 'language', header: t(`${f}.language`), cell: (row) => languageName(row.language, i18n.language) },
      {
        id: 'active',
        header: t(`${f}.active`),
        cell: (row) => (
          <Badge $tone={row.isActive ? 'success' : 'neutral'}>
            {row.isActive ? t('resources.locations.values.active') : t('resources.locations.values.inactive')}
          </Badge>
        ),
      },
      actionColumn('remove', t('resources.users.removeLocation'), (row) => (
        <IconButton label={t('resources.users.removeLocation')} aria-describedby={`user-location-${row.id}`} onPress={() => setRemoving(row)}>
          <icons.TrashIcon />
        </IconButton>
      )),
    ]
  }, [t, i18n.language])

  const locations = user.locationDetails.filter((row): row is UserLocationRow => row !== null)
  const mayHaveLocations = canHaveLocations(roleFromGraphql(user.role))

  const confirmRemove = async () => {
    if (!removing) return
    const locationName = removing.name
    try {
      await removeLocation({ variables: { id: user.id, locationId: removing.id } })
      alert.success(t('resources.users.messages.locationRemoved', { locationName }))
    } catch (failure) {
      alert.error(serverMessage(failure) ?? t('resources.users.messages.locationRemoveFailed', { locationName }))
    }
    setRemoving(null)
  }

  // docs/RULES.md#locations, docs/RULES.md#users: a location created from here then goes to this user.
  const giveNewLocation = async ({ id: locationId }: { id: string }) => {
    try {
      await addLocation({ variables: { id: user.id, input: { locationId } } })
      alert.success(t('resources.users.messages.locationAdded', { firstName: user.firstName, lastName: user.lastName }))
    } catch (failure) {
      alert.error(serverMessage(failure) ?? t('resources.users.messages.locationAddFailed'))
    }
  }

  return (
    <>
      <Card aria-labelledby="user-locations-heading">
        <CardHead>
          <h2 id="user-locations-heading">{t('resources.users.locationsSection')}</h2>
          {mayHaveLocations ? (
            <Button variant="secondary" onPress={() => setCreating(true)}>
              <icons.PlusIcon />
              {t('common.add')}
            </Button>
          ) : null}
        </CardHead>
        <Table
          aria-label={t('resources.users.locationsSection')}
          columns={columns}
          rows={locations}
          emptyState={
            <EmptyState
              icon={<icons.LocationIcon size={28} />}
              message={mayHaveLocations ? t('resources.users.noLocations') : t('resources.users.apiAccessNoLocations')}
            />
          }
        />
      </Card>

      <LocationFormModal
        isOpen={creating}
        onOpenChange={setCreating}
        addTitle={t('resources.users.newLocationTitle')}
        showSettings={false}
        onCreated={giveNewLocation}
        onSaved={onSaved}
      />
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('resources.users.removeLocationTitle')}
        message={t('resources.users.removeLocationConfirm', { locationName: removing?.name ?? '' })}
        confirmLabel={t('common.delete')}
        isPending={removeState.loading}
        onConfirm={() => void confirmRemove()}
      />
    </>
  )
}
