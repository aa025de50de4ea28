// Server-sent events as the class screen and the console read them (fetch streaming: EventSource cannot send their tokens).

/** One server-sent event: its name ('message' when the frame has none) and its data lines joined by '\n'. */
export interface SseMessage {
  event: string
  data: string
}

/**
 * Incremental text/event-stream parser: feed it chunks as they arrive, it answers the complete events.
 * Comment lines (': ping') and unknown fields are ignored; CR, LF and CRLF all end a line.
 */
export function createSseParser(): (chunk: string) => SseMessage[] {
  let buffer = ''
  let event = ''
  let data: string[] = []
  let pendingCr = false
  return (chunk) => {
    const out: SseMessage[] = []
    // A CRLF split across two chunks must not count as two line ends.
    if (pendingCr && chunk.startsWith('\n')) chunk = chunk.slice(1)
    pendingCr = chunk.endsWith('\r')
    buffer += chunk
    const lines = buffer.split(/\r\n|\r|\n/)
    buffer = lines.pop() ?? ''
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) out.push({ event: event || 'message', data: data.join('\n') })
        event = ''
        data = []
        continue
      }
      if (line.startsWith(':')) continue
      const colon = line.indexOf(':')
      const field = colon === -1 ? line : line.slice(0, colon)
      let value = colon === -1 ? '' : line.slice(colon + 1)
      if (value.startsWith(' ')) value = value.slice(1)
      if (field === 'event') event = value
      else if (field === 'data') data.push(value)
    }
    return out
  }
}
