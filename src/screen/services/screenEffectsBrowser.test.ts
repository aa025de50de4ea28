import { describe, expect, it } from 'vitest'
import { locationShapeChanged } from '../../../machines/pollMachine'
import { locationShapeOf } from '../../../machines/screenMachine'
import type { PollResult } from '../../shared/schemas/class'
import { locationShapeFromPoll, screenLocationFrom, timetableFromPoll } from './screenEffectsBrowser'

const poll: PollResult = {
  classStart: false,
  automaticMode: true,
  alternateCountdown: false,
  classStartedAt: null,
  refreshFlag: false,
  hardRefreshFlag: false,
  locationEnabled: true,
  mctEnabled: false,
  timeZone: 'America/New_York',
  serverTime: '2026-06-15T14:00:00.000Z',
  today: '2026-06-15',
  timetable: [{ class_name: 'Kickboxing', class_time: '18:00' }],
  timetableStale: false,
  closedToday: null,
}
const authLocation = {
  id: 'loc-1',
  name: 'Downtown',
  isActive: true,
  isEnabled: true,
  mctEnabled: false,
  alternateCountdown: false,
  automaticMode: true,
  classStart: false,
  classStartedAt: null,
  timeZone: 'America/New_York',
  language: 'en-us',
}

describe('screen effects: what the machines are given', () => {
  it("keys today's classes by the location's weekday", () => {
    expect(timetableFromPoll(poll)).toEqual({ monday: [{ class_name: 'Kickboxing', class_time: '18:00' }] })
  })

  it('loads a location whose shape equals the next poll answer, so an unchanged location never re-reads', () => {
    const loaded = locationShapeOf(screenLocationFrom(authLocation, poll))!
    expect(locationShapeChanged(loaded, locationShapeFromPoll(poll))).toBe(false)
    expect(locationShapeChanged(loaded, locationShapeFromPoll({ ...poll, today: '2026-06-16' }))).toBe(true)
    expect(locationShapeChanged(loaded, locationShapeFromPoll({ ...poll, locationEnabled: false }))).toBe(true)
  })

  it('carries a closure of today, dated, and a new closure re-reads the screen', () => {
    const closed = { ...poll, timetable: [], closedToday: 'Refurbishment' }
    expect(locationShapeFromPoll(closed).closedToday).toEqual({ date: '2026-06-15', reason: 'Refurbishment' })
    expect(screenLocationFrom(authLocation, closed).closedToday).toEqual({ date: '2026-06-15', reason: 'Refurbishment' })
    const loaded = locationShapeOf(screenLocationFrom(authLocation, poll))!
    expect(locationShapeChanged(loaded, locationShapeFromPoll({ ...poll, closedToday: 'Refurbishment' }))).toBe(true)
    expect(locationShapeChanged(locationShapeOf(screenLocationFrom(authLocation, closed))!, locationShapeFromPoll(closed))).toBe(false)
  })

  it('re-reads the screen when the roll-over moves the workout day, the calendar day unchanged (a 5-11 PM roll-over)', () => {
    // Loaded at 16:59 with a 5 PM roll-over: today's workout. At 17:00 the poll says the same day, and tomorrow's workout.
    const before = { ...poll, workoutDay: '2026-06-15' }
    const after = { ...poll, workoutDay: '2026-06-16' }
    const loaded = locationShapeOf(screenLocationFrom(authLocation, before))!
    expect(locationShapeChanged(loaded, locationShapeFromPoll(before))).toBe(false)
    expect(locationShapeChanged(loaded, locationShapeFromPoll(after))).toBe(true)
    // A server that does not send it changes nothing.
    expect(locationShapeChanged(locationShapeOf(screenLocationFrom(authLocation, poll))!, locationShapeFromPoll(poll))).toBe(false)
  })
})
