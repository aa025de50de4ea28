import { eq } from 'drizzle-orm'
import { alerts, classRuns, locations, screens } from '../../src/server/db/schema'
import { recordManualStart } from '../../src/server/domain/classRuns'
import { DEMO_STUDIO_NUMBER } from '../../src/server/db/seed'
import { FIXTURE_PASSWORD, OTHER_STUDIO_NUMBER, USERS } from './fixtures'
import { bearer, type TestApp } from './helpers'

/** A regional admin scoped to North (the demo studio); South holds the other studio. */
export const NORTH_ADMIN = { email: 'north-admin@studio.test', role: 'admin', isActive: true } as const

export interface RegionWorld {
  north: { region: string; location: string; screen: string; run: string; alert: string }
  south: { region: string; location: string; screen: string; run: string; alert: string }
  northAdmin: string
  superAdmin: string
}

async function call(t: TestApp, token: string, method: 'POST' | 'PUT', url: string, payload: object) {
  const response = await t.app.inject({ method, url, headers: bearer(token), payload })
  if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`)
  return response.json().data
}

/** Of each region: its location, a screen, a class run and an open alert. */
async function regionSide(t: TestApp, superAdmin: string, name: string, studioNumber: string, key: string) {
  const [location] = await t.db.select().from(locations).where(eq(locations.locationIdentifier, studioNumber))
  const region = await call(t, superAdmin, 'POST', '/api/v1/regions', { name, locations: [location.id] })
  let [screen] = await t.db.select({ id: screens.id }).from(screens).where(eq(screens.locationId, location.id)).limit(1)
  if (!screen) screen = await call(t, superAdmin, 'POST', '/api/v1/screens', { name: `${name} screen`, round: 1, location: location.id })
  const startedAt = new Date(Date.now() - 60 * 60_000)
  await recordManualStart(t.db, location.id, startedAt, { firstName: name, lastName: 'Tester' })
  const [run] = await t.db.select({ id: classRuns.id }).from(classRuns).where(eq(classRuns.locationId, location.id)).limit(1)
  const [alert] = await t.db
    .insert(alerts)
    .values({ locationId: location.id, kind: 'noWorkoutTomorrow', key: `noWorkoutTomorrow|${location.id}|${key}`, details: { round: 1 }, raisedAt: new Date() })
    .returning({ id: alerts.id })
  return { region: region.id as string, location: location.id, screen: screen.id, run: run.id, alert: alert.id }
}

/** Two regions, North and South, and an admin scoped to North (made through the API, as head office would). */
export async function makeRegionWorld(t: TestApp): Promise<RegionWorld> {
  const superAdmin = await t.login(USERS.superAdmin)
  const north = await regionSide(t, superAdmin, 'North', DEMO_STUDIO_NUMBER, 'north')
  const south = await regionSide(t, superAdmin, 'South', OTHER_STUDIO_NUMBER, 'south')
  const user = await call(t, superAdmin, 'POST', '/api/v1/users', {
    firstName: 'North',
    lastName: 'Admin',
    email: NORTH_ADMIN.email,
    password: FIXTURE_PASSWORD,
    role: 'admin',
  })
  await call(t, superAdmin, 'PUT', `/api/v1/users/${user.id}/regions`, { regions: [north.region] })
  return { north, south, northAdmin: await t.login(NORTH_ADMIN), superAdmin }
}
