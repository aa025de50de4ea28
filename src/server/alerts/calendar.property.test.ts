import { CalendarDate, CalendarDateTime, toZoned } from '@internationalized/date'
import { describe, expect, it } from 'vitest'
import { dayPlan, EMPTY_CALENDAR, type LocationCalendar } from '../../shared/calendar'
import { nextClassToday, shouldAutoStart, weekdayAt, type WeeklyTimetable } from '../../shared/classSchedule'
import { RESTRICTED_TIME_ZONES } from '../../shared/constants'
import type { Db } from '../db/client'
import type { LocationRow } from '../domain/locations'
import { localDate } from '../domain/timetable'
import { conditionsAt, type AlertSources, type FleetFacts } from './evaluate'

/**
 * The calendar over every zone the location form offers (RESTRICTED_TIME_ZONES), on days around each
 * zone's DST changes and on seeded random days: a holiday or a closure stops automatic starts and
 * alerts; an extra class starts on its date only; a cancelled class does not start. No fast-check in
 * the project: a seeded loop over cases, so a failure names its zone, date and case and comes back.
 *
 * The screen is simulated as it runs: each instant it holds the poll's day plan (the server's
 * `dayPlan` at that instant, keyed by the studio's weekday) and asks `nextClassToday` and `shouldAutoStart`.
 */

/**
 * Every start window (5 minutes before a class to 24 after) and alert window (1 to 29 minutes after) holds a step of
 * 5 minutes. A class is next once its countdown begins, even within the grace of a class minutes before it
 * (nextClassToday): an extra class 8 minutes before a weekly one is next only from its countdown to the other's, and
 * a step of 15 minutes could miss that span (a screen checks every few seconds).
 */
const STEP_MS = 5 * 60_000
/** The weekly timetable of every day: near midnight, inside the US fall-back hour, inside a spring-forward gap, mid-day, late. */
const WEEKLY_TIMES = ['00:15', '01:30', '02:30', '10:00', '18:00', '23:50']
const weekly: WeeklyTimetable = Object.fromEntries(
  ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((day) => [
    day,
    WEEKLY_TIMES.map((time) => ({ class_name: `Weekly ${time}`, class_time: time })),
  ]),
) as WeeklyTimetable

/** A small seeded generator (mulberry32): the same cases every run. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let x = state
    x = Math.imul(x ^ (x >>> 15), x | 1)
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61)
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
}

/** Dates on which the zone's offset at noon differs from the day before (its DST changes), in 2026 and 2027. */
function dstChanges(zone: string): CalendarDate[] {
  const changes: CalendarDate[] = []
  let date = new CalendarDate(2026, 1, 1)
  let offset = toZoned(new CalendarDateTime(date.year, date.month, date.day, 12), zone).offset
  while (date.year < 2028) {
    date = date.add({ days: 1 })
    const next = toZoned(new CalendarDateTime(date.year, date.month, date.day, 12), zone).offset
    if (next !== offset) changes.push(date)
    offset = next
  }
  return changes
}

/** Epoch ms of the studio's local midnight starting `date`. */
const midnight = (date: CalendarDate, zone: string) =>
  toZoned(new CalendarDateTime(date.year, date.month, date.day), zone, 'compatible')
    .toDate()
    .getTime()

function locationIn(zone: string): LocationRow {
  return { id: 'loc', timeZone: zone, automaticMode: true, alternateCountdown: false } as LocationRow
}

/**
 * What the screen and the server would do from midnight before `first` to midnight after `last`: each
 * class that starts, by date, and (on `alertsOn` only, the costly part) each alert kind raised.
 */
async function simulate(zone: string, calendar: LocationCalendar, first: CalendarDate, last: CalendarDate, alertsOn?: string) {
  const location = locationIn(zone)
  const sources: AlertSources = {
    dayPlan: async (_location, at) => dayPlan(weekly, calendar, localDate(at, zone)),
    currentWorkout: async () => ({ id: 'w', name: 'w', routines: [] }) as never,
    lastSeen: () => null,
    deviceState: () => null,
    // Content ahead is checked apart from the location's conditions (contentConditions), never here.
    screenPlan: () => Promise.reject(new Error('the plan was read')),
  }
  const facts: FleetFacts = { startPresses: new Map(), playingPolls: new Map(), stoppedEarly: new Map(), rounds: new Map(), refusingPlays: new Map() }
  // Readiness reads the database only when a class is near: on a closed day nothing may reach it.
  const db = new Proxy({}, { get: () => () => Promise.reject(new Error('the database was read')) }) as unknown as Db
  const starts = new Map<string, Set<string>>()
  const alerts = new Map<string, Set<string>>()
  const end = midnight(last.add({ days: 1 }), zone)
  for (let now = midnight(first, zone); now < end; now += STEP_MS) {
    const today = localDate(new Date(now), zone).toString()
    const plan = dayPlan(weekly, calendar, today)
    const next = nextClassToday({ [weekdayAt(now, zone)]: plan.classes }, now, zone)
    if (shouldAutoStart(next, now, false)) (starts.get(today) ?? starts.set(today, new Set()).get(today)!).add(next!.name)
    if (today !== alertsOn) continue
    // Automatic mode off on an open day keeps readiness (a database read) out of it; a closed day must not need it.
    const found = await conditionsAt(db, sources, plan.classes.length > 0 ? { ...location, automaticMode: false } : location, facts, new Date(now))
    for (const condition of found) (alerts.get(today) ?? alerts.set(today, new Set()).get(today)!).add(condition.kind)
  }
  return { starts, alerts }
}

