import { and, asc, eq, gte } from 'drizzle-orm'
import type { ClassException, Closure, Holiday, LocationCalendar } from '../../shared/calendar'
import type { Db } from '../db/client'
import { classExceptions, holidays, locationClosures } from '../db/schema'

/**
 * The calendar the classes of a day follow (docs/RULES.md#calendar), as the fleet caches it: what is
 * past by more than this many days no longer decides anything (a proof-of-play report looks back 36 hours).
 */
export const CALENDAR_LOOKBACK_DAYS = 2

/** 'YYYY-MM-DD' of the UTC date `days` before `now`: earlier than any zone's local date then. */
export function calendarCutoff(now: Date, days = CALENDAR_LOOKBACK_DAYS): string {
  return new Date(now.getTime() - (days + 1) * 86_400_000).toISOString().slice(0, 10)
}

export const holidayDto = (row: typeof holidays.$inferSelect): Holiday => ({ id: row.id, date: row.date, name: row.name })
export const closureDto = (row: typeof locationClosures.$inferSelect): Closure => ({
  id: row.id,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  reason: row.reason,
})
export const exceptionDto = (row: typeof classExceptions.$inferSelect): ClassException => ({
  id: row.id,
  date: row.date,
  kind: row.kind,
  classTime: row.classTime,
  className: row.className,
})

/** The chain's holidays from `from` on (every one without it), by date. */
export async function readHolidays(db: Db, from?: string): Promise<Holiday[]> {
  const rows = await db
    .select()
    .from(holidays)
    .where(from ? gte(holidays.date, from) : undefined)
    .orderBy(asc(holidays.date))
  return rows.map(holidayDto)
}

/** A location's closures and exceptions that end on or after `from`. */
export async function readLocationDays(db: Db, locationId: string, from: string): Promise<Pick<LocationCalendar, 'closures' | 'exceptions'>> {
  const [closures, exceptions] = await Promise.all([
    db
      .select()
      .from(locationClosures)
      .where(and(eq(locationClosures.locationId, locationId), gte(locationClosures.endsOn, from)))
      .orderBy(asc(locationClosures.startsOn), asc(locationClosures.id)),
    db
      .select()
      .from(classExceptions)
      .where(and(eq(classExceptions.locationId, locationId), gte(classExceptions.date, from)))
      .orderBy(asc(classExceptions.date), asc(classExceptions.classTime), asc(classExceptions.kind)),
  ])
  return { closures: closures.map(closureDto), exceptions: exceptions.map(exceptionDto) }
}
