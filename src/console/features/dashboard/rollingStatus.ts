import type { CalendarDate } from '@internationalized/date'
import { ROUND_NUMBERS } from '../../../shared/constants'
import { rollingWindow, workoutCovers, type WorkoutDateRange } from '../../../shared/rollover'

export interface RollingCell<W> {
  date: CalendarDate
  round: number
  /** The workouts covering this round on this day (usually one). */
  workouts: W[]
  /** The studio is closed this day (a holiday or a closure): nothing plays, so nothing is missing. */
  closed: boolean
}

export interface RollingStatus<W> {
  days: CalendarDate[]
  /** Rows by round (1-9), each with one cell per day. */
  rows: { round: number; cells: RollingCell<W>[] }[]
  /** Day/round pairs with nothing scheduled, earliest day first: shown before the grid. */
  gaps: RollingCell<W>[]
}

/**
 * Is a workout scheduled for each round on each of the next 7 days (docs/RULES.md#dashboard, docs/RULES.md#constants)?
 * Days the dashboard's studio is closed (`closedDays`, 'YYYY-MM-DD': docs/RULES.md#calendar) are no gaps.
 */
export function rollingStatus<W extends WorkoutDateRange & { round: number }>(
  workouts: readonly W[],
  today: CalendarDate,
  closedDays: ReadonlySet<string> = new Set(),
): RollingStatus<W> {
  const days = rollingWindow(today)
  const rows = ROUND_NUMBERS.map((round) => ({
    round,
    cells: days.map((date) => ({
      date,
      round,
      workouts: workouts.filter((workout) => workout.round === round && workoutCovers(workout, date)),
      closed: closedDays.has(date.toString()),
    })),
  }))
  const gaps = days.flatMap((date, dayIndex) => rows.map((row) => row.cells[dayIndex]).filter((cell) => cell.workouts.length === 0 && !cell.closed))
  return { days, rows, gaps }
}

/** A workout whose routines lack a video link (docs/RULES.md#dashboard content status). */
export function missingVideoSteps(routines: readonly ({ step: number; videoLink?: string | null } | null)[]): number[] {
  return routines
    .filter((routine): routine is { step: number; videoLink?: string | null } => routine !== null && !routine.videoLink?.trim())
    .map((routine) => routine.step)
}
