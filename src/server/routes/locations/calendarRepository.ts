import { and, asc, count, eq, gte, lte, sql } from 'drizzle-orm'
import type { ClassException, Closure, Holiday } from '../../../shared/calendar'
import { SCREEN_CONNECTED_WINDOW_MS } from '../../../shared/constants'
import type { ClassExceptionCreateBody, ClosureCreateBody, ClosureToday } from '../../../shared/schemas/calendar'
import type { Db } from '../../db/client'
import { classExceptions, locationClosures, screens } from '../../db/schema'
import type { LocationRow } from '../../domain/locations'
import type { Fleet } from '../../fleet/fleet'
import { closureDto, exceptionDto, locationHolidays } from '../../domain/calendar'

/** The holidays of the chain and of the location's region in from..to, its closures overlapping from..to, and its exceptions in from..to. */
export async function calendarBetween(
  db: Db,
  location: { id: string; regionId: string | null },
  from: string,
  to: string,
): Promise<{ holidays: Holiday[]; closures: Closure[]; exceptions: ClassException[] }> {
  const locationId = location.id
  const [holidayRows, closureRows, exceptionRows] = await Promise.all([
    locationHolidays(db, location.regionId, from, to),
    db
      .select()
      .from(locationClosures)
      .where(and(eq(locationClosures.locationId, locationId), gte(locationClosures.endsOn, from), lte(locationClosures.startsOn, to)))
      .orderBy(asc(locationClosures.startsOn), asc(locationClosures.id)),
    db
      .select()
      .from(classExceptions)
      .where(and(eq(classExceptions.locationId, locationId), gte(classExceptions.date, from), lte(classExceptions.date, to)))
      .orderBy(asc(classExceptions.date), asc(classExceptions.classTime), asc(classExceptions.kind)),
  ])
  return { holidays: holidayRows, closures: closureRows.map(closureDto), exceptions: exceptionRows.map(exceptionDto) }
}

export async function insertClosure(db: Db, locationId: string, body: ClosureCreateBody) {
  const [row] = await db
    .insert(locationClosures)
    .values({ locationId, ...body })
    .returning()
  return closureDto(row)
}

export async function insertException(db: Db, locationId: string, body: ClassExceptionCreateBody) {
  const [row] = await db
    .insert(classExceptions)
    .values({ locationId, ...body })
    .returning()
  return exceptionDto(row)
}

/** Deletes the location's closure; undefined when it has none with this id. */
export async function deleteClosure(db: Db, locationId: string, id: string) {
  const [row] = await db
    .delete(locationClosures)
    .where(and(eq(locationClosures.id, id), eq(locationClosures.locationId, locationId)))
    .returning()
  return row ? closureDto(row) : undefined
}

/** Deletes the location's exception; undefined when it has none with this id. */
export async function deleteException(db: Db, locationId: string, id: string) {
  const [row] = await db
    .delete(classExceptions)
    .where(and(eq(classExceptions.id, id), eq(classExceptions.locationId, locationId)))
    .returning()
  return row ? exceptionDto(row) : undefined
}

/** The location's closures that have not ended by `today`. */
export async function closuresAhead(db: Db, locationId: string, today: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(locationClosures)
    .where(and(eq(locationClosures.locationId, locationId), gte(locationClosures.endsOn, today)))
  return row.total
}

/** The location's exceptions from `today` on, and those on `date`. */
export async function exceptionsAhead(db: Db, locationId: string, today: string, date: string): Promise<{ ahead: number; onDate: number }> {
  const [row] = await db
    .select({ ahead: count(), onDate: sql<number>`count(*) filter (where ${classExceptions.date} = ${date})`.mapWith(Number) })
    .from(classExceptions)
    .where(and(eq(classExceptions.locationId, locationId), gte(classExceptions.date, today)))
  return { ahead: row.ahead, onDate: row.onDate }
}

/** The location's closures sharing a day with startsOn..endsOn, first first. */
export async function closuresOverlapping(db: Db, locationId: string, startsOn: string, endsOn: string): Promise<Closure[]> {
  const rows = await db
    .select()
    .from(locationClosures)
    .where(and(eq(locationClosures.locationId, locationId), gte(locationClosures.endsOn, startsOn), lte(locationClosures.startsOn, endsOn)))
    .orderBy(asc(locationClosures.startsOn), asc(locationClosures.id))
  return rows.map(closureDto)
}

/**
 * Adds the closure unless the location is already closed on one of its days (docs/RULES.md#calendar):
 * undefined then, nothing added. The caller holds the location's row locked.
 */
export async function addClosure(db: Db, location: { id: string }, body: ClosureCreateBody): Promise<Closure | undefined> {
  if ((await closuresOverlapping(db, location.id, body.startsOn, body.endsOn)).length > 0) return undefined
  return insertClosure(db, location.id, body)
}

/**
 * What a new closure does today at the location: whether it covers the studio's today, and whether
 * a class plays now (started by hand, or a connected screen says it plays one). That class plays to
 * its end; no class starts by itself after it.
 */
export async function closureToday(db: Db, fleet: Fleet, location: LocationRow, closure: Closure, now: Date): Promise<ClosureToday> {
  const today = fleet.localDate(location, now).toString()
  const coversToday = closure.startsOn <= today && today <= closure.endsOn
  if (!coversToday) return { coversToday, classPlaying: false }
  if (location.classStart) return { coversToday, classPlaying: true }
  const rows = await db.select().from(screens).where(eq(screens.locationId, location.id))
  const playing = rows.some((row) => {
    const seen = fleet.lastSeen(row)
    return seen !== null && now.getTime() - seen.getTime() <= SCREEN_CONNECTED_WINDOW_MS && fleet.deviceState(row.id, row.deviceState)?.playing === true
  })
  return { coversToday, classPlaying: playing }
}
