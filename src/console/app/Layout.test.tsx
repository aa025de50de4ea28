// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { ThemeProvider } from 'styled-components'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Role } from '../auth/roles'
import { i18n, i18nReady } from '../i18n'
import { theme } from '../ui'
import { Layout } from './Layout'
import { menuFor, type MenuSection } from './menu'

// Only the frame is rendered: the test sets who is signed in, and the parts that talk to the server (the alert bell,
// the account area, the language picker, the version) render nothing here; the e2e tests drive them in the real console.
const signedIn: { role: Role } = vi.hoisted(() => ({ role: 'admin' }))
const received = vi.hoisted(() => ({ top: [] as unknown[], drawer: [] as unknown[], menuButtons: 0 }))
// The window's width, as the layout's media query reads it: wide (the top menu and the sidebar) unless a test narrows it.
const viewport = vi.hoisted(() => ({ wide: true }))
vi.mock('../auth/AuthContext', () => ({ useAuth: () => ({ user: { role: signedIn.role } }) }))
vi.mock('../features/alerts', () => ({ AlertBell: () => null }))
vi.mock('./AccountArea', () => ({ AccountArea: () => null }))
vi.mock('./LanguagePicker', () => ({ LanguagePicker: () => null }))
vi.mock('../api/version', () => ({ useAppVersion: () => '0.0.0' }))
vi.mock('./TopMenu', () => ({
  MenuButton: () => (received.menuButtons++, null),
  TopMenu: ({ sections }: { sections: MenuSection[] }) => (received.top.push(sections), null),
}))
vi.mock('./DrawerNav', () => ({ DrawerNav: ({ sections }: { sections: MenuSection[] }) => (received.drawer.push(sections), null) }))
vi.mock('../ui', async (original) => ({
  ...(await original<typeof import('../ui')>()),
  Drawer: ({ children }: { children: React.ReactNode }) => <>{children}</>,
  useMediaQuery: () => viewport.wide,
}))

beforeAll(() => i18nReady)
afterEach(() => {
  cleanup()
  received.top.length = 0
  received.drawer.length = 0
  received.menuButtons = 0
  viewport.wide = true
})

function renderAs(role: Role) {
  signedIn.role = role
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/admin/dashboard']}>
          <Layout />
        </MemoryRouter>
      </ThemeProvider>
    </I18nextProvider>,
  )
}

function showAs(role: Role) {
  renderAs(role)
  const sidebar = screen.getByRole('navigation', { name: 'Shortcuts' })
  return within(sidebar)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])
}

describe('one navigation (docs/RULES.md#navigation)', () => {
  it.each(['super-admin', 'admin', 'location', 'api-access'] as const)('feeds the sidebar, the top bar and the drawer from one list for %s', (role) => {
    const sidebar = showAs(role)
    const menu = menuFor(role)
    // The top bar and the drawer get the role's menu; the sidebar shows every item of it, same label, same place.
    expect(received.top.at(-1)).toEqual(menu)
    expect(received.drawer.at(-1)).toEqual(menu)
    expect(sidebar).toEqual(menu.flatMap((section) => section.items.map((item) => [i18n.t(item.labelKey), item.to])))
  })

  it("gives a studio user's sidebar everything they can open, and one label and one place for each item", () => {
    expect(showAs('location')).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['My Locations', '/admin/my-locations'],
      ['Support', '/admin/help'],
      ['Messages', '/admin/messages'],
    ])
    cleanup()
    const sidebar = showAs('admin')
    expect(sidebar).toContainEqual(['My Profile', '/admin/profile'])
    expect(sidebar).toContainEqual(['Classes', '/admin/rounds'])
  })
})

describe('the width decides which menus are built', () => {
  it('builds the top menu and the sidebar on a wide screen, and no menu button', () => {
    renderAs('admin')
    expect(screen.getByRole('navigation', { name: 'Shortcuts' })).toBeTruthy()
    expect(received.top).toHaveLength(1)
    expect(received.menuButtons).toBe(0)
  })

  it('builds only the menu button and its drawer on a phone: no hidden sidebar or top menu', () => {
    viewport.wide = false
    renderAs('admin')
    expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).toBeNull()
    expect(received.top).toEqual([])
    expect(received.menuButtons).toBe(1)
    expect(received.drawer.at(-1)).toEqual(menuFor('admin'))
  })
})
