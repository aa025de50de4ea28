// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { ThemeProvider } from 'styled-components'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { i18n, i18nReady } from '../../../i18n'
import { LockToggle, theme } from '../../../ui'
import { ConnectionSummary } from './ConnectionSummary'

const offline = [{ status: { isConnected: false } }, { status: { isConnected: false } }]

function show(element: React.ReactElement) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>{element}</ThemeProvider>
    </I18nextProvider>,
  )
}

beforeAll(async () => {
  await i18nReady
})
afterEach(cleanup)

describe('what a control says is what it does (a pill that once did nothing, a lock named otherwise)', () => {
  it('the connection summary is a link to the screens when it can lead there, and never a button', () => {
    show(<ConnectionSummary screens={offline} href="/admin/locations/1#screens" />)
    expect(screen.queryByRole('button')).toBeNull()
    const link = screen.getByRole('link')
    expect(link.getAttribute('href')).toBe('/admin/locations/1#screens')
    expect(link.textContent).toContain('Urgent: Action Needed')
    // Its name starts with the words it shows (what someone using speech input says), then says the tooltip.
    const tooltip = ' (All screens are disconnected)'
    const shown = (link.textContent ?? '').replace(tooltip, '')
    const name = link.getAttribute('aria-label') ?? link.textContent ?? ''
    expect(shown).toContain('0 of 2')
    expect(name).toBe(`${shown}${tooltip}`)
  })

  it('beside the screens it counts it is a status to read, with its tooltip for screen readers too', () => {
    show(<ConnectionSummary screens={offline} />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByTestId('connection-summary').textContent).toContain('All screens are disconnected')
  })

  it('the lock button is named by the words it shows', () => {
    show(<LockToggle isLocked onChange={() => {}} />)
    expect(screen.getByRole('button', { name: 'Unlock to edit' })).toBeTruthy()
    cleanup()
    show(<LockToggle isLocked={false} onChange={() => {}} />)
    expect(screen.getByRole('button', { name: 'Lock' })).toBeTruthy()
  })
})
