import { useQuery } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { UserDocument } from '../../../gql/graphql'
import { serverMessage } from '../../api/apollo'
import { CardStack, ErrorBox, LoadingImage, PageHeader, useDocumentTitle } from '../../ui'
import { UserRegionsCard } from '../regions'
import { SetPasswordCard } from './SetPasswordCard'
import { UserCompanyAccountsCard } from './UserCompanyAccountsCard'
import { UserLocationsCard } from './UserLocationsCard'
import { UserProfileCard } from './UserProfileCard'

/** /admin/users/:userId (docs/RULES.md#users): a locked form, a new password, and the user's locations. */
export function UserDetailPage() {
  const { userId = '' } = useParams()
  const { t } = useTranslation()
  const { data, loading, error, refetch } = useQuery(UserDocument, { variables: { id: userId } })
  const user = data?.getUser?.data
  const title = user ? `${user.firstName} ${user.lastName}` : t('pages.userDetail')
  useDocumentTitle(title)

  if (loading && !user) return <LoadingImage />
  if (!user) return <ErrorBox role="alert">{serverMessage(error) ?? t('errors.loadFailed')}</ErrorBox>

  return (
    <>
      <PageHeader title={title} subtitle={user.email} />
      <CardStack>
        <UserProfileCard user={user} />
        <SetPasswordCard user={user} />
        <UserLocationsCard user={user} onSaved={() => void refetch()} />
        <UserRegionsCard user={user} onSaved={() => void refetch()} />
        <UserCompanyAccountsCard user={user} />
      </CardStack>
    </>
  )
}
