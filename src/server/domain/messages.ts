import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm'
import type { Message, MessageStatus, ScreenMessage } from '../../shared/schemas/messages'
import type { Db } from '../db/client'
import { screenMessageLocations, screenMessages } from '../db/schema'

/**
 * Messages to the screens (docs/MESSAGES.md): what a location's screens are told to show, read by the
 * fleet's cache for the poll and the push channel. The routes in routes/messages write them.
 */

export type MessageRow = typeof screenMessages.$inferSelect

export function toScreenMessage(row: MessageRow): ScreenMessage {
  return { id: row.id, text: row.text, level: row.level, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt?.toISOString() ?? null }
}

/** Not cleared and not ended at `now`: showing, or waiting for its start. */
export const notOver = (now: Date) => and(isNull(screenMessages.clearedAt), or(isNull(screenMessages.endsAt), gt(screenMessages.endsAt, now)))

/** The messages of each location that are showing or will show, by start (emergencies first at the same start). */
export async function readScreenMessagesOf(db: Db, locationIds: readonly string[], now: Date): Promise<Map<string, ScreenMessage[]>> {
  const byLocation = new Map<string, ScreenMessage[]>(locationIds.map((id) => [id, []]))
  if (locationIds.length === 0) return byLocation
  const rows = await db
    .select({ locationId: screenMessageLocations.locationId, message: screenMessages })
    .from(screenMessageLocations)
    .innerJoin(screenMessages, eq(screenMessages.id, screenMessageLocations.messageId))
    .where(and(inArray(screenMessageLocations.locationId, [...locationIds]), notOver(now)))
    .orderBy(asc(screenMessages.startsAt), asc(screenMessages.level), asc(screenMessages.id))
  for (const row of rows) byLocation.get(row.locationId)?.push(toScreenMessage(row.message))
  for (const list of byLocation.values()) list.sort(emergencyFirst)
  return byLocation
}

function emergencyFirst(a: ScreenMessage, b: ScreenMessage): number {
  if (a.level !== b.level) return a.level === 'emergency' ? -1 : 1
  return a.startsAt.localeCompare(b.startsAt)
}

export function messageStatus(row: Pick<MessageRow, 'startsAt' | 'endsAt' | 'clearedAt'>, now: Date): MessageStatus {
  if (row.clearedAt) return 'cleared'
  if (row.endsAt && row.endsAt.getTime() <= now.getTime()) return 'ended'
  return row.startsAt.getTime() > now.getTime() ? 'scheduled' : 'showing'
}

export function messageDto(row: MessageRow, places: { id: string; name: string }[], regionName: string | null, stoppedClasses: number, now: Date): Message {
  return {
    id: row.id,
    text: row.text,
    level: row.level,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    status: messageStatus(row, now),
    audience: row.audience,
    region: row.regionId,
    regionName,
    locations: places,
    sentBy: row.sentByName,
    createdAt: row.createdAt.toISOString(),
    clearedAt: row.clearedAt?.toISOString() ?? null,
    clearedBy: row.clearedByName ?? null,
    stoppedClasses,
  }
}
