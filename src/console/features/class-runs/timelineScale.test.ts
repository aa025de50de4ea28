import { describe, expect, it } from 'vitest'
import { scaleOf } from './timelineScale'

describe('scaleOf', () => {
  it('spans from the planned start to the last clip’s end, shared by every lane', () => {
    const scale = scaleOf('2026-06-15T14:00:00.000Z', [
      { plays: [{ startedAt: '2026-06-15T14:00:10.000Z', endedAt: '2026-06-15T14:00:50.000Z' }] },
      { plays: [{ startedAt: '2026-06-15T14:00:50.000Z', endedAt: '2026-06-15T14:01:40.000Z' }] },
    ])
    expect(scale.to - scale.from).toBe(100_000)
    expect(scale.at('2026-06-15T14:00:10.000Z')).toBe(10)
    expect(scale.width({ startedAt: '2026-06-15T14:00:50.000Z', endedAt: '2026-06-15T14:01:40.000Z' })).toBe(50)
  })

  it('starts at a screen that began before the plan, and draws an open clip 4 s long', () => {
    const scale = scaleOf('2026-06-15T14:00:00.000Z', [{ plays: [{ startedAt: '2026-06-15T13:59:58.000Z', endedAt: null }] }])
    expect(scale.at('2026-06-15T13:59:58.000Z')).toBe(0)
    expect(scale.to - scale.from).toBe(4_000)
    expect(scale.width({ startedAt: '2026-06-15T13:59:58.000Z', endedAt: '2026-06-15T13:59:58.001Z' })).toBe(0.4)
  })
})
