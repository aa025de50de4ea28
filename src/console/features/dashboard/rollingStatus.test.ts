import { CalendarDate } from '@internationalized/date'
import { describe, expect, it } from 'vitest'
import { missingVideoSteps, rollingStatus } from './rollingStatus'

const today = new CalendarDate(2026, 11, 21)

describe('rollingStatus', () => {
  it('covers 7 days × rounds 1-9 and lists the gaps earliest day first', () => {
    const workouts = [
      { round: 1, startDate: '2026-11-01T00:00:00.000Z', endDate: '2026-12-31T23:59:59.999Z' },
      { round: 2, startDate: '2026-11-21T00:00:00.000Z', endDate: '2026-11-23T23:59:59.999Z' },
    ]
    const status = rollingStatus(workouts, today)
    expect(status.days).toHaveLength(7)
    expect(status.rows.map((row) => row.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(status.rows[0].cells.every((cell) => cell.workouts.length === 1)).toBe(true)
    expect(status.rows[1].cells.map((cell) => cell.workouts.length)).toEqual([1, 1, 1, 0, 0, 0, 0])
    // Day 1: rounds 3-9 missing (7); days 2-3 the same; days 4-7: rounds 2-9 (8 each).
    expect(status.gaps).toHaveLength(7 * 3 + 8 * 4)
    expect(status.gaps[0].date.toString()).toBe('2026-11-21')
    expect(status.gaps[0].round).toBe(3)
  })

  it('counts no gap on a day the studio is closed (a holiday or a closure)', () => {
    const workouts = [{ round: 1, startDate: '2026-11-01T00:00:00.000Z', endDate: '2026-12-31T23:59:59.999Z' }]
    const open = rollingStatus(workouts, today)
    const closed = rollingStatus(workouts, today, new Set(['2026-11-22', '2026-11-23']))
    expect(open.gaps.length - closed.gaps.length).toBe(8 * 2)
    expect(closed.gaps.some((gap) => ['2026-11-22', '2026-11-23'].includes(gap.date.toString()))).toBe(false)
    expect(closed.rows[0].cells.map((cell) => cell.closed)).toEqual([false, true, true, false, false, false, false])
  })
})

describe('missingVideoSteps', () => {
  it('lists the steps with an empty video link', () => {
    expect(missingVideoSteps([{ step: 1, videoLink: 'https://x/1.mp4' }, { step: 2, videoLink: '' }, { step: 3, videoLink: '  ' }, null])).toEqual([2, 3])
  })
})
