import { z } from 'zod'
import { MAX_PAGE_SIZE, NAME_MAX, PAGE_SIZE } from '../constants'
import { API_MESSAGES, FIELD_MESSAGES } from '../messages'
import { isUuid } from '../uuid'

/** The body of every error answer: `{ error, code }`, the words for people and a stable code to act on or translate (docs/API-CONVENTIONS.md#envelope-and-errors). */
export const ErrorResponse = z
  .object({
    error: z.string().describe('What went wrong, in words for people'),
    code: z
      .string()
      .optional()
      .describe('A stable name of the error, such as LOCATION_NOT_FOUND, INVALID_ID or INVALID_INPUT: clients translate and act on it, never on the words'),
    fields: z.record(z.string(), z.string()).optional().describe('For invalid input: each field at fault (its path in the request) with its own message'),
  })
  .meta({ id: 'ErrorResponse' })

/** Paging facts of a list answer. */
export const ListMeta = z.object({ total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }).meta({ id: 'ListMeta' })

export const OkResponse = z.object({ data: z.object({ ok: z.boolean() }) }).meta({ id: 'OkResponse' })

/** An ISO-8601 timestamp in a request, checked strictly. */
export const dateTimeInput = () => z.iso.datetime({ offset: true })

/**
 * The `updatedAt` of an update body: the version the user edited, for the optimistic concurrency
 * check (`assertFresh`, docs/API-CONVENTIONS.md#envelope-and-errors).
 */
export const editedVersion = () =>
  dateTimeInput()
    .optional()
    .describe('updatedAt of the version being edited: a newer one answers 409 (or send If-Match with the ETag; neither applies the write as it is)')

// Output fields carry a format but no pattern: Mesh turns a pattern into a one-off regex scalar.
/** An ISO-8601 UTC timestamp in a response. */
export const dateTime = () => z.string().meta({ format: 'date-time' })

/** A UUID in a response. */
export const uuid = () => z.string().meta({ format: 'uuid' })

/** A required, trimmed text field with a maximum length. */
export const requiredText = (max: number = NAME_MAX) =>
  z.string({ error: FIELD_MESSAGES.required }).trim().min(1, { error: FIELD_MESSAGES.required, abort: true }).max(max, FIELD_MESSAGES.tooLong)

/**
 * An id in a path: a UUID, refused with a clear 400 before anything is looked up. A refinement, not
 * a format: the GraphQL schema keeps these arguments plain strings (docs/GRAPHQL.md).
 */
export const idParam = () => z.string().refine(isUuid, { error: API_MESSAGES.idFormat })
export const IdParams = z.object({ id: idParam() })

/**
 * An id in a body or a query string: a UUID (GraphQL type `UUID`), refused with the same words as
 * a malformed path id; a missing one is `Required`.
 */
export const idField = () => z.guid({ error: (issue) => (issue.input === undefined ? FIELD_MESSAGES.required : API_MESSAGES.idFormat) })

/** Query parameters shared by every list: free-text search and 1-based paging. */
export const listQuery = {
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
}

/** The query of a list with no filters of its own (rounds, releases). */
export const ListQuery = z.object(listQuery)
export type ListQuery = z.infer<typeof ListQuery>

/** `{ data }` envelope of one item, as a named component. */
export function dataEnvelope<T extends z.ZodType>(item: T, id: string) {
  return z.object({ data: item }).meta({ id })
}

/** The `security` of an operation anyone may call without a token: the API document says so (an empty list). */
export const NO_TOKEN: [] = []

/** `{ data, meta }` envelope of a page of items, as a named component. */
export function listEnvelope<T extends z.ZodType>(item: T, id: string) {
  return z.object({ data: z.array(item), meta: ListMeta }).meta({ id })
}

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 412 | 413 | 429 | 503

/** Error answers a route documents, all with the `ErrorResponse` body. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof ErrorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponse])) as Record<S, typeof ErrorResponse>
}
