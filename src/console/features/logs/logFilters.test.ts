import { describe, expect, it } from 'vitest'
import { activeFilterCount, logFilterVariables, NO_FILTERS, rangeIsBackwards } from './logFilters'

describe('the audit log’s filters as query variables', () => {
  it('hides sign-ins by default, and can show everything, only sign-ins, or one kind', () => {
    expect(logFilterVariables(NO_FILTERS)).toEqual({ excludeModel: 'Session' })
    expect(logFilterVariables({ ...NO_FILTERS, kind: 'all' })).toEqual({})
    expect(logFilterVariables({ ...NO_FILTERS, kind: 'signIns' })).toEqual({ model: 'Session' })
    expect(logFilterVariables({ ...NO_FILTERS, kind: 'Screen' })).toEqual({ model: 'Screen' })
  })

  it('covers whole local days, the last one included', () => {
    const variables = logFilterVariables({ ...NO_FILTERS, kind: 'all', from: '2026-11-02', to: '2026-11-03' })
    expect(variables.from).toBe(new Date(2026, 10, 2).toISOString())
    expect(variables.to).toBe(new Date(2026, 10, 4).toISOString())
  })

  it('sends no range that runs backwards, and says so', () => {
    const backwards = { ...NO_FILTERS, from: '2026-11-05', to: '2026-11-03' }
    expect(rangeIsBackwards(backwards)).toBe(true)
    expect(logFilterVariables(backwards)).toEqual({ excludeModel: 'Session' })
  })

  it('passes a user and a location, and counts what differs from the defaults', () => {
    const filters = { ...NO_FILTERS, userId: 'u', location: 'l' }
    expect(logFilterVariables(filters)).toMatchObject({ userId: 'u', location: 'l' })
    expect(activeFilterCount(filters)).toBe(2)
    expect(activeFilterCount(NO_FILTERS)).toBe(0)
  })
})
