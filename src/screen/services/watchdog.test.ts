// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sampleVideo, startWatchdog, WATCHDOG_STORAGE_KEY, watchdogStatus } from './watchdog'

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) }
}

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  document.body.innerHTML = ''
})

function start(storage = memoryStorage(), classRunning = false) {
  const hooks = { classRunning: () => classRunning, nextClassAt: () => null, polling: () => false, skipClip: vi.fn(), reread: vi.fn(), storage }
  stops.push(startWatchdog(hooks))
  return hooks
}

describe('watchdog service', () => {
  it('turns an uncaught error into a recovery, kept where a reload finds it', () => {
    const storage = memoryStorage()
    const hooks = start(storage)
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom' }))
    expect(hooks.reread).toHaveBeenCalledTimes(1)
    expect(JSON.parse(storage.getItem(WATCHDOG_STORAGE_KEY)!)).toMatchObject({ recoveries: 1, last: { kind: 'error', action: 'reread' } })
    // The next page load starts from the kept count.
    stops.splice(0).forEach((stop) => stop())
    start(storage)
    expect(watchdogStatus().recoveries).toBe(1)
  })

  it('skips the clip on an unhandled rejection while a class plays; a failed image load is no fault', () => {
    const hooks = start(memoryStorage(), true)
    window.dispatchEvent(new Event('error'))
    expect(hooks.skipClip).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('unhandledrejection'))
    expect(hooks.skipClip).toHaveBeenCalledTimes(1)
  })

  it('samples the clip on screen: it should play while it has a src, and one that ended and stays on screen is stalled', () => {
    expect(sampleVideo()).toBeNull()
    document.body.innerHTML = '<div class="class-stage"><video data-active="false" src="/a.mp4"></video><video data-active="true" src="/b.mp4"></video></div>'
    expect(sampleVideo()).toEqual({ shouldPlay: true, paused: true, currentTime: 0 })
    const active = document.querySelector<HTMLVideoElement>('video[data-active="true"]')!
    Object.defineProperty(active, 'paused', { value: false, configurable: true })
    expect(sampleVideo()).toEqual({ shouldPlay: true, paused: false, currentTime: 0 })
    Object.defineProperty(active, 'ended', { value: true, configurable: true })
    expect(sampleVideo()).toEqual({ shouldPlay: true, paused: true, currentTime: 0 })
    document.querySelector('video[data-active="true"]')!.removeAttribute('src')
    expect(sampleVideo()?.shouldPlay).toBe(false)
  })
})
