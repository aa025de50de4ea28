import { useEffect, useState } from 'react'
import { Form } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router-dom'
import { useAuth } from '../../auth/AuthContext'
import type { AuthError } from '../../auth/authMachine'
import { Button, ErrorBox, LoadingImage, TextField } from '../../ui'
import { AuthLayout } from './AuthLayout'

/** The server's message, or SPEC §5's fallback when no answer came. */
export function useAuthErrorText(error: AuthError | null): string | null {
  const { t } = useTranslation()
  if (!error) return null
  return error.kind === 'server' ? error.message : t('auth.invalidCredentials')
}

export function LoginPage() {
  const { t } = useTranslation()
  const { isAuthenticated, submitting, loading, error, login, clearError } = useAuth()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [missing, setMissing] = useState<{ email?: boolean; password?: boolean }>({})
  const errorText = useAuthErrorText(error)

  useEffect(() => {
    document.title = `${t('auth.signIn')} · ${t('app.name')}`
  }, [t])

  // The admin pages' code may still be downloading: show the loading image, not an empty page.
  if (isAuthenticated)
    return (
      <>
        <Navigate to="/admin/dashboard" replace />
        <LoadingImage />
      </>
    )

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const nextMissing = { email: !email.trim(), password: !password }
    setMissing(nextMissing)
    if (nextMissing.email || nextMissing.password) return
    login(email.trim(), password)
  }

  const busy = submitting || loading

  return (
    <AuthLayout title={t('app.name')} subtitle={t('auth.subtitle')}>
      {errorText ? (
        <ErrorBox role="alert" id="login-error">
          {errorText}
        </ErrorBox>
      ) : null}
      <Form onSubmit={submit} validationBehavior="aria" aria-describedby={errorText ? 'login-error' : undefined}>
        <TextField
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="username"
          isRequired
          autoFocus
          value={email}
          onChange={(value) => {
            setEmail(value)
            if (error) clearError()
          }}
          errorMessage={missing.email ? t('auth.emailRequired') : undefined}
        />
        <TextField
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          isRequired
          value={password}
          onChange={(value) => {
            setPassword(value)
            if (error) clearError()
          }}
          errorMessage={missing.password ? t('auth.passwordRequired') : undefined}
        />
        <Button type="submit" variant="primary" isPending={busy} className="submit">
          {busy ? t('auth.signingIn') : t('auth.signIn')}
        </Button>
      </Form>
    </AuthLayout>
  )
}
