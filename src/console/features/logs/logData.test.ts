import { describe, expect, it } from 'vitest'
import { entriesOf, kindOf, textOf, valueAt, readableText, recordLabel, shownEntries } from './logData'

describe('log data', () => {
  const data = { name: 'Power Week', routines: [{ step: 1 }, { step: 2 }], changes: { name: 'x' }, locations: [], removed: null }

  it('tells leaves, lists, objects and missing sections apart (count, VIEW, N/A)', () => {
    expect(['name', 'routines', 'changes', 'locations', 'removed', 'absent'].map((key) => kindOf(valueAt(data, [key])))).toEqual([
      'text',
      'list',
      'object',
      'missing',
      'missing',
      'missing',
    ])
  })

  it('walks into nested lists and objects', () => {
    expect(valueAt(data, ['routines', '1', 'step'])).toBe(2)
    expect(entriesOf(valueAt(data, ['routines']))).toEqual([
      ['0', { step: 1 }],
      ['1', { step: 2 }],
    ])
    expect(valueAt(data, ['name', 'deeper'])).toBeUndefined()
    expect([textOf('a'), textOf(3), textOf(false)]).toEqual(['a', '3', 'false'])
  })
})

describe('readable log data', () => {
  it('shows instants as dates in the reader’s language and leaves other text alone', () => {
    expect(readableText('2026-06-15T14:00:00.000Z', 'en-US')).toMatch(/^Jun 15, 2026, \d{1,2}:00:00\s?[AP]M$/)
    expect(readableText('2026-06-15', 'en-US')).toBe('2026-06-15')
    expect(readableText(true, 'en-US')).toBe('true')
  })
  it('drops an _id that repeats the id, and names the record', () => {
    expect(shownEntries({ id: 'a', _id: 'a', name: 'Demo' }).map(([key]) => key)).toEqual(['id', 'name'])
    expect(shownEntries({ id: 'a', _id: 'b' }).map(([key]) => key)).toEqual(['id', '_id'])
    expect(recordLabel({ id: '0b6f2c1e-8d3a', name: 'Demo Studio' })).toBe('Demo Studio')
    expect(recordLabel({ email: 'sam@studio.test' })).toBe('sam@studio.test')
    expect(recordLabel({ firstName: 'Sam', lastName: 'Lee' })).toBe('Sam Lee')
    expect(recordLabel({ id: '0b6f2c1e-8d3a-4f7e' })).toBe('0b6f2c1e')
    expect(recordLabel(null)).toBeNull()
  })
})
