import { SCREEN_CONNECTED_WINDOW_MS } from '../../shared/constants'
import { OFFLINE_APP_INSTALL_MINUTES, STORAGE_NEARLY_FULL, type DeviceFacts } from '../../shared/schemas/deviceFacts'
import type { Db } from '../db/client'
import type { LocationRow } from '../domain/locations'
import { pairedScreens } from '../domain/screens'
import type { Liveness } from '../fleet/liveness'
import type { Condition } from './evaluate'

/**
 * Whether a screen's report says it cannot play a class without the network. A screen on a secure origin
 * whose service worker is still installing has not had its chance yet: it waits for the next report, unless
 * its page has been loaded for OFFLINE_APP_INSTALL_MINUTES and the worker is still not active. Screens of an
 * older app, which do not say where their worker is, are taken at their word.
 */
export function notOfflineCapable(facts: DeviceFacts, now: Date): boolean {
  if (facts.offlineCapable) return false
  if (facts.offlineApp !== 'installing') return true
  return now.getTime() - Date.parse(facts.loadedAt) > OFFLINE_APP_INSTALL_MINUTES * 60_000
}

/**
 * Alerts from what paired screens say of their device (docs/ALERTS.md): one that cannot play a class
 * through a network loss, one muted by the browser's autoplay policy, one whose storage is nearly full.
 * Each lasts while the screen keeps saying so and is there to say it: it resolves when the screen reports
 * otherwise, is unpaired or deleted, or goes away (disconnected: no poll within 90 s, as the console counts it).
 */
export async function deviceConditions(db: Db, fleet: Pick<Liveness, 'deviceState' | 'lastSeen'>, inService: LocationRow[], now: Date): Promise<Condition[]> {
  if (inService.length === 0) return []
  const rows = await pairedScreens(
    db,
    inService.map((location) => location.id),
  )
  const found: Condition[] = []
  for (const row of rows) {
    const facts = fleet.deviceState(row.id, row.deviceState)?.facts
    if (!facts) continue
    // A TV that went away says nothing of its device any more; it raises again if it comes back as it was.
    const seen = fleet.lastSeen(row)
    if (!seen || now.getTime() - seen.getTime() > SCREEN_CONNECTED_WINDOW_MS) continue
    const add = (kind: Condition['kind'], details: Condition['details'] = {}) =>
      found.push({ key: `${kind}|${row.locationId}|${row.id}`, locationId: row.locationId, kind, details: { screen: row.name, round: row.round, ...details } })
    if (notOfflineCapable(facts, now)) add('screenNotOfflineCapable')
    if (facts.autoplayMuted) add('screenMuted')
    if (facts.storageUsed !== null && facts.storageQuota && facts.storageUsed / facts.storageQuota > STORAGE_NEARLY_FULL)
      add('screenStorageFull', { percent: Math.round((facts.storageUsed / facts.storageQuota) * 100) })
  }
  return found
}
