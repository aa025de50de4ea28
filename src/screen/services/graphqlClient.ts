import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core'
import { SCREEN_TOKEN_HEADER } from '../../shared/constants'
import { ScreenApiError, screenFetch, type RequestOptions } from './http'

export { ScreenApiError, type RequestOptions }

interface GraphqlBody<T> {
  data?: T | null
  errors?: { message: string; extensions?: { status?: number } }[]
}

/** POST /graphql (pairing: the screen has no token yet); rejects with ScreenApiError (status from the REST error). */
export async function screenRequest<TResult, TVariables>(
  /** A query string from src/screen/gql (codegen's string mode: no GraphQL parser or printer in the screen). */
  document: DocumentTypeDecoration<TResult, TVariables> & { toString(): string },
  variables: TVariables,
  options: RequestOptions = {},
): Promise<TResult> {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (options.token) headers[SCREEN_TOKEN_HEADER] = options.token
  const response = await screenFetch('/graphql', { method: 'POST', headers, body: JSON.stringify({ query: document.toString(), variables }) }, options)
  let body: GraphqlBody<TResult>
  try {
    body = (await response.json()) as GraphqlBody<TResult>
  } catch {
    throw new ScreenApiError(`Request failed with status code ${response.status}`, response.status)
  }
  const first = body.errors?.[0]
  if (first) throw new ScreenApiError(first.message, first.extensions?.status ?? (response.ok ? undefined : response.status))
  if (!response.ok || !body.data) throw new ScreenApiError(`Request failed with status code ${response.status}`, response.status)
  return body.data
}
