import { describe, expect, it } from 'vitest'
import { reachOf, sendsRegion } from './RegionField'

// Who the location form's Region field is for (docs/RULES.md#regions).
describe('the Region field', () => {
  it('reaches the whole chain for the super-admin and an admin given no region, a region scope for an admin given some', () => {
    expect(reachOf({ role: 'super_admin', regions: [] })).toBe('chain')
    expect(reachOf({ role: 'admin', regions: [] })).toBe('chain')
    expect(reachOf({ role: 'admin', regions: ['r1'] })).toBe('regional')
    expect(reachOf({ role: 'location', regions: [] })).toBe('none')
    expect(reachOf({ role: 'api_access', regions: [] })).toBe('none')
    expect(reachOf(null)).toBe('none')
  })

  it('is sent by a chain-wide admin always, by a regional admin only when adding into a region they picked', () => {
    expect([sendsRegion('chain', 'add', null), sendsRegion('chain', 'update', null), sendsRegion('chain', 'update', 'r1')]).toEqual([true, true, true])
    expect([sendsRegion('regional', 'add', 'r1'), sendsRegion('regional', 'add', null), sendsRegion('regional', 'update', 'r1')]).toEqual([true, false, false])
    expect(sendsRegion('none', 'add', 'r1')).toBe(false)
  })
})
