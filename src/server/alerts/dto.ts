import { sql } from 'drizzle-orm'
import { SCREEN_ALERT_KINDS, type Alert } from '../../shared/schemas/alerts'
import { alerts, screens } from '../db/schema'

/**
 * Joins an alert to the screen it is about: an alert's key is `kind|location|subject`, and the subject of
 * the kinds about one screen starts with the screen's id (src/server/alerts/evaluate.ts). A deleted screen
 * joins nothing.
 */
export const alertScreenJoin = sql`${screens.id}::text = split_part(${alerts.key}, '|', 3) and ${screens.locationId} = ${alerts.locationId}`

/** The screen id an alert's key names (the kinds about one screen), whether or not the screen still exists. */
export function screenIdOfKey(row: Pick<typeof alerts.$inferSelect, 'kind' | 'key'>): string | null {
  return SCREEN_ALERT_KINDS.includes(row.kind) ? (row.key.split('|')[2] ?? null) : null
}

/** An alert as the API and the webhook send it; `screenId` as joined (null once the screen is deleted), else read from its key. */
export function alertDto(row: typeof alerts.$inferSelect, location: { name: string; timeZone: string }, screenId: string | null = screenIdOfKey(row)): Alert {
  return {
    id: row.id,
    location: row.locationId,
    locationName: location.name,
    screen: SCREEN_ALERT_KINDS.includes(row.kind) ? screenId : null,
    timeZone: location.timeZone,
    kind: row.kind,
    details: row.details,
    raisedAt: row.raisedAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    delivery: row.delivery,
    deliveryAttempts: row.deliveryAttempts,
    deliveryError: row.deliveryError,
  }
}
