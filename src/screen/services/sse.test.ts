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
    const mid = () => 1
    expect(reconnectDelay(0, mid)).toBe(1000)
    expect(reconnectDelay(3, mid)).toBe(8000)
    expect(reconnectDelay(10, mid)).toBe(30000)
    expect(reconnectDelay(0, () => 0)).toBe(800)
  })
})
