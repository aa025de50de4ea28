import { useParams } from 'react-router-dom'
import { useAuth } from '../../auth/AuthContext'
import { SignInExchangeView, useSignInExchange } from './SignInExchange'

/** /login/{token}: single sign-on with the path's token, then the dashboard (docs/RULES.md#sign-in). */
export function SsoPage() {
  const { token = '' } = useParams()
  const { ssoLogin } = useAuth()
  // The token must not stay in the browser's history (docs/SECURITY.md): the address bar keeps only /login/sso.
  const { isAuthenticated, errorText } = useSignInExchange('/login/sso', token, ssoLogin)
  return <SignInExchangeView isAuthenticated={isAuthenticated} failure={errorText} />
}
