import { eq } from 'drizzle-orm'
import { locations, timetableEntries } from '../../src/server/db/schema'
import type { PlayReport } from '../../src/shared/schemas/classRuns'
import type { TestApp } from './helpers'
import { wallClock } from './wallClock'

// Proof of play in the API tests: reports as the screen app builds them, and classes the server
// knows of (docs/CLASS-RUNS.md#what-the-server-accepts).

export const MINUTE = 60_000

let reportCounter = 0
/** A play report as the screen app builds it: position n of the run anchored at `anchor`, each clip 10 s. */
export function play(anchor: number, position: number, extra: Partial<PlayReport> & { kind?: 'manual' | 'automatic'; scheduledAt?: number } = {}): PlayReport {
  const { kind = 'manual', scheduledAt, ...rest } = extra
  return {
    id: `report-${++reportCounter}-${Math.random().toString(36).slice(2, 10)}`,
    run: {
      kind,
      anchor: new Date(anchor).toISOString(),
      scheduledAt: scheduledAt === undefined ? null : new Date(scheduledAt).toISOString(),
      format: 'normal',
    },
    position,
    clipKind: position === 0 ? 'countdown' : 'routine',
    step: position + 1,
    clipName: `Clip ${position}`,
    startedAt: new Date(anchor + position * 10_000).toISOString(),
    endedAt: new Date(anchor + (position + 1) * 10_000).toISOString(),
    source: 'cache',
    replaced: false,
    replaceReason: null,
    stalls: 0,
    stallMs: 0,
    gapBeforeMs: null,
    clockOffsetMs: 12,
    ...rest,
  }
}

/** A class of the timetable scheduled about `minutesAgo` minutes ago (a whole minute): its time, and when its first clip was due (5 min before). */
export function pastClass(minutesAgo: number): { scheduledAt: number; anchor: number } {
  const scheduledAt = Math.floor((Date.now() - minutesAgo * MINUTE) / MINUTE) * MINUTE
  return { scheduledAt, anchor: scheduledAt - 5 * MINUTE }
}

/** A play of an automatic class (see pastClass). */
export const automaticPlay = (due: { scheduledAt: number; anchor: number }, position: number, extra: Partial<PlayReport> = {}) =>
  play(due.anchor, position, { kind: 'automatic', scheduledAt: due.scheduledAt, ...extra })

/** Adds classes at these instants to the location's own timetable, in `timeZone`, which becomes the location's. */
export async function scheduleClasses(t: TestApp, locationId: string, scheduledAts: number[], timeZone = 'UTC'): Promise<void> {
  await t.db.update(locations).set({ timeZone }).where(eq(locations.id, locationId))
  await t.db.insert(timetableEntries).values(
    scheduledAts.map((at) => {
      const { weekday, time } = wallClock(at, timeZone)
      return { locationId, weekday, className: 'Kickboxing 45', classTime: time }
    }),
  )
  t.app.fleet.invalidate({ locations: [locationId] })
}
