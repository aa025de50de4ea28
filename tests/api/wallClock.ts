// Classes a few minutes from now, in tests that run at any hour: a class is "today" only on the studio's
// own date (docs/RULES.md#class-playback), so a test that schedules one must not straddle the studio's
// midnight. These pick a zone where it is daytime and write the timetable in its wall-clock time.

/** The timetable's weekdays, Monday first, as the API takes them. */
export const TIMETABLE_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const

/** A zone where it is now between 02:00 and 21:00, so classes minutes or hours away are today. */
export function daytimeZone(now: Date): string {
  for (const zone of ['America/New_York', 'Europe/London', 'Asia/Tokyo', 'Pacific/Honolulu', 'Asia/Kolkata', 'America/Los_Angeles']) {
    const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(now))
    if (hour >= 2 && hour < 21) return zone
  }
  throw new Error('no daytime zone')
}

/** The weekday (its timetable key, and 0 = Sunday) and 'HH:MM' of an instant in a zone. */
export function wallClock(instant: number, timeZone: string): { day: string; weekday: number; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  )
  const day = parts.weekday.toLowerCase()
  return { day, weekday: (TIMETABLE_DAYS.indexOf(day as (typeof TIMETABLE_DAYS)[number]) + 1) % 7, time: `${parts.hour}:${parts.minute}` }
}

/** A weekly timetable with one class, at `instant` in `timeZone`, and every other day empty. */
export function oneClassTimetable(
  instant: number,
  timeZone: string,
  className = 'Kickboxing 45',
): Record<string, { class_name: string; class_time: string }[]> {
  const timetable = Object.fromEntries(TIMETABLE_DAYS.map((day) => [day, [] as { class_name: string; class_time: string }[]]))
  const { day, time } = wallClock(instant, timeZone)
  timetable[day] = [{ class_name: className, class_time: time }]
  return timetable
}
