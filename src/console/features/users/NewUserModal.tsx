import { useMutation } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'
import { PERSON_NAME_MAX } from '../../../shared/constants'
import { CreateUserDocument } from '../../../gql/graphql'
import { serverMessage } from '../../api/apollo'
import { useAddFailedText, useMessageText, useModalForm } from '../../forms'
import { FormGrid, FormModal, Select, TextField, useAlerts } from '../../ui'
import { ROLE_CHOICES, emptyNewUser, roleInput, validateNewUser, type NewUserValues } from './userForm'

const FORM_ID = 'new-user-form'

/** docs/RULES.md#users add modal: first name, last name, email, password (only here, at creation) and role. */
export function NewUserModal({ isOpen, onOpenChange, onSaved }: { isOpen: boolean; onOpenChange: (open: boolean) => void; onSaved: () => void }) {
  const { t } = useTranslation()
  const alert = useAlerts()
  const addFailedText = useAddFailedText()
  const { values, setField: set, errors, setErrors, formError, setFormError } = useModalForm(isOpen, emptyNewUser)
  const [createUser, { loading }] = useMutation(CreateUserDocument)

  const translate = useMessageText()

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setFormError(null)
    const found = validateNewUser(values)
    if (Object.keys(found).length) return setErrors(found)
    const firstName = values.firstName.trim()
    try {
      await createUser({
        variables: {
          input: { firstName, lastName: values.lastName.trim(), email: values.email.trim(), password: values.password, role: roleInput(values.role) },
        },
      })
      alert.success(t('resources.users.messages.added', { firstName, app: t('app.name') }))
      onSaved()
      onOpenChange(false)
    } catch (error) {
      setFormError(addFailedText(`${firstName} ${values.lastName.trim()}`.trim(), translate(serverMessage(error))))
    }
  }

  const f = 'resources.users.fields'
  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('resources.users.addTitle')}
      formId={FORM_ID}
      onSubmit={(event) => void submit(event)}
      submitLabel={t('resources.users.submitAdd')}
      isPending={loading}
      error={formError}
    >
      <FormGrid>
        <TextField
          label={t(`${f}.firstName`)}
          isRequired
          maxLength={PERSON_NAME_MAX}
          value={values.firstName}
          onChange={(v) => set('firstName', v)}
          errorMessage={translate(errors.firstName)}
          autoFocus
          autoComplete="off"
        />
        <TextField
          label={t(`${f}.lastName`)}
          isRequired
          maxLength={PERSON_NAME_MAX}
          value={values.lastName}
          onChange={(v) => set('lastName', v)}
          errorMessage={translate(errors.lastName)}
          autoComplete="off"
        />
        <div className="full">
          <TextField
            label={t(`${f}.email`)}
            type="email"
            isRequired
            value={values.email}
            onChange={(v) => set('email', v)}
            errorMessage={translate(errors.email)}
            autoComplete="off"
          />
        </div>
        <TextField
          label={t(`${f}.password`)}
          type="password"
          isRequired
          value={values.password}
          onChange={(v) => set('password', v)}
          description={t('resources.users.hints.password')}
          errorMessage={translate(errors.password)}
          autoComplete="new-password"
        />
        <Select
          label={t(`${f}.role`)}
          isRequired
          options={ROLE_CHOICES.map((role) => ({ id: role, label: t(`roles.${role}`) }))}
          value={values.role}
          onChange={(v) => set('role', v as NewUserValues['role'])}
          errorMessage={translate(errors.role)}
        />
      </FormGrid>
    </FormModal>
  )
}
