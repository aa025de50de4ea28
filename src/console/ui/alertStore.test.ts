// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ALERT_AUTO_CLOSE_MS, ALERT_CLOSE_ANIMATION_MS, AlertStore } from './alertStore'

describe('alerts timing (docs/RULES.md#connection-and-forms)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('uses 9850 ms and a 150 ms close animation', () => {
    expect(ALERT_AUTO_CLOSE_MS).toBe(9850)
    expect(ALERT_CLOSE_ANIMATION_MS).toBe(150)
  })

  it('closes an alert after 9850 ms and removes it 150 ms later', () => {
    const store = new AlertStore()
    store.push('success', 'Updated Location: Riverside')
    expect(store.getSnapshot()).toMatchObject([{ message: 'Updated Location: Riverside', type: 'success', closing: false, border: true, notification: true }])

    vi.advanceTimersByTime(9849)
    expect(store.getSnapshot()[0].closing).toBe(false)
    vi.advanceTimersByTime(1)
    expect(store.getSnapshot()[0].closing).toBe(true)
    vi.advanceTimersByTime(149)
    expect(store.getSnapshot()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(store.getSnapshot()).toHaveLength(0)
  })

  it('times each alert on its own', () => {
    const store = new AlertStore()
    store.push('info', 'first')
    vi.advanceTimersByTime(5000)
    store.push('error', 'second')
    vi.advanceTimersByTime(5000)
    expect(store.getSnapshot().map((alert) => alert.message)).toEqual(['second'])
    vi.advanceTimersByTime(5000)
    expect(store.getSnapshot()).toEqual([])
  })

  it('dismisses by hand with the same close animation', () => {
    const store = new AlertStore()
    const id = store.push('warning', 'careful')
    store.dismiss(id)
    expect(store.getSnapshot()[0].closing).toBe(true)
    vi.advanceTimersByTime(ALERT_CLOSE_ANIMATION_MS)
    expect(store.getSnapshot()).toEqual([])
  })

  it('clears every alert at once (route change) and leaves no timer behind', () => {
    const store = new AlertStore()
    const listener = vi.fn()
    store.subscribe(listener)
    store.push('success', 'a')
    store.push('error', 'b', { border: false, notification: false })
    store.clear()
    expect(store.getSnapshot()).toEqual([])
    listener.mockClear()
    vi.advanceTimersByTime(ALERT_AUTO_CLOSE_MS + ALERT_CLOSE_ANIMATION_MS)
    expect(listener).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
  })
})
