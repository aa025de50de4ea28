import type { CalendarDate } from '@internationalized/date'
import type { DayPlan, LocationCalendar } from '../../shared/calendar'
import type { LocationTimetable } from '../../shared/schemas/class'
import type { ScreenPlan } from '../../shared/schemas/screenPlan'
import type { ScreenMessage } from '../../shared/schemas/messages'
import type { Workout } from '../../shared/schemas/workouts'
import type { Db } from '../db/client'
import type { LocationRow } from '../domain/locations'
import type { ScreenWithLocation } from '../domain/screens'
import type { StudioService } from '../timetable/studioService'
import type { FleetBus } from './bus'
import type { ConsoleEvent } from './consoleHub'
import type { HeartbeatBuffer } from './heartbeats'
import type { LiveReport } from './liveScreens'
import type { Liveness } from './liveness'
import type { Change, PushListener, ScreenEvent } from './push'

// What the fleet is (docs/FLEET.md): its interface and the messages its processes share; fleet.ts makes one.

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
  /** The holidays changed: the chain's or a region's. */
  holidays?: boolean
  /** Locations whose messages to the screens changed (docs/MESSAGES.md). */
  messages?: string[]
  /** API keys revoked (by public id): every process reads them again (fleet/apiKeys.ts). */
  apiKeys?: string[]
}

export type { Change, PushListener, ScreenEvent, ScreenPush } from './push'

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
  /** The holidays of the chain and of the location's region, and the location's closures and one-off classes, from a few days ago on. */
  calendar(location: LocationRow): Promise<LocationCalendar>
  /**
   * The location's classes on its local date at `at`, the calendar applied (docs/RULES.md#calendar):
   * what automatic starts, readiness, alerts, proof of play and the screens' poll read.
   */
  dayPlan(location: LocationRow, at: Date): Promise<DayPlan & { stale: boolean }>
  /** The workout the round plays at `now` in the location (keyed by its effective date). */
  currentWorkout(round: number, location: LocationRow, now: Date): Promise<Workout | null>
  /**
   * What a screen of the round at the location is told is coming (docs/SCREEN-DEVICE.md#content-ahead): kept by
   * location, round, effective and local date, dropped with any workout, location, calendar or holiday change.
   */
  screenPlan(round: number, location: LocationRow, now: Date): Promise<ScreenPlan>
  /** The messages the location's screens show now or later, not cleared and not ended when read (docs/MESSAGES.md). */
  screenMessages(locationId: string): Promise<ScreenMessage[]>
  /** The location's local date at `now`. */
  localDate(location: LocationRow, now: Date): CalendarDate
  /** The day whose workout the location plays at `now` (its effective date, roll-over applied), 'YYYY-MM-DD'. */
  workoutDay(location: LocationRow, now: Date): string
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
  /** The screen's screenshot ask of the last half minute, for a stream that opens after it (push.ts). */
  recentScreenshotAsk(screenId: string): ScreenEvent | undefined
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
