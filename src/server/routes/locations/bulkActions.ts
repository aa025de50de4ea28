import { asc, eq, inArray } from 'drizzle-orm'
import { CLASS_MINUTES } from '../../../shared/classFormat'
import { scheduledInstant, type ClassEntry } from '../../../shared/classSchedule'
import { SCREEN_CONNECTED_WINDOW_MS } from '../../../shared/constants'
import type { ClosureCreateBody } from '../../../shared/schemas/calendar'
import type { LocationAction, LocationActionResult } from '../../../shared/schemas/locationActions'
import type { Db } from '../../db/client'
import { screens } from '../../db/schema'
import { recordManualStart, recordStop } from '../../domain/classRuns'
import { applyClassControl, classStateOf } from '../../domain/classState'
import type { LocationRow } from '../../domain/locations'
import type { ScreenRow } from '../../domain/screens'
import type { Fleet } from '../../fleet/fleet'
import type { Liveness } from '../../fleet/liveness'
import { audit, type AuditActor } from '../../lib/audit'
import { addClosure, closuresOverlapping, closureToday } from './calendarRepository'

/** "Reload idle screens" leaves a screen alone from this long before a class until this long after it ends. */
export const IDLE_MARGIN_MINUTES = 30

/** What one location's action did, and what to tell the screens once its transaction has committed. */
export interface LocationActionDone {
  result: LocationActionResult
  afterCommit: (fleet: Fleet) => void
}

function isConnected(fleet: Liveness, screen: ScreenRow, now: Date): boolean {
  const seen = fleet.lastSeen(screen)
  return seen !== null && now.getTime() - seen.getTime() <= SCREEN_CONNECTED_WINDOW_MS
}

/** True when one of today's classes (the day's plan: timetable, holidays, closures, one-off classes) runs now, or starts or ended within the margin. */
export function nearAClass(classes: readonly ClassEntry[], now: Date, timeZone: string): boolean {
  const margin = IDLE_MARGIN_MINUTES * 60_000
  return classes.some((entry) => {
    const startsAt = scheduledInstant(entry.class_time, now.getTime(), timeZone)
    return startsAt !== null && now.getTime() >= startsAt - margin && now.getTime() <= startsAt + CLASS_MINUTES * 60_000 + margin
  })
}

/**
 * Whether the location has a class near `now` by its day's plan (docs/RULES.md#calendar): a one-off
 * class counts, a cancelled one or a closed day does not. Read before the location's transaction:
 * the plan comes from the fleet's cache or the database, never from inside the transaction.
 */
export async function locationNearAClass(fleet: Fleet, location: LocationRow, now: Date): Promise<boolean> {
  const plan = await fleet.dayPlan(location, now)
  return nearAClass(plan.classes, now, location.timeZone)
}

/** The screens a reload after a deploy may reach: none near a class or while one runs, and no screen that says it plays one. */
function idleScreens(fleet: Liveness, location: LocationRow, rows: ScreenRow[], nearClass: boolean): ScreenRow[] {
  if (location.classStart || nearClass) return []
  return rows.filter((row) => !fleet.deviceState(row.id, row.deviceState)?.playing)
}

async function flagScreens(tx: Db, ids: string[], flag: 'refreshFlag' | 'hardRefreshFlag', now: Date): Promise<void> {
  if (ids.length > 0)
    await tx
      .update(screens)
      .set({ [flag]: true, updatedAt: now })
      .where(inArray(screens.id, ids))
}

/**
 * Applies one action to one location inside the caller's transaction (the location row locked),
 * writes its audit line, and answers its result. Refreshes count only the connected screens asked
 * to reload, as the single-location hard refresh does: a disconnected one reloads when it is back.
 */
