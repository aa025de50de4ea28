import { fromDate, toCalendarDate, type CalendarDate } from '@internationalized/date'
import { asc, eq } from 'drizzle-orm'
import type { LocationTimetable } from '../../shared/schemas/class'
import { emptyTimetable, SCHEDULE_HOURS_DAY_ORDER, sortTimetable, type WeeklyTimetable } from '../../shared/timetable'
import type { Db } from '../db/client'
import { timetableEntries } from '../db/schema'
import type { StudioService } from '../timetable/studioService'
import type { LocationRow } from './locations'

/**
 * A location's weekly timetable (from the studio service or our table) and the classes of one
 * local day: the timetable routes, the screens' poll and the fleet's cache read it here.
 */

/** The location's local calendar date at `now`. */
export function localDate(now: Date, timeZone: string): CalendarDate {
  return toCalendarDate(fromDate(now, timeZone))
}

async function localTimetable(db: Db, locationId: string): Promise<WeeklyTimetable> {
  const rows = await db
    .select()
    .from(timetableEntries)
    .where(eq(timetableEntries.locationId, locationId))
    .orderBy(asc(timetableEntries.weekday), asc(timetableEntries.classTime), asc(timetableEntries.createdAt), asc(timetableEntries.id))
  const timetable = emptyTimetable()
  for (const row of rows) timetable[SCHEDULE_HOURS_DAY_ORDER[row.weekday]].push({ class_name: row.className, class_time: row.classTime })
  return timetable
}

/**
 * A location's timetable: from the studio service when one is configured, else from our table.
 * A failing service never fails the caller: the adapter's last good copy, or an empty stale one.
 */
export async function readTimetable(db: Db, studioService: StudioService | null, location: LocationRow): Promise<LocationTimetable> {
  if (!studioService) return { source: 'local', stale: false, editable: true, timetable: await localTimetable(db, location.id) }
  try {
    const schedule = await studioService.getSchedule(location.locationIdentifier)
    return { source: 'studio-service', stale: schedule.stale, editable: false, timetable: schedule.timetable }
  } catch {
    // The adapter has already logged why; there is no copy to fall back on.
    return { source: 'studio-service', stale: true, editable: false, timetable: emptyTimetable() }
  }
}

/** Replaces the location's own timetable. */
export async function replaceLocalTimetable(db: Db, locationId: string, timetable: WeeklyTimetable, now: Date): Promise<WeeklyTimetable> {
  const sorted = sortTimetable(timetable)
  await db.delete(timetableEntries).where(eq(timetableEntries.locationId, locationId))
  const values = SCHEDULE_HOURS_DAY_ORDER.flatMap((day, weekday) =>
    sorted[day].map((entry) => ({ locationId, weekday, className: entry.class_name, classTime: entry.class_time, createdAt: now, updatedAt: now })),
  )
  if (values.length > 0) await db.insert(timetableEntries).values(values)
  return sorted
}
