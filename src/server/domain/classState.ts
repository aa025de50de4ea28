import { eq } from 'drizzle-orm'
import type { ClassControlBody, ClassState } from '../../shared/schemas/class'
import type { Db } from '../db/client'
import { locations } from '../db/schema'
import type { LocationRow } from './locations'

/**
 * A location's class state (Start/Stop, automatic mode, the shared start instant): the class route
 * writes it; the locations routes and the screens' push stream show it.
 */

export function classStateOf(location: LocationRow): ClassState {
  return {
    location: location.id,
    classStart: location.classStart,
    automaticMode: location.automaticMode,
    alternateCountdown: location.alternateCountdown,
    classStartedAt: location.classStartedAt?.toISOString() ?? null,
  }
}

/**
 * Applies Start/Stop and automatic mode. A start stamps the shared start instant that every screen
 * aligns its clip position to; pressing Start on a running class keeps the instant. Class state is
 * runtime, not configuration: it leaves `updatedAt` alone so it never makes an admin's form stale.
 */
export async function applyClassControl(db: Db, location: LocationRow, body: ClassControlBody, now: Date): Promise<LocationRow> {
  const changes: Partial<LocationRow> = {}
  if (body.automaticMode !== undefined) changes.automaticMode = body.automaticMode
  if (body.classStart !== undefined && body.classStart !== location.classStart) {
    changes.classStart = body.classStart
    changes.classStartedAt = body.classStart ? now : null
  }
  if (Object.keys(changes).length === 0) return location
  const [row] = await db.update(locations).set(changes).where(eq(locations.id, location.id)).returning()
  return row
}
