import { useMutation, useQuery } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'
import {
  AllowUserCompanyAccountLinkDocument,
  UnlinkUserCompanyAccountDocument,
  UserCompanyAccountsDocument,
  type UserDetailFieldsFragment,
} from '../../../gql/graphql'
import { serverMessage } from '../../api/apollo'
import { useClientConfig } from '../../api/clientConfig'
import { roleFromGraphql } from '../../auth/roles'
import { isSuperAdmin } from '../../../shared/roles'
import { Button, useAlerts } from '../../ui'
import { CompanyAccountsCard } from './CompanyAccountsCard'

/**
 * On the super-admin's user page: the user's company accounts, Remove, and a one-time leave for their
 * next company sign-in to link their account (never for a super-admin, who links their own).
 */
export function UserCompanyAccountsCard({ user }: { user: UserDetailFieldsFragment }) {
  const { t, i18n } = useTranslation()
  const alert = useAlerts()
  const oidcOn = useClientConfig()?.oidcSignIn ?? false
  const query = useQuery(UserCompanyAccountsDocument, { variables: { id: user.id }, skip: !oidcOn })
  const [allow, allowState] = useMutation(AllowUserCompanyAccountLinkDocument, { refetchQueries: ['UserCompanyAccounts'] })
  const [unlink, unlinkState] = useMutation(UnlinkUserCompanyAccountDocument, { refetchQueries: ['UserCompanyAccounts'] })
  const accounts = query.data?.getUserCompanyAccounts?.data
  if (!oidcOn || !accounts) return null
  const key = 'resources.users.companyAccount'
  const names = { firstName: user.firstName, lastName: user.lastName }
  const superAdmin = isSuperAdmin(roleFromGraphql(user.role))
  const allowedUntil = accounts.linkAllowedUntil
    ? new Date(accounts.linkAllowedUntil).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
    : null

  const setAllowed = async (allowed: boolean) => {
    try {
      await allow({ variables: { id: user.id, allowed } })
      alert.success(allowed ? t(`${key}.allowed`, names) : t(`${key}.withdrawn`, names))
    } catch (failure) {
      alert.error(serverMessage(failure) ?? t(`${key}.failed`))
    }
  }

  return (
    <CompanyAccountsCard
      id="user-company-account-heading"
      accounts={accounts.accounts}
      hint={t(`${key}.userHint`, names)}
      emptyText={superAdmin ? t(`${key}.noneSuperAdmin`, names) : t(`${key}.noneUser`, names)}
      action={
        superAdmin || allowedUntil ? null : (
          <Button variant="secondary" onPress={() => void setAllowed(true)} isPending={allowState.loading}>
            {t(`${key}.allow`)}
          </Button>
        )
      }
      isRemoving={unlinkState.loading}
      onRemove={async (account) => {
        try {
          await unlink({ variables: { id: user.id, accountId: account.id } })
          alert.success(t(`${key}.removed`))
        } catch (failure) {
          alert.error(serverMessage(failure) ?? t(`${key}.failed`))
        }
      }}
    >
      {allowedUntil ? (
        <p role="status">
          {t(`${key}.allowedUntil`, { ...names, when: allowedUntil })}{' '}
          <Button variant="secondary" onPress={() => void setAllowed(false)} isPending={allowState.loading}>
            {t(`${key}.withdraw`)}
          </Button>
        </p>
      ) : null}
    </CompanyAccountsCard>
  )
}
