import { useEffect, useState } from 'react'
import { Form } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router-dom'
import { useAuth } from '../../auth/AuthContext'
import type { AuthError } from '../../auth/authMachine'
import { Button, ErrorBox, LoadingImage, TextField } from '../../ui'
import { AuthLayout } from './AuthLayout'
import { toLocale } from '../../i18n/languages'
import { useSignInOptions } from '../../api/signInOptions'

/** Errors the console words itself, in the reader's language, by the server's `code`. */
const CODED_ERRORS: Record<string, string> = {
  SIGN_IN_DELAYED: 'auth.signInDelayed',
  TOO_MANY_ATTEMPTS: 'auth.tooManyAttempts',
  SERVER_BUSY: 'auth.serverBusy',
}

/** The server's message (in the reader's language when its code is known), or docs/RULES.md#validation's fallback when no answer came. */
export function useAuthErrorText(error: AuthError | null): string | null {
  const { t, i18n } = useTranslation()
  if (!error) return null
  if (error.kind !== 'server') return t('auth.invalidCredentials')
  const key = error.code ? CODED_ERRORS[error.code] : undefined
  if (!key) return error.message
  // When to try again, as a clock time in the reader's language (no plural forms to get wrong).
  const at = new Date(Date.now() + (error.retryAfter ?? 60) * 1000)
  return t(key, { time: at.toLocaleTimeString(toLocale(i18n.language), { hour: 'numeric', minute: '2-digit' }) })
}

export function LoginPage() {
  const { t } = useTranslation()
  const { isAuthenticated, submitting, loading, error, login, clearError } = useAuth()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [missing, setMissing] = useState<{ email?: boolean; password?: boolean }>({})
  const errorText = useAuthErrorText(error)
  const config = useSignInOptions()

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
      {config?.oidcSignIn ? (
        <>
          <p className="or">{t('auth.orDivider')}</p>
          {/* A whole-page visit: the server sends the browser on to the identity provider. */}
          <Button variant="secondary" className="submit" onPress={() => window.location.assign('/api/v1/auth/oidc/start')}>
            {t('auth.signInWith', { name: config.oidcName ?? t('auth.companyAccount') })}
          </Button>
        </>
      ) : null}
    </AuthLayout>
  )
}
