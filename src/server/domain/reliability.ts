import { and, asc, gte, lt, max } from 'drizzle-orm'
import { ON_TIME_SECONDS, type Reliability } from '../../shared/schemas/classRuns'
import type { Db } from '../db/client'
import { classRuns, locations, screens } from '../db/schema'
import { createLoadingCache } from '../fleet/loadingCache'
import { inLocationScope, type LocationScope } from '../lib/locationScope'

/**
 * Class reliability (docs/CLASS-RUNS.md#class-reliability): per location and per day, the classes
 * that ran, how many began on time, screens that missed a class, clips replaced. It reads the runs
 * alone (each run keeps its count of reporting screens and replaced clips as plays are stored), and
 * one report per location set and period is kept until a run changes, so aliases and reloads of the
 * same report cost one computation.
 */

interface Counts {
  classes: number
  onTime: number
  late: number
  screensMissed: number
  clipsReplaced: number
  stoppedEarly: number
  syncClasses: number
  syncInStep: number
  syncMedianP95Ms: number | null
  syncWorstP95Ms: number | null
}

const emptyCounts = (): Counts => ({
  classes: 0,
  onTime: 0,
  late: 0,
  screensMissed: 0,
  clipsReplaced: 0,
  stoppedEarly: 0,
  syncClasses: 0,
  syncInStep: 0,
  syncMedianP95Ms: null,
  syncWorstP95Ms: null,
})

/** Proof of sync over a period: the middle and the worst of its classes' worst-screen 95th percentiles. */
function closeSync(counts: Counts, p95s: number[]): void {
  if (p95s.length === 0) return
  const sorted = [...p95s].sort((a, b) => a - b)
  counts.syncMedianP95Ms = sorted[Math.ceil(sorted.length / 2) - 1]
  counts.syncWorstP95Ms = sorted[sorted.length - 1]
}
const DAY_MS = 24 * 60 * 60_000

/** YYYY-MM-DD of instants in a zone, one formatter per zone (making one is what costs). */
function dateFormatter(): (instant: Date, timeZone: string) => string {
  const formats = new Map<string, Intl.DateTimeFormat>()
  return (instant, timeZone) => {
    let format = formats.get(timeZone)
    if (!format) {
      format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
      formats.set(timeZone, format)
    }
    return format.format(instant)
  }
}

/** How many of `sorted` (ascending epoch ms) are at or before `instant`. */
function countUpTo(sorted: readonly number[], instant: number): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (sorted[middle] <= instant) low = middle + 1
    else high = middle
  }
  return low
}

