import { describe, expect, it } from 'vitest'
import { groupSignIns } from './signInGroups'

const entry = (id: string, action: string, userId: string | null = 'u1') => ({ id, action, userId })

describe('groupSignIns', () => {
  const rows = [entry('1', 'sign-in'), entry('2', 'sign-in'), entry('3', 'sign-in'), entry('4', 'update'), entry('5', 'sign-in'), entry('6', 'sign-in', 'u2')]

  it('collapses consecutive sign-ins of one user into their first entry, with the count', () => {
    expect(groupSignIns(rows, new Set()).map((shown) => [shown.row.id, shown.group?.size ?? 1])).toEqual([
      ['1', 3],
      ['4', 1],
      ['5', 1],
      ['6', 1],
    ])
  })

  it('shows each sign-in of an opened run after its head', () => {
    const shown = groupSignIns(rows, new Set(['1']))
    expect(shown.map((row) => [row.row.id, row.group?.expanded ?? null, row.inGroup ?? false])).toEqual([
      ['1', true, false],
      ['2', null, true],
      ['3', null, true],
      ['4', null, false],
      ['5', null, false],
      ['6', null, false],
    ])
  })

  it('never groups sign-ins without a user, nor other actions', () => {
    expect(groupSignIns([entry('1', 'sign-in', null), entry('2', 'sign-in', null), entry('3', 'update'), entry('4', 'update')], new Set())).toHaveLength(4)
  })
})
