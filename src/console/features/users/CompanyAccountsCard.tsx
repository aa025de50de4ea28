import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import type { CompanyAccountsFieldsFragment } from '../../../gql/graphql'
import { Button, Card, CardHead, ConfirmDialog } from '../../ui'

type CompanyAccount = NonNullable<CompanyAccountsFieldsFragment['accounts'][number]>

const Body = styled.div`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2.5)};
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(1.5)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  li strong {
    display: block;
    overflow-wrap: anywhere;
  }
  li span {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.text.sm};
    overflow-wrap: anywhere;
  }
`

export interface CompanyAccountsCardProps {
  /** The heading's id, for the card's name. */
  id: string
  accounts: CompanyAccountsFieldsFragment['accounts']
  /** What a company account is for, under the heading. */
  hint: React.ReactNode
  /** Said when no company account is linked. */
  emptyText: React.ReactNode
  /** The card head's action (link one, allow a link). */
  action?: React.ReactNode
  /** Below the list: a leave to link, how it went. */
  children?: React.ReactNode
  onRemove: (account: CompanyAccount) => Promise<void>
  isRemoving: boolean
}

/**
 * A person's company accounts (docs/SECURITY.md#openid-connect-sign-in): the provider account each
 * company sign-in is matched by, when it was linked and last used, and Remove. The profile shows
 * one's own, the user page another's.
 */
export function CompanyAccountsCard({ id, accounts, hint, emptyText, action, children, onRemove, isRemoving }: CompanyAccountsCardProps) {
  const { t, i18n } = useTranslation()
  const [removing, setRemoving] = useState<CompanyAccount | null>(null)
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const linked = accounts.filter((account): account is CompanyAccount => account !== null)
  const key = 'resources.users.companyAccount'
  return (
    <Card aria-labelledby={id}>
      <CardHead>
        <div>
          <h2 id={id}>{t(`${key}.title`)}</h2>
          <p>{hint}</p>
        </div>
        {action}
      </CardHead>
      <Body>
        {linked.length === 0 ? (
          <p>{emptyText}</p>
        ) : (
          <ul aria-label={t(`${key}.title`)}>
            {linked.map((account) => (
              <li key={account.id}>
                <div>
                  <strong>{account.email ?? account.subject}</strong>
                  <span>
                    {t(`${key}.linkedAt`, { when: when(account.linkedAt) })}
                    {' · '}
                    {account.lastSignInAt ? t(`${key}.lastSignIn`, { when: when(account.lastSignInAt) }) : t(`${key}.neverUsed`)}
                  </span>
                  <span>{t(`${key}.provider`, { issuer: account.issuer, subject: account.subject })}</span>
                </div>
                <Button variant="secondary" onPress={() => setRemoving(account)}>
                  {t(`${key}.remove`)}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {children}
      </Body>
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t(`${key}.removeTitle`)}
        message={t(`${key}.removeConfirm`, { email: removing?.email ?? removing?.subject ?? '' })}
        confirmLabel={t(`${key}.remove`)}
        isPending={isRemoving}
        onConfirm={() => {
          if (!removing) return
          void onRemove(removing).finally(() => setRemoving(null))
        }}
      />
    </Card>
  )
}
