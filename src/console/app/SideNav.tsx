import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router-dom'
import styled from 'styled-components'
import { narrow } from './layoutMedia'
import type { MenuItem } from './menu'
import { menuIcons } from './menuIcons'

/** The dark sidebar on wide screens: the pages used most, with their icons. */
export function SideNav({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation()
  return (
    <Sidebar aria-label={t('nav.sidebar')}>
      <ul>
        {items.map((item) => {
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
  )
}

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
