import type { ClassState } from '../../shared/schemas/class'
import type { FleetBus } from './bus'
import type { FleetMessage } from './fleet'
import { createLiveScreens, type LiveReport, type LiveScreens } from './liveScreens'

/**
 * What a console's push stream carries (docs/FLEET.md#live-consoles): SSE event name → data. Each
 * names its location, and the stream passes on only those of locations its user may see.
 * - `class`: the location's class state, as its screens get it;
 * - `screens`: a screen of the location changed what the console shows of it (connected, playing,
 *   the clip on screen, a refresh done, linked or unlinked): read the location's screens again;
 * - `alerts`: an alert of the location was raised or resolved;
 * - `resync`: this process may have missed messages (its bus reconnected): read everything again.
 */
export type ConsoleEvent =
  | { event: 'class'; data: ClassState }
  | { event: 'screens'; data: { location: string } }
  | { event: 'alerts'; data: { location: string } }
  | { event: 'resync'; data: Record<string, never> }

export type ConsoleListener = (event: ConsoleEvent) => void

/** Which locations a console may hear of: every one, or a set (read from the database, never from the client). */
export type ConsoleAudience = { all: true } | { all: false; locations: ReadonlySet<string> }

export interface ConsoleHub {
  /** A console stream of this process; returns the unsubscribe function. */
  subscribe(audience: () => ConsoleAudience, listener: ConsoleListener): () => void
  /** Open console streams of this process. */
  streams(): number
  /** A screen called in (a poll or heartbeat; a play report): tells every console when it is news. */
  screenReport(report: LiveReport, now: number): void
  /** Something of the location's screens changed (a refresh done, a link): consoles read them again. */
  screensChanged(locationId: string): void
  alertsChanged(locationIds: Iterable<string>): void
  close(): void
}

/** Reports of one process go out together, at most this often: a class starting on a hundred screens is a few bus messages. */
const REPORT_BATCH_MS = 200
/** Reports a bus message carries at most: a NOTIFY holds under 8000 bytes (docs/FLEET.md). */
const REPORTS_PER_MESSAGE = 50

/** Screen frames the bus already carries that the console shows too. */
function consoleEventOf(push: NonNullable<FleetMessage['push']>): ConsoleEvent | undefined {
  const { event } = push
  if (event.event === 'class') return { event: 'class', data: event.data }
  if (event.event === 'screenshot') return undefined
  return { event: 'screens', data: { location: push.location } }
}

export function createConsoleHub(bus: FleetBus<FleetMessage>): ConsoleHub {
  const live: LiveScreens = createLiveScreens()
  const streams = new Map<number, { audience: () => ConsoleAudience; listener: ConsoleListener }>()
  let nextId = 0
  let batch: LiveReport[] = []
  let batchTimer: NodeJS.Timeout | undefined
  /** Batches this process published: applied here already, their consoles hear them as they come back. */
  const ours = new WeakSet<LiveReport[]>()

  function deliver(event: ConsoleEvent) {
    const location = 'location' in event.data ? event.data.location : null
    for (const { audience, listener } of [...streams.values()]) {
      const scope = audience()
      if (location === null || scope.all || scope.locations.has(location)) listener(event)
    }
  }

  function publishBatch() {
    batchTimer = undefined
    const reports = batch
    batch = []
    for (let start = 0; start < reports.length; start += REPORTS_PER_MESSAGE) {
      const live = reports.slice(start, start + REPORTS_PER_MESSAGE)
      ours.add(live)
      bus.publish({ live })
    }
  }

  const unsubscribe = bus.subscribe((message) => {
    const revoked = message.inv?.revokedScreens ?? []
    if (revoked.length > 0) {
      // An unlinked screen is not Connected, whatever it said before; a report of it still waiting here is dropped too.
      for (const screenId of revoked) live.forget(screenId)
      batch = batch.filter((report) => !revoked.includes(report.screen))
    }
    if (message.push) {
      const event = consoleEventOf(message.push)
      if (event) deliver(event)
    }
    if (message.live) {
      // One `screens` event per location of the message, however many of its screens reported.
      const touched = new Set<string>()
      const mine = ours.has(message.live)
      for (const report of message.live) if (live.apply(report) || mine) touched.add(report.location)
      for (const location of touched) deliver({ event: 'screens', data: { location } })
    }
    if (message.console) for (const event of message.console) deliver(event)
  })
  const stopResync = bus.onResync(() => {
    live.clear()
    deliver({ event: 'resync', data: {} })
  })

  return {
    subscribe(audience, listener) {
      const id = (nextId += 1)
      streams.set(id, { audience, listener })
      return () => streams.delete(id)
    },
    streams: () => streams.size,
    screenReport(report, now) {
      // Kept here at once, news or not: this process's own report of the screen is the newest it
      // knows. News also goes over the bus (within REPORT_BATCH_MS), to every process's consoles.
      const news = live.isNews(report, now)
      live.apply(report)
      if (!news) return
      batch.push(report)
      batchTimer ??= setTimeout(publishBatch, REPORT_BATCH_MS)
    },
    screensChanged(locationId) {
      bus.publish({ console: [{ event: 'screens', data: { location: locationId } }] })
    },
    alertsChanged(locationIds) {
      const events = [...new Set(locationIds)].map((location): ConsoleEvent => ({ event: 'alerts', data: { location } }))
      for (let start = 0; start < events.length; start += REPORTS_PER_MESSAGE) bus.publish({ console: events.slice(start, start + REPORTS_PER_MESSAGE) })
    },
    close() {
      clearTimeout(batchTimer)
      if (batch.length > 0) publishBatch()
      unsubscribe()
      stopResync()
      live.close()
    },
  }
}
