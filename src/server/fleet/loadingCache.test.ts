import { describe, expect, it } from 'vitest'
import { createBatcher, createLoadingCache, STALE_RETRY_MS } from './loadingCache'

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

describe('createLoadingCache', () => {
  it('shares one load among concurrent misses and answers later reads from memory', async () => {
    const cache = createLoadingCache<string, number>({ maxEntries: 10, ttlMs: 60_000 })
    let loads = 0
    const load = async () => {
      loads += 1
      return 7
    }
    expect(await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)])).toEqual([7, 7, 7])
    expect(await cache.get('a', load)).toBe(7)
    expect(loads).toBe(1)
  })

  it('answers an entry past its age while its re-read fails, tries again later, and never answers an invalidated one', async () => {
    let now = 0
    const cache = createLoadingCache<string, string>({ maxEntries: 10, ttlMs: 60_000, now: () => now })
    expect(await cache.get('token', async () => 'screen 1')).toBe('screen 1')
    now = 60_001
    let tries = 0
    const away = () => {
      tries += 1
      return Promise.reject(new Error('database away'))
    }
    // Past its age and the database away: the old answer, not an error.
    expect(await cache.get('token', away)).toBe('screen 1')
    expect(tries).toBe(1)
    // Not tried again on every read: after STALE_RETRY_MS.
    expect(await cache.get('token', away)).toBe('screen 1')
    expect(tries).toBe(1)
    now += STALE_RETRY_MS + 1
    expect(await cache.get('token', away)).toBe('screen 1')
    expect(tries).toBe(2)
    // Back: the re-read's answer replaces it.
    now += STALE_RETRY_MS + 1
    expect(await cache.get('token', async () => 'screen 2')).toBe('screen 2')
    // An invalidated entry is gone for good, database or not.
    cache.delete('token')
    await expect(cache.get('token', away)).rejects.toThrow('database away')
    // Never loaded: the error goes to the caller.
    await expect(cache.get('other', away)).rejects.toThrow('database away')
  })

  it('does not keep a load that an invalidation overtook', async () => {
    const cache = createLoadingCache<string, string>({ maxEntries: 10, ttlMs: 60_000 })
    const slow = deferred<string>()
    const stale = cache.get('row', () => slow.promise)
    cache.delete('row')
    slow.resolve('old value')
    // The caller that asked before the write still gets its answer…
    expect(await stale).toBe('old value')
    // …but the cache does not keep it: the next read loads again.
    expect(cache.peek('row')).toBeUndefined()
    expect(await cache.get('row', async () => 'new value')).toBe('new value')
  })

  it('keeps no load in flight across cancelLoads or clear, and keeps settled entries across cancelLoads', async () => {
    const cache = createLoadingCache<string, string>({ maxEntries: 10, ttlMs: 60_000 })
    await cache.get('settled', async () => 'kept')
    const slow = deferred<string>()
    const pending = cache.get('in flight', () => slow.promise)
    cache.cancelLoads()
    slow.resolve('raced')
    await pending
    expect(cache.peek('in flight')).toBeUndefined()
    expect(cache.peek('settled')).toBe('kept')
    cache.clear()
    expect(cache.peek('settled')).toBeUndefined()
  })

  it('drops the least recently used entry beyond its bound and re-reads entries past their age', async () => {
    let now = 0
    const cache = createLoadingCache<string, number>({ maxEntries: 2, ttlMs: 5_000, now: () => now })
    cache.set('a', 1)
    cache.set('b', 2)
    // Used again within a second of its last move, 'a' keeps its place: the order is recent to the second.
    now = 500
    expect(cache.peek('a')).toBe(1)
    cache.set('c', 3)
    expect(cache.peek('a')).toBeUndefined()
    expect(cache.peek('b')).toBe(2)
    // Used later than that, 'b' moves to the recent end and 'c' goes first.
    now = 1_600
    expect(cache.peek('b')).toBe(2)
    cache.set('d', 4)
    expect(cache.peek('c')).toBeUndefined()
    expect(cache.peek('b')).toBe(2)
    expect(cache.size()).toBe(2)
    now = 5_001
    expect(cache.peek('b')).toBeUndefined()
    expect(cache.peek('d')).toBe(4)
    now = 6_601
    expect(cache.peek('d')).toBeUndefined()
  })

  it('passes a failed load to its callers and keeps nothing', async () => {
    const cache = createLoadingCache<string, number>({ maxEntries: 10, ttlMs: 60_000 })
    await expect(cache.get('a', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away')
    expect(await cache.get('a', async () => 2)).toBe(2)
  })
})

describe('createBatcher', () => {
  it('reads the keys asked for in one turn of the event loop together', async () => {
    const batches: string[][] = []
    const load = createBatcher(async (keys: string[]) => {
      batches.push(keys)
      return new Map(keys.filter((key) => key !== 'missing').map((key) => [key, key.toUpperCase()]))
    }, 2)
    const answers = await Promise.all(['a', 'b', 'a', 'c', 'missing'].map((key) => load(key)))
    expect(answers).toEqual(['A', 'B', 'A', 'C', undefined])
    // Four distinct keys, at most two a read.
    expect(batches).toEqual([
      ['a', 'b'],
      ['c', 'missing'],
    ])
    expect(await load('d')).toBe('D')
    expect(batches).toHaveLength(3)
  })
})
