import { InMemoryCache, gql } from '@apollo/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLiveUpdates } from './liveUpdates'

afterEach(() => {
  vi.useRealTimers()
})

function setup() {
  const cache = new InMemoryCache()
  const refetched: unknown[] = []
  const client = {
    cache,
    refetchQueries: vi.fn((options: { include: unknown }) => {
      refetched.push(options.include)
      return Promise.resolve([])
    }),
  }
  return { cache, refetched, updates: createLiveUpdates(client as never) }
}

const LOCATION = gql`
  query Location {
    location {
      id
      classStart
      automaticMode
      classStartedAt
      alternateCountdown
    }
  }
`

describe('createLiveUpdates', () => {
  it('writes a class state into the location in the cache at once, and reads the screens and class runs again', () => {
    vi.useFakeTimers()
    const { cache, refetched, updates } = setup()
    cache.writeQuery({
      query: LOCATION,
      data: { location: { __typename: 'Location', id: 'L1', classStart: false, automaticMode: true, classStartedAt: null, alternateCountdown: false } },
    })
    updates.handle({
      event: 'class',
      data: { location: 'L1', classStart: true, automaticMode: false, alternateCountdown: false, classStartedAt: '2026-11-25T18:00:00.000Z' },
    })
    expect(cache.readQuery<{ location: Record<string, unknown> }>({ query: LOCATION })?.location).toMatchObject({
      classStart: true,
      automaticMode: false,
      classStartedAt: '2026-11-25T18:00:00.000Z',
    })
    expect(refetched).toEqual([])
    vi.advanceTimersByTime(150)
    expect(refetched).toEqual([['LocationScreens', 'ClassRuns', 'LocationReadiness', 'OperationsLocation', 'OperationsLocations']])
  })

  it('reads what changed once for events that come together, and everything on resync or catch-up', () => {
    vi.useFakeTimers()
    const { refetched, updates } = setup()
    for (let screen = 0; screen < 9; screen++) updates.handle({ event: 'screens', data: { location: 'L1' } })
    updates.handle({ event: 'alerts', data: { location: 'L1' } })
    updates.handle({ event: 'ready', data: { locations: 'all' } })
    vi.advanceTimersByTime(150)
    expect(refetched).toEqual([['LocationScreens', 'LocationDetail', 'ClassRuns', 'LocationReadiness', 'OperationsLocations', 'Alerts']])
    updates.handle({ event: 'resync', data: {} })
    updates.catchUp()
    expect(refetched.slice(1)).toEqual(['active', 'active'])
  })
})
