import { useMutation, useQuery } from '@apollo/client/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ERROR_CODES } from '../../../shared/messages'
import { LinkMyCompanyAccountDocument, MyCompanyAccountsDocument, UnlinkMyCompanyAccountDocument } from '../../../gql/graphql'
import { errorCode, serverMessage } from '../../api/apollo'
import { useClientConfig } from '../../api/clientConfig'
import { Button, FormModal, TextField, useAlerts } from '../../ui'
import { CompanyAccountsCard } from '../users'

/** What the link's callback put after the `#` of /admin/profile: linked, or the code of a refusal; read once, then dropped from the address. */
function takeLinkOutcome(): { linked: boolean; refusal: string | null } {
  const fragment = new URLSearchParams(window.location.hash.slice(1))
  const outcome = { linked: fragment.get('companyAccount') === 'linked', refusal: fragment.get('error') }
  if (outcome.linked || outcome.refusal) window.history.replaceState(null, '', window.location.pathname + window.location.search)
  return outcome
}

/**
 * The profile's company account (docs/SECURITY.md#openid-connect-sign-in): the person links it here,
 * once, with their current password and a sign-in at the provider; afterwards **Sign in with …** takes
 * one click. Remove ends that.
 */
export function MyCompanyAccountCard() {
  const { t } = useTranslation()
  const alert = useAlerts()
  const config = useClientConfig()
  const oidcOn = config?.oidcSignIn ?? false
  const query = useQuery(MyCompanyAccountsDocument, { skip: !oidcOn })
  const [startLink, linkState] = useMutation(LinkMyCompanyAccountDocument)
  const [unlink, unlinkState] = useMutation(UnlinkMyCompanyAccountDocument, { refetchQueries: ['MyCompanyAccounts'] })
  const [asking, setAsking] = useState(false)
  const [password, setPassword] = useState('')
  const [passwordError, setPasswordError] = useState<string | undefined>()
  const [outcome, setOutcome] = useState(takeLinkOutcome)
  const key = 'resources.profile.companyAccount'

  // Said once, when the provider sends the browser back here.
  useEffect(() => {
    if (!outcome.linked && !outcome.refusal) return
    if (outcome.linked) alert.success(t(`${key}.linked`))
    else alert.error(t(`apiErrors.${outcome.refusal}`, { defaultValue: t('apiErrors.OIDC_FAILED') }))
    setOutcome({ linked: false, refusal: null })
  }, [outcome, alert, t])

  const accounts = query.data?.getMyCompanyAccounts?.data
  if (!oidcOn || !accounts) return null
  const provider = config?.oidcName ?? t(`${key}.yourProvider`)

  const submit = async () => {
    try {
      const answer = await startLink({ variables: { currentPassword: password } })
      const url = answer.data?.linkMyCompanyAccount?.data?.url
      if (url) window.location.assign(url)
    } catch (failure) {
      const code = errorCode(failure)
      if (code === ERROR_CODES.currentPasswordWrong || code === ERROR_CODES.currentPasswordRequired) setPasswordError(serverMessage(failure))
      else alert.error(serverMessage(failure) ?? t('apiErrors.OIDC_FAILED'))
    }
  }

  return (
    <>
      <CompanyAccountsCard
        id="my-company-account-heading"
        accounts={accounts.accounts}
        hint={t(`${key}.hint`, { provider })}
        emptyText={t(`${key}.none`, { provider })}
        action={
          <Button variant="secondary" onPress={() => setAsking(true)}>
            {t(`${key}.link`)}
          </Button>
        }
        isRemoving={unlinkState.loading}
        onRemove={async (account) => {
          try {
            await unlink({ variables: { accountId: account.id } })
            alert.success(t('resources.users.companyAccount.removed'))
          } catch (failure) {
            alert.error(serverMessage(failure) ?? t('resources.users.companyAccount.failed'))
          }
        }}
      />
      <FormModal
        isOpen={asking}
        onOpenChange={(open) => {
          setAsking(open)
          if (!open) {
            setPassword('')
            setPasswordError(undefined)
          }
        }}
        title={t(`${key}.linkTitle`)}
        formId="link-company-account"
        submitLabel={t(`${key}.continue`, { provider })}
        isPending={linkState.loading}
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <p>{t(`${key}.linkExplained`, { provider })}</p>
        <TextField
          label={t('resources.profile.fields.currentPassword')}
          type="password"
          isRequired
          autoFocus
          value={password}
          onChange={(value) => {
            setPassword(value)
            setPasswordError(undefined)
          }}
          errorMessage={passwordError}
          autoComplete="current-password"
        />
      </FormModal>
    </>
  )
}
