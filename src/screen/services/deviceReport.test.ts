import { describe, expect, it } from 'vitest'
import { createDeviceReporter, DEVICE_STATE_RESEND_MS } from './deviceReport'

const state = (clipsCached = 17) => ({ appVersion: '1.2.3', cacheAvailable: true, clipsWanted: 17, clipsCached, position: null })

describe('device reporter', () => {
  it('sends the state with the first poll, then only when it changed', () => {
    const reporter = createDeviceReporter()
    const first = reporter.next(state(), 0)
    expect(first.device).toEqual(state())
    first.delivered()
    expect(reporter.next(state(), 30_000).device).toBeUndefined()
    const changed = reporter.next(state(16), 60_000)
    expect(changed.device).toEqual(state(16))
    changed.delivered()
    expect(reporter.next(state(16), 90_000).device).toBeUndefined()
  })

  it('sends it again until a poll carrying it is answered', () => {
    const reporter = createDeviceReporter()
    reporter.next(state(), 0) // the poll failed: never delivered
    const again = reporter.next(state(), 30_000)
    expect(again.device).toEqual(state())
    again.delivered()
    expect(reporter.next(state(), 60_000).device).toBeUndefined()
  })

  it('sends an unchanged state again after the resend interval, and after a reset', () => {
    const reporter = createDeviceReporter()
    reporter.next(state(), 0).delivered()
    expect(reporter.next(state(), DEVICE_STATE_RESEND_MS - 1).device).toBeUndefined()
    const resent = reporter.next(state(), DEVICE_STATE_RESEND_MS)
    expect(resent.device).toEqual(state())
    resent.delivered()
    expect(reporter.next(state(), DEVICE_STATE_RESEND_MS + 30_000).device).toBeUndefined()
    reporter.reset()
    expect(reporter.next(state(), DEVICE_STATE_RESEND_MS + 60_000).device).toEqual(state())
  })

  it('sends nothing while the state is not known yet', () => {
    const reporter = createDeviceReporter()
    expect(reporter.next(undefined, 0).device).toBeUndefined()
    expect(reporter.next(state(), 1).device).toEqual(state())
  })
})
