import { describe, expect, it } from 'vitest'
import { StartLatency } from './startLatency'

describe('StartLatency', () => {
  it('assumes 250 ms until a start is measured', () => {
    expect(new StartLatency().ms).toBe(250)
    expect(new StartLatency(180).ms).toBe(180)
  })

  it('takes the first measurement as it is, then moves halfway towards each next one', () => {
    const latency = new StartLatency()
    expect(latency.learn(1_000, 1_120)).toBe(120)
    expect(latency.ms).toBe(120)
    latency.learn(5_000, 5_200)
    expect(latency.ms).toBe(160)
    latency.learn(9_000, 9_061)
    expect(latency.ms).toBe(Math.round(0.5 * 160 + 0.5 * 61))
  })

  it('rounds to whole ms', () => {
    const latency = new StartLatency()
    latency.learn(10.25, 100.5)
    expect(latency.ms).toBe(90)
  })

  it('ignores a frame before the request and a start of a second or more, but still reports it', () => {
    const latency = new StartLatency()
    expect(latency.learn(2_000, 1_990)).toBe(-10)
    expect(latency.ms).toBe(250)
    expect(latency.learn(2_000, 3_000)).toBe(1_000)
    expect(latency.ms).toBe(250)
    // The first measurement was thrown away, yet the next one is averaged with the assumption.
    latency.learn(4_000, 4_150)
    expect(latency.ms).toBe(200)
  })
})
