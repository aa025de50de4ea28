import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSseParser, openEventStream, reconnectDelay } from './sse'

describe('createSseParser', () => {
  it('answers complete events and ignores comments', () => {
    const parse = createSseParser()
    expect(parse(': ping\n\nevent: class\ndata: {"classStart":true}\n\n')).toEqual([{ event: 'class', data: '{"classStart":true}' }])
  })

  it('keeps a frame split across chunks until its blank line', () => {
    const parse = createSseParser()
    expect(parse('event: refr')).toEqual([])
    expect(parse('esh\ndata: {"screen":"a"}')).toEqual([])
    expect(parse('\n\n')).toEqual([{ event: 'refresh', data: '{"screen":"a"}' }])
  })

  it('joins data lines, defaults the name and accepts CRLF split between chunks', () => {
    const parse = createSseParser()
    expect(parse('data: one\r')).toEqual([])
    expect(parse('\ndata:two\r\n\r\n')).toEqual([{ event: 'message', data: 'one\ntwo' }])
  })

  it('drops a frame with no data', () => {
    const parse = createSseParser()
    expect(parse('event: class\n\nevent: hard-refresh\ndata: {}\n\n')).toEqual([{ event: 'hard-refresh', data: '{}' }])
  })
})

describe('reconnectDelay', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    const mid = () => 0.5
    expect(reconnectDelay(0, mid)).toBe(1000)
    expect(reconnectDelay(3, mid)).toBe(8000)
    expect(reconnectDelay(10, mid)).toBe(30000)
  })

  it('spreads screens that lost their streams together over a whole second at first, more later', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500)
    expect(reconnectDelay(0, () => 0.999)).toBe(1499)
    expect(reconnectDelay(2, () => 0)).toBe(2000)
    expect(reconnectDelay(2, () => 0.999)).toBe(5996)
    // A thousand screens: no 100 ms slot of the first second holds more than a fifth of them.
    const slots = new Map<number, number>()
    for (let screen = 0; screen < 1000; screen += 1) {
      const slot = Math.floor(reconnectDelay(0) / 100)
      slots.set(slot, (slots.get(slot) ?? 0) + 1)
    }
    expect(Math.max(...slots.values())).toBeLessThan(200)
  })
})

describe('openEventStream', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  /** A stream whose every request is `answer` (fetch replaced), and the online signal the test gives it. */
  function streamWith(answer: (init: RequestInit) => Promise<Response>) {
    vi.useFakeTimers()
    const fetches: number[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
      fetches.push(Date.now())
      return answer(init ?? {})
    })
    let online: () => void = () => {}
    const stopped = vi.fn()
    const close = openEventStream({
      url: '/api/v1/screens/events',
      token: 't',
      onMessage: () => {},
      onOnline: (listener) => {
        online = listener
        return stopped
      },
    })
    return { fetches, online: () => online(), stopped, close }
  }

  it('connects again at once when the network comes back, not after the backoff it was waiting out', async () => {
    const stream = streamWith(() => Promise.reject(new TypeError('Failed to fetch')))
    const { fetches } = stream
    // Offline for a while: each try fails, and the waits grow to their 30 s cap.
    await vi.advanceTimersByTimeAsync(120_000)
    const tries = fetches.length
    expect(tries).toBeGreaterThan(3)
    expect(tries).toBeLessThan(12)
    stream.online()
    await vi.advanceTimersByTimeAsync(0)
    expect(fetches).toHaveLength(tries + 1)
    // Still failing: the backoff starts again from its first step.
    await vi.advanceTimersByTimeAsync(1_500)
    expect(fetches).toHaveLength(tries + 2)
    stream.close()
    expect(stream.stopped).toHaveBeenCalledOnce()
    stream.online()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetches).toHaveLength(tries + 2)
  })

  it('drops a connection still in hand when the network comes back (offline, it may hang until the idle timeout)', async () => {
    // Hangs until aborted, as a request sent while offline may.
    const stream = streamWith(
      (init) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    )
    await vi.advanceTimersByTimeAsync(10_000)
    expect(stream.fetches).toHaveLength(1)
    stream.online()
    await vi.advanceTimersByTimeAsync(0)
    expect(stream.fetches).toHaveLength(2)
    stream.close()
  })
})
