import { eq } from 'drizzle-orm'
import type { Database } from '../../src/server/db/client'
import { locations, userLocations, users } from '../../src/server/db/schema'
import { DEMO_STUDIO_NUMBER, seed } from '../../src/server/db/seed'
import { hashPassword } from '../../src/server/lib/passwords'
import { FIXTURE_PASSWORD, MEDIA_BASE_URL, OTHER_STUDIO_NUMBER, USERS } from './fixtures'

/** Migrates and seeds a fresh database the way every API suite expects to find it. */
export async function prepareTemplate(database: Database): Promise<void> {
  await database.migrate()
  const { db } = database
  await seed(db, { adminEmail: USERS.superAdmin.email, adminPassword: FIXTURE_PASSWORD, mediaBaseUrl: MEDIA_BASE_URL })
  const passwordHash = await hashPassword(FIXTURE_PASSWORD)
  const others = [USERS.admin, USERS.staff, USERS.api, USERS.inactive]
  await db.insert(users).values(others.map((user) => ({ ...user, firstName: user.role, lastName: 'Tester', passwordHash })))
  await db.insert(locations).values({
    name: 'Other Studio',
    locationIdentifier: OTHER_STUDIO_NUMBER,
    urlSlug: 'other-studio',
    timeZone: 'America/Toronto',
    language: 'fr-ca',
  })
  const [demo] = await db.select().from(locations).where(eq(locations.locationIdentifier, DEMO_STUDIO_NUMBER))
  const [staff] = await db.select().from(users).where(eq(users.email, USERS.staff.email))
  await db.insert(userLocations).values({ userId: staff.id, locationId: demo.id })
}
