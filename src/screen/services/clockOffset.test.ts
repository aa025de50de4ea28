import { describe, expect, it } from 'vitest'
import { clockErrorBound, createClockOffset, sampleOffset, shareClock } from './clockOffset'

describe('clock offset', () => {
  it('assumes the server stamped its answer mid-way', () => {
    expect(sampleOffset({ sentAt: 1000, receivedAt: 1100, serverTime: 6050 })).toBe(5000)
  })

  it('trusts the sample with the shortest round trip', () => {
    const clock = createClockOffset()
    expect(clock.offset()).toBeNull()
    clock.add({ sentAt: 0, receivedAt: 400, serverTime: 700 }) // offset 500, trip 400
    clock.add({ sentAt: 1000, receivedAt: 1010, serverTime: 1255 }) // offset 250, trip 10
    clock.add({ sentAt: 2000, receivedAt: 2300, serverTime: 2000 }) // offset -150, trip 300
    expect(clock.offset()).toBe(250)
    expect(clock.serverNow(10_000)).toBe(10_250)
  })

  it('forgets old samples and ignores impossible ones', () => {
    const clock = createClockOffset(2)
    clock.add({ sentAt: 0, receivedAt: 1, serverTime: 100 })
    clock.add({ sentAt: 10, receivedAt: 30, serverTime: 20 })
    clock.add({ sentAt: 40, receivedAt: 60, serverTime: 50 })
    clock.add({ sentAt: 90, receivedAt: 80, serverTime: 0 })
    expect(clock.offset()).toBe(0)
  })

  it('tells watchers the best offset now and each time it changes, not when a worse sample comes', () => {
    const clock = createClockOffset()
    const seen: number[] = []
    clock.add({ sentAt: 0, receivedAt: 400, serverTime: 700 }) // offset 500, trip 400
    const stop = clock.watch((offset) => seen.push(offset))
    expect(seen).toEqual([500])
    clock.add({ sentAt: 1000, receivedAt: 1010, serverTime: 1255 }) // offset 250, trip 10: better
    clock.add({ sentAt: 2000, receivedAt: 2300, serverTime: 2000 }) // trip 300: the best stays
    expect(seen).toEqual([500, 250])
    stop()
    clock.add({ sentAt: 3000, receivedAt: 3002, serverTime: 3101 }) // better, but nobody listens
    expect(seen).toEqual([500, 250])
    expect(clock.offset()).toBe(100)
  })

  it('bounds its own error by half the best round trip, plus the server stamp’s millisecond', () => {
    const clock = createClockOffset()
    expect(clock.errorBound()).toBeNull()
    clock.add({ sentAt: 0, receivedAt: 400, serverTime: 700 })
    expect(clock.errorBound()).toBe(201)
    clock.add({ sentAt: 1000, receivedAt: 1010, serverTime: 1255 })
    clock.add({ sentAt: 2000, receivedAt: 2300, serverTime: 2000 })
    expect(clock.errorBound()).toBe(6)
  })

  it('shares its error bound with the player', () => {
    const clock = createClockOffset()
    shareClock(clock)
    expect(clockErrorBound()).toBeNull()
    clock.add({ sentAt: 0, receivedAt: 30, serverTime: 20 })
    expect(clockErrorBound()).toBe(16)
  })
})
