import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLocalBus } from './bus'
import { createConsoleHub, type ConsoleEvent } from './consoleHub'
import type { FleetMessage } from './fleet'
import { liveScreen, positionAfterPlays } from './liveScreens'

const classState = (location: string) => ({ location, classStart: true, automaticMode: false, alternateCountdown: false, classStartedAt: null })

function setup() {
  const bus = createLocalBus<FleetMessage>()
  const published: FleetMessage[] = []
  bus.subscribe((message) => void published.push(message))
  const hub = createConsoleHub(bus)
  const heard = { all: [] as ConsoleEvent[], studio: [] as ConsoleEvent[] }
  hub.subscribe(
    () => ({ all: true }),
    (event) => void heard.all.push(event),
  )
  hub.subscribe(
    () => ({ all: false, locations: new Set(['L1']) }),
    (event) => void heard.studio.push(event),
  )
  return { bus, hub, heard, published }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the console hub', () => {
  it('passes the screens’ class frames on, each to the consoles that may see its location', () => {
    const { bus, heard } = setup()
    bus.publish({ push: { location: 'L1', event: { event: 'class', data: classState('L1') } } })
    bus.publish({ push: { location: 'L2', event: { event: 'class', data: classState('L2') } } })
    bus.publish({ push: { location: 'L2', event: { event: 'hard-refresh', data: { location: 'L2' } } } })
    bus.publish({ push: { location: 'L1', screen: 'S', event: { event: 'screenshot', data: { screen: 'S' } } } })
    expect(heard.studio).toEqual([{ event: 'class', data: classState('L1') }])
    expect(heard.all.map((event) => [event.event, 'location' in event.data ? event.data.location : null])).toEqual([
      ['class', 'L1'],
      ['class', 'L2'],
      ['screens', 'L2'],
    ])
  })

  it('sends a screen’s report only when it is news, several together, and one screens event per location', () => {
    vi.useFakeTimers()
    const { hub, heard, published } = setup()
    const now = Date.now()
    hub.screenReport({ screen: 'S1', location: 'L1', seenAt: now, playing: false, playingAt: now }, now)
    hub.screenReport({ screen: 'S2', location: 'L1', seenAt: now, playing: false, playingAt: now }, now)
    expect(published).toEqual([])
    vi.advanceTimersByTime(200)
    expect(published.map((message) => message.live?.length)).toEqual([2])
    expect(heard.studio).toEqual([{ event: 'screens', data: { location: 'L1' } }])
    // The same again 30 s later is not news; playing, and a new clip, are.
    hub.screenReport({ screen: 'S1', location: 'L1', seenAt: now + 30_000, playing: false, playingAt: now + 30_000 }, now + 30_000)
    vi.advanceTimersByTime(200)
    expect(published).toHaveLength(1)
    hub.screenReport(
      { screen: 'S1', location: 'L1', seenAt: now + 31_000, playing: true, playingAt: now + 31_000, position: 0, positionAt: now + 31_000 },
      now + 31_000,
    )
    vi.advanceTimersByTime(200)
    expect(published).toHaveLength(2)
    expect(liveScreen('S1')).toMatchObject({ playing: true, position: 0 })
    // An older report does not overwrite a newer one.
    hub.screenReport({ screen: 'S1', location: 'L1', position: 5, positionAt: now }, now + 32_000)
    vi.advanceTimersByTime(200)
    expect(liveScreen('S1')?.position).toBe(0)
    // Seen again after the connected window: news.
    hub.screenReport({ screen: 'S2', location: 'L1', seenAt: now + 200_000 }, now + 200_000)
    vi.advanceTimersByTime(200)
    expect(published).toHaveLength(3)
    hub.close()
  })

  it('tells every console of alerts at its locations', () => {
    const { hub, heard } = setup()
    hub.alertsChanged(['L2', 'L1', 'L2'])
    expect(heard.all).toEqual([
      { event: 'alerts', data: { location: 'L2' } },
      { event: 'alerts', data: { location: 'L1' } },
    ])
    expect(heard.studio).toEqual([{ event: 'alerts', data: { location: 'L1' } }])
  })
})

describe('positionAfterPlays', () => {
  const run = { format: 'normal' as const }
  const now = Date.parse('2026-11-25T18:00:00Z')
  const at = (seconds: number) => new Date(now - seconds * 1000).toISOString()
  it('puts the screen on the clip after the newest one that left it', () => {
    expect(
      positionAfterPlays(
        [
          { position: 6, endedAt: at(5), run },
          { position: 5, endedAt: at(40), run },
        ],
        now,
      ),
    ).toEqual({
      position: 7,
      positionAt: now - 5_000,
      playing: true,
      playingAt: now - 5_000,
    })
  })
  it('says no clip after the last, and nothing of a clip cut off or of a stale backlog', () => {
    expect(positionAfterPlays([{ position: 13, endedAt: at(1), run }], now)).toEqual({ position: null, positionAt: now - 1_000 })
    expect(positionAfterPlays([{ position: 3, endedAt: null, run }], now)).toBeUndefined()
    expect(positionAfterPlays([{ position: 3, endedAt: at(600), run }], now)).toBeUndefined()
  })
})
