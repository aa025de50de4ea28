import { asc, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { locations, rounds, routines, screens, users, workouts } from '../../src/server/db/schema'
import { seed } from '../../src/server/db/seed'
import { ROUTINE_NAMES } from '../../src/shared/routines'
import { MEDIA_BASE_URL } from './fixtures'
import { buildTestApp, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t?.close()
})

const total = async (table: typeof users | typeof rounds | typeof locations | typeof screens | typeof workouts | typeof routines) =>
  (await t.db.select({ n: count() }).from(table))[0].n

describe('first-start seed', () => {
  it('made rounds 1-9, the demo studio with nine screens and a current workout per round', async () => {
    const roundRows = await t.db.select().from(rounds).orderBy(asc(rounds.roundNumber))
    expect(roundRows.map((round) => round.name)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `Round ${n}`))
    const [demo] = await t.db.select().from(locations).where(eq(locations.name, 'Demo Studio'))
    expect(demo.locationIdentifier).toBe('KB-US-0001')
    const screenRows = await t.db.select().from(screens).where(eq(screens.locationId, demo.id)).orderBy(asc(screens.round))
    expect(screenRows.map((screen) => [screen.name, screen.round])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => [`Screen ${n}`, n]))

    const workoutRows = await t.db.select().from(workouts).orderBy(asc(workouts.roundNumber))
    expect(workoutRows).toHaveLength(9)
    const now = Date.now()
    for (const workout of workoutRows) {
      expect(workout.startDate.getTime()).toBeLessThan(now)
      expect(workout.endDate.getTime()).toBeGreaterThan(now + 59 * 24 * 3600 * 1000)
      expect(workout.endDate.toISOString()).toMatch(/T23:59:59\.999Z$/)
    }
    const steps = await t.db.select().from(routines).where(eq(routines.workoutId, workoutRows[0].id)).orderBy(asc(routines.step))
    expect(steps.map((routine) => routine.name)).toEqual(ROUTINE_NAMES)
    expect(steps[0].name).toBe('KB WELCOME')
    expect(steps.map((routine) => routine.videoLink)).toEqual(steps.map((_, index) => `${MEDIA_BASE_URL}routine-${String(index + 1).padStart(2, '0')}.mp4`))
  })

  it('is idempotent', async () => {
    const before = await Promise.all([users, rounds, locations, screens, workouts, routines].map(total))
    const result = await seed(t.db, { mediaBaseUrl: MEDIA_BASE_URL })
    expect(result).toEqual({ admin: undefined, demoSeeded: false })
    expect(await Promise.all([users, rounds, locations, screens, workouts, routines].map(total))).toEqual(before)
  })
})
