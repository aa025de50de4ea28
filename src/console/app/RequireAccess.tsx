import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router-dom'
import styled from 'styled-components'
import { useAuth } from '../auth/AuthContext'
import type { Role } from '../auth/roles'
import { icons, Link, useDocumentTitle } from '../ui'

/**
 * The pages under it open only for the roles `allowed` lets in: the same rules as the menu
 * (`access` in menu.ts), so a page missing from someone's menu is also closed to them when they type
 * its address. The server refuses the calls whatever the page shows (docs/SECURITY.md); this keeps
 * people from meeting a page of buttons that cannot work.
 */
export function RequireAccess({ allowed }: { allowed: (role: Role) => boolean }) {
  const { user } = useAuth()
  if (!user || !allowed(user.role)) return <NotAvailable role={user?.role} />
  return <Outlet />
}

function NotAvailable({ role }: { role?: Role }) {
  const { t } = useTranslation()
  useDocumentTitle(t('errors.notAvailableTitle'))
  return (
    <Box data-testid="not-available">
      <icons.LockIcon size={40} aria-hidden />
      <h1>{t('errors.notAvailableTitle')}</h1>
      <p>{role ? t('errors.notAvailableHelp', { role: t(`roles.${role}`) }) : t('errors.notAvailableHelpNoRole')}</p>
      <Link href="/admin/dashboard">{t('errors.backToDashboard')}</Link>
    </Box>
  )
}

const Box = styled.section`
  max-width: 560px;
  margin: ${({ theme }) => theme.space(6)} auto;
  padding: ${({ theme }) => theme.space(4)};
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  text-align: center;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-top: 4px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  svg {
    color: ${({ theme }) => theme.color.textMuted};
  }
  h1 {
    font-size: ${({ theme }) => theme.text.xl};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
    max-width: 44ch;
  }
`
