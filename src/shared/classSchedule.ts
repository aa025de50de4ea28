import { CalendarDateTime, fromAbsolute, getDayOfWeek, toZoned } from '@internationalized/date';

/** Time zone used when a location has none, or an unknown one (SPEC §4.3, §9). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** A class only counts as "next" until 30 minutes after its start (SPEC §4.3). */
export const NEXT_CLASS_GRACE_MINUTES = 30;

/** Minutes of the start window, measured from the scheduled time plus the offset (SPEC §9). */
export const START_WINDOW_MINUTES = { from: 0, to: 29 } as const;

/** Offset added to the minutes since the scheduled start: the countdown runs before the class. */
export const START_OFFSET_MINUTES = { countdown: 5, alternateCountdown: 0.17 } as const;

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One class of a location's timetable as the studio source gives it; `time` is 'h:mm AM/PM' or 'HH:MM'. */
export interface ScheduledClass {
  name: string;
  time: string;
}

/** A location's week of classes, keyed by weekday. */
export type WeeklyTimetable = Partial<Record<Weekday, readonly ScheduledClass[]>>;

/** A class of today, resolved to an instant in the location's zone. */
export interface ClassToday {
  name: string;
  /** Normalised 24-hour 'HH:MM'. */
  time: string;
  /** Epoch milliseconds of the scheduled start. */
  startsAt: number;
}

const TWELVE_HOUR = /^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m?\.?$/i;
const TWENTY_FOUR_HOUR = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/** Parses 'h:mm AM/PM', 'h AM' or 'HH:MM[:SS]' into hour (0-23) and minute; null when it is not a time. */
export function parseClassTime(text: string): { hour: number; minute: number } | null {
  const value = text.trim();
  const twelve = TWELVE_HOUR.exec(value);
  if (twelve) {
    const hour = Number(twelve[1]);
    const minute = Number(twelve[2] ?? '0');
    if (hour < 1 || hour > 12 || minute > 59) return null;
    const pm = twelve[3].toLowerCase() === 'p';
    return { hour: (hour % 12) + (pm ? 12 : 0), minute };
  }
  const twentyFour = TWENTY_FOUR_HOUR.exec(value);
  if (twentyFour) {
    const hour = Number(twentyFour[1]);
    const minute = Number(twentyFour[2]);
    if (hour > 23 || minute > 59) return null;
    return { hour, minute };
  }
  return null;
}

/** Normalises a class time to 24-hour 'HH:MM'; null when it is empty or not a time. */
export function normaliseClassTime(text: string): string | null {
  const parsed = parseClassTime(text);
  if (!parsed) return null;
  return `${String(parsed.hour).padStart(2, '0')}:${String(parsed.minute).padStart(2, '0')}`;
}

/** The given zone when the runtime knows it, otherwise the default America/New_York. */
export function resolveTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** The weekday at instant `now` (epoch ms) in the location's zone. */
export function weekdayAt(now: number, timeZone: string): Weekday {
  const zoned = fromAbsolute(now, resolveTimeZone(timeZone));
  return WEEKDAYS[getDayOfWeek(zoned, 'en-US', 'sun')];
}

/** Epoch ms of wall-clock `time` on the zoned calendar day of `now`; a time inside a DST gap moves forward. */
export function scheduledInstant(time: string, now: number, timeZone: string): number | null {
  const parsed = parseClassTime(time);
  if (!parsed) return null;
  const zone = resolveTimeZone(timeZone);
  const today = fromAbsolute(now, zone);
  const wallClock = new CalendarDateTime(today.year, today.month, today.day, parsed.hour, parsed.minute);
  return toZoned(wallClock, zone, 'compatible').toDate().getTime();
}

/** Today's classes in the location's zone, empty times dropped, sorted by time. */
export function classesToday(timetable: WeeklyTimetable, now: number, timeZone: string): ClassToday[] {
  const entries = timetable[weekdayAt(now, timeZone)] ?? [];
  const classes: ClassToday[] = [];
  for (const entry of entries) {
    const time = normaliseClassTime(entry.time ?? '');
    const startsAt = time === null ? null : scheduledInstant(time, now, timeZone);
    if (time !== null && startsAt !== null) classes.push({ name: entry.name, time, startsAt });
  }
  return classes.sort((a, b) => a.startsAt - b.startsAt);
}

/** The first class today whose start plus 30 minutes is later than `now`; null when none is left. */
export function nextClassToday(timetable: WeeklyTimetable, now: number, timeZone: string): ClassToday | null {
  const graceMs = NEXT_CLASS_GRACE_MINUTES * 60_000;
  return classesToday(timetable, now, timeZone).find((entry) => entry.startsAt + graceMs > now) ?? null;
}

/** Minutes (fractional, negative before the start) from the class's scheduled instant to `now`. */
export function minutesSinceScheduled(scheduled: Pick<ClassToday, 'startsAt'>, now: number): number {
  return (now - scheduled.startsAt) / 60_000;
}

/** The start offset in minutes: 5, or 0.17 with the alternate (short) countdown. */
export function startOffsetMinutes(alternateCountdown: boolean): number {
  return alternateCountdown ? START_OFFSET_MINUTES.alternateCountdown : START_OFFSET_MINUTES.countdown;
}

/** True when the minutes since the class's start plus the offset fall within 0..29. */
export function shouldAutoStart(next: ClassToday | null, now: number, alternateCountdown: boolean): boolean {
  if (!next) return false;
  const minutes = minutesSinceScheduled(next, now) + startOffsetMinutes(alternateCountdown);
  return minutes >= START_WINDOW_MINUTES.from && minutes <= START_WINDOW_MINUTES.to;
}

/** Epoch ms at which an automatically started class begins its first clip (scheduled start minus the offset). */
export function autoStartInstant(next: ClassToday, alternateCountdown: boolean): number {
  return Math.round(next.startsAt - startOffsetMinutes(alternateCountdown) * 60_000);
}
