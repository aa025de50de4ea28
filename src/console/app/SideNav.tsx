import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router-dom'
import styled from 'styled-components'
import type { MenuSection } from './menu'
import { menuIcons } from './menuIcons'

/** The dark sidebar on wide screens: the same sections and items as the top bar, with their icons. */
export function SideNav({ sections }: { sections: MenuSection[] }) {
  const { t } = useTranslation()
  return (
    <Sidebar aria-label={t('nav.sidebar')}>
      <div className="sections">
        {sections.map((section) => (
          <div key={section.id}>
            {section.labelKey ? <h2 id={`sidebar-${section.id}`}>{t(section.labelKey)}</h2> : null}
            <ul aria-labelledby={section.labelKey ? `sidebar-${section.id}` : undefined}>
              {section.items.map((item) => {
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
          </div>
        ))}
      </div>
    </Sidebar>
  )
}

const Sidebar = styled.nav`
  flex: none;
  width: 200px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(1.5)};
  background: ${({ theme }) => theme.color.topBar};
  .sections {
    position: sticky;
    top: 80px;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
  }
  h2 {
    margin: 0 ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(0.5)};
    color: #9aa1ad;
    font-size: ${({ theme }) => theme.text.xs};
    font-weight: ${({ theme }) => theme.weight.semibold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 2px;
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
