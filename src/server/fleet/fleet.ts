import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm'
import type { LocationTimetable } from '../../shared/schemas/class'
import type { ScreenPushEvent } from '../../shared/schemas/pushEvents'
import type { Workout } from '../../shared/schemas/workouts'
import type { CalendarDate } from '@internationalized/date'
import { effectiveDate } from '../../shared/rollover'
import type { Db } from '../db/client'
import { locations, screens, sessions } from '../db/schema'
import { hashToken } from '../lib/tokens'
import type { StudioService } from '../timetable/studioService'
import type { FleetBus } from './bus'
import type { ConsoleEvent } from './consoleHub'
import type { LiveReport } from './liveScreens'
import { createHeartbeatBuffer, type HeartbeatBuffer } from './heartbeats'
import { createLiveness, type Liveness } from './liveness'
import { createBatcher, createLoadingCache } from './loadingCache'
import type { LocationRow } from '../domain/locations'
import type { ScreenRow, ScreenWithLocation } from '../domain/screens'
import { localDate, readTimetable } from '../domain/timetable'
import { calendarCutoff, readHolidays, readLocationDays } from '../domain/calendar'
import { dayPlan, type DayPlan, type Holiday, type LocationCalendar } from '../../shared/calendar'
import { currentWorkoutFor } from '../domain/workouts'

/** What the push channel carries to a location's screens (SSE event name → data): the shared schema's events. */
export type ScreenEvent = ScreenPushEvent

/** What changed, so that every process drops what it cached of it (docs/FLEET.md). */
export interface Invalidation {
  /** Location rows and their timetables. */
  locations?: string[]
  /** Screen rows (round, flags, language…). */
  screens?: string[]
  /** Screens whose tokens were revoked (disconnect, relink, delete). */
  revokedScreens?: string[]
  /** Any workout or routine changed: every round's current workout is read again. */
  workouts?: boolean
  /** Locations whose closures or one-off classes changed (a class start or a location edit leaves them cached). */
  calendars?: string[]
  /** The chain's holidays changed. */
  holidays?: boolean
}

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

/** One bus message: caches are invalidated first, then the frame is pushed. */
export interface FleetMessage {
  inv?: Invalidation
  push?: { location: string; screen?: string; event: ScreenEvent }
  /** A push stream opened for this screen session: any older stream of the session closes. */
  stream?: { session: string; id: string }
  /** What screens said of themselves that the consoles show (consoleHub.ts, docs/FLEET.md#live-consoles). */
  live?: LiveReport[]
  /** Events for the consoles alone (alerts, a screen's refresh done). */
  console?: ConsoleEvent[]
}

export interface ScreenSession {
  sessionId: string
  screenId: string
  /** The token's hash: the console shows its last characters, never the token. */
  tokenHash: string
}

export type PushListener = (event: ScreenEvent) => void

export interface FleetOptions {
  db: Db
  bus: FleetBus<FleetMessage>
  studioService: StudioService | null
  heartbeatFlushMs?: number
  cacheTtlMs?: number
  onError?(error: unknown, what: string): void
}

