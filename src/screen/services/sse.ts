import { SCREEN_TOKEN_HEADER } from '../../shared/constants'
import { createSseParser, type SseMessage } from '../../shared/sseParser'

// The parser is shared with the console's push stream.
export { createSseParser, type SseMessage }

/**
 * Reconnect delay after `attempt` consecutive failures: 1 s doubling to 30 s, spread from half to one
 * and a half times that at random. After a restart thousands of screens lose their streams in the
 * same instant; the spread keeps them from all coming back in the same instant (docs/FLEET.md).
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt))
  return Math.round(base * (0.5 + random()))
}

export interface EventStreamOptions {
  url: string
  token: string
  onMessage(message: SseMessage): void
  /** Called when the server refuses the token (401/404): the stream stops for good. */
  onRejected?(status: number): void
  /** Called when a connection opens (true) or drops (false). */
  onConnection?(connected: boolean): void
  /** Silence longer than this (the server pings every 15 s) counts as a dead stream. */
  idleTimeoutMs?: number
  /**
   * Calls back when the device's network comes back (the browser's `online` event by default); returns
   * what stops it. A stream waiting out its backoff (up to 30 s after a long outage) then connects at once.
   */
  onOnline?(listener: () => void): () => void
}

const browserOnline = (listener: () => void): (() => void) => {
  if (typeof window === 'undefined') return () => {}
  window.addEventListener('online', listener)
  return () => window.removeEventListener('online', listener)
}

/**
 * Reads the push channel with fetch streaming (EventSource cannot send the screen-auth-token header)
 * and reconnects with backoff. Returns the function that closes it for good.
 */
export function openEventStream(options: EventStreamOptions): () => void {
  let closed = false
  let attempt = 0
  let controller: AbortController | null = null
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  const idleTimeoutMs = options.idleTimeoutMs ?? 45_000

  const connect = async () => {
    if (closed) return
    retryTimer = undefined
    controller = new AbortController()
    const current = controller
    let idleTimer: ReturnType<typeof setTimeout> | undefined
    const armIdle = () => {
      clearTimeout(idleTimer)
      idleTimer = setTimeout(() => current.abort(), idleTimeoutMs)
    }
    try {
      armIdle()
      const response = await fetch(options.url, {
        headers: { [SCREEN_TOKEN_HEADER]: options.token, accept: 'text/event-stream' },
        signal: current.signal,
        cache: 'no-store',
      })
      if (response.status === 401 || response.status === 404) {
        clearTimeout(idleTimer)
        closed = true
        options.onRejected?.(response.status)
        return
      }
      if (!response.ok || !response.body) throw new Error(`push channel: ${response.status}`)
      attempt = 0
      options.onConnection?.(true)
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
      const parse = createSseParser()
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        armIdle()
        for (const message of parse(value)) options.onMessage(message)
      }
    } catch {
      // Network loss, server gone or idle timeout: retry below.
    } finally {
      clearTimeout(idleTimer)
    }
    if (closed) return
    options.onConnection?.(false)
    const delay = reconnectNow ? 0 : reconnectDelay(attempt++)
    reconnectNow = false
    retryTimer = setTimeout(() => void connect(), delay)
  }

  /** Set by the online event: the connection in hand (offline, it may hang until the idle timeout) gives way to a new one at once. */
  let reconnectNow = false
  const stopOnline = (options.onOnline ?? browserOnline)(() => {
    if (closed) return
    attempt = 0
    if (retryTimer !== undefined) {
      clearTimeout(retryTimer)
      retryTimer = undefined
      void connect()
      return
    }
    reconnectNow = true
    controller?.abort()
  })

  void connect()
  return () => {
    closed = true
    stopOnline()
    clearTimeout(retryTimer)
    controller?.abort()
  }
}
