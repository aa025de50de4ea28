// What one /graphql request may ask of the server (docs/SECURITY.md#graphql). Each limit is checked
// as early as it can be: the body's size before it is read, the document's size before it is parsed,
// its tokens while it is parsed (the parser stops at the limit), directives and cost before it runs (the cost rule,
// which needs graphql's own modules, is in graphqlCost.ts: this file loads with the server, before the gateway).
import { API_MESSAGES } from '../../shared/messages'
import { HttpError } from '../lib/httpErrors'

/**
 * A /graphql body (document and variables). The largest the console sends is a workout saved with its
 * 14 routines: about 150 KB if every link, name and text were at its maximum length in 3-byte characters.
 */
export const GRAPHQL_BODY_LIMIT_BYTES = 192 * 1024
/** The document's text: the largest the apps send is under 1 KB (measured from src/gql and src/screen/gql). */
export const GRAPHQL_DOCUMENT_MAX_BYTES = 16 * 1024
/** Tokens of one document: the largest of the apps' documents has under 100. */
export const GRAPHQL_MAX_TOKENS = 1000
/** Directives in one document: the apps send none; GraphiQL users may use a few @include/@skip. */
export const GRAPHQL_MAX_DIRECTIVES = 20

/** The budget of one operation, and what each root field (each alias of it) costs. */
export const GRAPHQL_MAX_FIELD_COST = 100
/** The reliability report reads every run of every location the caller sees over up to 90 days. */
const REPORT_COST = 60
/** A list (paged) or a report of one location. */
const LIST_COST = 10
const FIELD_COSTS: Readonly<Record<string, number>> = {
  getClassReliability: REPORT_COST,
  getLocationReadiness: LIST_COST,
  getClassRun: LIST_COST,
  releaseSummary: LIST_COST,
  screenEvents: LIST_COST,
}

/** What one root field costs: its own weight, or a list's, or 1 (`__typename` and introspection: nothing). */
export function fieldCost(name: string): number {
  if (name.startsWith('__')) return 0
  return FIELD_COSTS[name] ?? (name.startsWith('list') ? LIST_COST : 1)
}

/** Refuses, before any parsing, a document longer than GRAPHQL_DOCUMENT_MAX_BYTES (413). */
export function assertDocumentSize(body: unknown, query: unknown): void {
  for (const source of [body, query]) {
    const document = (source as { query?: unknown } | null | undefined)?.query
    if (typeof document === 'string' && Buffer.byteLength(document) > GRAPHQL_DOCUMENT_MAX_BYTES) {
      throw new HttpError(413, API_MESSAGES.graphqlDocumentTooLarge)
    }
  }
}
