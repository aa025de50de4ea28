import { useMutation, useQuery } from '@apollo/client/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiKeyTargetsDocument, CreateApiKeyDocument } from '../../../gql/graphql'
import { API_KEY_ROLES, API_KEY_SCOPES, type ApiKeyRole, type ApiKeyScope } from '../../../shared/schemas/apiKeys'
import { serverMessage } from '../../api/apollo'
import { CheckboxGroup, FormRow } from '../../forms'
import { FormModal, Select, TextField } from '../../ui'

/** GraphQL spells `api-access` and `locations:read` with `_` (`api_access`, `locations_read`). */
export const graphqlValue = (value: string) => value.replace(/[-:]/g, '_') as never
/** The API's spelling of a GraphQL enum value. */
export const apiScope = (value: string) => API_KEY_SCOPES.find((scope) => graphqlValue(scope) === value) ?? value
export const apiRole = (value: string) => API_KEY_ROLES.find((role) => graphqlValue(role) === value) ?? value

type Reach = 'all' | 'locations' | 'regions'
const EXPIRIES = ['never', '30', '90', '365'] as const
const DAY_MS = 24 * 60 * 60 * 1000

export interface ApiKeyFormModalProps {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  /** Made: the whole key, to be shown once. */
  onCreated: (key: string) => void
}

/** Make a key: its name, role, scopes, the locations or regions it may see, and when it expires. */
export function ApiKeyFormModal({ isOpen, onOpenChange, onCreated }: ApiKeyFormModalProps) {
  const { t } = useTranslation()
  const [name, setName] = useState('')
  const [role, setRole] = useState<ApiKeyRole>('api-access')
  const [scopes, setScopes] = useState<Set<ApiKeyScope>>(new Set())
  const [reach, setReach] = useState<Reach>('all')
  const [chosen, setChosen] = useState<Set<string>>(new Set())
  const [expiry, setExpiry] = useState<(typeof EXPIRIES)[number]>('never')
  const [failure, setFailure] = useState<string | null>(null)
  const targets = useQuery(ApiKeyTargetsDocument, { skip: !isOpen })
  const [createApiKey, createState] = useMutation(CreateApiKeyDocument)

  useEffect(() => {
    if (!isOpen) return
    setName('')
    setRole('api-access')
    setScopes(new Set())
    setReach('all')
    setChosen(new Set())
    setExpiry('never')
    setFailure(null)
  }, [isOpen])

  const options = reach === 'locations' ? (targets.data?.listLocations?.data ?? []) : reach === 'regions' ? (targets.data?.listRegions?.data ?? []) : []

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    const ids = [...chosen]
    const input = {
      name: name.trim(),
      role: graphqlValue(role),
      scopes: [...scopes].map(graphqlValue),
      locations: reach === 'locations' ? ids : [],
      regions: reach === 'regions' ? ids : [],
      expiresAt: expiry === 'never' ? null : new Date(Date.now() + Number(expiry) * DAY_MS).toISOString(),
    }
    try {
      const created = await createApiKey({ variables: { input } })
      const key = created.data?.createApiKey?.data.key
      onOpenChange(false)
      if (key) onCreated(key)
    } catch (error) {
      setFailure(serverMessage(error) ?? t('apiKeys.messages.saveFailed'))
    }
  }

  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('apiKeys.addTitle')}
      formId="api-key-form"
      onSubmit={(submitted) => void save(submitted)}
      submitLabel={t('apiKeys.create')}
      isPending={createState.loading}
      error={failure}
    >
      <TextField label={t('apiKeys.fields.name')} description={t('apiKeys.nameHelp')} value={name} onChange={setName} isRequired autoFocus />
      <FormRow>
        <Select
          label={t('apiKeys.fields.role')}
          description={t('apiKeys.roleHelp')}
          options={API_KEY_ROLES.map((id) => ({ id, label: t(`roles.${id}`) }))}
          value={role}
          onChange={(value) => setRole(value as ApiKeyRole)}
        />
      </FormRow>
      <CheckboxGroup
        legend={t('apiKeys.fields.scopes')}
        help={t('apiKeys.scopesHelp')}
        choices={API_KEY_SCOPES.map((id) => ({ id, label: t(`apiKeys.scopes.${id.replace(':', '_')}`), description: id }))}
        selected={scopes}
        onChange={setScopes}
      />
      <FormRow>
        <Select
          label={t('apiKeys.fields.reach')}
          options={(['all', 'locations', 'regions'] as const).map((id) => ({ id, label: t(`apiKeys.reach.${id}`) }))}
          value={reach}
          onChange={(value) => {
            setReach(value as Reach)
            setChosen(new Set())
          }}
        />
      </FormRow>
      {reach === 'all' ? null : (
        <CheckboxGroup
          legend={t(`apiKeys.reach.${reach}`)}
          choices={options.flatMap((option) => (option ? [{ id: option.id, label: option.name }] : []))}
          selected={chosen}
          onChange={setChosen}
          scrolls
        />
      )}
      <FormRow>
        <Select
          label={t('apiKeys.fields.expiry')}
          options={EXPIRIES.map((id) => ({ id, label: t(`apiKeys.expiry.${id}`) }))}
          value={expiry}
          onChange={(value) => setExpiry(value as (typeof EXPIRIES)[number])}
        />
      </FormRow>
    </FormModal>
  )
}
