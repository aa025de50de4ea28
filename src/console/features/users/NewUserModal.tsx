import { useMutation } from '@apollo/client/react'
import { useEffect, useState } from 'react'
import { Form } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { PERSON_NAME_MAX } from '../../../shared/constants'
import { CreateUserDocument } from '../../../gql/graphql'
import { serverMessage } from '../../app/apollo'
import { Button, ErrorBox, Modal, Select, TextField, useAlerts } from '../../ui'
import { ROLE_CHOICES, emptyNewUser, messageKey, roleInput, validateNewUser, type Errors, type NewUserField, type NewUserValues } from './userForm'

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
  .full { grid-column: 1 / -1; }
  @media (max-width: 560px) { grid-template-columns: 1fr; }
`

const FORM_ID = 'new-user-form'

/** SPEC §2.11 add modal: first name, last name, email, password (only here, at creation) and role. */
export function NewUserModal({ isOpen, onOpenChange, onSaved }: { isOpen: boolean; onOpenChange: (open: boolean) => void; onSaved: () => void }) {
  const { t } = useTranslation()
  const alert = useAlerts()
  const [values, setValues] = useState<NewUserValues>(emptyNewUser)
  const [errors, setErrors] = useState<Errors<NewUserField>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [createUser, { loading }] = useMutation(CreateUserDocument)

  useEffect(() => {
    if (!isOpen) return
    setValues(emptyNewUser())
    setErrors({})
    setFormError(null)
  }, [isOpen])

  const set = <K extends NewUserField>(field: K, value: NewUserValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }))
    setErrors((previous) => ({ ...previous, [field]: undefined }))
  }
  const translate = (message?: string) => (message ? t(messageKey(message) ?? '', { defaultValue: message }) : undefined)

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
      const reason = serverMessage(error)
      const thing = `${firstName} ${values.lastName.trim()}`.trim()
      setFormError(reason ? t('alerts.addFailed', { thing, error: translate(reason)?.replace(/[.!]+$/, '') }) : t('alerts.addFailedNoError', { thing }))
    }
  }

  const f = 'resources.users.fields'
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('resources.users.addTitle')}
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={loading}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" type="submit" form={FORM_ID} isPending={loading}>
            {t('resources.users.submitAdd')}
          </Button>
        </>
      }
    >
      {formError ? <ErrorBox role="alert">{formError}</ErrorBox> : null}
      <Form id={FORM_ID} onSubmit={(event) => void submit(event)} validationBehavior="aria">
        <Grid>
          <TextField label={t(`${f}.firstName`)} isRequired maxLength={PERSON_NAME_MAX} value={values.firstName} onChange={(v) => set('firstName', v)} errorMessage={translate(errors.firstName)} autoFocus autoComplete="off" />
          <TextField label={t(`${f}.lastName`)} isRequired maxLength={PERSON_NAME_MAX} value={values.lastName} onChange={(v) => set('lastName', v)} errorMessage={translate(errors.lastName)} autoComplete="off" />
          <div className="full">
            <TextField label={t(`${f}.email`)} type="email" isRequired value={values.email} onChange={(v) => set('email', v)} errorMessage={translate(errors.email)} autoComplete="off" />
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
        </Grid>
      </Form>
    </Modal>
  )
}
