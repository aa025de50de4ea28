import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router-dom'
import { useAuth } from '../../auth/AuthContext'
import { ErrorBox, Link, LoadingImage, Spinner } from '../../ui'
import { AuthLayout } from './AuthLayout'
import { useAuthErrorText } from './LoginPage'

/** What the server's callback put after the `#`: a one-time code, or the code of a refusal (never sent to any server). */
function readFragment(): { code: string | null; refusal: string | null } {
  const fragment = new URLSearchParams(window.location.hash.slice(1))
  return { code: fragment.get('code'), refusal: fragment.get('error') }
}

/**
 * /login/oidc: where an OpenID Connect sign-in comes back (docs/SECURITY.md#openid-connect-sign-in).
 * The one-time code is exchanged for a session, as a password sign-in gets one; a refusal (no account
 * for this email, an unverified email, a disabled account) is said in the reader's language.
 */
export function OidcPage() {
  const { t, i18n } = useTranslation()
  const { isAuthenticated, loading, error, oidcLogin } = useAuth()
  const [{ code, refusal }] = useState(readFragment)
  const started = useRef(false)
  const errorText = useAuthErrorText(error)

  useEffect(() => {
    if (started.current || isAuthenticated || loading) return
    started.current = true
    // Neither the code nor the refusal stays in the address bar or the browser's history.
    window.history.replaceState(window.history.state, '', '/login/oidc')
    if (code) oidcLogin(code)
  }, [code, isAuthenticated, loading, oidcLogin])

  if (isAuthenticated)
    return (
      <>
        <Navigate to="/admin/dashboard" replace />
        <LoadingImage />
      </>
    )

  const refusalText = refusal ? t(`apiErrors.${refusal}`, { defaultValue: i18n.t('apiErrors.OIDC_FAILED') }) : code ? errorText : t('apiErrors.OIDC_FAILED')
  return (
    <AuthLayout title={t('app.name')} subtitle={refusalText ? undefined : t('auth.ssoProgress')}>
      {refusalText ? (
        <>
          <ErrorBox role="alert">{refusalText}</ErrorBox>
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
