import { describe, expect, it } from 'vitest'
import { offlineCapabilityFrom } from './offlineSupport'

describe('offlineCapabilityFrom', () => {
  it('can play offline only with the app precached and somewhere to keep clips', () => {
    expect(offlineCapabilityFrom(true, 'cache-storage')).toEqual({ app: true, clips: 'cache-storage', capable: true })
    // Plain http on a LAN address: clips in IndexedDB, but no service worker, so a reboot with no network cannot load the app.
    expect(offlineCapabilityFrom(false, 'indexeddb').capable).toBe(false)
    expect(offlineCapabilityFrom(true, null).capable).toBe(false)
  })
})
