// Retention (docs/OPERATIONS.md#data-that-does-not-grow-forever): history older than its setting is
// pruned in batches, what is newer stays, and two processes never prune at once.
import { randomUUID } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/server/app'
import type { Database } from '../../src/server/db/client'
import { alerts, classRunPlays, classRuns, logs, rateLimits } from '../../src/server/db/schema'
import { MEDIA_BASE_URL } from './fixtures'
import { buildTestApp, turnsDuring, type TestApp } from './helpers'
import { templateIds } from './screensHelpers'

const DAY = 24 * 60 * 60_000
const NOW = new Date()
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY)
const RETENTION = { classRuns: 30, audit: 60, alerts: 10 }

let t: TestApp
let database: Database
let locationId: string
beforeAll(async () => {
  t = await buildTestApp({ alerts: false, housekeeping: { retentionDays: RETENTION, batchSize: 3 } }, (opened) => (database = opened))
  locationId = (await templateIds(t)).demoId
})
afterAll(async () => {
  await t?.close()
})

/** A run `age` days old with `plays` clips reported by one screen. */
async function run(age: number, plays: number): Promise<string> {
  const startedAt = daysAgo(age)
  const [row] = await t.db.insert(classRuns).values({ locationId, kind: 'automatic', anchorAt: startedAt, startedAt }).returning({ id: classRuns.id })
  const screenId = randomUUID()
  if (plays === 0) return row.id
  await t.db.insert(classRunPlays).values(
    Array.from({ length: plays }, (_, position) => ({
      runId: row.id,
      screenId,
      screenName: 'Round 1',
      round: 1,
      reportId: randomUUID(),
      position,
      clipKind: 'routine' as const,
      startedAt,
      source: 'cache' as const,
    })),
  )
  return row.id
}

async function alert(resolvedAge: number | null, delivery: 'none' | 'pending' = 'none'): Promise<string> {
  const [row] = await t.db
    .insert(alerts)
    .values({
      locationId,
      kind: 'noWorkoutTomorrow',
      key: `retention-test|${randomUUID()}`,
      details: {},
      raisedAt: daysAgo((resolvedAge ?? 0) + 1),
      resolvedAt: resolvedAge === null ? null : daysAgo(resolvedAge),
      delivery,
    })
    .returning({ id: alerts.id })
  return row.id
}

async function logEntry(age: number): Promise<string> {
  const [row] = await t.db
    .insert(logs)
    .values({ date: daysAgo(age), model: 'Test', action: 'retention', modifiedBy: 'test' })
    .returning({ id: logs.id })
  return row.id
}

const freeLease = () => t.db.delete(rateLimits).where(eq(rateLimits.key, 'housekeeping|retention'))
const remaining = async <Table extends typeof classRuns | typeof alerts | typeof logs>(table: Table, ids: string[]) =>
  (
    await t.db
      .select({ id: table.id })
      .from(table as typeof logs)
      .where(inArray(table.id, ids))
  )
    .map((row) => row.id)
    .sort()

describe('retention', () => {
  it('prunes only what is older than its setting, in batches, plays before their runs', async () => {
    const oldRuns = [await run(31, 7), await run(45, 2), await run(400, 0)]
    const newRuns = [await run(29, 4), await run(1, 1)]
    const oldLogs = await Promise.all(Array.from({ length: 7 }, () => logEntry(61)))
    const newLogs = [await logEntry(59), await logEntry(0)]
    const oldAlerts = [await alert(11), await alert(100)]
    const keptAlerts = [await alert(9), await alert(null), await alert(50, 'pending')]
    await freeLease()

    // Between batches it lets waiting requests in: the event loop gets turns while it deletes.
    const { result: pruned, turns } = await turnsDuring(() => t.app.housekeeping.run(NOW))
    expect(pruned).toMatchObject({ plays: 9, classRuns: 3, audit: 7, alerts: 2 })
    expect(turns).toBeGreaterThan(1)
    expect(await remaining(classRuns, [...oldRuns, ...newRuns])).toEqual([...newRuns].sort())
    expect(await t.db.select().from(classRunPlays).where(inArray(classRunPlays.runId, oldRuns))).toEqual([])
    expect(await t.db.select().from(classRunPlays).where(inArray(classRunPlays.runId, newRuns))).toHaveLength(5)
    expect(await remaining(logs, [...oldLogs, ...newLogs])).toEqual([...newLogs].sort())
    expect(await remaining(alerts, [...oldAlerts, ...keptAlerts])).toEqual([...keptAlerts].sort())

    // Nothing is left to prune: the next round deletes nothing.
    await freeLease()
    expect(await t.app.housekeeping.run(NOW)).toEqual({ plays: 0, classRuns: 0, audit: 0, alerts: 0 })
  })

  it('keeps history for ever at 0 days', async () => {
    const second = await buildApp({
      database,
      mediaBaseUrl: MEDIA_BASE_URL,
      alerts: false,
      housekeeping: { retentionDays: { classRuns: 0, audit: 0, alerts: 0 } },
    })
    try {
      const kept = await run(5_000, 1)
      const entry = await logEntry(5_000)
      await freeLease()
      expect(await second.housekeeping.run(NOW)).toEqual({ plays: 0, classRuns: 0, audit: 0, alerts: 0 })
      expect(await remaining(classRuns, [kept])).toEqual([kept])
      expect(await remaining(logs, [entry])).toEqual([entry])
    } finally {
      await second.close()
    }
  })

  it('runs on one process at a time: the other skips the round', async () => {
    const others: FastifyInstance[] = []
    try {
      for (let index = 0; index < 2; index += 1) {
        others.push(await buildApp({ database, mediaBaseUrl: MEDIA_BASE_URL, alerts: false, housekeeping: { retentionDays: RETENTION, batchSize: 3 } }))
      }
      const oldLogs = await Promise.all(Array.from({ length: 5 }, () => logEntry(90)))
      await freeLease()
      const rounds = await Promise.all([t.app, ...others].map((app) => app.housekeeping.run(NOW)))
      // (The history the test before kept for ever goes too: these apps keep it for 30 to 60 days.)
      const ran = rounds.filter((round) => round !== null)
      expect(ran).toHaveLength(1)
      expect(ran[0].audit).toBeGreaterThanOrEqual(5)
      expect(await remaining(logs, oldLogs)).toEqual([])
      // The lease lasts the round: until it expires, nobody prunes again.
      expect(await others[0].housekeeping.run(NOW)).toBeNull()
      expect(await t.db.select().from(rateLimits).where(eq(rateLimits.key, 'housekeeping|retention'))).toHaveLength(1)
    } finally {
      for (const app of others) await app.close()
    }
  })
})
