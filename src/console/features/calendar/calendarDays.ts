import { parseDate } from '@internationalized/date'

export type DayKind = 'holiday' | 'closure' | 'extra' | 'cancelled'

interface Marks {
  holidays: readonly { date: string; name: string }[]
  closures: readonly { startsOn: string; endsOn: string; reason: string }[]
  exceptions: readonly { date: string; kind: string; classTime: string; className: string }[]
}

/** What the calendar marks on each day, the strongest first: a holiday or closure wins over a one-off class (the day is closed). */
export function dayKinds(marks: Marks): Map<string, DayKind> {
  const kinds = new Map<string, DayKind>()
  for (const exception of marks.exceptions)
    if (!kinds.has(exception.date) || exception.kind === 'extra') kinds.set(exception.date, exception.kind === 'extra' ? 'extra' : 'cancelled')
  for (const closure of marks.closures) {
    // A closure is at most 366 days (the API refuses longer ones).
    for (let day = parseDate(closure.startsOn), end = parseDate(closure.endsOn); day.compare(end) <= 0; day = day.add({ days: 1 }))
      kinds.set(day.toString(), 'closure')
  }
  for (const holiday of marks.holidays) kinds.set(holiday.date, 'holiday')
  return kinds
}

/** The days a studio is closed (a holiday or a closure), from its calendar as the API answers it. */
export function closedDaysOf(
  calendar:
    { holidays?: readonly ({ date: string } | null)[] | null; closures?: readonly ({ startsOn: string; endsOn: string } | null)[] | null } | null | undefined,
): Set<string> {
  const days = new Set<string>()
  for (const holiday of calendar?.holidays ?? []) if (holiday) days.add(holiday.date)
  for (const closure of calendar?.closures ?? []) {
    if (!closure) continue
    for (let day = parseDate(closure.startsOn), end = parseDate(closure.endsOn); day.compare(end) <= 0; day = day.add({ days: 1 })) days.add(day.toString())
  }
  return days
}
