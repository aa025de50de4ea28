import { describe, expect, it } from 'vitest'
import { entriesOf, kindOf, textOf, valueAt } from './logData'

describe('log data', () => {
  const data = { name: 'Power Week', routines: [{ step: 1 }, { step: 2 }], changes: { name: 'x' }, locations: [], removed: null }

  it('tells leaves, lists, objects and missing sections apart (count, VIEW, N/A)', () => {
    expect(['name', 'routines', 'changes', 'locations', 'removed', 'absent'].map((key) => kindOf(valueAt(data, [key])))).toEqual(['text', 'list', 'object', 'missing', 'missing', 'missing'])
  })

  it('walks into nested lists and objects', () => {
    expect(valueAt(data, ['routines', '1', 'step'])).toBe(2)
    expect(entriesOf(valueAt(data, ['routines']))).toEqual([['0', { step: 1 }], ['1', { step: 2 }]])
    expect(valueAt(data, ['name', 'deeper'])).toBeUndefined()
    expect([textOf('a'), textOf(3), textOf(false)]).toEqual(['a', '3', 'false'])
  })
})
