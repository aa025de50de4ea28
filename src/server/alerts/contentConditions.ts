import { SCREEN_CONNECTED_WINDOW_MS } from '../../shared/constants'
import type { Db } from '../db/client'
import { screenContent } from '../domain/contentReadiness'
import type { LocationRow } from '../domain/locations'
import { pairedScreens } from '../domain/screens'
import type { ReadinessSources } from '../domain/readiness'
import type { Condition } from './evaluate'
import type { ScreenPlan } from '../../shared/schemas/screenPlan'
import { letRequestsIn } from '../lib/jobs'

/** Screens whose plans are asked for together before the requests waiting are let in (a batch takes milliseconds). */
const PLAN_BATCH = 100

/** How long before a day's first class a paired screen must hold that day's workout (CONTENT_READY_LEAD_HOURS). */
export const CONTENT_READY_LEAD_HOURS = 12

/**
 * Content ahead (docs/CLASS-RUNS.md#content-ahead): a paired screen that does not hold a workout of its plan once the
 * lead time before the first class of the workout's first day has begun. One alert per screen and workout, resolved
 * when the screen reports it whole (or 15 minutes before that class: from then the class's own readiness alert speaks).
 * The cause says what to see to: offline, not reported yet, storage full, a clip failing, or the download window too
 * short (still downloading). Plans come from the fleet's memory; a location's screens of one round share one.
 */
export async function contentConditions(
  db: Db,
  sources: Pick<ReadinessSources, 'screenPlan' | 'deviceState' | 'lastSeen'>,
  inService: LocationRow[],
  now: Date,
  leadHours: number,
  /** From this long before the class, its own readiness alert (screenNotReady) speaks for the workout in play. */
  classAlertMinutes: number,
): Promise<Condition[]> {
  if (inService.length === 0) return []
  const byId = new Map(inService.map((location) => [location.id, location]))
  const rows = await pairedScreens(db, [...byId.keys()])
  const leadMs = leadHours * 3_600_000
  const found: Condition[] = []
  // A chain's plans are made a batch of screens at a time, and the screens' requests let in between batches: PGlite
  // answers inside this process, so one plan read after another would hold every poll until the last (lib/jobs.ts).
  const plans = new Map<string, Promise<ScreenPlan>>()
  for (let start = 0; start < rows.length; start += PLAN_BATCH) {
    if (start > 0) await letRequestsIn()
    const batch = rows.slice(start, start + PLAN_BATCH).flatMap((row) => {
      const location = byId.get(row.locationId)
      if (!location) return []
      const key = `${row.locationId}|${row.round}`
      let plan = plans.get(key)
      if (!plan) plans.set(key, (plan = sources.screenPlan(row.round, location, now)))
      return [{ row, plan }]
    })
    const made = await Promise.all(batch.map(({ plan }) => plan))
    batch.forEach(({ row }, index) => found.push(...contentOf(row, made[index])))
  }
  return found

  function contentOf(row: (typeof rows)[number], plan: ScreenPlan): Condition[] {
    const found: Condition[] = []
    const seen = sources.lastSeen(row)
    const connected = seen !== null && now.getTime() - seen.getTime() <= SCREEN_CONNECTED_WINDOW_MS
    const content = screenContent(plan, sources.deviceState(row.id, row.deviceState), connected)
    for (const entry of content.workouts) {
      if (entry.ready || !entry.workout || !entry.firstClassAt) continue
      const firstClass = Date.parse(entry.firstClassAt)
      if (now.getTime() < firstClass - leadMs || now.getTime() >= firstClass - classAlertMinutes * 60_000) continue
      found.push({
        key: `contentNotReady|${row.locationId}|${row.id}|${entry.workout}`,
        locationId: row.locationId,
        kind: 'contentNotReady',
        details: {
          screen: row.name,
          round: row.round,
          workout: entry.name,
          date: entry.date,
          classAt: entry.firstClassAt,
          held: entry.held,
          clips: entry.clips,
          // Still downloading at the lead time: the window (or the line) is too short for it.
          cause: entry.cause === 'downloading' ? 'windowTooShort' : entry.cause,
        },
      })
    }
    return found
  }
}
