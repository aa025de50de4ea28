import { useMutation, useQuery } from '@apollo/client/react'
import { useMemo, useState } from 'react'
import { Form } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import styled from 'styled-components'
import { PERSON_NAME_MAX } from '../../../shared/constants'
import type { Role } from '../../../shared/roles'
import { AddUserLocationDocument, RemoveUserLocationDocument, UpdateUserDocument, UserDocument, type UserDetailFieldsFragment } from '../../../gql/graphql'
import { serverMessage } from '../../app/apollo'
import { canHaveLocations, roleFromGraphql } from '../../auth/roles'
import { UnsavedChangesNotice, useLockedForm, useMessageText } from '../../forms'
import { languageName } from '../../i18n/languages'
import {
  Badge,
  Button,
  Card,
  Checkbox,
  ConfirmDialog,
  EmptyState,
  ErrorBox,
  IconButton,
  LoadingImage,
  LockToggle,
  PageHeader,
  Select,
  Table,
  TextField,
  icons,
  useAlerts,
  type TableColumn,
} from '../../ui'
import { LocationFormModal } from '../location-form'
import { useDocumentTitle } from '../placeholders'
import { SetPasswordCard } from './SetPasswordCard'
import { ROLE_CHOICES, roleInput, validateUserDetail, type UserDetailValues } from './userForm'

type UserLocationRow = NonNullable<UserDetailFieldsFragment['locationDetails'][number]>

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`
const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2.5)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h2 {
    font-size: ${({ theme }) => theme.text.lg};
    font-weight: ${({ theme }) => theme.weight.semibold};
  }
  .tools {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
`
const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2.5)};
  .full {
    grid-column: 1 / -1;
  }
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
`
const Mono = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.text.sm};
`
const NoticeRow = styled.div`
  padding: 0 ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(2.5)};
`

const toValues = (user: UserDetailFieldsFragment): UserDetailValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  role: roleFromGraphql(user.role),
  isActive: user.isActive,
})

/** /admin/users/:userId (docs/RULES.md#users): a locked form, a new password, and the user's locations. */
export function UserDetailPage() {
  const { userId = '' } = useParams()
  const { t, i18n } = useTranslation()
  const alert = useAlerts()
  const { data, loading, error, refetch } = useQuery(UserDocument, { variables: { id: userId } })
  const [updateUser] = useMutation(UpdateUserDocument)
  const [removeLocation, removeState] = useMutation(RemoveUserLocationDocument)
  const [addLocation] = useMutation(AddUserLocationDocument)
  const [removing, setRemoving] = useState<UserLocationRow | null>(null)
  const [creating, setCreating] = useState(false)
  const user = data?.getUser?.data
  const saved = useMemo(() => (user ? toValues(user) : null), [user])
  const title = user ? `${user.firstName} ${user.lastName}` : t('pages.userDetail')
  useDocumentTitle(title)

  const form = useLockedForm<UserDetailValues>({
    saved,
    validate: (values) => (user ? validateUserDetail(values, user.updatedAt) : {}),
    onSubmit: async (values) => {
      if (!user) return false
      await updateUser({
        variables: {
          id: user.id,
          input: {
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            email: values.email.trim(),
            role: roleInput(values.role),
            isActive: values.isActive,
            updatedAt: user.updatedAt,
          },
        },
      })
      alert.success(t('resources.users.messages.updated', { firstName: values.firstName.trim(), lastName: values.lastName.trim() }))
    },
  })
  const translate = useMessageText()

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
      {
        id: 'remove',
        header: t('resources.users.removeLocation'),
        hideHeader: true,
        align: 'end',
        width: 40,
        cell: (row) => (
          <IconButton label={t('resources.users.removeLocation')} aria-describedby={`user-location-${row.id}`} onPress={() => setRemoving(row)}>
            <icons.TrashIcon />
          </IconButton>
        ),
      },
    ]
  }, [t, i18n.language])

  if (loading && !user) return <LoadingImage />
  if (!user) return <ErrorBox role="alert">{serverMessage(error) ?? t('errors.loadFailed')}</ErrorBox>

  const locations = user.locationDetails.filter((row): row is UserLocationRow => row !== null)
  const mayHaveLocations = canHaveLocations(roleFromGraphql(user.role))
  const f = 'resources.users.fields'
  const submitError = form.submitError ? (serverMessage(form.submitError) ?? t('resources.users.messages.updateFailed')) : null

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
      <PageHeader title={title} subtitle={user.email} />
      <Sections>
        <Card>
          <Form onSubmit={(event) => void form.submit(event)} validationBehavior="aria">
            <SectionHead>
              <h2>{t('resources.users.profileSection')}</h2>
              <div className="tools">
                <LockToggle {...form.lockProps} />
                {!form.isLocked ? (
                  <Button variant="primary" type="submit" isPending={form.isSubmitting}>
                    {t('resources.users.submitUpdate')}
                  </Button>
                ) : null}
              </div>
            </SectionHead>
            {submitError ? (
              <ErrorBox role="alert" style={{ margin: 20, marginBottom: 0 }}>
                {translate(submitError)}
              </ErrorBox>
            ) : null}
            <Fields>
              <TextField
                label={t(`${f}.firstName`)}
                isRequired
                isReadOnly={form.isLocked}
                maxLength={PERSON_NAME_MAX}
                value={form.values.firstName}
                onChange={(v) => form.setField('firstName', v)}
                errorMessage={translate(form.errors.firstName)}
              />
              <TextField
                label={t(`${f}.lastName`)}
                isRequired
                isReadOnly={form.isLocked}
                maxLength={PERSON_NAME_MAX}
                value={form.values.lastName}
                onChange={(v) => form.setField('lastName', v)}
                errorMessage={translate(form.errors.lastName)}
              />
              <TextField
                label={t(`${f}.email`)}
                type="email"
                isRequired
                isReadOnly={form.isLocked}
                value={form.values.email}
                onChange={(v) => form.setField('email', v)}
                errorMessage={translate(form.errors.email)}
              />
              <Select
                label={t(`${f}.role`)}
                isRequired
                isDisabled={form.isLocked}
                options={ROLE_CHOICES.map((role) => ({ id: role, label: t(`roles.${role}`) }))}
                value={form.values.role}
                onChange={(v) => form.setField('role', v as Role)}
                errorMessage={translate(form.errors.role)}
              />
              <div className="full">
                <Checkbox
                  label={t(`${f}.isActive`)}
                  description={t('resources.users.hints.isActive')}
                  isDisabled={form.isLocked}
                  isSelected={form.values.isActive}
                  onChange={(v) => form.setField('isActive', v)}
                />
              </div>
            </Fields>
            {form.isDirty && !form.isLocked ? (
              <NoticeRow>
                <UnsavedChangesNotice message={t('resources.users.unsavedChanges')} />
              </NoticeRow>
            ) : null}
          </Form>
        </Card>

        <SetPasswordCard user={user} />

        <Card aria-labelledby="user-locations-heading">
          <SectionHead>
            <h2 id="user-locations-heading">{t('resources.users.locationsSection')}</h2>
            {mayHaveLocations ? (
              <Button variant="secondary" onPress={() => setCreating(true)}>
                <icons.PlusIcon />
                {t('common.add')}
              </Button>
            ) : null}
          </SectionHead>
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
      </Sections>

      <LocationFormModal
        isOpen={creating}
        onOpenChange={setCreating}
        addTitle={t('resources.users.newLocationTitle')}
        showSettings={false}
        onCreated={giveNewLocation}
        onSaved={() => void refetch()}
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
