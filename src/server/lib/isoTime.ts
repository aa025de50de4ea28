/**
 * Dates as ISO strings for the screens' hot routes (poll, heartbeat, auth read; docs/FLEET.md#measuring-it).
 * `toISOString()` costs about a microsecond, and the heartbeat wrote three on every call: the screen's
 * `createdAt` and `updatedAt`, which the fleet's read model holds as the same Date objects until the row
 * changes, and its `statusUpdatedAt`, the heartbeat's own time, which the calls of one millisecond share.
 * Our code never changes a Date once made (`setTime` and the like are not used), so a string kept for one
 * stays true.
 */
const rowTimes = new WeakMap<Date, string>()

/** A stored row's date: written once per Date object, kept while the object lives. */
export function rowTime(date: Date): string {
  let iso = rowTimes.get(date)
  if (iso === undefined) {
    iso = date.toISOString()
    rowTimes.set(date, iso)
  }
  return iso
}

let lastMillis = Number.NaN
let lastIso = ''

/** A time close to now (a heartbeat's, a poll's): the last one written is kept, for the calls of the same millisecond. */
export function recentTime(date: Date): string {
  const millis = date.getTime()
  if (millis !== lastMillis) {
    lastIso = date.toISOString()
    lastMillis = millis
  }
  return lastIso
}
