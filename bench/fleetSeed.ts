// Seeds a chain for the bench: `locations` studios of nine screens, each screen linked to a device
// whose token is `screenToken(i)`. Written straight into the database before the server starts, so
// thousands of screens cost seconds, not the pairing flow's thousands of requests.
import { DEFAULT_LANGUAGE } from '../src/shared/constants'
import { openDatabase, type DatabaseConfig } from '../src/server/db/client'
import { locations, screens, sessions } from '../src/server/db/schema'
import { seed } from '../src/server/db/seed'
import { hashToken } from '../src/server/lib/tokens'

export const screenToken = (index: number) => `bench-screen-token-${index}`

export interface FleetSeedOptions {
  database: DatabaseConfig
  screens: number
  adminEmail: string
  adminPassword: string
  mediaBaseUrl: string
}

export async function seedFleet(options: FleetSeedOptions): Promise<void> {
  const database = await openDatabase(options.database)
  try {
    await database.migrate()
    await seed(database.db, { adminEmail: options.adminEmail, adminPassword: options.adminPassword, mediaBaseUrl: options.mediaBaseUrl })
    const studios = Math.ceil(options.screens / 9)
    const now = new Date()
    for (let first = 0; first < studios; first += 200) {
      const batch = Array.from({ length: Math.min(200, studios - first) }, (_, offset) => first + offset)
      const rows = await database.db
        .insert(locations)
        .values(
          batch.map((index) => ({
            name: `Bench Studio ${index}`,
            locationIdentifier: `KB-BN-${String(index + 1).padStart(5, '0')}`,
            urlSlug: `bench-${index}`,
            timeZone: 'America/New_York',
            language: DEFAULT_LANGUAGE,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning({ id: locations.id })
      const screenValues = rows.flatMap((row, offset) =>
        Array.from({ length: 9 }, (_, round) => ({ index: (first + offset) * 9 + round, locationId: row.id, round: round + 1 })).filter(
          (screen) => screen.index < options.screens,
        ),
      )
      const created = await database.db
        .insert(screens)
        .values(
          screenValues.map((screen) => ({
            name: `Round ${screen.round}`,
            round: screen.round,
            locationId: screen.locationId,
            language: DEFAULT_LANGUAGE,
            timeZone: 'America/New_York',
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning({ id: screens.id })
      await database.db.insert(sessions).values(
        created.map((screen, offset) => ({
          kind: 'screen' as const,
          screenId: screen.id,
          tokenHash: hashToken(screenToken(screenValues[offset].index)),
          expiresAt: null,
        })),
      )
    }
  } finally {
    await database.close()
  }
}
