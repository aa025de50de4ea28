import { describe, expect, it } from 'vitest'
import { PlayheadSync, type Playhead } from './playheadSync'
import { CLASS_STARTED_AT, testPlan } from './testPlan'

const startedAt = CLASS_STARTED_AT
const plan = testPlan
const playhead = (overrides: Partial<Playhead> = {}): Playhead => ({
  position: 1,
  started: true,
  parked: false,
  paused: false,
  ended: false,
  seeking: false,
  readyState: 4,
  currentTime: 5,
  playbackRate: 1,
  ...overrides,
})
/** Device epoch ms this far into the class. */
const at = (seconds: number) => startedAt + seconds * 1000

describe('PlayheadSync', () => {
  it('leaves a clip in step alone and records its drift', () => {
    expect(new PlayheadSync().step(plan(), playhead({ currentTime: 5.01 }), at(15))).toEqual({
      resume: false,
      report: null,
      seekTo: null,
      rate: null,
      driftMs: 10,
    })
  })

  it('nudges the rate against a small drift, within 15 %', () => {
    const sync = new PlayheadSync()
    const ahead = sync.step(plan(), playhead({ currentTime: 5.1 }), at(15))
    expect(ahead.rate).toBeCloseTo(0.9, 9)
    expect(ahead.driftMs).toBe(100)
    const behind = sync.step(plan(), playhead({ currentTime: 4.95 }), at(15))
    expect(behind.rate).toBeCloseTo(1.05, 9)
    expect(behind.driftMs).toBe(-50)
    expect(sync.step(plan(), playhead({ currentTime: 5.3 }), at(15)).rate).toBe(0.85)
  })

  it('leaves a rate already within 0.005 of the wanted one', () => {
    const step = new PlayheadSync().step(plan(), playhead({ currentTime: 5.1, playbackRate: 0.898 }), at(15))
    expect(step.rate).toBeNull()
    expect(step.driftMs).toBe(100)
  })

  it('seeks a clip far off the clock, a little past the target for the seek itself', () => {
    const step = new PlayheadSync().step(plan(), playhead({ currentTime: 3 }), at(15))
    expect(step.seekTo).toBeCloseTo(5.05, 9)
    expect(step.driftMs).toBe(-2000)
    expect(step.rate).toBeNull()
  })

  it('seeks at once just after a cut, where a rate nudge would leave screens apart', () => {
    const step = new PlayheadSync().step(plan(), playhead({ currentTime: 0.5 }), at(10.7))
    expect(step.seekTo).toBeCloseTo(0.75, 9)
    expect(step.driftMs).toBe(-200)
  })

  it('reports a jump to the clip the clock is in, once', () => {
    const sync = new PlayheadSync()
    const behind = playhead({ position: 0, currentTime: 5 })
    expect(sync.step(plan(), behind, at(15)).report).toEqual({ kind: 'jump', index: 1, offsetSeconds: 5 })
    expect(sync.step(plan(), behind, at(15.2))).toEqual({ resume: false, report: null, seekTo: null, rate: null, driftMs: null })
    expect(sync.step(plan(), behind, at(35)).report).toEqual({ kind: 'jump', index: 2, offsetSeconds: 5 })
    // The same clip index in another class is another jump.
    expect(sync.step(plan({ classKey: 4 }), behind, at(35)).report).toEqual({ kind: 'jump', index: 2, offsetSeconds: 5 })
  })

  it('reports the end once per class, half a second after the clock passes it', () => {
    const sync = new PlayheadSync()
    const last = playhead({ position: 2, currentTime: 29.9 })
    expect(sync.step(plan(), last, at(60.4)).report).toBeNull()
    expect(sync.step(plan(), last, at(60.5)).report).toEqual({ kind: 'over' })
    expect(sync.step(plan(), last, at(61)).report).toBeNull()
    expect(sync.step(plan({ classKey: 4 }), last, at(61)).report).toEqual({ kind: 'over' })
  })

  it('plays on a clip paused by anyone but the deck, with or without a clock', () => {
    const sync = new PlayheadSync()
    expect(sync.step(plan(), playhead({ paused: true }), at(15)).resume).toBe(true)
    expect(sync.step(plan({ startedAt: null }), playhead({ paused: true }), at(15))).toEqual({
      resume: true,
      report: null,
      seekTo: null,
      rate: null,
      driftMs: null,
    })
    expect(sync.step(plan(), playhead({ paused: true, parked: true }), at(15)).resume).toBe(false)
    expect(sync.step(plan(), playhead({ paused: true, ended: true }), at(15)).resume).toBe(false)
  })

  it('measures nothing while seeking, without a frame, after the end, or with a duration before the clip unknown', () => {
    const sync = new PlayheadSync()
    const idle = { resume: false, report: null, seekTo: null, rate: null, driftMs: null }
    expect(sync.step(plan(), playhead({ currentTime: 3, seeking: true }), at(15))).toEqual(idle)
    expect(sync.step(plan(), playhead({ currentTime: 3, readyState: 1 }), at(15))).toEqual(idle)
    expect(sync.step(plan(), playhead({ currentTime: 3, ended: true, paused: true }), at(15))).toEqual(idle)
    expect(sync.step(plan({ durations: [10, undefined, 30] }), playhead({ position: 2, currentTime: 3 }), at(40))).toEqual(idle)
  })

  it('does nothing without a plan, a clip on screen, or a clip asked to play', () => {
    const sync = new PlayheadSync()
    const idle = { resume: false, report: null, seekTo: null, rate: null, driftMs: null }
    expect(sync.step(null, playhead({ paused: true }), at(15))).toEqual(idle)
    expect(sync.step(plan(), null, at(15))).toEqual(idle)
    expect(sync.step(plan(), playhead({ started: false, paused: true, currentTime: 3 }), at(15))).toEqual(idle)
  })
})
