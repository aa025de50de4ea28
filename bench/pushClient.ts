// The load client of the push target (bench/push.ts): thousands of screens' push streams
// (GET /api/v1/screens/events, server-sent events) held open from this one process. A stream is a
// bare node:http request with its own socket; events are split on the blank line that ends each, and
// only the first `class` event's data is parsed (it names the screen's location), so the client's own
// work stays small beside the server's. Sockets are spread over several loopback source addresses
// (127.0.0.2, 127.0.0.3, …): one address has about 28,000 ephemeral ports, and the spread keeps
// every run clear of that limit whatever else the machine holds open.
import { request, type ClientRequest } from 'node:http'

export interface ReceivedEvent {
  event: string
  /** performance.now() when its last byte arrived. */
  at: number
}

export interface PushStream {
  index: number
  /** The location of the screen, from the first `class` event. */
  location: string
  /** Every event after the first, in order. */
  events: ReceivedEvent[]
  /** Calls `listener` for each later event. */
  onEvent?: (event: ReceivedEvent) => void
  /** Why the stream ended, when the server ended it or the connection failed after it opened. */
  ended?: string
  close(): void
}

/** Streams a source address holds at most. */
const STREAMS_PER_ADDRESS = 5_000

export interface OpenOptions {
  baseURL: string
  /** The screen token of stream i. */
  token(index: number): string
  count: number
  /** Streams being opened at once (each waits for its first event). */
  concurrency?: number
}

function openOne(baseURL: URL, index: number, token: string): Promise<PushStream> {
  return new Promise((resolve, reject) => {
    let settled = false
    let req: ClientRequest | undefined = undefined
    const stream: PushStream = {
      index,
      location: '',
      events: [],
      close: () => {
        stream.ended ??= 'closed by the client'
        req?.destroy()
      },
    }
    req = request(
      {
        host: baseURL.hostname,
        port: baseURL.port,
        path: '/api/v1/screens/events',
        localAddress: `127.0.0.${2 + Math.floor(index / STREAMS_PER_ADDRESS)}`,
        agent: false,
        headers: { accept: 'text/event-stream', 'screen-auth-token': token },
      },
      (response) => {
        if (response.statusCode !== 200) {
          settled = true
          response.resume()
          reject(new Error(`stream ${index}: status ${response.statusCode}`))
          return
        }
        response.setEncoding('utf8')
        response.on('error', (error) => (stream.ended ??= error.message))
        response.on('close', () => (stream.ended ??= 'closed by the server'))
        let buffer = ''
        response.on('data', (chunk: string) => {
          const at = performance.now()
          buffer += chunk
          let end: number
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            if (!block.startsWith('event: ')) continue // a `: ping` comment
            const event = block.slice(7, block.indexOf('\n'))
            if (!settled) {
              settled = true
              stream.location = (JSON.parse(block.slice(block.indexOf('data: ') + 6)) as { location: string }).location
              resolve(stream)
              continue
            }
            const received = { event, at }
            stream.events.push(received)
            stream.onEvent?.(received)
          }
        })
      },
    )
    req.on('error', (error) => {
      if (!settled) {
        settled = true
        reject(new Error(`stream ${index}: ${error.message}`))
      } else stream.ended ??= error.message
    })
    req.end()
  })
}

/** Opens `count` streams, `concurrency` at a time, each once its first event (the class state) arrived. */
export async function openPushStreams(options: OpenOptions): Promise<PushStream[]> {
  const base = new URL(options.baseURL)
  const streams: PushStream[] = new Array<PushStream>(options.count)
  let next = 0
  const worker = async () => {
    while (next < options.count) {
      const index = next++
      streams[index] = await openOne(base, index, options.token(index))
    }
  }
  await Promise.all(Array.from({ length: options.concurrency ?? 200 }, worker))
  return streams
}

/** p-th percentile (0–100) of `values`, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}
