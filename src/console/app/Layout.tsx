import { startTransition, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink, Outlet, useLocation } from 'react-router-dom'
import { useTheme } from 'styled-components'
import { useAuth } from '../auth/AuthContext'
import { Drawer, LoadingImage, useMediaQuery } from '../ui'
import { AlertBell } from '../features/alerts'
import { APP_VERSION } from '../../shared/constants'
import { AccountArea } from './AccountArea'
import { DrawerNav } from './DrawerNav'
import { LanguagePicker } from './LanguagePicker'
import { wide } from './layoutMedia'
import { Body, Footer, Main, Shell, SkipLink, TopBar } from './layoutStyles'
import { menuFor } from './menu'
import { SideNav } from './SideNav'
import { MenuButton, TopMenu } from './TopMenu'
import { useAppVersion } from '../api/version'

/**
 * The page, the first time in a commit after the frame's (CONTRIBUTING.md#the-consoles-first-load). React renders a
 * deferred update in slices but commits it in one task: the frame and the page together were the longest task of the
 * dashboard's load (100 ms here, four times that on the phone Lighthouse simulates), and paired Lighthouse runs scored
 * the dashboard 90 with this split against 81 without. The loading picture stands in for the page meanwhile; the
 * frame stays mounted from page to page, so any later page shows at once. Only this part renders again, not the menus.
 */
function PageAfterFrame() {
  const [shown, setShown] = useState(false)
  useEffect(() => startTransition(() => setShown(true)), [])
  return shown ? <Outlet /> : <LoadingImage />
}

/** The admin area's frame: top bar with menu, sidebar on wide screens, footer (docs/RULES.md#navigation). */
export function Layout() {
  const { t } = useTranslation()
  const { user } = useAuth()
  const location = useLocation()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const role = user?.role ?? 'location'
  const sections = menuFor(role)
  const version = useAppVersion()
  // A phone gets the menu button and its drawer; a wide screen the top menu and the sidebar. The other pair is not
  // rendered at all (it was about a sixth of a phone's page, built and then hidden).
  const isWide = useMediaQuery(wide({ theme: useTheme() }))

  useEffect(() => setDrawerOpen(false), [location.pathname])

  return (
    <Shell>
      <SkipLink href="#main">{t('nav.skipToContent')}</SkipLink>
      <TopBar>
        <div className="start">
          {isWide ? null : <MenuButton isOpen={drawerOpen} onOpen={() => setDrawerOpen(true)} />}
          <NavLink to="/admin/dashboard" className="brand">
            <img src="/brand/logo.svg" alt={t('app.logoAlt')} width={120} height={36} />
          </NavLink>
          {isWide ? <TopMenu sections={sections} /> : null}
        </div>
        <div className="end">
          <AlertBell />
          <LanguagePicker />
          <AccountArea />
        </div>
      </TopBar>

      <Drawer isOpen={drawerOpen} onOpenChange={setDrawerOpen} label={t('nav.mainMenu')}>
        <DrawerNav sections={sections} />
      </Drawer>

      <Body>
        {isWide ? <SideNav sections={sections} /> : null}
        <Main id="main" tabIndex={-1}>
          <div className="content">
            <PageAfterFrame />
          </div>
          <Footer>
            {t('footer.copyright', { year: new Date().getFullYear(), app: t('app.name'), version })}
            {/* The latest release is what head office published; the build is what this server runs. */}
            {version !== APP_VERSION ? <span data-testid="build-version"> · {t('footer.build', { version: APP_VERSION })}</span> : null}
          </Footer>
        </Main>
      </Body>
    </Shell>
  )
}
