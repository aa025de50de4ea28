import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useParams } from 'react-router-dom'
import { useAuth } from '../../auth/AuthContext'
import { ErrorBox, Link, LoadingImage, Spinner } from '../../ui'
import { AuthLayout } from './AuthLayout'
import { useAuthErrorText } from './LoginPage'

/** /login/{token}: single sign-on with the path's token, then the dashboard (docs/RULES.md#sign-in). */
export function SsoPage() {
  const { t } = useTranslation()
  const { token = '' } = useParams()
  const { isAuthenticated, loading, error, ssoLogin } = useAuth()
  const started = useRef(false)
  const errorText = useAuthErrorText(error)

  useEffect(() => {
    // Wait for a user check already under way (a stored token) before trying the SSO token.
    if (started.current || isAuthenticated || loading) return
    started.current = true
    // The token must not stay in the browser's history (docs/SECURITY.md): the address bar keeps
    // only /login/sso while the token is exchanged. The router is not told, so this page stays.
    window.history.replaceState(window.history.state, '', '/login/sso')
    ssoLogin(token)
  }, [token, isAuthenticated, loading, ssoLogin])

  // The admin pages' code may still be downloading: show the loading image, not an empty page.
  if (isAuthenticated)
    return (
      <>
        <Navigate to="/admin/dashboard" replace />
        <LoadingImage />
      </>
    )

  return (
    <AuthLayout title={t('app.name')} subtitle={errorText ? undefined : t('auth.ssoProgress')}>
      {errorText ? (
        <>
          <ErrorBox role="alert">{errorText}</ErrorBox>
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
