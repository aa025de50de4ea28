import { describe, expect, it } from 'vitest'
import { createSseParser, reconnectDelay } from './sse'

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
