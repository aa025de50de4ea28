import { describe, expect, it } from 'vitest'
import { weekOrderFor } from './weekOrder'

describe('the week in the reader’s order', () => {
  it('starts on the locale’s first day of the week', () => {
    expect(weekOrderFor('en-US')[0]).toBe('sunday')
    expect(weekOrderFor('ja')[0]).toBe('sunday')
    expect(weekOrderFor('fr')).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'])
    expect(weekOrderFor('ms')[0]).toBe('monday')
    expect(weekOrderFor('ar')).toEqual(['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday'])
  })
})
