import { fromCallback } from 'xstate'
import type { ConsoleStreamEvent } from '../../../../machines/consoleStreamMachine'
import { createSseParser } from '../../../shared/sseParser'

/** The console's push channel (docs/FLEET.md#live-consoles). */
export const CONSOLE_EVENTS_URL = '/api/v1/console/events'
/** The server pings every 15 s: this much silence means the stream is dead, though the socket may not say so. */
const IDLE_TIMEOUT_MS = 45_000

/**
 * The stream the console's stream machine invokes: fetch streaming with the session's bearer token
 * (EventSource cannot send it). Reports what happens as machine events; the returned cleanup aborts it.
 */
export function consoleStreamActor(readToken: () => string | null, url = CONSOLE_EVENTS_URL) {
  return fromCallback<ConsoleStreamEvent>(({ sendBack }) => {
    const controller = new AbortController()
    let idle: ReturnType<typeof setTimeout> | undefined
    const armIdle = () => {
      clearTimeout(idle)
      idle = setTimeout(() => controller.abort(), IDLE_TIMEOUT_MS)
    }
    const run = async () => {
      const token = readToken()
      if (!token) return sendBack({ type: 'stream.rejected' })
      armIdle()
      const response = await fetch(url, {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        signal: controller.signal,
        cache: 'no-store',
      })
      if (response.status === 401 || response.status === 403) return sendBack({ type: 'stream.rejected' })
      if (!response.ok || !response.body) return sendBack({ type: 'stream.dropped' })
      sendBack({ type: 'stream.opened' })
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
      const parse = createSseParser()
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        armIdle()
        for (const message of parse(value)) {
          let data: unknown
          try {
            data = JSON.parse(message.data)
          } catch {
            continue
          }
          sendBack({ type: 'stream.message', message: { event: message.event, data } })
        }
      }
      sendBack({ type: 'stream.dropped' })
    }
    run()
      .catch(() => {
        // A network loss, the server gone, or the idle timeout: the machine waits and tries again.
        if (!controller.signal.aborted || idle !== undefined) sendBack({ type: 'stream.dropped' })
      })
      .finally(() => clearTimeout(idle))
    return () => {
      clearTimeout(idle)
      idle = undefined
      controller.abort()
    }
  })
}
