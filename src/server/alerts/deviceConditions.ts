import { and, eq, inArray, isNull } from 'drizzle-orm'
import { STORAGE_NEARLY_FULL } from '../../shared/schemas/deviceFacts'
import type { Db } from '../db/client'
import { screens, sessions } from '../db/schema'
import type { LocationRow } from '../domain/locations'
import type { Liveness } from '../fleet/liveness'
import type { Condition } from './evaluate'

/**
 * Alerts from what paired screens say of their device (docs/ALERTS.md): one that cannot play a class
 * through a network loss, one muted by the browser's autoplay policy, one whose storage is nearly full.
 * Each lasts while the screen keeps saying so, and resolves when it reports otherwise or is unpaired.
 */
export async function deviceConditions(db: Db, fleet: Pick<Liveness, 'deviceState'>, inService: LocationRow[]): Promise<Condition[]> {
  if (inService.length === 0) return []
  const rows = await db
    .selectDistinct({ id: screens.id, name: screens.name, round: screens.round, locationId: screens.locationId, deviceState: screens.deviceState })
    .from(screens)
    .innerJoin(sessions, and(eq(sessions.screenId, screens.id), eq(sessions.kind, 'screen'), isNull(sessions.revokedAt)))
    .where(
      inArray(
        screens.locationId,
        inService.map((location) => location.id),
      ),
    )
  const found: Condition[] = []
  for (const row of rows) {
    const facts = fleet.deviceState(row.id, row.deviceState)?.facts
    if (!facts) continue
    const add = (kind: Condition['kind'], details: Condition['details'] = {}) =>
      found.push({ key: `${kind}|${row.locationId}|${row.id}`, locationId: row.locationId, kind, details: { screen: row.name, round: row.round, ...details } })
    if (!facts.offlineCapable) add('screenNotOfflineCapable')
    if (facts.autoplayMuted) add('screenMuted')
    if (facts.storageUsed !== null && facts.storageQuota && facts.storageUsed / facts.storageQuota > STORAGE_NEARLY_FULL)
      add('screenStorageFull', { percent: Math.round((facts.storageUsed / facts.storageQuota) * 100) })
  }
  return found
}
