import { useMutation, useQuery } from '@apollo/client/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { ApiKeyTargetsDocument, CreateApiKeyDocument } from '../../../gql/graphql'
import { API_KEY_ROLES, API_KEY_SCOPES, type ApiKeyRole, type ApiKeyScope } from '../../../shared/schemas/apiKeys'
import { serverMessage } from '../../api/apollo'
import { Checkbox, FormModal, Select, TextField } from '../../ui'

const Group = styled.fieldset`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space(0.5)};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`
/** The chain's locations or regions: a long list scrolls inside the form. */
const Choices = styled(Group)`
  max-height: 240px;
  overflow-y: auto;
`
const Row = styled.div`
  margin-top: ${({ theme }) => theme.space(2)};
`

/** GraphQL spells `api-access` and `locations:read` with `_` (`api_access`, `locations_read`). */
export const graphqlValue = (value: string) => value.replace(/[-:]/g, '_') as never
/** The API's spelling of a GraphQL enum value. */
export const apiScope = (value: string) => API_KEY_SCOPES.find((scope) => graphqlValue(scope) === value) ?? value
export const apiRole = (value: string) => API_KEY_ROLES.find((role) => graphqlValue(role) === value) ?? value

type Reach = 'all' | 'locations' | 'regions'
const EXPIRIES = ['never', '30', '90', '365'] as const
const DAY_MS = 24 * 60 * 60 * 1000

/** A set with `item` added or taken out. */
function toggled<T>(set: Set<T>, item: T, selected: boolean): Set<T> {
  const next = new Set(set)
  if (selected) next.add(item)
  else next.delete(item)
  return next
}

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
      <Row>
        <Select
          label={t('apiKeys.fields.role')}
          description={t('apiKeys.roleHelp')}
          options={API_KEY_ROLES.map((id) => ({ id, label: t(`roles.${id}`) }))}
          value={role}
          onChange={(value) => setRole(value as ApiKeyRole)}
        />
      </Row>
      <Group>
        <legend>{t('apiKeys.fields.scopes')}</legend>
        <p>{t('apiKeys.scopesHelp')}</p>
        {API_KEY_SCOPES.map((scope) => (
          <Checkbox
            key={scope}
            label={t(`apiKeys.scopes.${scope.replace(':', '_')}`)}
            description={scope}
            isSelected={scopes.has(scope)}
            onChange={(selected) => setScopes((current) => toggled(current, scope, selected))}
          />
        ))}
      </Group>
      <Row>
        <Select
          label={t('apiKeys.fields.reach')}
          options={(['all', 'locations', 'regions'] as const).map((id) => ({ id, label: t(`apiKeys.reach.${id}`) }))}
          value={reach}
          onChange={(value) => {
            setReach(value as Reach)
            setChosen(new Set())
          }}
        />
      </Row>
      {reach === 'all' ? null : (
        <Choices>
          <legend>{t(`apiKeys.reach.${reach}`)}</legend>
          {options.map((option) =>
            option ? (
              <Checkbox
                key={option.id}
                label={option.name}
                isSelected={chosen.has(option.id)}
                onChange={(selected) => setChosen((current) => toggled(current, option.id, selected))}
              />
            ) : null,
          )}
        </Choices>
      )}
      <Row>
        <Select
          label={t('apiKeys.fields.expiry')}
          options={EXPIRIES.map((id) => ({ id, label: t(`apiKeys.expiry.${id}`) }))}
          value={expiry}
          onChange={(value) => setExpiry(value as (typeof EXPIRIES)[number])}
        />
      </Row>
    </FormModal>
  )
}
