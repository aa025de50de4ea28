// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readPushEvent } from './pushEvents'
import { pushEventsRefused } from './pushRefusals'

describe('the push channel as the screen reads it', () => {
  afterEach(() => vi.restoreAllMocks())

  it('reads the events the server sends', () => {
    const location = '8a4c5f0e-3b1d-4e2a-9c7b-1f2e3d4c5b6a'
    const state = { location, classStart: true, automaticMode: false, alternateCountdown: false, classStartedAt: '2026-11-25T20:00:00.000Z' }
    expect(readPushEvent({ event: 'class', data: JSON.stringify(state) })).toEqual({ event: 'class', data: state })
    expect(readPushEvent({ event: 'refresh', data: JSON.stringify({ location }) })).toEqual({ event: 'refresh', data: { location } })
  })

  it('logs and counts an unknown event, bad JSON and data that does not fit, instead of dropping them silently', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const before = pushEventsRefused()
    expect(readPushEvent({ event: 'teleport', data: '{}' })).toBeNull()
    expect(readPushEvent({ event: 'refresh', data: 'not json' })).toBeNull()
    expect(readPushEvent({ event: 'class', data: JSON.stringify({ classStart: 'yes' }) })).toBeNull()
    expect(pushEventsRefused()).toBe(before + 3)
    expect(warn).toHaveBeenCalledTimes(3)
    expect(warn.mock.calls[0][0]).toContain('teleport')
    expect(window.__screenMetrics?.pushRefused.map((entry) => entry.event)).toEqual(['teleport', 'refresh', 'class'])
  })
})
