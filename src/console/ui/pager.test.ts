// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { pagerModel } from './pager'

describe('pager rule (docs/RULES.md#locations, docs/RULES.md#constants)', () => {
  it('is hidden up to 15 items and shown from 16', () => {
    expect(pagerModel(0, 1)).toBeNull()
    expect(pagerModel(15, 1)).toBeNull()
    const model = pagerModel(16, 1)
    expect(model).not.toBeNull()
    expect(model?.pageCount).toBe(2)
    expect(model?.pages).toEqual([1, 2])
  })

  it('shows at most 10 page numbers, moving with the current page', () => {
    const total = 15 * 30
    expect(pagerModel(total, 1)?.pages).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(pagerModel(total, 15)?.pages).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19])
    expect(pagerModel(total, 30)?.pages).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30])
    for (let page = 1; page <= 30; page += 1) {
      const pages = pagerModel(total, page)?.pages ?? []
      expect(pages.length).toBe(10)
      expect(pages).toContain(page)
    }
  })

  it('shows every page when there are 10 or fewer', () => {
    expect(pagerModel(15 * 10, 7)?.pages).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(pagerModel(15 * 3 + 1, 2)?.pages).toEqual([1, 2, 3, 4])
  })

  it('disables previous on the first page and next on the last, and clamps a page out of range', () => {
    expect(pagerModel(40, 1)).toMatchObject({ hasPrevious: false, hasNext: true })
    expect(pagerModel(40, 3)).toMatchObject({ hasPrevious: true, hasNext: false })
    expect(pagerModel(40, 99)).toMatchObject({ page: 3 })
  })
})
