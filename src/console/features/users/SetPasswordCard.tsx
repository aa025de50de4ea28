import { useMutation } from '@apollo/client/react'
import { useState } from 'react'
import { Form } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { VALIDATION_MESSAGES } from '../../../shared/messages'
import { isStrongPassword } from '../../../shared/validation'
import { SetUserPasswordDocument, type UserDetailFieldsFragment } from '../../../gql/graphql'
import { serverMessage } from '../../api/apollo'
import { useAuth } from '../../auth/AuthContext'
import { useMessageText } from '../../forms'
import { Button, Card, CardHead, ConfirmDialog, Link, TextField, useAlerts } from '../../ui'

// The card's head as on the other cards of the page, its hint a little further below the heading.
const Head = styled(CardHead)`
  p {
    margin: ${({ theme }) => theme.space(0.5)} 0 1em;
  }
`
const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2.5)};
  max-width: 760px;
  .action {
    padding-top: 26px;
  }
  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
    .action {
      padding-top: 0;
    }
  }
`
const Note = styled.p`
  padding: ${({ theme }) => theme.space(2.5)};
`

/**
 * A super-admin sets a new password for another user; the server ends every session of that user.
 * Their own password changes on the profile page, which asks for the current one.
 */
export function SetPasswordCard({ user }: { user: UserDetailFieldsFragment }) {
  const { t } = useTranslation()
  const alert = useAlerts()
  const { user: me } = useAuth()
  const [setUserPassword, state] = useMutation(SetUserPasswordDocument)
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [confirming, setConfirming] = useState(false)
  const names = { firstName: user.firstName, lastName: user.lastName }
  const translate = useMessageText()

  const ask = () => {
    if (!isStrongPassword(password)) {
      setError(translate(VALIDATION_MESSAGES.passwordTooWeak))
      return
    }
    setError(undefined)
    setConfirming(true)
  }

  const confirm = async () => {
    try {
      await setUserPassword({ variables: { id: user.id, input: { password } } })
      setPassword('')
      alert.success(t('resources.users.messages.passwordSet', names))
    } catch (failure) {
      const message = serverMessage(failure)
      setError(message ? translate(message) : t('resources.users.messages.passwordSetFailed'))
    }
    setConfirming(false)
  }

  return (
    <Card aria-labelledby="user-password-heading">
      <Head>
        <div>
          <h2 id="user-password-heading">{t('resources.users.passwordSection')}</h2>
          <p>{t('resources.users.hints.setPassword')}</p>
        </div>
      </Head>
      {me?.id === user.id ? (
        <Note>
          {t('resources.users.hints.ownPassword')} <Link href="/admin/profile">{t('resources.users.goToProfile')}</Link>
        </Note>
      ) : (
        <Form
          onSubmit={(event) => {
            event.preventDefault()
            ask()
          }}
          validationBehavior="aria"
        >
          <Body>
            <TextField
              label={t('resources.users.fields.newPassword')}
              type="password"
              isRequired
              value={password}
              onChange={(value) => {
                setPassword(value)
                setError(undefined)
              }}
              errorMessage={error}
              autoComplete="new-password"
              description={t('resources.users.hints.password')}
            />
            <div className="action">
              <Button variant="secondary" type="submit" isDisabled={!password}>
                {t('resources.users.setPassword')}
              </Button>
            </div>
          </Body>
        </Form>
      )}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={(open) => !open && setConfirming(false)}
        title={t('resources.users.setPasswordTitle')}
        message={t('resources.users.setPasswordConfirm', names)}
        confirmLabel={t('resources.users.setPassword')}
        variant="primary"
        isPending={state.loading}
        onConfirm={() => void confirm()}
      />
    </Card>
  )
}
