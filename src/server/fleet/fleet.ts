import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm'
import type { LocationTimetable } from '../../shared/schemas/class'
import type { Workout } from '../../shared/schemas/workouts'
import { effectiveDate } from '../../shared/rollover'
import { locations, screens, sessions } from '../db/schema'
import { hashToken } from '../lib/tokens'
import { createHeartbeatBuffer } from './heartbeats'
import { createLiveness } from './liveness'
import { createPushStreams, invalidationOf, mergeInvalidations } from './push'
import { createDateMemo } from './dateMemo'
import { createBatcher, createLoadingCache } from './loadingCache'
import type { LocationRow } from '../domain/locations'
import type { ScreenRow } from '../domain/screens'
import { localDate, readTimetable } from '../domain/timetable'
import { calendarCutoff, readHolidays, readLocationDays, readRegionHolidays } from '../domain/calendar'
import type { CalendarDate } from '@internationalized/date'
import { dayPlan, type DayPlan, type Holiday, type LocationCalendar } from '../../shared/calendar'
import { currentWorkoutFor } from '../domain/workouts'
import { loadRoundWorkouts, loadScreenPlan, screenCounts, type PlanSources, type RoundWorkouts } from '../domain/screenPlan'
import type { ScreenPlan } from '../../shared/schemas/screenPlan'
import { SCREEN_PLAN_DAYS } from '../../shared/constants'
import type { ScreenMessage } from '../../shared/schemas/messages'
import { readScreenMessagesOf } from '../domain/messages'

export type { Change, Fleet, FleetMessage, FleetOptions, Invalidation, PushListener, ScreenEvent, ScreenPush, ScreenSession } from './fleetTypes'
import type { Fleet, FleetOptions, Invalidation, ScreenSession } from './fleetTypes'

const TOKEN_CACHE_MAX = 200_000
const ROW_CACHE_MAX = 100_000
const WORKOUT_CACHE_MAX = 1_000
/** Plans kept: one per location and round (a chain of 1,000 studios with nine rounds each). */
const PLAN_CACHE_MAX = 10_000
const DEFAULT_TTL_MS = 5 * 60_000
const DEFAULT_FLUSH_MS = 5_000
/** The one key of the chain-wide holidays' cache. */
const HOLIDAYS_KEY = 'chain'
/** The holidays of a location without a region: none, always the same list. */
const NO_REGION: Holiday[] = []

interface KeptPlan {
  day: CalendarDate
  timetable: LocationTimetable | undefined
  days: Pick<LocationCalendar, 'closures' | 'exceptions'> | undefined
  holidays: Holiday[] | undefined
  /** The location's region then, and its holidays' cached list (NO_REGION without a region). */
  regionId: string | null
  regionHolidays: Holiday[] | undefined
  answer: Promise<DayPlan & { stale: boolean }>
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
  const screenPlans = createLoadingCache<string, ScreenPlan>({ maxEntries: PLAN_CACHE_MAX, ttlMs })
  /** Each round's workouts over the plan's days from one effective date: what every location's plans share. */
  const roundWorkouts = createLoadingCache<string, RoundWorkouts>({ maxEntries: WORKOUT_CACHE_MAX, ttlMs })
  const calendars = createLoadingCache<string, Pick<LocationCalendar, 'closures' | 'exceptions'>>({ maxEntries: ROW_CACHE_MAX, ttlMs })
  /** Each location's messages to its screens (docs/MESSAGES.md). */
  const locationMessages = createLoadingCache<string, ScreenMessage[]>({ maxEntries: ROW_CACHE_MAX, ttlMs })
  const chainHolidays = createLoadingCache<string, Holiday[]>({ maxEntries: 1, ttlMs })
  /** Each region's public holidays, by region id. */
  const regionalHolidays = createLoadingCache<string, Holiday[]>({ maxEntries: ROW_CACHE_MAX, ttlMs })
  const heartbeats = createHeartbeatBuffer(db, {
    flushEveryMs: options.heartbeatFlushMs ?? DEFAULT_FLUSH_MS,
    onError: (error) => onError(error, 'heartbeat flush'),
  })
  const dates = createDateMemo()
  const streams = createPushStreams((stream) => bus.publish({ stream }))

