import { z } from 'zod'
import { ClassState } from './class'
import { ScreenMessage } from './messages'

// The push channel of the class screen (docs/SCREEN-DEVICE.md#push-channel, docs/FLEET.md#one-door):
// each server-sent event is `event: <name>` with `data: <JSON>`. This one schema says what they may
// be: the server's frames are typed by it, the screen parses what arrives with it, and the OpenAPI
// document describes the stream's events with it.

const id = () => z.string().meta({ format: 'uuid' })

export const ScreenPushEvent = z
  .discriminatedUnion('event', [
    z.object({ event: z.literal('class'), data: ClassState }).describe('The location’s class state: first on every stream, then on each change'),
    z
      .object({ event: z.literal('refresh'), data: z.union([z.object({ screen: id() }), z.object({ location: id() })]) })
      .describe('Reload what the screen shows: one screen (staff asked it) or every screen of a location (what they show changed)'),
    z.object({ event: z.literal('hard-refresh'), data: z.object({ location: id() }) }).describe('Reload the page itself'),
    z.object({ event: z.literal('unlinked'), data: z.object({ screen: id() }) }).describe('The token was revoked; the stream then ends'),
    z
      .object({
        event: z.literal('screenshot'),
        data: z.object({
          screen: id(),
          // Optional: a release before it sent none. A screen answers each ask once (it may hear it again after a reconnect).
          requestedAt: z.iso.datetime().optional().describe('When staff asked: the same ask heard twice (again on a new stream) is answered once'),
        }),
      })
      .describe(
        'Staff asked for a picture of what the screen shows: POST it to /api/v1/screens/screenshot. An ask of the last 30 s comes again after the class state on a new stream',
      ),
    z
      .object({ event: z.literal('messages'), data: z.object({ location: id(), messages: z.array(ScreenMessage) }) })
      .describe(
        'The messages the location’s screens show now or later (docs/MESSAGES.md), the whole list each time: sent on each change and after the class state on a new stream',
      ),
  ])
  .meta({ id: 'ScreenPushEvent' })
export type ScreenPushEvent = z.infer<typeof ScreenPushEvent>
export type ScreenPushEventName = ScreenPushEvent['event']

/** A received server-sent event as the push event it is, or the reason it is none (unknown name, bad JSON, wrong data). */
export function parsePushEvent(message: { event: string; data: string }): { ok: true; event: ScreenPushEvent } | { ok: false; reason: string } {
  let data: unknown
  try {
    data = JSON.parse(message.data)
  } catch {
    return { ok: false, reason: `event ${message.event}: data is not JSON` }
  }
  const parsed = ScreenPushEvent.safeParse({ event: message.event, data })
  return parsed.success ? { ok: true, event: parsed.data } : { ok: false, reason: `event ${message.event}: ${parsed.error.issues[0]?.message ?? 'invalid'}` }
}
