import * as client from 'openid-client'
import type { OidcSettings } from '../../lib/oidcConfig'

/** What the provider says of the person who signed in, as far as we use it. */
export interface OidcIdentity {
  /** The provider's issuer and `sub`: together, the person (docs/SECURITY.md#openid-connect-sign-in). */
  issuer: string
  subject: string
  email: string | null
  /** True only when the provider says so (`email_verified: true`); an email alone proves nothing. */
  emailVerified: boolean
  firstName: string | null
  lastName: string | null
  idToken: string
}

/** The three values that tie a provider's answer to the request we sent (state, nonce, PKCE). */
export interface OidcChecks {
  state: string
  nonce: string
  codeVerifier: string
}

export type OidcClient = ReturnType<typeof createOidcClient>

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

/**
 * The relying party's side of the authorization code flow with PKCE (openid-client). The provider's
 * metadata is discovered on first use and kept; a failed discovery is tried again on the next sign-in.
 */
export function createOidcClient(settings: OidcSettings) {
  const insecure = new URL(settings.issuer).protocol === 'http:'
  let discovered: Promise<client.Configuration> | null = null

  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(new URL(settings.issuer), settings.clientId, undefined, client.None(), insecure ? { execute: [client.allowInsecureRequests] } : undefined)
      .then((found) => {
        // The token request authenticates as the provider says it accepts (token_endpoint_auth_methods_supported).
        const metadata = found.serverMetadata()
        const config = new client.Configuration(metadata, settings.clientId, undefined, clientAuthentication(metadata, settings.clientSecret))
        if (insecure) client.allowInsecureRequests(config)
        return config
      })
      .catch((error: unknown) => {
        discovered = null
        throw error
      })
    return discovered
  }

  return {
    /** Fresh random values for one sign-in. */
    newChecks(): OidcChecks {
      return { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() }
    },

    /** The provider's authorization address for these checks (throws when the provider cannot be reached). */
    async authorizationUrl(checks: OidcChecks): Promise<string> {
      const config = await configuration()
      return client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      }).href
    },

    /**
     * Exchanges the callback's code (with the PKCE verifier) and checks the ID token: signature, issuer,
     * audience, expiry, state and nonce. A provider that leaves the email out of the ID token is asked
     * at its userinfo endpoint, for the same subject. Throws on any mismatch.
     */
    async identify(callbackQuery: string, checks: OidcChecks): Promise<OidcIdentity> {
      const config = await configuration()
      // The registered address, not the one this request reached us by (a proxy may stand in between).
      const callbackUrl = new URL(`${settings.redirectUri}?${callbackQuery}`)
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      })
      const idClaims = tokens.claims()
      if (!idClaims || !tokens.id_token) throw new Error('The provider sent no ID token')
      let claims: Record<string, unknown> = idClaims
      if (typeof claims.email !== 'string' || claims.email_verified === undefined) {
        claims = { ...(await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)), ...stripUndefined(idClaims) }
      }
      return {
        issuer: idClaims.iss,
        subject: idClaims.sub,
        // As the provider wrote it: providerEmailAsAccountEmail() decides whether an account could hold it.
        email: text(claims.email),
        emailVerified: claims.email_verified === true,
        firstName: text(claims.given_name),
        lastName: text(claims.family_name),
        idToken: tokens.id_token,
      }
    },

    /** The provider's sign-out address for a session it signed in, or null when it has none (or cannot be reached). */
    async endSessionUrl(idToken: string): Promise<string | null> {
      try {
        const config = await configuration()
        if (!config.serverMetadata().end_session_endpoint) return null
        return client.buildEndSessionUrl(config, { id_token_hint: idToken, post_logout_redirect_uri: settings.postLogoutRedirectUri }).href
      } catch {
        return null
      }
    },
  }
}

function stripUndefined(claims: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== undefined))
}

/**
 * How the token request proves it is this client: in the Authorization header (client_secret_basic) or
 * in the body (client_secret_post), as the provider's discovery document lists. Basic wherever the
 * provider allows it: OAuth 2.0 requires every provider to take it, and it is what OpenID Connect means
 * when `token_endpoint_auth_methods_supported` is left out. The body only for a provider that lists it
 * without Basic.
 */
export function clientAuthentication(metadata: client.ServerMetadata, clientSecret: string): client.ClientAuth {
  const supported = metadata.token_endpoint_auth_methods_supported
  if (supported && !supported.includes('client_secret_basic') && supported.includes('client_secret_post')) return client.ClientSecretPost(clientSecret)
  return client.ClientSecretBasic(clientSecret)
}

/**
 * What the provider said when it refused (`invalid_grant: grant request is invalid`), for the audit log;
 * openid-client's own message ("server responded with an error in the response body") says nothing of it.
 */
export function providerRefusal(error: unknown): string {
  const { error: code, error_description: description, message } = (error ?? {}) as { error?: unknown; error_description?: unknown; message?: unknown }
  if (typeof code === 'string' && code) return typeof description === 'string' && description ? `${code}: ${description}` : code
  return typeof message === 'string' ? message : String(error)
}
