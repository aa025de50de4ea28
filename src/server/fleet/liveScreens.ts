import { classLength, type ClassFormat } from '../../shared/classFormat'
import { SCREEN_CONNECTED_WINDOW_MS } from '../../shared/constants'

/**
 * What every process knows of each screen right now, so a console served by any process agrees with
 * the TVs within a second or two (docs/FLEET.md#live-consoles). A screen's heartbeat, its `playing`
 * and the clip on screen reach the process it called; that process tells the others over the bus
 * (only when something changed), and each keeps the newest here. The database catches up with the
 * heartbeat flush; until then the console reads through this.
 */
export interface LiveReport {
  screen: string
  location: string
  /** A heartbeat instant (ms): the screen was seen then. */
  seenAt?: number
  /** Whether a class plays on it, as of `playingAt`. */
  playing?: boolean
  playingAt?: number
  /** 0-based place in the class of the clip on screen (null: none), as of `positionAt`. */
  position?: number | null
  positionAt?: number
}

export interface LiveScreen {
  location: string
  seenAt: number
  playing: boolean | undefined
  playingAt: number
  position: number | null | undefined
  positionAt: number
}

/** Screens this process knows live facts of, at most (each entry is a handful of numbers). */
const MAX_SCREENS = 200_000

/** Every live registry of this process (an app per test shares the process): the screens repository reads through them all. */
const registries = new Set<LiveScreens>()

export interface LiveScreens {
  /** Keeps what is newer in the report; answers true when the report changed what the console shows. */
  apply(report: LiveReport): boolean
  get(screenId: string): LiveScreen | undefined
  /** The report is news: the screen was not connected, or it plays something else than known. */
  isNews(report: LiveReport, now: number): boolean
  /** The screen was unlinked: what it said before must not keep it Connected. */
  forget(screenId: string): void
  /** Messages were missed (the bus reconnected): the database's word holds again until the next reports. */
  clear(): void
  close(): void
}

export function createLiveScreens(): LiveScreens {
  const screens = new Map<string, LiveScreen>()
  const registry: LiveScreens = {
    apply(report) {
      let entry = screens.get(report.screen)
      if (!entry) {
        if (screens.size >= MAX_SCREENS) screens.delete(screens.keys().next().value!)
        entry = { location: report.location, seenAt: 0, playing: undefined, playingAt: 0, position: undefined, positionAt: 0 }
        screens.set(report.screen, entry)
      }
      let changed = false
      entry.location = report.location
      if (report.seenAt !== undefined && report.seenAt > entry.seenAt) {
        changed ||= !connectedAt(entry.seenAt, report.seenAt)
        entry.seenAt = report.seenAt
      }
      if (report.playing !== undefined && (report.playingAt ?? 0) >= entry.playingAt) {
        changed ||= report.playing !== entry.playing
        entry.playing = report.playing
        entry.playingAt = report.playingAt ?? 0
      }
      if (report.position !== undefined && (report.positionAt ?? 0) >= entry.positionAt) {
        changed ||= report.position !== entry.position
        entry.position = report.position
        entry.positionAt = report.positionAt ?? 0
      }
      return changed
    },
    get: (screenId) => screens.get(screenId),
    isNews(report, now) {
      const entry = screens.get(report.screen)
      if (!entry) return true
      if (report.seenAt !== undefined && !connectedAt(entry.seenAt, now)) return true
      if (report.playing !== undefined && report.playing !== entry.playing && (report.playingAt ?? 0) >= entry.playingAt) return true
      return report.position !== undefined && report.position !== entry.position && (report.positionAt ?? 0) >= entry.positionAt
    },
    forget: (screenId) => void screens.delete(screenId),
    clear: () => screens.clear(),
    close() {
      registries.delete(registry)
    },
  }
  registries.add(registry)
  return registry
}

function connectedAt(seenAt: number, now: number): boolean {
  return seenAt > 0 && now - seenAt <= SCREEN_CONNECTED_WINDOW_MS
}

/** The newest live facts of a screen any registry of this process holds. */
export function liveScreen(screenId: string): LiveScreen | undefined {
  let newest: LiveScreen | undefined
  for (const registry of registries) {
    const entry = registry.get(screenId)
    if (entry && (!newest || entry.seenAt > newest.seenAt)) newest = entry
  }
  return newest
}

/** A play report older than this says nothing of now (a backlog sent after the network came back). */
const FRESH_PLAY_MS = 2 * 60_000

/**
 * What a screen's play reports say it shows now (docs/FLEET.md#live-consoles): a clip is reported as
 * it leaves the screen, so the newest finished clip at `position` means the screen moved on to the
 * next at its end (the class is over after the last). Undefined when they say nothing fresh.
 */
export function positionAfterPlays(
  plays: readonly { position: number; endedAt?: string | null; run: { format: ClassFormat } }[],
  now: number,
): Pick<LiveReport, 'position' | 'positionAt' | 'playing' | 'playingAt'> | undefined {
  let newest: { position: number; endedAt: number; format: ClassFormat } | undefined
  for (const play of plays) {
    const endedAt = play.endedAt ? Date.parse(play.endedAt) : NaN
    if (Number.isFinite(endedAt) && (!newest || endedAt > newest.endedAt)) newest = { position: play.position, endedAt, format: play.run.format }
  }
  if (!newest || now - newest.endedAt > FRESH_PLAY_MS) return undefined
  const next = newest.position + 1
  // At most now: a screen clock ahead of the server's must not make the report outrank the next poll.
  const at = Math.min(newest.endedAt, now)
  if (next < classLength(newest.format)) return { position: next, positionAt: at, playing: true, playingAt: at }
  return { position: null, positionAt: at }
}
