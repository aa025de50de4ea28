import type { ScreenPushEvent } from '../../shared/schemas/pushEvents'
import type { Invalidation } from './fleetTypes'

// The push side of the fleet (docs/FLEET.md#one-door): what a frame is, what it says changed, and
// this process's open push streams, each fed the frames of its location or its screen.

/** What the push channel carries to a location's screens (SSE event name → data): the shared schema's events. */
export type ScreenEvent = ScreenPushEvent

/** A frame for a location's screens, or for one of them. */
export interface ScreenPush {
  location: string
  screen?: string
  event: ScreenEvent
}

/** What a committed write changed: what every process drops, and the frames the screens must see now. */
export interface Change extends Invalidation {
  push?: ScreenPush | ScreenPush[]
}

export type PushListener = (event: ScreenEvent) => void

/** What a pushed frame says changed, for the caches of every process. */
export function invalidationOf(event: ScreenEvent, screenId: string | undefined): Invalidation {
  switch (event.event) {
    case 'class':
      return { locations: [event.data.location] }
    case 'refresh':
      return 'screen' in event.data ? { screens: [event.data.screen] } : { locations: [event.data.location] }
    case 'hard-refresh':
      return screenId ? { screens: [screenId] } : {}
    case 'unlinked':
      return { screens: [event.data.screen], revokedScreens: [event.data.screen] }
    case 'screenshot':
      return {}
    case 'messages':
      return { messages: [event.data.location] }
  }
}

/** Two invalidations as one (`also` may add to what a frame says changed). */
export function mergeInvalidations(derived: Invalidation, also: Invalidation | undefined): Invalidation {
  if (!also) return derived
  return {
    locations: [...(derived.locations ?? []), ...(also.locations ?? [])],
    screens: [...(derived.screens ?? []), ...(also.screens ?? [])],
    revokedScreens: [...(derived.revokedScreens ?? []), ...(also.revokedScreens ?? [])],
    workouts: derived.workouts || also.workouts,
    calendars: also.calendars,
    holidays: also.holidays,
    messages: [...(derived.messages ?? []), ...(also.messages ?? [])],
  }
}

interface Stream {
  screenId: string
  sessionId: string
  listener: PushListener
  onReplaced: () => void
}

let streamCounter = 0

/**
 * A screenshot ask is told again to a stream of its screen that opens within this long: a screen whose
 * stream was reconnecting (the network just came back) would otherwise never hear it.
 */
export const SCREENSHOT_ASK_KEPT_MS = 30_000
const SCREENSHOT_ASKS_MAX = 10_000

export interface PushStreams {
  /** Hands a frame to the location's open streams of this process (or one screen's). */
  deliver(locationId: string, screenId: string | undefined, event: ScreenEvent): void
  /** Another stream of the session opened (on any process): the older one here closes. */
  closeOlderStream(sessionId: string, keepId: string): void
  subscribe(target: { locationId: string; screenId: string; sessionId: string }, listener: PushListener, onReplaced: () => void): () => void
  /** The screen's screenshot ask of the last SCREENSHOT_ASK_KEPT_MS, heard by this process, if any. */
  recentScreenshotAsk(screenId: string, now?: number): ScreenEvent | undefined
  count(): number
}

/** This process's push streams; `announce` tells every process a stream of a session opened. */
export function createPushStreams(announce: (stream: { session: string; id: string }) => void): PushStreams {
  const byLocation = new Map<string, Map<string, Stream>>()
  const bySession = new Map<string, { id: string; locationId: string }>()
  // Every process hears every frame (the bus), so each one knows the asks of every screen.
  const screenshotAsks = new Map<string, { event: ScreenEvent; at: number }>()
  return {
    deliver(locationId, screenId, event) {
      if (event.event === 'screenshot' && screenId) {
        const at = Date.now()
        if (screenshotAsks.size >= SCREENSHOT_ASKS_MAX)
          for (const [key, ask] of screenshotAsks) if (at - ask.at > SCREENSHOT_ASK_KEPT_MS) screenshotAsks.delete(key)
        if (screenshotAsks.size < SCREENSHOT_ASKS_MAX) screenshotAsks.set(screenId, { event, at })
      }
      for (const stream of [...(byLocation.get(locationId)?.values() ?? [])]) {
        if (screenId && stream.screenId !== screenId) continue
        stream.listener(event)
      }
    },

    closeOlderStream(sessionId, keepId) {
      const older = bySession.get(sessionId)
      if (!older || older.id === keepId) return
      byLocation.get(older.locationId)?.get(older.id)?.onReplaced()
    },

    subscribe(target, listener, onReplaced) {
      const id = `${process.pid}-${(streamCounter += 1)}`
      let streams = byLocation.get(target.locationId)
      if (!streams) byLocation.set(target.locationId, (streams = new Map<string, Stream>()))
      streams.set(id, { screenId: target.screenId, sessionId: target.sessionId, listener, onReplaced })
      // One live stream per screen session: this one replaces any older one, on any process.
      announce({ session: target.sessionId, id })
      bySession.set(target.sessionId, { id, locationId: target.locationId })
      return () => {
        streams.delete(id)
        if (streams.size === 0 && byLocation.get(target.locationId) === streams) byLocation.delete(target.locationId)
        if (bySession.get(target.sessionId)?.id === id) bySession.delete(target.sessionId)
      }
    },

    recentScreenshotAsk(screenId, now = Date.now()) {
      const ask = screenshotAsks.get(screenId)
      if (!ask) return undefined
      if (now - ask.at <= SCREENSHOT_ASK_KEPT_MS) return ask.event
      screenshotAsks.delete(screenId)
      return undefined
    },

    count() {
      let total = 0
      for (const streams of byLocation.values()) total += streams.size
      return total
    },
  }
}
