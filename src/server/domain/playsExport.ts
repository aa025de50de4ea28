import { and, asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm'
import type { PlayExportRow, PlaysExportQuery } from '../../shared/schemas/playsExport'
import type { Db } from '../db/client'
import { classRunPlays, classRuns, locations } from '../db/schema'
import { inLocationScope, type LocationScope } from '../lib/locationScope'

/**
 * The proof-of-play export (docs/CLASS-RUNS.md#exporting-plays): every clip a screen played, with its
 * class and location, in the order it was played. Pages are read by keyset (played at, then id), so
 * a page costs the same at the first play of a year as at the last, and a streamed CSV holds one
 * page in memory at a time.
 */

/** Where a page ended: the last row's play instant and id. Opaque to clients (base64url JSON). */
interface Cursor {
  at: string
  id: string
}

export function encodeCursor(row: Pick<PlayExportRow, 'playedAt' | 'id'>): string {
  return Buffer.from(JSON.stringify([row.playedAt, row.id])).toString('base64url')
}

/** The cursor a client sent, or null when it is not one this server gave. */
export function decodeCursor(text: string): Cursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
    if (!Array.isArray(value) || value.length !== 2) return null
    const [at, id] = value as unknown[]
    if (typeof at !== 'string' || Number.isNaN(Date.parse(at)) || typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) return null
    return { at, id }
  } catch {
    return null
  }
}

/** No studio is more than 14 hours from UTC: a play on a local day lies within this margin of that day in UTC. */
const ZONE_MARGIN = "interval '14 hours'"

export type PlaysFilter = Omit<PlaysExportQuery, 'cursor' | 'limit'>

function conditions(filter: PlaysFilter, scope: LocationScope, after: Cursor | null): SQL[] {
  const localDay = sql`(${classRunPlays.startedAt} at time zone ${locations.timeZone})::date`
  const where: (SQL | undefined)[] = [
    // The coarse bounds in UTC let the index on the play instant do the work; the local day decides.
    sql`${classRunPlays.startedAt} >= (${filter.from}::date - ${sql.raw(ZONE_MARGIN)})`,
    sql`${classRunPlays.startedAt} < (${filter.to}::date + interval '1 day' + ${sql.raw(ZONE_MARGIN)})`,
    sql`${localDay} between ${filter.from}::date and ${filter.to}::date`,
    inLocationScope(classRuns.locationId, scope),
    filter.locationIds
      ? inArray(classRuns.locationId, filter.locationIds.length > 0 ? filter.locationIds : ['00000000-0000-0000-0000-000000000000'])
      : undefined,
    filter.regionId ? eq(locations.regionId, filter.regionId) : undefined,
    filter.screenId ? eq(classRunPlays.screenId, filter.screenId) : undefined,
    filter.workoutId ? eq(classRunPlays.workoutId, filter.workoutId) : undefined,
    // Exact but for case: a routine's name holds `#` and `&`, never a pattern of its own.
    filter.routine
      ? ilike(
          classRunPlays.clipName,
          filter.routine.replace(/[\\%_]/g, (match) => `\\${match}`),
        )
      : undefined,
    after ? sql`(${classRunPlays.startedAt}, ${classRunPlays.id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
  ]
  return where.filter((condition): condition is SQL => condition !== undefined)
}

/** One page of plays after `after` (or from the first), at most `limit` rows. */
export async function readPlaysPage(db: Db, filter: PlaysFilter, scope: LocationScope, after: Cursor | null, limit: number): Promise<PlayExportRow[]> {
  const rows = await db
    .select({
      id: classRunPlays.id,
      playedAt: classRunPlays.startedAt,
      endedAt: classRunPlays.endedAt,
      locationId: classRuns.locationId,
      locationName: locations.name,
      locationIdentifier: locations.locationIdentifier,
      runId: classRuns.id,
      runKind: classRuns.kind,
      classAt: classRuns.anchorAt,
      screenId: classRunPlays.screenId,
      screenName: classRunPlays.screenName,
      round: classRunPlays.round,
      position: classRunPlays.position,
      clipKind: classRunPlays.clipKind,
      step: classRunPlays.step,
      routine: classRunPlays.clipName,
      workoutId: classRunPlays.workoutId,
      source: classRunPlays.source,
      replaced: classRunPlays.replaced,
      replaceReason: classRunPlays.replaceReason,
      stalls: classRunPlays.stalls,
      stallMs: classRunPlays.stallMs,
      driftSamples: classRunPlays.syncSamples,
      driftMedianMs: classRunPlays.syncMedianMs,
      driftP95Ms: classRunPlays.syncP95Ms,
      driftMaxMs: classRunPlays.syncMaxMs,
      seeks: classRunPlays.syncSeeks,
      rateChanges: classRunPlays.syncRateChanges,
      clockErrorMs: classRunPlays.clockErrorMs,
    })
    .from(classRunPlays)
    .innerJoin(classRuns, eq(classRuns.id, classRunPlays.runId))
    .innerJoin(locations, eq(locations.id, classRuns.locationId))
    .where(and(...conditions(filter, scope, after)))
    .orderBy(asc(classRunPlays.startedAt), asc(classRunPlays.id))
    .limit(limit)
  return rows.map((row) => ({
    ...row,
    playedAt: row.playedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    classAt: row.classAt.toISOString(),
    // Stored 0-based, the way the screens count; people count clips from 1.
    position: row.position + 1,
  }))
}

/** Every play the filter matches from `after` on, a page at a time: what a streamed CSV walks. */
export async function* walkPlays(db: Db, filter: PlaysFilter, scope: LocationScope, after: Cursor | null, pageSize: number): AsyncGenerator<PlayExportRow[]> {
  let cursor = after
  for (;;) {
    const page = await readPlaysPage(db, filter, scope, cursor, pageSize)
    if (page.length > 0) yield page
    if (page.length < pageSize) return
    const last = page[page.length - 1]
    cursor = { at: last.playedAt, id: last.id }
  }
}
