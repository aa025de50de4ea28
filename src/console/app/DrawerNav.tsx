import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router-dom'
import styled from 'styled-components'
import type { MenuSection } from './menu'
import { menuIcons } from './menuIcons'

/** The whole menu in the drawer on narrow screens: the logo, then each section under its heading. */
export function DrawerNav({ sections }: { sections: MenuSection[] }) {
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
