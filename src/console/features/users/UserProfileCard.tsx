import { useMutation } from '@apollo/client/react'
import { useMemo } from 'react'
import { Form } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { PERSON_NAME_MAX } from '../../../shared/constants'
import type { Role } from '../../../shared/roles'
import { UpdateUserDocument, type UserDetailFieldsFragment } from '../../../gql/graphql'
import { serverMessage } from '../../api/apollo'
import { roleFromGraphql } from '../../auth/roles'
import { UnsavedChangesNotice, useLockedForm, useMessageText } from '../../forms'
import { Button, Card, CardHead, Checkbox, ErrorBox, LockToggle, Select, TextField, useAlerts } from '../../ui'
import { ROLE_CHOICES, roleInput, validateUserDetail, type UserDetailValues } from './userForm'

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

/** The user's own details as a locked form (docs/RULES.md#users): names, email, role, active. */
export function UserProfileCard({ user }: { user: UserDetailFieldsFragment }) {
  const { t } = useTranslation()
  const alert = useAlerts()
  const [updateUser] = useMutation(UpdateUserDocument)
  const saved = useMemo(() => toValues(user), [user])
  const form = useLockedForm<UserDetailValues>({
    saved,
    validate: (values) => validateUserDetail(values, user.updatedAt),
    onSubmit: async (values) => {
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
  const f = 'resources.users.fields'
  const submitError = form.submitError ? (serverMessage(form.submitError) ?? t('resources.users.messages.updateFailed')) : null

  return (
    <Card>
      <Form onSubmit={(event) => void form.submit(event)} validationBehavior="aria">
        <CardHead>
          <h2>{t('resources.users.profileSection')}</h2>
          <div className="tools">
            <LockToggle {...form.lockProps} />
            {!form.isLocked ? (
              <Button variant="primary" type="submit" isPending={form.isSubmitting}>
                {t('resources.users.submitUpdate')}
              </Button>
            ) : null}
          </div>
        </CardHead>
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
  )
}
