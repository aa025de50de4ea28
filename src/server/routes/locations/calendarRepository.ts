import { and, asc, count, eq, gte, lte, sql } from 'drizzle-orm'
import type { ClassException, Closure, Holiday } from '../../../shared/calendar'
import type { ClassExceptionCreateBody, ClosureCreateBody } from '../../../shared/schemas/calendar'
import type { Db } from '../../db/client'
import { classExceptions, holidays, locationClosures } from '../../db/schema'
import { closureDto, exceptionDto, holidayDto } from '../../domain/calendar'

/** The holidays, a location's closures overlapping from..to, and its exceptions in from..to. */
export async function calendarBetween(
  db: Db,
  locationId: string,
  from: string,
  to: string,
): Promise<{ holidays: Holiday[]; closures: Closure[]; exceptions: ClassException[] }> {
  const [holidayRows, closureRows, exceptionRows] = await Promise.all([
    db
      .select()
      .from(holidays)
      .where(and(gte(holidays.date, from), lte(holidays.date, to)))
      .orderBy(asc(holidays.date)),
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
  return { holidays: holidayRows.map(holidayDto), closures: closureRows.map(closureDto), exceptions: exceptionRows.map(exceptionDto) }
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
