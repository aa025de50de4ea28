import { describe, expect, it } from 'vitest'
import { recentTime, rowTime } from './isoTime'

describe('rowTime', () => {
  it('writes what toISOString writes, for each Date', () => {
    const a = new Date('2026-11-28T07:40:42.123Z')
    const b = new Date('2027-01-01T00:00:00.000Z')
    expect(rowTime(a)).toBe('2026-11-28T07:40:42.123Z')
    expect(rowTime(b)).toBe('2027-01-01T00:00:00.000Z')
    expect(rowTime(a)).toBe(a.toISOString())
  })
})

describe('recentTime', () => {
  it('writes each millisecond as toISOString does, the same one twice or a new one', () => {
    const first = new Date('2026-11-28T07:40:42.123Z')
    expect(recentTime(first)).toBe('2026-11-28T07:40:42.123Z')
    expect(recentTime(new Date(first.getTime()))).toBe('2026-11-28T07:40:42.123Z')
    expect(recentTime(new Date(first.getTime() + 1))).toBe('2026-11-28T07:40:42.124Z')
    expect(recentTime(first)).toBe('2026-11-28T07:40:42.123Z')
  })
})
