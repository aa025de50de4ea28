import { useTranslation } from 'react-i18next'
import { NavLink, useLocation } from 'react-router-dom'
import styled from 'styled-components'
import { Button, DropdownMenu, icons } from '../ui'
import { iconOnlyBelow } from './layoutMedia'
import type { MenuSection } from './menu'

/** The top bar's menu on wide screens: a dropdown per labelled section, a link per item of the main one. */
export function TopMenu({ sections }: { sections: MenuSection[] }) {
  const { t } = useTranslation()
  const location = useLocation()
  return (
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
  )
}

/** The menu button that opens the drawer on narrow screens. */
export function MenuButton({ isOpen, onOpen }: { isOpen: boolean; onOpen: () => void }) {
  const { t } = useTranslation()
  return (
    <MenuButtonRoot variant="ghost" onPress={onOpen} aria-expanded={isOpen}>
      <icons.MenuIcon />
      <span>{t('nav.menu')}</span>
    </MenuButtonRoot>
  )
}

const MenuButtonRoot = styled(Button)`
  ${iconOnlyBelow('420px')}
`

// Should the items still not fit (long words in some languages), the menu scrolls sideways rather
// than pushing Sign out off the screen.
const TopNav = styled.nav`
  display: flex;
  align-items: center;
  gap: 0;
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
  /* A laptop's 1280 px holds the whole menu (Messages included) with the links' padding a little tighter. */
  @media (max-width: 1365px) {
    padding: 0 ${({ theme }) => theme.space(1)};
  }
`
