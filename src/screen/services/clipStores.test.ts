import { describe, expect, it } from 'vitest'
import { clipBackendFor, NEARLY_FULL, storageUsageFrom } from './clipStores'

describe('clipBackendFor', () => {
  it('uses Cache Storage in a secure context, IndexedDB on plain http by a LAN address, nothing without either', () => {
    expect(clipBackendFor({ secureContext: true, cacheStorage: true, indexedDb: true })).toBe('cache-storage')
    expect(clipBackendFor({ secureContext: false, cacheStorage: false, indexedDb: true })).toBe('indexeddb')
    // A browser may expose `caches` outside a secure context; it would refuse to open it.
    expect(clipBackendFor({ secureContext: false, cacheStorage: true, indexedDb: true })).toBe('indexeddb')
    expect(clipBackendFor({ secureContext: true, cacheStorage: false, indexedDb: true })).toBe('indexeddb')
    expect(clipBackendFor({ secureContext: false, cacheStorage: false, indexedDb: false })).toBeNull()
  })
})

describe('storageUsageFrom', () => {
  const status = { backend: 'indexeddb' as const, wanted: 30, cached: 12, bytes: 35e6, budgetBytes: 75e6 }

  it('reports usage against the quota and the clips held', () => {
    expect(storageUsageFrom({ usage: 40e6, quota: 100e6 }, status)).toEqual({
      backend: 'indexeddb',
      usageBytes: 40e6,
      quotaBytes: 100e6,
      nearlyFull: false,
      clipsWanted: 30,
      clipsCached: 12,
      clipBytes: 35e6,
      clipBudgetBytes: 75e6,
    })
  })

  it(`says nearly full from ${NEARLY_FULL * 100} % of the quota on`, () => {
    expect(storageUsageFrom({ usage: 89e6, quota: 100e6 }, status).nearlyFull).toBe(false)
    expect(storageUsageFrom({ usage: 90e6, quota: 100e6 }, status).nearlyFull).toBe(true)
  })

  it('says nothing it does not know: no estimate, or a zero quota', () => {
    expect(storageUsageFrom(null, status)).toMatchObject({ usageBytes: null, quotaBytes: null, nearlyFull: false })
    expect(storageUsageFrom({ usage: 5, quota: 0 }, status)).toMatchObject({ usageBytes: 5, quotaBytes: null, nearlyFull: false })
  })
})
