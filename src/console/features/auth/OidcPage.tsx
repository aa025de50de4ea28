import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAuth } from '../../auth/AuthContext'
import { SignInExchangeView, useSignInExchange } from './SignInExchange'

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
  const { oidcLogin } = useAuth()
  const [{ code, refusal }] = useState(readFragment)
  // Neither the code nor the refusal stays in the address bar or the browser's history.
  const { isAuthenticated, errorText } = useSignInExchange('/login/oidc', code, oidcLogin)
  const refusalText = refusal ? t(`apiErrors.${refusal}`, { defaultValue: i18n.t('apiErrors.OIDC_FAILED') }) : code ? errorText : t('apiErrors.OIDC_FAILED')
  return <SignInExchangeView isAuthenticated={isAuthenticated} failure={refusalText} />
}
