// What a GraphQL client is told when an operation fails: the REST answer's words, status and code, never Mesh's
// upstream details. Loaded with the GraphQL gateway, after the server answers (plugins/graphql.ts).
import { GraphQLError } from 'graphql'
import { codeOfMessage, ERROR_CODES } from '../../shared/messages'

const NAMED_CODES: ReadonlySet<string> = new Set(Object.values(ERROR_CODES))

const codeByStatus: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
}

interface UpstreamExtensions {
  response?: { status?: number; body?: { error?: unknown; code?: unknown }; headers?: Record<string, unknown> }
  http?: { status?: number }
}

// By name, not instanceof: under Vite (the tests) graphql's ESM build and Mesh's CommonJS one are two realms.
function isGraphQLError(value: unknown): value is GraphQLError {
  return value instanceof Error && value.name === 'GraphQLError'
}

/**
 * Turns Mesh's upstream error (which carries the REST request, headers and body) into the
 * REST error text and status alone: clients see exactly what REST would have told them.
 */
export function toClientError(error: unknown): GraphQLError {
  const graphqlError = isGraphQLError(error) ? error : undefined
  const candidates = [graphqlError, graphqlError?.originalError]
  for (const candidate of candidates) {
    const response = (candidate as { extensions?: UpstreamExtensions } | undefined)?.extensions?.response
    if (response?.status) {
      const status = response.status
      const { error: text, code, ...details } = response.body ?? {}
      const message = typeof text === 'string' ? text : `Request failed with status code ${status}`
      const retryAfter = Number(response.headers?.['retry-after'])
      // Documented extras of an error answer (e.g. a workout's `invalidSteps`) travel as extensions.
      // A named situation of the REST answer (CURRENT_PASSWORD_WRONG, SIGN_IN_DELAYED, …) is the GraphQL
      // code too, so a client acts on the same names whichever way it calls; otherwise the status's
      // (UNAUTHENTICATED, NOT_FOUND, …). The REST answer's own code, whatever it is, is `errorCode`.
      const named = typeof code === 'string' && code !== ERROR_CODES.invalidInput && NAMED_CODES.has(code)
      return new GraphQLError(message, {
        path: graphqlError?.path,
        extensions: {
          ...details,
          status,
          code: named ? code : (codeByStatus[status] ?? 'INTERNAL_SERVER_ERROR'),
          ...(typeof code === 'string' ? { errorCode: code } : {}),
          ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter } : {}),
        },
      })
    }
  }
  // Validation errors of the GraphQL document itself are safe and useful to show. A limit's refusal
  // (too many tokens or directives) is one of our sentences: it carries that sentence's code.
  if (graphqlError && !graphqlError.originalError) {
    const words = graphqlError.message.replace(/^Syntax Error: /, '')
    const code = codeOfMessage(words)
    return code ? new GraphQLError(words, { extensions: { ...graphqlError.extensions, status: 400, code } }) : graphqlError
  }
  // A variable the schema refuses (a length or pattern scalar, an enum, PositiveInt) never reaches REST;
  // its message names only the argument and the value the client sent.
  if (graphqlError && (graphqlError.extensions as UpstreamExtensions).http?.status === 400) {
    return new GraphQLError(graphqlError.message, { path: graphqlError.path, extensions: { status: 400, code: codeByStatus[400] } })
  }
  return new GraphQLError('Unexpected error.', { path: graphqlError?.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } })
}
