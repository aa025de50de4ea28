import { count } from 'drizzle-orm'
import { BRAND_PREFIX, DEFAULT_LANGUAGE, DEFAULT_TIME_ZONE, ROUND_NUMBERS } from '../../shared/constants'
import { demoRoutines } from '../../shared/routines'
import { generatePassword, hashPassword } from '../lib/passwords'
import type { Db } from './client'
import { locations, rounds, routines, screens, userLocations, users, workouts } from './schema'

export interface SeedOptions {
  adminEmail?: string
  adminPassword?: string
  /** Prefix of the demo clips (ends with '/'). */
  mediaBaseUrl: string
  now?: Date
}

export interface SeedResult {
  /** Set only when this run created the super-admin; `generatedPassword` only when none was given. */
  admin?: { email: string; generatedPassword?: string }
  demoSeeded: boolean
}

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com'
export const DEMO_STUDIO_NUMBER = `${BRAND_PREFIX}-US-0001`
const DAY_MS = 24 * 60 * 60 * 1000

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
}

async function seedAdmin(tx: Db, options: SeedOptions): Promise<{ id: string; email: string; generatedPassword?: string } | undefined> {
  const [{ users: existing }] = await tx.select({ users: count() }).from(users)
  if (existing > 0) return undefined
  const email = options.adminEmail ?? DEFAULT_ADMIN_EMAIL
  const password = options.adminPassword ?? generatePassword()
  const [admin] = await tx
    .insert(users)
    .values({
      email,
      firstName: 'Studio',
      lastName: 'Admin',
      role: 'super-admin',
      passwordHash: await hashPassword(password),
    })
    .returning({ id: users.id })
  return { id: admin.id, email, generatedPassword: options.adminPassword ? undefined : password }
}

async function seedRounds(tx: Db): Promise<void> {
  await tx
    .insert(rounds)
    .values(ROUND_NUMBERS.map((roundNumber) => ({ name: `Round ${roundNumber}`, roundNumber })))
    .onConflictDoNothing()
}

/** A demo studio with nine screens and a current workout per round; only into an empty database. */
async function seedDemo(tx: Db, options: SeedOptions, adminId: string | undefined): Promise<boolean> {
  const [{ locations: locationCount }] = await tx.select({ locations: count() }).from(locations)
  const [{ workouts: workoutCount }] = await tx.select({ workouts: count() }).from(workouts)
  if (locationCount > 0 || workoutCount > 0) return false

  const [studio] = await tx
    .insert(locations)
    .values({ name: 'Demo Studio', locationIdentifier: DEMO_STUDIO_NUMBER, urlSlug: 'demo-studio', timeZone: DEFAULT_TIME_ZONE, language: DEFAULT_LANGUAGE })
    .returning({ id: locations.id })
  await tx
    .insert(screens)
    .values(ROUND_NUMBERS.map((round) => ({ name: `Screen ${round}`, round, locationId: studio.id, language: DEFAULT_LANGUAGE, timeZone: DEFAULT_TIME_ZONE })))
  if (adminId) await tx.insert(userLocations).values({ userId: adminId, locationId: studio.id })

  const today = startOfUtcDay(options.now ?? new Date())
  const startDate = new Date(today.getTime() - 7 * DAY_MS)
  // End dates are stored as the last millisecond of their UTC day (docs/RULES.md#validation).
  const endDate = new Date(today.getTime() + 61 * DAY_MS - 1)
  const created = await tx
    .insert(workouts)
    .values(
      ROUND_NUMBERS.map((roundNumber) => ({ name: `Demo Workout ${roundNumber}`, subHeader: `Class Screen ${roundNumber}`, roundNumber, startDate, endDate })),
    )
    .returning({ id: workouts.id })
  const templates = demoRoutines(options.mediaBaseUrl)
  await tx.insert(routines).values(created.flatMap((workout) => templates.map((routine) => ({ ...routine, workoutId: workout.id }))))
  return true
}

/** First-start data, idempotent: every part checks what exists; all in one transaction. */
export async function seed(db: Db, options: SeedOptions): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const admin = await seedAdmin(tx, options)
    await seedRounds(tx)
    const demoSeeded = await seedDemo(tx, options, admin?.id)
    return { admin: admin && { email: admin.email, generatedPassword: admin.generatedPassword }, demoSeeded }
  })
}
