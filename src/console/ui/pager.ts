import { PAGER_MAX_PAGES, PAGE_SIZE } from '../../shared/constants'

export { PAGE_SIZE }

export interface PagerModel {
  page: number
  pageCount: number
  /** The page numbers to show, consecutive, at most PAGER_MAX_PAGES (10), around the current page. */
  pages: number[]
  hasPrevious: boolean
  hasNext: boolean
}

/** The pager shows only above one page of items (more than 15); null means render nothing. */
export function pagerModel(total: number, page: number, pageSize = PAGE_SIZE, maxNumbers = PAGER_MAX_PAGES): PagerModel | null {
  if (total <= pageSize) return null
  const pageCount = Math.ceil(total / pageSize)
  const current = Math.min(Math.max(1, page), pageCount)
  const count = Math.min(maxNumbers, pageCount)
  let first = current - Math.floor(count / 2)
  first = Math.max(1, Math.min(first, pageCount - count + 1))
  const pages = Array.from({ length: count }, (_, i) => first + i)
  return { page: current, pageCount, pages, hasPrevious: current > 1, hasNext: current < pageCount }
}