/** The one door to the screens' hot path: caches, push, and each screen's liveness (`Liveness`). */
export interface Fleet extends Liveness {
  /** The live screen session behind a token, from memory when it can (revocations reach every process). */
  screenSession(token: string): Promise<ScreenSession | null>
  /** The screen with its location, from memory. */
  screenWithLocation(screenId: string): Promise<ScreenWithLocation | undefined>
  location(locationId: string): Promise<LocationRow | undefined>
  timetable(location: LocationRow): Promise<LocationTimetable>
  /** The chain's holidays and the location's closures and one-off classes, from a few days ago on. */
  calendar(location: LocationRow): Promise<LocationCalendar>
  /**
   * The location's classes on its local date at `at`, the calendar applied (docs/RULES.md#calendar):
   * what automatic starts, readiness, alerts, proof of play and the screens' poll read.
   */
  dayPlan(location: LocationRow, at: Date): Promise<DayPlan & { stale: boolean }>
  /** The workout the round plays at `now` in the location (keyed by its effective date). */
  currentWorkout(round: number, location: LocationRow, now: Date): Promise<Workout | null>
  /** The location's local date at `now`. */
  localDate(location: LocationRow, now: Date): CalendarDate
  heartbeats: HeartbeatBuffer
  /**
   * The one call after a committed write (docs/FLEET.md): every process drops what `change` names and
   * what each pushed frame says changed, then the frames reach their screens on whichever process holds them.
   */
  changed(change: Change): void
  /** Low level, for `changed`: tells every process what changed (their caches drop it). */
  invalidate(invalidation: Invalidation): void
  /**
   * Low level, for `changed`: pushes a frame to the location's screens (or one screen) on every
   * process. Every process first drops what the frame says changed, and what `also` names.
   */
  push(locationId: string, event: ScreenEvent, screenId?: string, also?: Invalidation): void
  /** Subscribes a push stream of this process. */
  subscribe(target: { locationId: string; screenId: string; sessionId: string }, listener: PushListener, onReplaced: () => void): () => void
  /** Open push streams of this process. */
  streams(): number
  /** True while this process hears the others (always, on the embedded database). */
  busConnected(): boolean
  /** Each cache's reads answered from memory and reads that loaded, for the metrics (docs/OPERATIONS.md#metrics). */
  cacheStats(): Record<string, { hits: number; misses: number }>
  /** After a missed stretch of messages (the bus reconnected): every open stream gets the class state again. */
  onResync(listener: () => void): () => void
  close(): Promise<void>
}

const TOKEN_CACHE_MAX = 200_000
const ROW_CACHE_MAX = 100_000
const WORKOUT_CACHE_MAX = 1_000
const DEFAULT_TTL_MS = 5 * 60_000
const DEFAULT_FLUSH_MS = 5_000

/** What a pushed frame says changed, for the caches of every process. */
function invalidationOf(event: ScreenEvent, screenId: string | undefined): Invalidation {
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
  }
}

interface Stream {
  screenId: string
  sessionId: string
  listener: PushListener
  onReplaced: () => void
}

let streamCounter = 0

const MINUTE_MS = 60_000
const DATE_MEMO_MAX = 10_000

/**
 * Dates in a zone, worked out once a minute per zone (and roll-over schedule): zone conversion was
 * the poll's largest cost of its own. Exact, since zone offsets and roll-over hours fall on whole minutes.
 */
function createDateMemo() {
  let minute = -1
  let memo = new Map<string, CalendarDate>()
  return (key: string, now: Date, compute: () => CalendarDate): CalendarDate => {
    const current = Math.floor(now.getTime() / MINUTE_MS)
    if (current !== minute || memo.size > DATE_MEMO_MAX) {
      minute = current
      memo = new Map()
    }
    let date = memo.get(key)
    if (!date) memo.set(key, (date = compute()))
    return date
  }
}

