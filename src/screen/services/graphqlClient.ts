import type { TypedDocumentNode } from '@graphql-typed-document-node/core'
import { print } from 'graphql/language/printer'
import { SCREEN_TOKEN_HEADER } from '../../shared/constants'

/** A failed screen call; `status` is the REST status Mesh keeps in `extensions` (404 forgets the token). */
export class ScreenApiError extends Error {
  readonly status: number | undefined
  constructor(message: string, status: number | undefined) {
    super(message)
    this.name = 'ScreenApiError'
    this.status = status
  }
}

interface GraphqlBody<T> {
  data?: T | null
  errors?: { message: string; extensions?: { status?: number } }[]
}

const printed = new WeakMap<object, string>()

function queryText(document: object): string {
  let text = printed.get(document)
  if (!text) printed.set(document, (text = print(document as Parameters<typeof print>[0])))
  return text
}

export interface RequestOptions {
  token?: string | null
  /** Survives the page unloading (the hard-refresh clear is sent just before a reload). */
  keepalive?: boolean
  signal?: AbortSignal
  /** Default 15 s: a stalled call must not hold a poll forever (the HTTP client itself has none). */
  timeoutMs?: number
}

/** POST /graphql with the screen token header; rejects with ScreenApiError (status from the REST error). */
export async function screenRequest<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  options: RequestOptions = {},
): Promise<TResult> {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (options.token) headers[SCREEN_TOKEN_HEADER] = options.token
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 15_000)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  let response: Response
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: queryText(document), variables }),
      keepalive: options.keepalive,
      signal,
      cache: 'no-store',
    })
  } catch (error) {
    throw new ScreenApiError(error instanceof Error ? error.message : 'Network Error', undefined)
  }
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
