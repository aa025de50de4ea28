import { parsePushEvent, type ScreenPushEvent } from '../../shared/schemas/pushEvents'
import { recordMetric } from './metrics'
import { countRefusedPushEvent } from './pushRefusals'

// The push channel's frames as the screen reads them (docs/FLEET.md#one-door): each is parsed with the
// shared schema the server sends by. Loaded apart from the first view (loadPushEvents in
// services/screenEffectsBrowser.ts). One it cannot read (a newer server's event, broken data) is
// logged and counted, reported with the device facts (`pushEventsRefused`), never dropped silently.

/** The frame as a push event, or null (logged and counted) when it is none the screen knows. */
export function readPushEvent(message: { event: string; data: string }): ScreenPushEvent | null {
  recordMetric('push', message.event)
  const parsed = parsePushEvent(message)
  if (parsed.ok) return parsed.event
  countRefusedPushEvent()
  recordMetric('pushRefused', message.event)
  console.warn(`[screen] a push event was refused (${parsed.reason})`)
  return null
}
