import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import type { WeeklyTimetable } from '../src/shared/classSchedule'
import { FETCH_AHEAD_DELAYS, fetchAheadMachine, inWindow, mayFetchAhead, type GateFacts } from './fetchAheadMachine'
import { FakeActors, testEveryTransition } from './testing/modelTesting'

// Monday 15 June 2026, 09:45 in New York; a class at 10:00.
const BASE = Date.parse('2026-06-15T13:45:00Z')
const timetable: Partial<WeeklyTimetable> = { monday: [{ class_name: 'Ten', class_time: '10:00 AM' }] }
const facts = (overrides: Partial<GateFacts> = {}): GateFacts => ({
  playing: false,
  timetable,
  timeZone: 'America/New_York',
  clockOffsetMs: 0,
  window: null,
  ...overrides,
})

describe('the fetch-ahead gate', () => {
  it('is open outside classes, shut while one plays and in the 10 minutes before one', () => {
    expect(mayFetchAhead(facts(), BASE)).toBe(true)
    expect(mayFetchAhead(facts({ playing: true }), BASE)).toBe(false)
    expect(mayFetchAhead(facts(), BASE + 5 * 60_000)).toBe(false)
    // The server's clock decides: 6 minutes ahead on this device's, the class is 9 minutes off.
    expect(mayFetchAhead(facts({ clockOffsetMs: 6 * 60_000 }), BASE)).toBe(false)
    expect(mayFetchAhead(facts(), BASE + 16 * 60_000)).toBe(true)
  })

  it('keeps to the location’s window, over midnight too', () => {
    const night = { start: '22:00', end: '06:00' }
    expect(inWindow(night, Date.parse('2026-06-16T03:00:00Z'), 'America/New_York')).toBe(true) // 23:00
    expect(inWindow(night, Date.parse('2026-06-16T09:59:00Z'), 'America/New_York')).toBe(true) // 05:59
    expect(inWindow(night, Date.parse('2026-06-16T10:00:00Z'), 'America/New_York')).toBe(false) // 06:00
    expect(inWindow({ start: '13:00', end: '15:00' }, BASE, 'America/New_York')).toBe(false)
    expect(inWindow(null, BASE, 'America/New_York')).toBe(true)
    expect(mayFetchAhead(facts({ window: night }), BASE)).toBe(false)
  })

  it('opens and holds the cache as the class starts, ends and comes due', () => {
    const clock = new SimulatedClock()
    const said: string[] = []
    const machine = fetchAheadMachine.provide({ actions: { open: () => void said.push('open'), hold: () => void said.push('hold') } })
    const actor = createActor(machine, { clock, input: { ...facts(), now: () => BASE + clock.now() } }).start()
    expect(said).toEqual(['open'])
    actor.send({ type: 'class.started' })
    actor.send({ type: 'class.ended' })
    expect(said).toEqual(['open', 'hold', 'open'])
    // 09:55: the 30 s tick finds the class within 10 minutes.
    for (let tick = 0; tick < 10 * 2; tick++) clock.increment(FETCH_AHEAD_DELAYS.tick)
    expect(said.at(-1)).toBe('hold')
    actor.send({ type: 'window.changed', window: { start: '09:00', end: '09:30' } })
    expect(actor.getSnapshot().hasTag('open')).toBe(false)
  })
})

describe('fetchAheadMachine model', () => {
  it('walks every transition of the real machine', async () => {
    const input = { ...facts(), now: () => BASE }
    const result = await testEveryTransition({
      machine: fetchAheadMachine,
      input,
      events: () => [
        { type: 'schedule.changed', timetable, timeZone: 'America/New_York', clockOffsetMs: 0 },
        { type: 'window.changed', window: null },
      ],
      delays: FETCH_AHEAD_DELAYS,
      createSut: (inspect) => {
        const clock = new SimulatedClock()
        return { actor: createActor(fetchAheadMachine, { clock, inspect, input }), clock, fakes: new FakeActors() }
      },
    })
    expect([...result.all].filter((key) => !result.covered.has(key))).toEqual([])
  })
})
