import { useMutation, useQuery } from '@apollo/client/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router-dom'
import styled from 'styled-components'
import { VALIDATION_MESSAGES } from '../../../shared/messages'
import { MeUpdateBody } from '../../../shared/schemas/auth'
import { isStrongPassword } from '../../../shared/validation'
import { MyProfileDocument, UpdateMyProfileDocument } from '../../../gql/graphql'
import { serverMessage } from '../../app/apollo'
import { useAuth } from '../../auth/AuthContext'
import { canEditProfile, roleFromGraphql } from '../../auth/roles'
import { LockedFormBody, schemaErrors, useLockedForm, useMessageText, type FieldErrors } from '../../forms'
import { ErrorBox, LoadingImage, LockToggle, PageHeader, TextField, useAlerts } from '../../ui'
import { Panel } from '../location-ops'
import { useDocumentTitle } from '../placeholders'

interface ProfileValues {
  firstName: string
  lastName: string
  email: string
  /** Blank keeps the current password (SPEC §5). */
  password: string
}

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  .full { grid-column: 1 / -1; }
  .password { grid-column: 1 / -1; padding-top: ${({ theme }) => theme.space(2)}; border-top: 1px solid ${({ theme }) => theme.color.border}; }
  .password h3 { margin: 0 0 ${({ theme }) => theme.space(1)}; font-size: ${({ theme }) => theme.text.md}; }
  .password p { margin: 0 0 ${({ theme }) => theme.space(1.5)}; color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.text.sm}; }
  @media (max-width: 640px) { grid-template-columns: minmax(0, 1fr); }
`
const Narrow = styled.div`
  max-width: 760px;
`

function validateProfile(values: ProfileValues): FieldErrors<ProfileValues> {
  const errors = schemaErrors<ProfileValues>(MeUpdateBody, { firstName: values.firstName, lastName: values.lastName, email: values.email })
  if (values.password && !isStrongPassword(values.password)) errors.password = VALIDATION_MESSAGES.password
  return errors
}

/** /admin/profile (SPEC §2.6, §5): locked by default; admins unlock to edit and may reset their password. */
export function ProfilePage() {
  const { t } = useTranslation()
  const { user, userUpdated } = useAuth()
  const alert = useAlerts()
  const messageText = useMessageText()
  const title = t('pages.profile')
  useDocumentTitle(title)
  const allowed = user ? canEditProfile(user.role) : false
  const query = useQuery(MyProfileDocument, { skip: !allowed })
  const me = query.data?.getMe?.data ?? null
  const [updateMe] = useMutation(UpdateMyProfileDocument, { refetchQueries: ['Me'] })
  const saved = useMemo<ProfileValues | null>(() => (me ? { firstName: me.firstName, lastName: me.lastName, email: me.email, password: '' } : null), [me])
  const key = 'resources.profile'

  const form = useLockedForm<ProfileValues>({
    saved,
    validate: validateProfile,
    onSubmit: async (values) => {
      const withPassword = values.password.length > 0
      await updateMe({
        variables: { input: { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim(), ...(withPassword ? { password: values.password } : {}) } },
      })
      userUpdated({ firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim() })
      alert.success(withPassword ? t(`${key}.updatedWithPassword`) : t(`${key}.updated`))
      return { ...values, password: '' }
    },
  })

  // Location staff and API users have no profile page (SPEC §6).
  if (user && !allowed) return <Navigate to="/admin/dashboard" replace />
  if (!me) {
    if (query.error) return <ErrorBox role="alert">{serverMessage(query.error) ?? t('errors.loadFailed')}</ErrorBox>
    return <LoadingImage />
  }

  const { values, isLocked } = form
  const role = roleFromGraphql(me.role)
  const passwordError = form.errors.password === VALIDATION_MESSAGES.password ? t(`${key}.passwordRule`) : messageText(form.errors.password)

  return (
    <Narrow>
      <PageHeader title={title} subtitle={t(`${key}.subtitle`)} actions={<LockToggle {...form.lockProps} />} />
      <Panel id="profile" title={t(`${key}.detailsTitle`)} subtitle={isLocked ? t(`${key}.lockedHint`) : t(`${key}.unlockedHint`)}>
        <LockedFormBody form={form} unsavedText={t(`${key}.unsaved`)} submitText={t(`${key}.update`)} failedText={t(`${key}.failed`)}>
          <Fields>
            <TextField label={t(`${key}.fields.firstName`)} isRequired maxLength={32} isReadOnly={isLocked} value={values.firstName} onChange={(value) => form.setField('firstName', value)} errorMessage={messageText(form.errors.firstName)} autoComplete="given-name" />
            <TextField label={t(`${key}.fields.lastName`)} isRequired maxLength={32} isReadOnly={isLocked} value={values.lastName} onChange={(value) => form.setField('lastName', value)} errorMessage={messageText(form.errors.lastName)} autoComplete="family-name" />
            <TextField label={t(`${key}.fields.email`)} type="email" isRequired isReadOnly={isLocked} value={values.email} onChange={(value) => form.setField('email', value)} errorMessage={messageText(form.errors.email)} autoComplete="email" />
            <TextField label={t(`${key}.fields.role`)} isReadOnly value={t(`roles.${role}`)} description={t(`${key}.roleHint`)} />
            <div className="password">
              <h3>{t(`${key}.passwordTitle`)}</h3>
              <p>{t(`${key}.passwordHint`)}</p>
              <TextField
                label={t(`${key}.fields.password`)}
                type="password"
                isReadOnly={isLocked}
                value={values.password}
                onChange={(value) => form.setField('password', value)}
                errorMessage={passwordError}
                autoComplete="new-password"
                description={t(`${key}.passwordRule`)}
              />
            </div>
          </Fields>
        </LockedFormBody>
      </Panel>
    </Narrow>
  )
}
