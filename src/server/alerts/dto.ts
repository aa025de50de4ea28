import type { Alert } from '../../shared/schemas/alerts'
import type { alerts } from '../db/schema'

export function alertDto(row: typeof alerts.$inferSelect, location: { name: string; timeZone: string }): Alert {
  return {
    id: row.id,
    location: row.locationId,
    locationName: location.name,
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
