// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screenI18n } from '../i18n'
import { RECOVERY_DELAYS_MS, RECOVERY_RESET_MS, RecoveryBoundary, nextRecovery } from './RecoveryBoundary'

describe('nextRecovery', () => {
  it('backs off 3 s, 10 s, 30 s, then 60 s, and starts over after a quiet spell', () => {
    let record = null
    const delays: number[] = []
    for (let crash = 0; crash < 6; crash++) {
      const next = nextRecovery(record, 1_000 + crash * 1_000)
      delays.push(next.delayMs)
      record = next.record
    }
    expect(delays).toEqual([3_000, 10_000, 30_000, 60_000, 60_000, 60_000])
    expect(nextRecovery(record, 6_000 + RECOVERY_RESET_MS).delayMs).toBe(RECOVERY_DELAYS_MS[0])
  })
})

function Crash(): never {
  throw new Error('boom')
}

describe('RecoveryBoundary', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  function renderCrash(reload: () => void, storage: Map<string, string>) {
    const store = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) }
    return render(
      <I18nextProvider i18n={screenI18n}>
        <RecoveryBoundary reload={reload} storage={store} now={() => Date.now()}>
          <Crash />
        </RecoveryBoundary>
      </I18nextProvider>,
    )
  }

  it('shows the loading image instead of a blank page and reloads after the back-off delay', async () => {
    const reload = vi.fn()
    const storage = new Map<string, string>()
    renderCrash(reload, storage)
    expect(screen.getByAltText('Loading...')).toBeTruthy()
    await act(async () => void vi.advanceTimersByTime(RECOVERY_DELAYS_MS[0] - 1))
    expect(reload).not.toHaveBeenCalled()
    await act(async () => void vi.advanceTimersByTime(1))
    expect(reload).toHaveBeenCalledOnce()
    expect(JSON.parse(storage.get('screen_recovery')!)).toMatchObject({ attempts: 1 })

    // The reloaded page crashes again: it waits longer.
    cleanup()
    const again = vi.fn()
    renderCrash(again, storage)
    await act(async () => void vi.advanceTimersByTime(RECOVERY_DELAYS_MS[0]))
    expect(again).not.toHaveBeenCalled()
    await act(async () => void vi.advanceTimersByTime(RECOVERY_DELAYS_MS[1] - RECOVERY_DELAYS_MS[0]))
    expect(again).toHaveBeenCalledOnce()
  })

  it('renders its children when nothing throws', () => {
    render(
      <RecoveryBoundary reload={vi.fn()}>
        <p>class</p>
      </RecoveryBoundary>,
    )
    expect(screen.getByText('class')).toBeTruthy()
  })
})
