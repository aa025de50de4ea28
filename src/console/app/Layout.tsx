import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink, Outlet, useLocation } from 'react-router-dom'
import styled from 'styled-components'
import { useAuth } from '../auth/AuthContext'
import { Button, DropdownMenu, Drawer, icons } from '../ui'
import { AlertBell } from '../features/alerts'
import { LanguagePicker } from './LanguagePicker'
import { menuFor, sidebarFor, type MenuIconName, type MenuSection } from './menu'
import { APP_VERSION } from '../../shared/constants'
import { useAppVersion } from './version'

const menuIcons: Record<MenuIconName, typeof icons.DashboardIcon> = {
  dashboard: icons.DashboardIcon,
  profile: icons.UserIcon,
  myLocations: icons.LocationIcon,
  support: icons.SupportIcon,
  locations: icons.LocationIcon,
  rounds: icons.ClassesIcon,
  classes: icons.ClassesIcon,
  users: icons.UsersIcon,
  logs: icons.LogsIcon,
  releases: icons.ReleasesIcon,
  reliability: icons.ReliabilityIcon,
}

/** The admin area's frame: top bar with menu, sidebar on wide screens, footer (docs/RULES.md#navigation). */
export function Layout() {
  const { t } = useTranslation()
  const { user, logout } = useAuth()
  const location = useLocation()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const role = user?.role ?? 'location'
  const sections = menuFor(role)
  const sidebar = sidebarFor(role)
  const version = useAppVersion()

  useEffect(() => setDrawerOpen(false), [location.pathname])

  return (
    <Shell>
      <SkipLink href="#main">{t('nav.skipToContent')}</SkipLink>
      <TopBar>
        <div className="start">
          <MenuButton variant="ghost" onPress={() => setDrawerOpen(true)} aria-expanded={drawerOpen}>
            <icons.MenuIcon />
            <span>{t('nav.menu')}</span>
          </MenuButton>
          <NavLink to="/admin/dashboard" className="brand">
            <img src="/brand/logo.svg" alt={t('app.logoAlt')} width={120} height={36} />
          </NavLink>
          <TopNav aria-label={t('nav.mainMenu')}>
            {sections.map((section) =>
              section.labelKey ? (
                <DropdownMenu
                  key={section.id}
                  label={t(section.labelKey)}
                  currentHref={location.pathname}
                  items={section.items.map((item) => ({ id: item.id, label: t(item.labelKey), href: item.to }))}
                />
              ) : (
                section.items.map((item) => (
                  <TopLink key={item.id} to={item.to}>
                    {t(item.labelKey)}
                  </TopLink>
                ))
              ),
            )}
          </TopNav>
        </div>
        <div className="end">
          <AlertBell />
          <LanguagePicker />
          {user ? (
            <UserChip title={user.email}>
              <span className="avatar" aria-hidden="true">
                {(user.firstName?.[0] ?? '') + (user.lastName?.[0] ?? '')}
              </span>
              <span className="who">
                <span className="name">{`${user.firstName} ${user.lastName}`.trim()}</span>
                <span className="role">{t(`roles.${user.role}`, { defaultValue: user.role })}</span>
              </span>
            </UserChip>
          ) : null}
          <SignOut
            href="/login"
            onClick={(event) => {
              event.preventDefault()
              logout()
            }}
          >
            <icons.SignOutIcon />
            <span>{t('nav.signOut')}</span>
          </SignOut>
        </div>
      </TopBar>

      <Drawer isOpen={drawerOpen} onOpenChange={setDrawerOpen} label={t('nav.mainMenu')}>
        <DrawerNav sections={sections} />
      </Drawer>

      <Body>
        <Sidebar aria-label={t('nav.sidebar')}>
          <ul>
            {sidebar.map((item) => {
              const Icon = menuIcons[item.icon]
              return (
                <li key={item.id}>
                  <SideLink to={item.to}>
                    <Icon size={20} />
                    <span>{t(item.labelKey)}</span>
                  </SideLink>
                </li>
              )
            })}
          </ul>
        </Sidebar>
        <Main id="main" tabIndex={-1}>
          <div className="content">
            <Outlet />
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

function DrawerNav({ sections }: { sections: MenuSection[] }) {
  const { t } = useTranslation()
  return (
    <DrawerContent>
      <img src="/brand/logo.svg" alt={t('app.logoAlt')} width={140} height={42} className="logo" />
      <nav aria-label={t('nav.mainMenu')}>
        {sections.map((section) => (
          <div key={section.id} className="section">
            {section.labelKey ? <h2 id={`drawer-${section.id}`}>{t(section.labelKey)}</h2> : null}
            <ul aria-labelledby={section.labelKey ? `drawer-${section.id}` : undefined}>
              {section.items.map((item) => {
                const Icon = menuIcons[item.icon]
                return (
                  <li key={item.id}>
                    <NavLink to={item.to}>
                      <Icon size={18} />
                      {t(item.labelKey)}
                    </NavLink>
                  </li>
                )
              })}
            </ul>
          </div>
        ))}
      </nav>
    </DrawerContent>
  )
}

const wide = ({ theme }: { theme: { breakpoint: { menu: string } } }) => `(min-width: ${theme.breakpoint.menu})`
const narrow = ({ theme }: { theme: { breakpoint: { menu: string } } }) => `(max-width: calc(${theme.breakpoint.menu} - 0.02px))`

const Shell = styled.div`
  min-height: 100%;
  display: flex;
  flex-direction: column;
`

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: 8px;
  top: -48px;
  z-index: 100;
  padding: 8px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  &:focus {
    top: 8px;
  }
`

const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.topBar};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  height: 64px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-top: 3px solid ${({ theme }) => theme.color.brand};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  .start,
  .end {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    min-width: 0;
  }
  @media ${wide} {
    .start {
      flex: 1 1 auto;
    }
    .end {
      flex: 0 0 auto;
    }
  }
  .brand {
    display: flex;
    align-items: center;
    margin-inline-end: ${({ theme }) => theme.space(2)};
    border-radius: 4px;
  }
  .brand img {
    display: block;
    height: 36px;
    width: auto;
  }
  @media (max-width: 420px) {
    gap: ${({ theme }) => theme.space(0.5)};
    padding: 0 ${({ theme }) => theme.space(1)};
    .start,
    .end {
      gap: ${({ theme }) => theme.space(0.5)};
    }
    .brand {
      margin-inline-end: 0;
    }
    .brand img {
      height: 30px;
    }
  }
`

const MenuButton = styled(Button)`
  @media ${wide} {
    display: none;
  }
  @media (max-width: 420px) {
    padding: 0 ${({ theme }) => theme.space(1)};
    span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`

// Should the items still not fit (long words in some languages), the menu scrolls sideways rather
// than pushing Sign out off the screen.
const TopNav = styled.nav`
  display: flex;
  align-items: center;
  gap: 2px;
  min-width: 0;
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  & > * {
    flex-shrink: 0;
    white-space: nowrap;
  }
  @media (max-width: 1439px) {
    mask-image: linear-gradient(to var(--nav-fade-end, right), #000 calc(100% - 32px), transparent);
    padding-inline-end: 24px;
  }
  [dir='rtl'] & {
    --nav-fade-end: left;
  }
  @media ${narrow} {
    display: none;
  }
`

const TopLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.weight.medium};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.brand};
  }
  @media (max-width: 1100px) {
    padding: 0 ${({ theme }) => theme.space(1)};
  }
