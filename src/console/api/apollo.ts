import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client'
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors'
import { SetContextLink } from '@apollo/client/link/context'
import { ErrorLink } from '@apollo/client/link/error'
import { clearToken, readToken } from './token'
import { i18n } from '../i18n'
import { translateMessage } from '../i18n/apiErrors'

/** Operations whose 401 means "wrong credentials", not "your session ended". */
const SIGN_IN_OPERATIONS = new Set(['Login', 'SsoLogin', 'Logout'])

export interface ApolloOptions {
  /** Called when the server says the session is gone: the app signs out and shows /login. */
  onUnauthenticated: () => void
  uri?: string
}

export function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((item) => item.extensions?.code === 'UNAUTHENTICATED')
  return ServerError.is(error) && error.statusCode === 401
}

/**
 * The server's words for a failed call (docs/RULES.md#errors-and-alerts: the `error` text) in the
 * reader's language, by its error code; undefined when there was no answer. Decide by
 * `errorCode`, never by these words.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined
  return translateMessage(i18n, error.errors[0]?.message || undefined, errorCode(error))
}

/** The server's own words, untranslated: for a form that keeps a field's message as the rule states it. */
export function serverWords(error: unknown): string | undefined {
  return CombinedGraphQLErrors.is(error) ? error.errors[0]?.message || undefined : undefined
}

/** The REST answer's own code (LOCATION_NOT_FOUND, VIDEO_LINK_EMPTY, STALE_VERSION, …), else GraphQL's. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined
  const extensions = error.errors[0]?.extensions
  const code = extensions?.errorCode ?? extensions?.code
  return typeof code === 'string' ? code : undefined
}

/** True when a save was refused because someone saved in between (409 or 412: the version was stale). */
export function isStaleVersion(error: unknown): boolean {
  const code = errorCode(error)
  return code === 'STALE_VERSION' || code === 'CONFLICT'
}

/** How long the server asked to wait (a 429 or 503), in seconds, when it said. */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined
  const seconds = error.errors[0]?.extensions?.retryAfter
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined
}

export function createApolloClient({ onUnauthenticated, uri = '/graphql' }: ApolloOptions) {
  const authLink = new SetContextLink((previous) => {
    const token = readToken()
    const headers = (previous.headers ?? {}) as Record<string, string>
    return token ? { headers: { ...headers, Authorization: `Bearer ${token}` } } : {}
  })

  const errorLink = new ErrorLink(({ error, operation }) => {
    if (SIGN_IN_OPERATIONS.has(operation.operationName ?? '')) return
    if (isUnauthenticated(error)) {
      clearToken()
      onUnauthenticated()
    }
  })

  return new ApolloClient({
    link: ApolloLink.from([errorLink, authLink, new HttpLink({ uri })]),
    cache: new InMemoryCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network' },
    },
  })
}
