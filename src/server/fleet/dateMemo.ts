import type { CalendarDate } from '@internationalized/date'

const MINUTE_MS = 60_000
const DATE_MEMO_MAX = 10_000

/**
 * Dates in a zone, worked out once a minute per zone (and roll-over schedule): zone conversion was
 * the poll's largest cost of its own. Exact, since zone offsets and roll-over hours fall on whole minutes.
 */
export function createDateMemo() {
  let minute = -1
  let memo = new Map<string, CalendarDate>()
  return (key: string, now: Date, compute: () => CalendarDate): CalendarDate => {
    const current = Math.floor(now.getTime() / MINUTE_MS)
    if (current !== minute || memo.size > DATE_MEMO_MAX) {
      minute = current
      memo = new Map()
    }
    let date = memo.get(key)
    if (!date) memo.set(key, (date = compute()))
    return date
  }
}
