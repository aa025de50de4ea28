import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { useAuth } from '../auth/AuthContext'
import { icons } from '../ui'
import { iconOnlyBelow } from './layoutMedia'

/** The top bar's end: who is signed in (initials, name and role) and Sign out. */
export function AccountArea() {
  const { t } = useTranslation()
  const { user, logout } = useAuth()
  return (
    <>
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
    </>
  )
}

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
    /* The brand red reads 4.4:1 on its soft tint; the pressed shade keeps the look at 6.6:1 (small text needs 4.5:1 to pass axe: tests/e2e/axe.e2e.ts). */
    color: ${({ theme }) => theme.color.brandPressed};
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
  ${iconOnlyBelow('1440px')}
`
