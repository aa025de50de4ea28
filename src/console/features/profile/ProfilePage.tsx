import { useMutation, useQuery } from '@apollo/client/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router-dom'
import styled from 'styled-components'
import { API_MESSAGES, ERROR_CODES, VALIDATION_MESSAGES } from '../../../shared/messages'
import { MeUpdateBody } from '../../../shared/schemas/auth'
import { isStrongPassword } from '../../../shared/validation'
import { MeDocument, UpdateMyProfileDocument } from '../../../gql/graphql'
import { errorCode, serverMessage } from '../../api/apollo'
import { useAuth } from '../../auth/AuthContext'
import { canEditProfile, roleFromGraphql } from '../../auth/roles'
import { LockedFormBody, schemaErrors, useLockedForm, useMessageText, type FieldErrors } from '../../forms'
import { MyCompanyAccountCard } from './MyCompanyAccountCard'
import { ErrorBox, LoadingImage, LockToggle, PageHeader, TextField, useAlerts, Panel, useDocumentTitle } from '../../ui'

interface ProfileValues {
  firstName: string
  lastName: string
  email: string
  /** Blank keeps the current password. */
  password: string
  /** Asked for when the email or the password changes, so a borrowed session cannot take the account over. */
  currentPassword: string
}

/** True when saving these values needs the current password. */
const needsCurrentPassword = (values: ProfileValues, savedEmail: string) =>
  values.password.length > 0 || values.email.trim().toLowerCase() !== savedEmail.toLowerCase()

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  .full {
    grid-column: 1 / -1;
  }
  .password {
    grid-column: 1 / -1;
    padding-top: ${({ theme }) => theme.space(2)};
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  .password h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.text.md};
  }
  .password p {
    margin: 0 0 ${({ theme }) => theme.space(1.5)};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.text.sm};
  }
  .password-fields {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(2)};
    align-items: start;
  }
  @media (max-width: 640px) {
    .password-fields {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
  }
`
/** The two name fields, with what the browser may fill in each. */
const nameFields = [
  ['firstName', 'given-name'],
  ['lastName', 'family-name'],
] as const

const Narrow = styled.div`
  max-width: 760px;
`
const CompanyAccountSpace = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
`

function validateProfile(values: ProfileValues, savedEmail: string): FieldErrors<ProfileValues> {
  const errors = schemaErrors<ProfileValues>(MeUpdateBody, { firstName: values.firstName, lastName: values.lastName, email: values.email })
  if (values.password && !isStrongPassword(values.password)) errors.password = VALIDATION_MESSAGES.passwordTooWeak
  if (needsCurrentPassword(values, savedEmail) && !values.currentPassword) errors.currentPassword = API_MESSAGES.currentPasswordRequired
  return errors
}

/** The server's answers about the current password belong next to its field. */
const CURRENT_PASSWORD_ANSWERS: Partial<Record<string, string>> = {
  [ERROR_CODES.currentPasswordRequired]: API_MESSAGES.currentPasswordRequired,
  [ERROR_CODES.currentPasswordWrong]: API_MESSAGES.currentPasswordWrong,
}

/**
 * /admin/profile: locked by default; admins unlock to edit and may reset their password. A new email
 * or password needs the current password; saving one signs the user out on their other devices.
 */
export function ProfilePage() {
  const { t } = useTranslation()
  const { user, userUpdated } = useAuth()
  const alert = useAlerts()
  const messageText = useMessageText()
  const title = t('pages.profile')
  useDocumentTitle(title)
  const allowed = user ? canEditProfile(user.role) : false
  const query = useQuery(MeDocument, { skip: !allowed })
  const me = query.data?.getMe?.data ?? null
  const [updateMe] = useMutation(UpdateMyProfileDocument, { refetchQueries: ['Me'] })
  const saved = useMemo<ProfileValues | null>(
    () => (me ? { firstName: me.firstName, lastName: me.lastName, email: me.email, password: '', currentPassword: '' } : null),
    [me],
  )
  const key = 'resources.profile'

  const form = useLockedForm<ProfileValues>({
    saved,
    validate: (values) => validateProfile(values, me?.email ?? values.email),
    onSubmit: async (values) => {
      const withPassword = values.password.length > 0
      const withCurrent = needsCurrentPassword(values, me?.email ?? values.email)
      try {
        await updateMe({
          variables: {
            input: {
              firstName: values.firstName.trim(),
              lastName: values.lastName.trim(),
              email: values.email.trim(),
              ...(withPassword ? { password: values.password } : {}),
              ...(withCurrent ? { currentPassword: values.currentPassword } : {}),
            },
          },
        })
      } catch (error) {
        const answer = CURRENT_PASSWORD_ANSWERS[errorCode(error) ?? '']
        if (answer) {
          form.setErrors({ currentPassword: answer })
          return false
        }
        throw error
      }
      userUpdated({ firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim() })
      const updated = withPassword ? t(`${key}.updatedWithPassword`) : t(`${key}.updated`)
      alert.success(withCurrent ? `${updated} ${t(`${key}.otherSessionsEnded`)}` : updated)
      return { ...values, password: '', currentPassword: '' }
    },
  })

  // Location staff and API users have no profile page (docs/RULES.md#roles).
  if (user && !allowed) return <Navigate to="/admin/dashboard" replace />
  if (!me) {
    if (query.error) return <ErrorBox role="alert">{serverMessage(query.error) ?? t('errors.loadFailed')}</ErrorBox>
    return <LoadingImage />
  }

  const { values, isLocked } = form
  const role = roleFromGraphql(me.role)
  const passwordError = form.errors.password === VALIDATION_MESSAGES.passwordTooWeak ? t(`${key}.passwordRule`) : messageText(form.errors.password)
  const currentPasswordError = messageText(form.errors.currentPassword)
  const askCurrent = !isLocked && needsCurrentPassword(values, me.email)

  return (
    <Narrow>
      <PageHeader title={title} subtitle={t(`${key}.subtitle`)} actions={<LockToggle {...form.lockProps} />} />
      <Panel id="profile" title={t(`${key}.detailsTitle`)} subtitle={isLocked ? t(`${key}.lockedHint`) : t(`${key}.unlockedHint`)}>
        <LockedFormBody form={form} unsavedText={t(`${key}.unsaved`)} submitText={t(`${key}.update`)} failedText={t(`${key}.failed`)}>
          <Fields>
            {nameFields.map(([name, autoComplete]) => (
              <TextField
                key={name}
                label={t(`${key}.fields.${name}`)}
                isRequired
                maxLength={32}
                isReadOnly={isLocked}
                value={values[name]}
                onChange={(value) => form.setField(name, value)}
                errorMessage={messageText(form.errors[name])}
                autoComplete={autoComplete}
              />
            ))}
            <TextField
              label={t(`${key}.fields.email`)}
              type="email"
              isRequired
              isReadOnly={isLocked}
              value={values.email}
              onChange={(value) => form.setField('email', value)}
              errorMessage={messageText(form.errors.email)}
              autoComplete="email"
            />
            <TextField label={t(`${key}.fields.role`)} isReadOnly value={t(`roles.${role}`)} description={t(`${key}.roleHint`)} />
            <div className="password">
              <h3>{t(`${key}.passwordTitle`)}</h3>
              <p>{t(`${key}.passwordHint`)}</p>
              <div className="password-fields">
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
                {askCurrent || form.errors.currentPassword ? (
                  <TextField
                    label={t(`${key}.fields.currentPassword`)}
                    type="password"
                    isRequired
                    value={values.currentPassword}
                    onChange={(value) => form.setField('currentPassword', value)}
                    errorMessage={currentPasswordError}
                    autoComplete="current-password"
                    description={t(`${key}.currentPasswordHint`)}
                  />
                ) : null}
              </div>
            </div>
          </Fields>
        </LockedFormBody>
      </Panel>
      <CompanyAccountSpace>
        <MyCompanyAccountCard />
      </CompanyAccountSpace>
    </Narrow>
  )
}
