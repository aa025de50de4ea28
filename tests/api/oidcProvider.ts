import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

/** What the provider says of an account: its email and whether it verified it. */
export interface TestAccount {
  email: string
  email_verified: boolean
  given_name?: string
  family_name?: string
}

/** How a token request authenticated this client: the secret in the Authorization header (Basic) or in the body. */
export type TokenAuth = 'client_secret_basic' | 'client_secret_post'

export interface TestProvider {
  issuer: string
  clientId: string
  clientSecret: string
  /** How each token request so far sent the client's secret, in order. */
  tokenRequests: TokenAuth[]
  close(): Promise<void>
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 at a free port, with one confidential
 * client and these accounts. Its development sign-in page takes an account's id as the login and any
 * password, then asks for consent: a test drives it as a browser would.
 */
export async function startOidcProvider(options: {
  accounts: Record<string, TestAccount>
  redirectUris: string[]
  postLogoutRedirectUris: string[]
  /**
   * The client authentication the provider takes at its token endpoint (and lists in its discovery
   * document's token_endpoint_auth_methods_supported); the client is registered with the first.
   * Unset: oidc-provider's defaults, Basic and the body among them.
   */
  clientAuthMethods?: TokenAuth[]
}): Promise<TestProvider> {
  const server: Server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const clientId = 'studio-screens'
  const clientSecret = 'a-client-secret-for-the-tests-only'
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        ...(options.clientAuthMethods ? { token_endpoint_auth_method: options.clientAuthMethods[0] } : {}),
      },
    ],
    ...(options.clientAuthMethods ? { clientAuthMethods: options.clientAuthMethods } : {}),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    findAccount: (_context, id) => {
      const account = options.accounts[id]
      return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined
    },
    cookies: { keys: ['oidc-test-cookie-key'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
  })
  const tokenRequests: TokenAuth[] = []
  const handle = provider.callback()
  server.on('request', (request, response) => {
    if (request.method === 'POST' && request.url === '/token') {
      tokenRequests.push(request.headers.authorization?.startsWith('Basic ') ? 'client_secret_basic' : 'client_secret_post')
    }
    handle(request, response)
  })
  return {
    issuer,
    clientId,
    clientSecret,
    tokenRequests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/**
 * Plays a browser at the provider: opens the authorization address, signs in as `login` on its
 * development page, consents, and answers where the provider sends the browser back (the app's
 * callback with its query). Cookies are kept by name, as one host's cookies.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const cookies = new Map<string, string>()
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const [name, ...value] = pair.split('=')
      if (value.join('=')) cookies.set(name.trim(), value.join('='))
      else cookies.delete(name.trim())
    }
  }
  const send = async (url: URL, body?: URLSearchParams) => {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const response = await fetch(url, { method: body ? 'POST' : 'GET', body, headers: { cookie }, redirect: 'manual' })
    keep(response)
    return response
  }
  const issuerOrigin = new URL(authorizationUrl).origin
  let url = new URL(authorizationUrl)
  let body: URLSearchParams | undefined
  for (let step = 0; step < 20; step++) {
    const response = await send(url, body)
    body = undefined
    const location = response.headers.get('location')
    if (location) {
      url = new URL(location, url)
      if (url.origin !== issuerOrigin || url.pathname.endsWith('/api/v1/auth/oidc/callback')) return url
      continue
    }
    const page = await response.text()
    if (response.status !== 200) throw new Error(`provider answered ${response.status}: ${page}`)
    // The development pages: a sign-in form, then a consent form, each posting to its action.
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1]
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1]
    if (!action || !prompt) throw new Error(`unexpected provider page: ${page}`)
    url = new URL(action.replaceAll('&amp;', '&'), url)
    body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt })
  }
  throw new Error('the provider never sent the browser back')
}
