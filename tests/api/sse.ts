// Screens' push streams read as a device reads them (fetch streaming), for the tests that run real
// server processes (tests/api/multiprocess.test.ts, tests/api/bus.test.ts).
import { expect } from 'vitest'
import { ScreenPushEvent } from '../../src/shared/schemas/pushEvents'

export const SCREEN_TOKEN = 'screen-auth-token'

/** Reads server-sent events from a fetch stream; `next()` waits for the next frame (or the end: null). */
export function openStream(baseURL: string, token: string) {
  const controller = new AbortController()
  const frames: ({ event: string; data: unknown } | null)[] = []
  const waiters: (() => void)[] = []
  const ready = fetch(`${baseURL}/api/v1/screens/events`, { headers: { [SCREEN_TOKEN]: token, accept: 'text/event-stream' }, signal: controller.signal }).then(
    async (response) => {
      expect(response.status).toBe(200)
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
      let buffer = ''
      void (async () => {
        try {
          for (;;) {
            const { value, done } = await reader.read()
            if (done) break
            buffer += value
            let end: number
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, end)
              buffer = buffer.slice(end + 2)
              const event = /^event: (.*)$/m.exec(block)?.[1]
              const data = /^data: (.*)$/m.exec(block)?.[1]
              if (event && data) {
                const frame = { event, data: JSON.parse(data) as unknown }
                // Every frame the server sends is a push event of the shared schema, nothing more.
                expect(ScreenPushEvent.parse(frame)).toEqual(frame)
                frames.push(frame)
              }
              waiters.splice(0).forEach((wake) => wake())
            }
          }
        } catch {
          // aborted
        }
        frames.push(null)
        waiters.splice(0).forEach((wake) => wake())
      })()
    },
  )
  let read = 0
  return {
    ready,
    async next(timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs
      while (read >= frames.length) {
        if (Date.now() > deadline) throw new Error('no frame within the time allowed')
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 100)
        })
      }
      return frames[read++]
    },
    close: () => controller.abort(),
  }
}

export async function until<T>(check: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
