// Measures the class reliability report over many runs (docs/CLASS-RUNS.md#class-reliability):
// seeds `RUNS` runs (default 30,000) spread over the last 90 days across the seeded studios, two
// plays each, straight into the database, then times the report for 90 days: computed afresh,
// and through the route's reader (kept per location set and period until a run changes) the first
// time, again, and ten at once as ten aliases of one GraphQL document would ask.
// `npx tsx bench/reliabilityCost.ts` (PGlite), or with DATABASE_URL set (a database of its own).
import { DEFAULT_SYNC_THRESHOLD_MS } from '../src/shared/constants'
import { openDatabase } from '../src/server/db/client'
import { classRunPlays, classRuns, locations, screens } from '../src/server/db/schema'
import { seed } from '../src/server/db/seed'
import { classReliability, createReliabilityReader } from '../src/server/domain/reliability'

const RUNS = Number(process.env.RUNS ?? 30_000)
const url = process.env.DATABASE_URL
const database = await openDatabase(url ? { driver: 'postgres', url, maxConnections: 4 } : { driver: 'pglite' })
await database.migrate()
const db = database.db
if ((await db.select().from(locations).limit(1)).length === 0) {
  await seed(db, { adminEmail: 'bench@example.com', adminPassword: 'bench-password', mediaBaseUrl: 'http://127.0.0.1:1/media' })
}
const studio = await db.select({ id: locations.id }).from(locations)
const screenRows = await db.select({ id: screens.id, locationId: screens.locationId, round: screens.round }).from(screens)
const now = Date.now()
const existing = (await db.select({ id: classRuns.id }).from(classRuns)).length
for (let first = existing; first < RUNS; first += 500) {
  const batch = Array.from({ length: Math.min(500, RUNS - first) }, (_, offset) => first + offset)
  const runs = await db
    .insert(classRuns)
    .values(
      batch.map((index) => {
        const anchor = new Date(now - 60_000 - ((index * 259_183) % (89 * 24 * 60 * 60_000)))
        return {
          locationId: studio[index % studio.length].id,
          kind: 'automatic' as const,
          anchorAt: anchor,
          scheduledAt: anchor,
          startedAt: new Date(anchor.getTime() + (index % 3) * 40_000),
          format: 'normal' as const,
          lastPlayEndedAt: anchor,
          reportingScreens: 2,
          replacedClips: (index % 7 === 0 ? 1 : 0) + ((index + 1) % 7 === 0 ? 1 : 0),
          createdAt: anchor,
          updatedAt: anchor,
        }
      }),
    )
    .onConflictDoNothing()
    .returning({ id: classRuns.id, locationId: classRuns.locationId, startedAt: classRuns.startedAt })
  const plays = runs.flatMap((run, index) =>
    screenRows
      .filter((screen) => screen.locationId === run.locationId)
      .slice(0, 2)
      .map((screen, lane) => ({
        runId: run.id,
        screenId: screen.id,
        screenName: 'Bench',
        round: screen.round,
        reportId: `bench-${run.id}-${lane}`,
        position: 0,
        clipKind: 'countdown' as const,
        step: 1,
        startedAt: run.startedAt,
        endedAt: run.startedAt,
        source: 'cache' as const,
        replaced: (index + lane) % 7 === 0,
        createdAt: run.startedAt,
      })),
  )
  if (plays.length > 0) await db.insert(classRunPlays).values(plays).onConflictDoNothing()
}
const scope = { all: true } as never
const time = async (label: string, work: () => Promise<unknown>) => {
  const started = performance.now()
  await work()
  console.log(`${label}: ${Math.round(performance.now() - started)} ms`)
}
const total = (await db.select({ id: classRuns.id }).from(classRuns)).length
console.log(`${total} runs, ${url ? 'PostgreSQL' : 'PGlite'}`)
await time('computed afresh, 90 days', () => classReliability(db, scope, 90, new Date(), DEFAULT_SYNC_THRESHOLD_MS))
await time('computed afresh again, 90 days', () => classReliability(db, scope, 90, new Date(), DEFAULT_SYNC_THRESHOLD_MS))
const reader = createReliabilityReader(() => db, DEFAULT_SYNC_THRESHOLD_MS)
await time('through the reader, first, 90 days', () => reader(scope, 90, new Date()))
await time('through the reader, again, 90 days', () => reader(scope, 90, new Date()))
await time('through the reader, ten at once (aliases), 90 days', () => Promise.all(Array.from({ length: 10 }, () => reader(scope, 90, new Date()))))
await time('ten at once (aliases), 90 days, computed afresh each', () =>
  Promise.all(Array.from({ length: 10 }, () => classReliability(db, scope, 90, new Date(), DEFAULT_SYNC_THRESHOLD_MS))),
)
await database.close()