export function createFleet(options: FleetOptions): Fleet {
  const { db, bus, studioService } = options
  const ttlMs = options.cacheTtlMs ?? DEFAULT_TTL_MS
  const onError = (error: unknown, what: string) => options.onError?.(error, what)
  const tokens = createLoadingCache<string, (Omit<ScreenSession, 'tokenHash'> & { expiresAt: number | null }) | null>({ maxEntries: TOKEN_CACHE_MAX, ttlMs })
  const tokensByScreen = new Map<string, Set<string>>()
  const screenRows = createLoadingCache<string, ScreenRow | undefined>({ maxEntries: ROW_CACHE_MAX, ttlMs })
  const locationRows = createLoadingCache<string, LocationRow | undefined>({ maxEntries: ROW_CACHE_MAX, ttlMs })
  const timetables = createLoadingCache<string, LocationTimetable>({ maxEntries: ROW_CACHE_MAX, ttlMs })
  const workouts = createLoadingCache<string, Workout | null>({ maxEntries: WORKOUT_CACHE_MAX, ttlMs })
  const calendars = createLoadingCache<string, Pick<LocationCalendar, 'closures' | 'exceptions'>>({ maxEntries: ROW_CACHE_MAX, ttlMs })
  const chainHolidays = createLoadingCache<string, Holiday[]>({ maxEntries: 1, ttlMs })
  const heartbeats = createHeartbeatBuffer(db, {
    flushEveryMs: options.heartbeatFlushMs ?? DEFAULT_FLUSH_MS,
    onError: (error) => onError(error, 'heartbeat flush'),
  })
  const dates = createDateMemo()
  const byLocation = new Map<string, Map<string, Stream>>()
  const bySession = new Map<string, { id: string; locationId: string }>()

  function apply(invalidation: Invalidation) {
    for (const id of invalidation.locations ?? []) {
      locationRows.delete(id)
      timetables.delete(id)
    }
    for (const id of invalidation.calendars ?? []) calendars.delete(id)
    if (invalidation.holidays) chainHolidays.clear()
    for (const id of invalidation.screens ?? []) screenRows.delete(id)
    if (invalidation.revokedScreens?.length) {
      for (const screenId of invalidation.revokedScreens) {
        for (const hash of tokensByScreen.get(screenId) ?? []) tokens.delete(hash)
        tokensByScreen.delete(screenId)
        heartbeats.forget(screenId)
      }
      // A token read in flight does not know its screen yet: it must not be kept.
      tokens.cancelLoads()
    }
    if (invalidation.workouts) workouts.clear()
  }

  function deliver(locationId: string, screenId: string | undefined, event: ScreenEvent) {
    for (const stream of [...(byLocation.get(locationId)?.values() ?? [])]) {
      if (screenId && stream.screenId !== screenId) continue
      stream.listener(event)
    }
  }

  function closeOlderStream(sessionId: string, keepId: string) {
    const older = bySession.get(sessionId)
    if (!older || older.id === keepId) return
    const stream = byLocation.get(older.locationId)?.get(older.id)
    stream?.onReplaced()
  }

  const unsubscribeBus = bus.subscribe((message) => {
    if (message.inv) apply(message.inv)
    if (message.push) deliver(message.push.location, message.push.screen, message.push.event)
    if (message.stream) closeOlderStream(message.stream.session, message.stream.id)
  })
  const resyncListeners = new Set<() => void>()
  const unsubscribeResync = bus.onResync(() => {
    tokens.clear()
    tokensByScreen.clear()
    screenRows.clear()
    locationRows.clear()
    timetables.clear()
    workouts.clear()
    calendars.clear()
    chainHolidays.clear()
    for (const listener of [...resyncListeners]) listener()
  })

  // Misses of one turn of the event loop are read together (a reload storm).
  const loadSessions = createBatcher(async (hashes: string[]) => {
    const rows = await db
      .select({ tokenHash: sessions.tokenHash, sessionId: sessions.id, screenId: sessions.screenId, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(
        and(
          inArray(sessions.tokenHash, hashes),
          eq(sessions.kind, 'screen'),
          isNull(sessions.revokedAt),
          or(isNull(sessions.expiresAt), gt(sessions.expiresAt, new Date())),
        ),
      )
    return new Map(rows.map((row) => [row.tokenHash, row]))
  })
  const loadScreens = createBatcher(async (ids: string[]) => {
    const rows = await db.select().from(screens).where(inArray(screens.id, ids))
    return new Map(rows.map((row) => [row.id, row]))
  })
  const loadLocations = createBatcher(async (ids: string[]) => {
    const rows = await db.select().from(locations).where(inArray(locations.id, ids))
    return new Map(rows.map((row) => [row.id, row]))
  })

  async function loadSession(tokenHash: string) {
    const row = await loadSessions(tokenHash)
    if (!row?.screenId) return null
    return { sessionId: row.sessionId, screenId: row.screenId, expiresAt: row.expiresAt?.getTime() ?? null }
  }

  const fleet: Fleet = {
    ...createLiveness(heartbeats),

    async screenSession(token) {
      const tokenHash = hashToken(token)
      const found = await tokens.get(tokenHash, () => loadSession(tokenHash))
      if (!found) {
        // Unknown tokens are not remembered: a guess must not fill the cache.
        tokens.delete(tokenHash)
        return null
      }
      if (found.expiresAt !== null && found.expiresAt <= Date.now()) return null
      if (tokens.peek(tokenHash)) {
        let hashes = tokensByScreen.get(found.screenId)
        if (!hashes) tokensByScreen.set(found.screenId, (hashes = new Set()))
        hashes.add(tokenHash)
      }
      return { sessionId: found.sessionId, screenId: found.screenId, tokenHash }
    },

    async screenWithLocation(screenId) {
      const screen = await screenRows.get(screenId, () => loadScreens(screenId))
      if (!screen) {
        screenRows.delete(screenId)
        return undefined
      }
      const location = await fleet.location(screen.locationId)
      return location ? { screen, location } : undefined
    },

    async location(locationId) {
      const row = await locationRows.get(locationId, () => loadLocations(locationId))
      if (!row) locationRows.delete(locationId)
      return row
    },

    timetable(location) {
      // The studio service adapter keeps its own cache, refreshed on its own schedule.
      if (studioService) return readTimetable(db, studioService, location)
      return timetables.get(location.id, () => readTimetable(db, null, location))
    },

    async calendar(location) {
      const from = calendarCutoff(new Date())
      const [holidays, days] = await Promise.all([
        chainHolidays.get('chain', () => readHolidays(db, from)),
        calendars.get(location.id, () => readLocationDays(db, location.id, from)),
      ])
      return { holidays, ...days }
    },

    async dayPlan(location, at) {
      const [{ timetable, stale }, calendar] = await Promise.all([fleet.timetable(location), fleet.calendar(location)])
      return { ...dayPlan(timetable, calendar, fleet.localDate(location, at)), stale }
    },

    localDate(location, now) {
      return dates(location.timeZone, now, () => localDate(now, location.timeZone))
    },

    currentWorkout(round, location, now) {
      const date = dates(`${location.timeZone}|${location.schedule.join(',')}`, now, () => effectiveDate(now, location.timeZone, location.schedule))
      // The effective date is in the key: the roll-over instant moves every screen to a new entry.
      return workouts.get(`${round}|${date.toString()}`, () => currentWorkoutFor(db, round, location, now))
    },

    heartbeats,

    invalidate(invalidation) {
      bus.publish({ inv: invalidation })
    },

    changed({ push, ...invalidation }) {
      const pushes = push === undefined ? [] : Array.isArray(push) ? push : [push]
      if (pushes.length === 0) return fleet.invalidate(invalidation)
      pushes.forEach((frame, index) => fleet.push(frame.location, frame.event, frame.screen, index === 0 ? invalidation : undefined))
    },

    push(locationId, event, screenId, also) {
      const derived = invalidationOf(event, screenId)
      const inv: Invalidation = also
        ? {
            locations: [...(derived.locations ?? []), ...(also.locations ?? [])],
            screens: [...(derived.screens ?? []), ...(also.screens ?? [])],
            revokedScreens: [...(derived.revokedScreens ?? []), ...(also.revokedScreens ?? [])],
            workouts: derived.workouts || also.workouts,
            calendars: also.calendars,
            holidays: also.holidays,
          }
        : derived
      bus.publish({ inv, push: { location: locationId, screen: screenId, event } })
    },

    subscribe(target, listener, onReplaced) {
      const id = `${process.pid}-${(streamCounter += 1)}`
      let streams = byLocation.get(target.locationId)
      if (!streams) byLocation.set(target.locationId, (streams = new Map<string, Stream>()))
      streams.set(id, { screenId: target.screenId, sessionId: target.sessionId, listener, onReplaced })
      // One live stream per screen session: this one replaces any older one, on any process.
      bus.publish({ stream: { session: target.sessionId, id } })
      bySession.set(target.sessionId, { id, locationId: target.locationId })
      return () => {
        streams.delete(id)
        if (streams.size === 0 && byLocation.get(target.locationId) === streams) byLocation.delete(target.locationId)
        if (bySession.get(target.sessionId)?.id === id) bySession.delete(target.sessionId)
      }
    },

    streams() {
      let total = 0
      for (const streams of byLocation.values()) total += streams.size
      return total
    },

    busConnected: () => bus.connected(),

    cacheStats: () => ({
      tokens: tokens.stats(),
      screens: screenRows.stats(),
      locations: locationRows.stats(),
      timetables: timetables.stats(),
      workouts: workouts.stats(),
      calendars: calendars.stats(),
      holidays: chainHolidays.stats(),
    }),

    onResync(listener) {
      resyncListeners.add(listener)
      return () => resyncListeners.delete(listener)
    },

    async close() {
      unsubscribeBus()
      unsubscribeResync()
      await heartbeats.close()
    },
  }
  return fleet
}
