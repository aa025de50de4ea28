import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm'
import type { ClassException, Closure, Holiday, LocationCalendar } from '../../shared/calendar'
import type { Db } from '../db/client'
import { classExceptions, holidays, locationClosures, locations, regionHolidays } from '../db/schema'
import { inLocationScope, isRegionScope, type LocationScope } from '../lib/locationScope'

/**
 * The calendar the classes of a day follow (docs/RULES.md#calendar), as the fleet caches it: what is
 * past by more than this many days no longer decides anything (a proof-of-play report looks back 36 hours).
 */
export const CALENDAR_LOOKBACK_DAYS = 2

/** 'YYYY-MM-DD' of the UTC date `days` before `now`: earlier than any zone's local date then. */
export function calendarCutoff(now: Date, days = CALENDAR_LOOKBACK_DAYS): string {
  return new Date(now.getTime() - (days + 1) * 86_400_000).toISOString().slice(0, 10)
}

export const holidayDto = (row: typeof holidays.$inferSelect): Holiday => ({ id: row.id, date: row.date, name: row.name, regionId: null })
export const regionHolidayDto = (row: typeof regionHolidays.$inferSelect): Holiday => ({ id: row.id, date: row.date, name: row.name, regionId: row.regionId })

const byDate = (a: Holiday, b: Holiday) => a.date.localeCompare(b.date) || (a.regionId ?? '').localeCompare(b.regionId ?? '') || a.id.localeCompare(b.id)

/**
 * The holidays a location keeps between two dates (either open): the chain's and, when it has a
 * region, its region's public holidays, by date.
 */
export async function locationHolidays(db: Db, regionId: string | null, from?: string, to?: string): Promise<Holiday[]> {
  const range = <T extends typeof holidays | typeof regionHolidays>(table: T) =>
    and(from ? gte(table.date, from) : undefined, to ? lte(table.date, to) : undefined)
  const [chain, regional] = await Promise.all([
    db.select().from(holidays).where(range(holidays)).orderBy(asc(holidays.date)),
    regionId
      ? db
          .select()
          .from(regionHolidays)
          .where(and(eq(regionHolidays.regionId, regionId), range(regionHolidays)))
          .orderBy(asc(regionHolidays.date))
      : Promise.resolve([]),
  ])
  return [...chain.map(holidayDto), ...regional.map(regionHolidayDto)].sort(byDate)
}

/**
 * The regional holidays a scope may see: every region's chain-wide, a regional admin's own regions',
 * and for location staff and keys given locations the regions of their locations.
 */
export function regionHolidaysInScope(scope: LocationScope): SQL | undefined {
  if (scope.all) return undefined
  if (isRegionScope(scope)) return inArray(regionHolidays.regionId, [...scope.regionIds])
  return inArray(regionHolidays.regionId, sql`(select ${locations.regionId} from ${locations} where ${inLocationScope(locations.id, scope)})`)
}
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

/** A region's public holidays from `from` on, by date. */
export async function readRegionHolidays(db: Db, regionId: string, from: string): Promise<Holiday[]> {
  const rows = await db
    .select()
    .from(regionHolidays)
    .where(and(eq(regionHolidays.regionId, regionId), gte(regionHolidays.date, from)))
    .orderBy(asc(regionHolidays.date))
  return rows.map(regionHolidayDto)
}

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