`

const UserChip = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding-inline: ${({ theme }) => theme.space(1)};
  .avatar {
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brand};
    font-size: ${({ theme }) => theme.text.xs};
    font-weight: ${({ theme }) => theme.weight.bold};
    text-transform: uppercase;
  }
  .who {
    display: flex;
    flex-direction: column;
    line-height: 1.2;
  }
  .name {
    font-weight: ${({ theme }) => theme.weight.semibold};
    font-size: ${({ theme }) => theme.text.sm};
    white-space: nowrap;
  }
  .role {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.text.xs};
  }
  @media (max-width: 1180px) {
    .who {
      display: none;
    }
  }
  @media (max-width: 520px) {
    display: none;
  }
`

const SignOut = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  height: 36px;
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.weight.semibold};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};
  }
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
  /* The words go (kept for screen readers) before the top menu would be cut. */
  @media (max-width: 1440px) {
    padding: 0 ${({ theme }) => theme.space(1)};
    span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`

const Body = styled.div`
  flex: 1;
  display: flex;
  min-height: 0;
`

const Sidebar = styled.nav`
  flex: none;
  width: 200px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(1.5)};
  background: ${({ theme }) => theme.color.topBar};
  ul {
    position: sticky;
    top: 80px;
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  @media ${narrow} {
    display: none;
  }
`

const SideLink = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radius.md};
  color: #c9ced6;
  font-weight: ${({ theme }) => theme.weight.medium};
  text-decoration: none;
  &:hover {
    background: rgba(255, 255, 255, 0.06);
    color: #ffffff;
  }
  &[aria-current='page'] {
    background: rgba(215, 38, 46, 0.18);
    color: #ffffff;
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.brand};
  }
  [dir='rtl'] &[aria-current='page'] {
    box-shadow: inset -3px 0 0 ${({ theme }) => theme.color.brand};
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.focus};
  }
`

const Main = styled.main`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  outline: none;
  .content {
    flex: 1;
    width: 100%;
    max-width: 1440px;
    margin: 0 auto;
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  }
  @media (max-width: 1440px) {
    .content {
      padding-inline: ${({ theme }) => theme.space(3)};
    }
  }
  @media (max-width: 600px) {
    .content {
      padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(2)};
    }
  }
`

const Footer = styled.footer`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.text.sm};
  text-align: center;
`

const DrawerContent = styled.div`
  padding: ${({ theme }) => theme.space(2)};
  .logo {
    display: block;
    height: 42px;
    width: auto;
    margin: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  }
  .section + .section {
    margin-top: ${({ theme }) => theme.space(2)};
    padding-top: ${({ theme }) => theme.space(2)};
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  h2 {
    margin: 0 ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.text.xs};
    font-weight: ${({ theme }) => theme.weight.semibold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
    padding: ${({ theme }) => theme.space(1.25)} ${({ theme }) => theme.space(1.5)};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.weight.medium};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brand};
  }
`