interface Case {
  zone: string
  date: CalendarDate
}

function cases(): Case[] {
  const pick = random(20261225)
  const all: Case[] = []
  for (const zone of RESTRICTED_TIME_ZONES) {
    // The day of each change (its night has the gap or the repeated hour); the days either side are simulated with it.
    for (const change of dstChanges(zone)) all.push({ zone, date: change })
    // Zones without DST (and every zone besides): seeded days of 2026-2027.
    all.push({ zone, date: new CalendarDate(2026, 1, 1).add({ days: Math.floor(pick() * 730) }) })
  }
  return all
}

describe('the calendar in every zone the location form offers, around DST changes', () => {
  const all = cases()

  it('finds the DST changes it means to test', () => {
    expect(dstChanges('America/New_York').map(String)).toEqual(['2026-03-08', '2026-11-01', '2027-03-14', '2027-11-07'])
    expect(dstChanges('Australia/Sydney').length).toBe(4)
    expect(dstChanges('Asia/Tokyo')).toEqual([])
    expect(all.length).toBeGreaterThan(RESTRICTED_TIME_ZONES.length)
  })

  it('a holiday or a closure stops every automatic start and every class alert of the day, and only of that day', async () => {
    for (const { zone, date } of all) {
      const day = date.toString()
      const label = `${zone} ${day}`
      const holiday: LocationCalendar = { ...EMPTY_CALENDAR, holidays: [{ id: 'h', date: day, name: 'Holiday', regionId: null }] }
      const closure: LocationCalendar = { ...EMPTY_CALENDAR, closures: [{ id: 'c', startsOn: day, endsOn: day, reason: 'Closed' }] }
      const open = await simulate(zone, EMPTY_CALENDAR, date, date, day)
      // Not vacuous: on an open day classes start and, with nobody starting them, "class not started" fires.
      expect(open.starts.get(day)?.size, label).toBeGreaterThan(0)
      expect(open.alerts.get(day)?.has('classNotStarted'), label).toBe(true)
      for (const calendar of [holiday, closure]) {
        const { starts, alerts } = await simulate(zone, calendar, date.subtract({ days: 1 }), date.add({ days: 1 }), day)
        expect(starts.get(day), `${label}: a class started on a closed day`).toBeUndefined()
        expect(alerts.get(day), `${label}: an alert on a closed day`).toBeUndefined()
        for (const other of [date.subtract({ days: 1 }), date.add({ days: 1 })].map(String))
          expect(starts.get(other)?.size, `${label}: ${other} stays open`).toBeGreaterThan(0)
      }
    }
  }, 600_000)

  it('an extra class starts on its date only; a cancelled class does not start', async () => {
    const pick = random(42)
    for (const { zone, date } of all) {
      const day = date.toString()
      // A time of its own (on the quarter hour, not one of the weekly times), anywhere in the day.
      let time = ''
      while (!time || WEEKLY_TIMES.includes(time))
        time = `${String(Math.floor(pick() * 24)).padStart(2, '0')}:${['07', '22', '37', '52'][Math.floor(pick() * 4)]}`
      const cancelledTime = WEEKLY_TIMES[Math.floor(pick() * WEEKLY_TIMES.length)]
      const calendar: LocationCalendar = {
        ...EMPTY_CALENDAR,
        exceptions: [
          { id: 'e', date: day, kind: 'extra', classTime: time, className: 'Extra' },
          { id: 'x', date: day, kind: 'cancelled', classTime: cancelledTime, className: '' },
        ],
      }
      const { starts } = await simulate(zone, calendar, date.subtract({ days: 1 }), date.add({ days: 1 }))
      const label = `${zone} ${day}: extra at ${time}, ${cancelledTime} cancelled`
      expect(starts.get(day)?.has('Extra'), `${label}: the extra class did not start`).toBe(true)
      expect(starts.get(day)?.has(`Weekly ${cancelledTime}`), `${label}: the cancelled class started`).toBe(false)
      for (const other of [date.subtract({ days: 1 }), date.add({ days: 1 })].map(String)) {
        expect(starts.get(other)?.has('Extra') ?? false, `${label}: the extra class started on ${other}`).toBe(false)
      }
    }
  }, 600_000)
})
