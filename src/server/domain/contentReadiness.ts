import { parseDate, parseTime, toCalendarDateTime, toZoned } from '@internationalized/date'
import { normaliseClassTime } from '../../shared/classSchedule'
import type { DeviceState } from '../../shared/schemas/class'
import type { ContentCause, PlannedContent, ScreenContent } from '../../shared/schemas/classRuns'
import type { ScreenPlan } from '../../shared/schemas/screenPlan'

/**
 * Content ahead on the screens (docs/CLASS-RUNS.md#content-ahead): for each workout of a screen's plan, what the
 * screen says it holds of it (its device report's `ahead`), and whether it is ready for today, for the next change
 * and for the whole plan. Pure: the plan comes from the fleet's memory, the report from the screen's heartbeat.
 */

/** The instant of `time` (HH:MM) on the local `date` in `timeZone`. */
function wallInstant(date: string, time: string, timeZone: string): number {
  return toZoned(toCalendarDateTime(parseDate(date), parseTime(time)), timeZone, 'compatible')
    .toDate()
    .getTime()
}

/** The first class of the local `date` by the plan's timetable (the calendar applied), or null: closed, none, or past the plan. */
export function firstClassOf(plan: Pick<ScreenPlan, 'timetable' | 'timeZone'>, date: string): number | null {
  const day = plan.timetable.find((entry) => entry.date === date)
  if (!day || day.closed) return null
  const times = day.classes.map((entry) => normaliseClassTime(entry.class_time ?? '')).filter((time): time is string => time !== null)
  if (times.length === 0) return null
  return Math.min(...times.map((time) => wallInstant(date, time, plan.timeZone)))
}

/**
 * A screen's content readiness from its plan and its last report. A plan entry with no workout needs nothing (its
 * classes play the default clips); one with a workout is held when the report names that version of it with every
 * clip stored. `connected`: the screen was heard from within the connected window (else its report may be old).
 */
export function screenContent(plan: ScreenPlan, device: DeviceState | null, connected: boolean): ScreenContent {
  const reported = new Map((device?.ahead ?? []).map((held) => [held.workout, held]))
  const workouts: PlannedContent[] = plan.workouts.map((entry) => {
    const firstClass = firstClassOf(plan, entry.date)
    const base = { date: entry.date, from: entry.from, firstClassAt: firstClass === null ? null : new Date(firstClass).toISOString() }
    if (!entry.workout)
      return { ...base, workout: null, name: null, clips: 0, held: 0, bytesHeld: 0, bytesNeeded: 0, expectedAt: null, ready: true, cause: null }
    const held = reported.get(entry.workout.id)
    const current = held && held.updatedAt === entry.workout.updatedAt ? held : null
    const ready = current !== null && current.clips > 0 && current.held >= current.clips
    return {
      ...base,
      workout: entry.workout.id,
      name: entry.workout.name,
      clips: current?.clips ?? entry.clips.length,
      held: current?.held ?? 0,
      bytesHeld: current?.bytesHeld ?? 0,
      bytesNeeded: current ? current.bytesNeeded : null,
      expectedAt: current?.expectedAt ?? null,
      ready,
      cause: ready ? null : causeOf(current, device, connected, firstClass),
    }
  })
  const [today, next] = workouts
  return {
    readyToday: today?.ready ?? true,
    readyNextChange: next?.ready ?? true,
    readyWeek: workouts.every((entry) => entry.ready),
    nextChangeAt: next?.from ?? null,
    workouts,
  }
}

/** Why a screen does not hold a workout yet, in the order staff would see to it. */
function causeOf(
  held: NonNullable<DeviceState['ahead']>[number] | null,
  device: DeviceState | null,
  connected: boolean,
  firstClass: number | null,
): ContentCause {
  if (!connected) return 'offline'
  if (!device || !device.ahead || !held) return 'notReported'
  if (device.cacheAvailable === false || held.noRoom > 0) return 'storageFull'
  if (held.failing > 0) return 'clipFailing'
  // Its own word that it will not be done before the day's first class: the download window (or the line) is too short.
  if (held.expectedAt && firstClass !== null && Date.parse(held.expectedAt) > firstClass) return 'windowTooShort'
  return 'downloading'
}
