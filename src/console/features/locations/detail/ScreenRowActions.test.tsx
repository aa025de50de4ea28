// @vitest-environment happy-dom
import { CombinedGraphQLErrors } from '@apollo/client/errors'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { ThemeProvider } from 'styled-components'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ScreenRowFragment } from '../../../../gql/graphql'
import { i18n, i18nReady } from '../../../i18n'
import { AlertsProvider, AlertsViewport, theme } from '../../../ui'
import { ScreenLinkCell } from './ScreenRowActions'

// Pairing as staff see it: what the cell says for an empty code, a code no TV shows, and a code the server took
// (the server's side: tests/api/pairing.test.ts, tests/api/console-events.test.ts).
const server = vi.hoisted(() => ({ answer: 'ok', calls: 0 }))
vi.mock('@apollo/client/react', () => ({
  useMutation: () => [
    async () => {
      server.calls++
      if (server.answer === 'wrong') {
        throw new CombinedGraphQLErrors({
          errors: [{ message: 'Invalid Authorization Code', extensions: { errorCode: 'INVALID_AUTHORIZATION_CODE' } }],
        })
      }
      return { data: null }
    },
    { loading: false },
  ],
}))

beforeAll(() => i18nReady)
afterEach(() => {
  cleanup()
  server.calls = 0
  server.answer = 'ok'
})

const row = (linked: boolean) => ({ id: 'screen-1', name: 'Screen 1', linked }) as unknown as ScreenRowFragment

function cell(linked: boolean) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <AlertsProvider>
          <ScreenLinkCell screen={row(linked)} isLocked={false} describedBy="name-1" onChanged={() => undefined} />
          <AlertsViewport />
        </AlertsProvider>
      </ThemeProvider>
    </I18nextProvider>
  )
}

const press = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Link' }))
    await Promise.resolve()
  })
}
const type = (code: string) => fireEvent.change(screen.getByRole('textbox', { name: 'Authorization code for Screen 1' }), { target: { value: code } })
const said = () => screen.queryAllByRole('alert').map((alert) => alert.textContent)

describe('pairing a screen by its code', () => {
  it('says Invalid Authorization Code once for an empty code, however often Link is pressed', async () => {
    render(cell(false))
    for (let press_ = 0; press_ < 3; press_++) await press()
    // The closing one animates out beside the new one: count the cards not closing (the last stays).
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)))
    expect(said()).toEqual(['ErrorInvalid Authorization Code'])
    expect(server.calls).toBe(0)
  })

  it('tells a code no TV shows what to check, and the next refusal replaces it', async () => {
    server.answer = 'wrong'
    render(cell(false))
    type('ABC123')
    await press()
    expect(said()).toEqual([
      'ErrorNo TV shows the code ABC123 now. Check the code on the TV: it may be typed wrong, or it expired (a TV draws a new code after an hour, or when it reloads).',
    ])
    type('ABC124')
    await press()
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)))
    expect(said()).toHaveLength(1)
    expect(said()[0]).toContain('ABC124')
  })

  it('waits for the TV after the server took the code, and says Linked only once the TV has its token', async () => {
    const { rerender } = render(cell(false))
    type('ABC123')
    await press()
    expect(screen.getByTestId('pairing-waiting').textContent).toContain('Waiting for the TV…')
    expect(screen.queryByText('Linked Screen: Screen 1')).toBeNull()
    // The TV collected its token: the screens list says linked.
    await act(async () => {
      rerender(cell(true))
      await Promise.resolve()
    })
    expect(screen.getByText('Linked Screen: Screen 1')).toBeTruthy()
    expect(screen.queryByTestId('pairing-waiting')).toBeNull()
  })
})
