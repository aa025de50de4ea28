import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router-dom'
import { useAuth } from '../../auth/AuthContext'
import { ErrorBox, Link, LoadingImage, Spinner } from '../../ui'
import { AuthLayout } from './AuthLayout'
import { useAuthErrorText } from './LoginPage'

/**
 * A sign-in that trades a one-time token for a session (single sign-on's token, OpenID Connect's code).
 * Waits for a user check already under way (a stored token), then takes `path` for the address, so the
 * token stays neither in the address bar nor in the browser's history (the router is not told, so the
 * page stays), and sends the token once, when there is one. Answers the sign-in state and its error's words.
 */
export function useSignInExchange(path: string, token: string | null, exchange: (token: string) => void) {
  const { isAuthenticated, loading, error } = useAuth()
  const started = useRef(false)
  const errorText = useAuthErrorText(error)

  useEffect(() => {
    if (started.current || isAuthenticated || loading) return
    started.current = true
    window.history.replaceState(window.history.state, '', path)
    if (token) exchange(token)
  }, [path, token, isAuthenticated, loading, exchange])

  return { isAuthenticated, errorText }
}

/** The page of such a sign-in: on to the dashboard once signed in, else a spinner, or the failure with a way back. */
export function SignInExchangeView({ isAuthenticated, failure }: { isAuthenticated: boolean; failure: string | null }) {
  const { t } = useTranslation()
  // The admin pages' code may still be downloading: show the loading image, not an empty page.
  if (isAuthenticated)
    return (
      <>
        <Navigate to="/admin/dashboard" replace />
        <LoadingImage />
      </>
    )
  return (
    <AuthLayout title={t('app.name')} subtitle={failure ? undefined : t('auth.ssoProgress')}>
      {failure ? (
        <>
          <ErrorBox role="alert">{failure}</ErrorBox>
          <p style={{ textAlign: 'center' }}>
            <Link href="/login">{t('auth.backToSignIn')}</Link>
          </p>
        </>
      ) : (
        <div style={{ display: 'grid', placeItems: 'center', padding: 16 }}>
          <Spinner size={40} />
        </div>
      )}
    </AuthLayout>
  )
}
