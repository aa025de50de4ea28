import { asc, eq } from 'drizzle-orm'
import type { DayPlan } from '../../shared/calendar'
import { classesOfDay } from '../../shared/classSchedule'
import { APP_VERSION, SCREEN_CONNECTED_WINDOW_MS } from '../../shared/constants'
import { READINESS_WINDOW_MINUTES, type ContentSummary, type Readiness, type ScreenContent, type ScreenReadiness } from '../../shared/schemas/classRuns'
import type { Workout } from '../../shared/schemas/workouts'
import type { Db } from '../db/client'
import { screens } from '../db/schema'
import type { Liveness } from '../fleet/liveness'
import { playRefusalsOf } from '../limits/playLimits'
import type { ScreenPlan } from '../../shared/schemas/screenPlan'
import { screenContent } from './contentReadiness'
import type { LocationRow } from './locations'
import { liveTokenHashes } from './screens'

/** What readiness reads besides the database, from the fleet: cached day plans (timetable and calendar), current workouts, the screens' liveness. */
export interface ReadinessSources extends Pick<Liveness, 'lastSeen' | 'deviceState'> {
  dayPlan(location: LocationRow, at: Date): Promise<Pick<DayPlan, 'classes' | 'closure'>>
  currentWorkout(round: number, location: LocationRow, now: Date): Promise<Workout | null>
  /** What a screen of the round is told is coming (the fleet keeps it in memory: fleet.screenPlan). */
  screenPlan(round: number, location: LocationRow, now: Date): Promise<ScreenPlan>
}

/** How many of these screens' contents are ready for today, the next change and the week; the earliest next change. */
export function contentSummary(contents: readonly ScreenContent[]): ContentSummary {
  const count = (ready: (content: ScreenContent) => boolean) => ({ ready: contents.filter(ready).length, total: contents.length })
  const changes = contents.map((content) => content.nextChangeAt).filter((at): at is string => at !== null)
  return {
    today: count((content) => content.readyToday),
    nextChange: count((content) => content.readyNextChange),
    week: count((content) => content.readyWeek),
    nextChangeAt: changes.length > 0 ? changes.reduce((a, b) => (Date.parse(a) <= Date.parse(b) ? a : b)) : null,
  }
}

/**
 * Is each screen of a location ready for its next class (docs/CLASS-RUNS.md#readiness)? Linked and
 * connected, a workout for its round today, every clip of it stored on the screen, the app version
 * this server serves. Each failing check is a reason staff can act on.
 */
export async function locationReadiness(db: Db, sources: ReadinessSources, location: LocationRow, now: Date): Promise<Readiness> {
  // A closed day (holiday or closure) has no class: nothing is next, so nothing is due to be ready.
  const { classes } = await sources.dayPlan(location, now)
  const next = classesOfDay(classes, now.getTime(), location.timeZone).find((entry) => entry.startsAt > now.getTime()) ?? null
  const rows = await db.select().from(screens).where(eq(screens.locationId, location.id)).orderBy(asc(screens.round), asc(screens.name))
  const tokens = await liveTokenHashes(
    db,
    rows.map((row) => row.id),
    now,
  )
  const refusals = await playRefusalsOf(
    db,
    rows.map((row) => row.id),
    now,
  )
  const result: ScreenReadiness[] = []
  for (const row of rows) {
    const reasons: ScreenReadiness['reasons'] = []
    const device = sources.deviceState(row.id, row.deviceState)
    const seen = sources.lastSeen(row)
    const connected = seen !== null && now.getTime() - seen.getTime() <= SCREEN_CONNECTED_WINDOW_MS
    if (!tokens.has(row.id)) reasons.push('notLinked')
    else if (!connected) reasons.push('disconnected')
    if (!(await sources.currentWorkout(row.round, location, now))) reasons.push('noWorkout')
    if (tokens.has(row.id)) {
      if (!device) reasons.push('notReported')
      else {
        if (device.cacheAvailable === false) reasons.push('cannotStoreClips')
        else if (device.clipsCached < device.clipsWanted) reasons.push('clipsDownloading')
        if (device.appVersion !== APP_VERSION) reasons.push('oldVersion')
      }
    }
    result.push({
      screen: row.id,
      name: row.name,
      round: row.round,
      ready: reasons.length === 0,
      reasons,
      clipsWanted: device?.clipsWanted ?? null,
      clipsCached: device?.clipsCached ?? null,
      appVersion: device?.appVersion ?? null,
      playsRefused: refusals.get(row.id) ?? 0,
      // Content ahead (docs/CLASS-RUNS.md#content-ahead): its plan, from memory, against what it says it holds.
      content: tokens.has(row.id) ? screenContent(await sources.screenPlan(row.round, location, now), device, connected) : null,
    })
  }
  return {
    location: location.id,
    checkedAt: now.toISOString(),
    nextClass: next ? { name: next.name, time: next.time, startsAt: new Date(next.startsAt).toISOString() } : null,
    inWindow: next !== null && next.startsAt - now.getTime() <= READINESS_WINDOW_MINUTES * 60_000,
    ready: result.every((screen) => screen.ready),
    appVersion: APP_VERSION,
    content: contentSummary(result.flatMap((screen) => (screen.content ? [screen.content] : []))),
    screens: result,
  }
}
