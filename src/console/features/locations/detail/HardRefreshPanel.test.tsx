// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { ThemeProvider } from 'styled-components'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ScreenRowFragment } from '../../../../gql/graphql'
import { i18n, i18nReady } from '../../../i18n'
import { AlertsProvider, theme } from '../../../ui'
import { HardRefresh } from './HardRefreshPanel'

// The mutation is the server's business (tests/api); here only whether the console asks before sending it.
const sent = vi.hoisted(() => ({ calls: 0 }))
vi.mock('@apollo/client/react', () => ({
  useMutation: () => [
    async () => {
      sent.calls++
      return { data: null }
    },
    { loading: false },
  ],
}))

beforeAll(() => i18nReady)
afterEach(() => {
  cleanup()
  sent.calls = 0
})

const tv = (playing: boolean) =>
  ({ status: { isConnected: true }, hardRefreshFlag: false, nowPlaying: { playing, position: playing ? 3 : null } }) as unknown as ScreenRowFragment

function show(screens: ScreenRowFragment[]) {
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <AlertsProvider>
          <HardRefresh locationId="location-1" screens={screens} onStarted={() => undefined} />
        </AlertsProvider>
      </ThemeProvider>
    </I18nextProvider>,
  )
}

const press = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }))
    await Promise.resolve()
  })
}

describe('Hard Refresh', () => {
  it('asks first while a class plays, and sends nothing until confirmed', async () => {
    show([tv(true), tv(false)])
    await press('Hard Refresh')
    const dialog = await screen.findByRole('alertdialog', { name: 'Hard Refresh during the class?' })
    expect(dialog.textContent).toContain('A class is playing (screens playing: 1).')
    expect(sent.calls).toBe(0)
    await press('Hard Refresh now')
    expect(sent.calls).toBe(1)
  })

  it('lets staff back out of it', async () => {
    show([tv(true)])
    await press('Hard Refresh')
    await screen.findByRole('alertdialog')
    await press('Cancel')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(sent.calls).toBe(0)
  })

  it('sends at once when no class is playing', async () => {
    show([tv(false), tv(false)])
    await press('Hard Refresh')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(sent.calls).toBe(1)
  })
})