export async function actOnLocation(
  tx: Db,
  actor: AuditActor & { firstName: string; lastName: string },
  location: LocationRow,
  action: LocationAction,
  context: { now: Date; nearClass: boolean; fleet: Fleet; closure?: ClosureCreateBody; syncThresholdMs: number },
): Promise<LocationActionDone> {
  const { now, fleet } = context
  const rows = await tx.select().from(screens).where(eq(screens.locationId, location.id)).orderBy(asc(screens.round), asc(screens.name))
  const base = { location: location.id, name: location.name, screens: rows.length, flagged: [] as string[], connected: 0, skipped: 0 }
  let afterCommit: LocationActionDone['afterCommit'] = () => {}
  let outcome: LocationActionResult['outcome'] = 'done'
  let result: LocationActionResult

  if (action === 'close') {
    // The closure of the single-location route (docs/RULES.md#calendar), refused where the location is closed already on one of its days.
    const body = context.closure!
    const closure = await addClosure(tx, location, body)
    const closedBy = closure ? null : (await closuresOverlapping(tx, location.id, body.startsOn, body.endsOn))[0]
    outcome = closure ? 'done' : 'alreadyClosed'
    const today = closure ? await closureToday(tx, context.fleet, location, closure, now) : { coversToday: false, classPlaying: false }
    result = { ...base, outcome, connected: rows.filter((screen) => isConnected(fleet, screen, now)).length, closure, closedBy, today }
    if (closure) {
      await audit(tx, 'Closure', 'create', actor, { location: location.id, ...closure, action: 'bulk close' })
      afterCommit = (fleet) =>
        // A closure of today reaches the screens at once; another day's at their next poll.
        fleet.changed(
          today.coversToday
            ? { calendars: [location.id], push: { location: location.id, event: { event: 'refresh', data: { location: location.id } } } }
            : { calendars: [location.id] },
        )
    }
  } else if (action === 'hardRefresh' || action === 'refresh' || action === 'reloadIdle') {
    const targets = action === 'reloadIdle' ? idleScreens(fleet, location, rows, context.nearClass) : rows
    const ids = targets.map((row) => row.id)
    await flagScreens(tx, ids, action === 'refresh' ? 'refreshFlag' : 'hardRefreshFlag', now)
    result = { ...base, outcome, flagged: ids, connected: targets.filter((row) => isConnected(fleet, row, now)).length, skipped: rows.length - ids.length }
    afterCommit = (fleet) => {
      if (action === 'refresh') {
        fleet.changed({ screens: ids, push: ids.map((id) => ({ location: location.id, screen: id, event: { event: 'refresh', data: { screen: id } } })) })
      } else if (action === 'hardRefresh') {
        fleet.push(location.id, { event: 'hard-refresh', data: { location: location.id } }, undefined, { screens: ids })
      } else {
        // Only the idle screens: a screen in a class must play on.
        for (const id of ids) fleet.push(location.id, { event: 'hard-refresh', data: { location: location.id } }, id, { screens: [id] })
      }
    }
  } else {
    const body = action === 'automaticOn' || action === 'automaticOff' ? { automaticMode: action === 'automaticOn' } : { classStart: action === 'start' }
    const unchanged = 'automaticMode' in body ? location.automaticMode === body.automaticMode : location.classStart === body.classStart
    const row = unchanged ? location : await applyClassControl(tx, location, body, now)
    // Proof of play (docs/CLASS-RUNS.md), as the single-location Start/Stop records it.
    if (row.classStart && row.classStartedAt && !location.classStart) await recordManualStart(tx, row.id, row.classStartedAt, actor)
    if (!row.classStart && location.classStart && location.classStartedAt)
      await recordStop(tx, row.id, location.classStartedAt, now, actor, context.syncThresholdMs)
    outcome = unchanged ? 'unchanged' : 'done'
    result = { ...base, outcome, connected: rows.filter((screen) => isConnected(fleet, screen, now)).length }
    const state = classStateOf(row)
    if (!unchanged) afterCommit = (fleet) => fleet.push(location.id, { event: 'class', data: state })
  }

  if (action !== 'close')
    await audit(tx, 'Location', 'update', actor, {
      id: location.id,
      name: location.name,
      action: `bulk ${action}`,
      outcome,
      screens: result.flagged.length,
      connected: result.connected,
      ...(action === 'reloadIdle' ? { skipped: result.skipped } : {}),
    })
  return { result, afterCommit }
}
