// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { createElement as h, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { ThemeProvider } from 'styled-components'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n, i18nReady } from '../i18n'
import { AlertsProvider, AlertsViewport, useAlerts, type AlertsApi } from './Alerts'
import { Pager } from './Pager'
import { theme } from './theme'

const wrap = (children: ReactNode) => h(I18nextProvider, { i18n }, h(ThemeProvider, { theme }, children))

beforeAll(async () => {
  await i18nReady
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('Pager', () => {
  it('renders nothing for 15 items and a labelled navigation from 16', () => {
    const { rerender } = render(wrap(h(Pager, { total: 15, page: 1, onPageChange: () => {} })))
    expect(screen.queryByRole('navigation')).toBeNull()
    rerender(wrap(h(Pager, { total: 16, page: 1, onPageChange: () => {} })))
    const nav = screen.getByRole('navigation', { name: 'Pagination' })
    expect(nav.textContent).toContain('1–15 of 16')
    expect(screen.getByRole('button', { name: '1' }).getAttribute('aria-current')).toBe('page')
  })

  it('shows at most 10 numbered buttons', () => {
    render(wrap(h(Pager, { total: 15 * 40, page: 20, onPageChange: () => {} })))
    const numbers = screen.getAllByRole('button').filter((button) => /^\d+$/.test(button.textContent ?? ''))
    expect(numbers).toHaveLength(10)
  })
})

describe('Alerts on screen', () => {
  it('announces errors as alerts and successes as status, each with its type label, then closes them', () => {
    vi.useFakeTimers()
    let api: AlertsApi | undefined
    function Capture() {
      api = useAlerts()
      return null
    }
    render(wrap(h(AlertsProvider, null, h(Capture), h(AlertsViewport))))
    act(() => {
      api?.success('Deleted Location: Riverside')
      api?.error('Sorry, there was a problem adding Riverside: Studio Number already exists.')
    })
    expect(screen.getByRole('status').textContent).toContain('Success')
    expect(screen.getByRole('status').textContent).toContain('Deleted Location: Riverside')
    expect(screen.getByRole('alert').textContent).toContain('Error')
    act(() => {
      vi.advanceTimersByTime(9850 + 150)
    })
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