  function apply(invalidation: Invalidation) {
    for (const id of invalidation.locations ?? []) {
      locationRows.delete(id)
      timetables.delete(id)
    }
    for (const id of invalidation.calendars ?? []) calendars.delete(id)
    for (const id of invalidation.messages ?? []) locationMessages.delete(id)
    if (invalidation.holidays) {
      chainHolidays.clear()
      regionalHolidays.clear()
    }
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
    if (invalidation.workouts) {
      workouts.clear()
      roundWorkouts.clear()
    }
    // A plan is made of workouts, the location's zone, roll-over hours, timetable and calendar: any of them drops them all.
    if (invalidation.workouts || invalidation.locations?.length || invalidation.calendars?.length || invalidation.holidays) screenPlans.clear()
  }

  const unsubscribeBus = bus.subscribe((message) => {
    if (message.inv) apply(message.inv)
    if (message.push) streams.deliver(message.push.location, message.push.screen, message.push.event)
    if (message.stream) streams.closeOlderStream(message.stream.session, message.stream.id)
  })
  const resyncListeners = new Set<() => void>()
  const unsubscribeResync = bus.onResync(() => {
    tokens.clear()
    tokensByScreen.clear()
    screenRows.clear()
    locationRows.clear()
    timetables.clear()
    workouts.clear()
    screenPlans.clear()
    roundWorkouts.clear()
    calendars.clear()
    locationMessages.clear()
    chainHolidays.clear()
    regionalHolidays.clear()
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
  // The plans of a chain's locations made together (the alert check's content ahead) count their screens in one query.
  const loadScreenCounts = createBatcher((ids: string[]) => screenCounts(db, ids))
  const planSources: PlanSources = {
    timetable: (location) => fleet.timetable(location),
    calendar: (location) => fleet.calendar(location),
    roundWorkouts: (round, today, days) => roundWorkouts.get(`${round}|${today.toString()}|${days}`, () => loadRoundWorkouts(db, round, today, days)),
    screenCount: async (locationId) => (await loadScreenCounts(locationId)) ?? 0,
  }
  // A reload storm's first polls of many studios read their messages in one query.
  const loadMessages = createBatcher((ids: string[]) => readScreenMessagesOf(db, ids, new Date()))
  const loadScreens = createBatcher(async (ids: string[]) => {
    const rows = await db.select().from(screens).where(inArray(screens.id, ids))
    return new Map(rows.map((row) => [row.id, row]))
  })
  const loadLocations = createBatcher(async (ids: string[]) => {
    const rows = await db.select().from(locations).where(inArray(locations.id, ids))
    return new Map(rows.map((row) => [row.id, row]))
  })

  /** Each memoised date's 'YYYY-MM-DD', made once (the poll sends its location's workout day). */
  const dayNames = new WeakMap<CalendarDate, string>()
  /** The last day plan of each location and what it was made from (fleet.dayPlan). */
  const plans = new Map<string, KeptPlan>()

  async function planDay(location: LocationRow, day: CalendarDate): Promise<DayPlan & { stale: boolean }> {
    const [{ timetable, stale }, calendar] = await Promise.all([fleet.timetable(location), fleet.calendar(location)])
    const plan = { ...dayPlan(timetable, calendar, day), stale }
    // Kept only when every source came from the caches (the studio service's timetable is read through its own).
    const sources = {
      timetable: timetables.peek(location.id),
      days: calendars.peek(location.id),
      holidays: chainHolidays.peek(HOLIDAYS_KEY),
      regionId: location.regionId,
      regionHolidays: regionHolidaysPeek(location.regionId),
    }
    if (!studioService && sources.timetable?.timetable === timetable && sources.days && sources.holidays && sources.regionHolidays) {
      if (plans.size >= ROW_CACHE_MAX) plans.clear()
      plans.set(location.id, { day, ...sources, answer: Promise.resolve(plan) })
    }
    return plan
  }

  function regionHolidaysPeek(regionId: string | null): Holiday[] | undefined {
    return regionId ? regionalHolidays.peek(regionId) : NO_REGION
  }

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
      const { regionId } = location
      const [chain, regional, days] = await Promise.all([
        chainHolidays.get(HOLIDAYS_KEY, () => readHolidays(db, from)),
        regionId ? regionalHolidays.get(regionId, () => readRegionHolidays(db, regionId, from)) : NO_REGION,
        calendars.get(location.id, () => readLocationDays(db, location.id, from)),
      ])
      // A regional public holiday closes the studio as a chain-wide one does (docs/RULES.md#calendar).
      return { holidays: regional.length === 0 ? chain : [...chain, ...regional].sort((a, b) => a.date.localeCompare(b.date)), ...days }
    },

    dayPlan(location, at) {
      const day = fleet.localDate(location, at)
      // Every poll asks for its studio's day: answered from the last plan while the day and the
      // cached rows it was made from are the same objects (an invalidation replaces them).
      const kept = plans.get(location.id)
      if (
        kept &&
        kept.day === day &&
        kept.timetable === timetables.peek(location.id) &&
        kept.days === calendars.peek(location.id) &&
        kept.holidays === chainHolidays.peek(HOLIDAYS_KEY) &&
        kept.regionId === location.regionId &&
        kept.regionHolidays === regionHolidaysPeek(location.regionId)
      )
        return kept.answer
      return planDay(location, day)
    },

    screenMessages(locationId) {
      return locationMessages.get(locationId, async () => (await loadMessages(locationId)) ?? [])
    },

    localDate(location, now) {
      return dates(location.timeZone, now, () => localDate(now, location.timeZone))
    },

    currentWorkout(round, location, now) {
      // The effective date is in the key: the roll-over instant moves every screen to a new entry.
      return workouts.get(`${round}|${fleet.workoutDay(location, now)}`, () => currentWorkoutFor(db, round, location, now))
    },

    workoutDay(location, now) {
      const date = dates(`${location.timeZone}|${location.schedule.join(',')}`, now, () => effectiveDate(now, location.timeZone, location.schedule))
      let day = dayNames.get(date)
      if (day === undefined) dayNames.set(date, (day = date.toString()))
      return day
    },

    screenPlan(round, location, now) {
      const zone = `${location.timeZone}|${location.schedule.join(',')}`
      const date = dates(zone, now, () => effectiveDate(now, location.timeZone, location.schedule))
      const key = `${location.id}|${round}|${date.toString()}|${fleet.localDate(location, now).toString()}`
      return screenPlans.get(key, () => loadScreenPlan(planSources, round, location, now, SCREEN_PLAN_DAYS))
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
      bus.publish({ inv: mergeInvalidations(invalidationOf(event, screenId), also), push: { location: locationId, screen: screenId, event } })
    },

    subscribe: (target, listener, onReplaced) => streams.subscribe(target, listener, onReplaced),
    recentScreenshotAsk: (screenId) => streams.recentScreenshotAsk(screenId),
    streams: () => streams.count(),

    busConnected: () => bus.connected(),

    cacheStats: () => ({
      tokens: tokens.stats(),
      screens: screenRows.stats(),
      locations: locationRows.stats(),
      timetables: timetables.stats(),
      workouts: workouts.stats(),
      screenPlans: screenPlans.stats(),
      roundWorkouts: roundWorkouts.stats(),
      calendars: calendars.stats(),
      messages: locationMessages.stats(),
      holidays: chainHolidays.stats(),
      regionHolidays: regionalHolidays.stats(),
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