/** The report over the last `days` days, computed from the runs of the period. */
export async function classReliability(db: Db, scope: LocationScope, days: number, now: Date, syncThresholdMs: number): Promise<Reliability> {
  const from = new Date(now.getTime() - days * DAY_MS)
  const visible = await db
    .select({ id: locations.id, name: locations.name, studioNumber: locations.locationIdentifier, timeZone: locations.timeZone })
    .from(locations)
    .where(inLocationScope(locations.id, scope))
  // A run counts the location's screens that existed when it began (screens deleted since are not counted).
  const screenRows = await db
    .select({ locationId: screens.locationId, createdAt: screens.createdAt })
    .from(screens)
    .where(inLocationScope(screens.locationId, scope))
    .orderBy(asc(screens.createdAt))
  const screensCreated = new Map<string, number[]>()
  for (const row of screenRows) screensCreated.set(row.locationId, [...(screensCreated.get(row.locationId) ?? []), row.createdAt.getTime()])
  const runs = await db
    .select({
      locationId: classRuns.locationId,
      anchorAt: classRuns.anchorAt,
      startedAt: classRuns.startedAt,
      reporting: classRuns.reportingScreens,
      replaced: classRuns.replacedClips,
      stoppedAt: classRuns.stoppedAt,
      syncScreens: classRuns.syncScreens,
      syncP95Ms: classRuns.syncP95Ms,
    })
    .from(classRuns)
    .where(and(gte(classRuns.startedAt, from), lt(classRuns.startedAt, now), inLocationScope(classRuns.locationId, scope)))

  const dateIn = dateFormatter()
  const axis: string[] = []
  for (let day = days - 1; day >= 0; day--) axis.push(dateIn(new Date(now.getTime() - day * DAY_MS), 'UTC'))
  const byDay = new Map(axis.map((date) => [date, emptyCounts()]))
  const byLocation = new Map(visible.map((location) => [location.id, { counts: emptyCounts(), lastClassAt: null as Date | null }]))
  const totals = emptyCounts()
  const zones = new Map(visible.map((location) => [location.id, location.timeZone]))
  /** Each class's worst-screen 95th percentile, by the counts it went into. */
  const p95s = new Map<Counts, number[]>()

  for (const run of runs) {
    const entry = byLocation.get(run.locationId)
    if (!entry) continue
    const onTime = Math.max(0, Math.round((run.startedAt.getTime() - run.anchorAt.getTime()) / 1000)) <= ON_TIME_SECONDS
    const missed = Math.max(0, countUpTo(screensCreated.get(run.locationId) ?? [], run.startedAt.getTime()) - run.reporting)
    let date = dateIn(run.startedAt, zones.get(run.locationId) ?? 'UTC')
    if (date < axis[0]) date = axis[0]
    if (date > axis[axis.length - 1]) date = axis[axis.length - 1]
    for (const counts of [entry.counts, byDay.get(date)!, totals]) {
      counts.classes += 1
      counts.onTime += onTime ? 1 : 0
      counts.late += onTime ? 0 : 1
      counts.screensMissed += missed
      counts.clipsReplaced += run.replaced
      // A Stop before the last clip (a class played to its end is never stopped: recordStop): counted here, not alerted.
      counts.stoppedEarly += run.stoppedAt ? 1 : 0
      // Proof of sync: a class is in step when its worst screen is (the run keeps its worst 95th percentile).
      if (run.syncScreens > 0 && run.syncP95Ms !== null) {
        counts.syncClasses += 1
        counts.syncInStep += run.syncP95Ms <= syncThresholdMs ? 1 : 0
        p95s.set(counts, [...(p95s.get(counts) ?? []), run.syncP95Ms])
      }
    }
    if (!entry.lastClassAt || run.startedAt > entry.lastClassAt) entry.lastClassAt = run.startedAt
  }

  for (const [counts, values] of p95s) closeSync(counts, values)

  const trouble = (counts: Counts) => counts.late + counts.screensMissed + counts.clipsReplaced + counts.syncClasses - counts.syncInStep
  const locationRows = visible
    .map((location) => {
      const { counts, lastClassAt } = byLocation.get(location.id)!
      return {
        location: location.id,
        name: location.name,
        studioNumber: location.studioNumber,
        timeZone: location.timeZone,
        ...counts,
        lastClassAt: lastClassAt?.toISOString() ?? null,
      }
    })
    .sort((a, b) => trouble(b) - trouble(a) || a.classes - b.classes || a.name.localeCompare(b.name))
  return {
    from: from.toISOString(),
    to: now.toISOString(),
    totals,
    byDay: axis.map((date) => ({ date, ...byDay.get(date)! })),
    locations: locationRows,
  }
}

/** A kept report is re-read after this long even when no run changed (a screen added or a location renamed since). */
export const RELIABILITY_CACHE_MS = 30_000
const RELIABILITY_CACHE_ENTRIES = 1_000

/**
 * Reports kept per location set, period and runs' version: the newest change of any run (a Start,
 * a Stop, a stored play; one index lookup), so a change on any server process is seen by every
 * other at once, with no message to miss. Concurrent asks of one report share one computation.
 */
export function createReliabilityReader(db: () => Db, syncThresholdMs: number) {
  const cache = createLoadingCache<string, Reliability>({ maxEntries: RELIABILITY_CACHE_ENTRIES, ttlMs: RELIABILITY_CACHE_MS })
  return async (scope: LocationScope, days: number, now: Date): Promise<Reliability> => {
    const [{ version }] = await db()
      .select({ version: max(classRuns.updatedAt) })
      .from(classRuns)
    let set = 'all'
    if (!scope.all) {
      // The locations the scope sees now (a staff member's links, a regional admin's regions).
      const rows = await db().select({ id: locations.id }).from(locations).where(inLocationScope(locations.id, scope)).orderBy(asc(locations.id))
      set = rows.map((row) => row.id).join(',')
    }
    const key = `${set}|${days}|${version?.getTime() ?? 0}`
    return cache.get(key, () => classReliability(db(), scope, days, now, syncThresholdMs))
  }
}

export type ReliabilityReader = ReturnType<typeof createReliabilityReader>
