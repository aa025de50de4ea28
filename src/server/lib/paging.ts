/** The page a list asks for: `page` (1-based) and `pageSize`, from the query (docs/API-CONVENTIONS.md#names). */
export interface PageQuery {
  page: number
  pageSize: number
}

/** A list's answer, `{ data, meta: { total, page, pageSize } }` (docs/API-CONVENTIONS.md#envelope-and-errors): one page of items and how many match in all. */
export function listPage<T>({ page, pageSize }: PageQuery, { items, total }: { items: T[]; total: number }) {
  return { data: items, meta: { total, page, pageSize } }
}
