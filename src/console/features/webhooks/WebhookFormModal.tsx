import { useMutation } from '@apollo/client/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CreateWebhookDocument, UpdateWebhookDocument, type WebhookFieldsFragment } from '../../../gql/graphql'
import { WEBHOOK_EVENTS, type WebhookEvent } from '../../../shared/schemas/webhooks'
import { serverMessage } from '../../api/apollo'
import { CheckboxGroup, FormRow } from '../../forms'
import { FormModal, Switch, TextField, useAlerts } from '../../ui'

/** GraphQL spells an event with `_` where the API and the receivers see `.` (`alert_raised` / `alert.raised`). */
export const graphqlEvent = (event: WebhookEvent) => event.replace('.', '_') as never
export const apiEvent = (event: string) => event.replace('_', '.') as WebhookEvent

export interface WebhookFormModalProps {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  /** The endpoint edited; null adds one. */
  endpoint: WebhookFieldsFragment | null
  /** Saved; a new endpoint's secret comes with it, to be shown once. */
  onSaved: (secret: string | null) => void
}

/** Add or edit a webhook endpoint: its name, URL, the events it wants, on or off. */
export function WebhookFormModal({ isOpen, onOpenChange, endpoint, onSaved }: WebhookFormModalProps) {
  const { t } = useTranslation()
  const alert = useAlerts()
  const [name, setName] = useState('')
  const [url, setUrl] = useState('')
  const [events, setEvents] = useState<Set<WebhookEvent>>(new Set())
  const [enabled, setEnabled] = useState(true)
  const [failure, setFailure] = useState<string | null>(null)
  const [createWebhook, createState] = useMutation(CreateWebhookDocument)
  const [updateWebhook, updateState] = useMutation(UpdateWebhookDocument)

  useEffect(() => {
    if (!isOpen) return
    setName(endpoint?.name ?? '')
    setUrl(endpoint?.url ?? '')
    setEvents(new Set((endpoint?.events ?? []).filter((event) => event !== null).map(apiEvent)))
    setEnabled(endpoint?.enabled ?? true)
    setFailure(null)
  }, [isOpen, endpoint])

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    const input = { name: name.trim(), url: url.trim(), events: [...events].map(graphqlEvent), enabled }
    try {
      if (endpoint) {
        await updateWebhook({ variables: { id: endpoint.id, input: { ...input, updatedAt: endpoint.updatedAt } } })
        onSaved(null)
      } else {
        const created = await createWebhook({ variables: { input } })
        onSaved(created.data?.createWebhook?.data.secret ?? null)
      }
      alert.success(t('webhooks.messages.saved', { name: input.name }))
      onOpenChange(false)
    } catch (error) {
      setFailure(serverMessage(error) ?? t('webhooks.messages.saveFailed'))
    }
  }

  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={endpoint ? t('webhooks.editTitle', { name: endpoint.name }) : t('webhooks.addTitle')}
      formId="webhook-form"
      onSubmit={(submitted) => void save(submitted)}
      submitLabel={t('webhooks.save')}
      isPending={createState.loading || updateState.loading}
      error={failure}
    >
      <TextField label={t('webhooks.fields.name')} value={name} onChange={setName} isRequired autoFocus />
      <TextField label={t('webhooks.fields.url')} description={t('webhooks.urlHelp')} value={url} onChange={setUrl} type="url" isRequired />
      <CheckboxGroup
        legend={t('webhooks.fields.events')}
        choices={WEBHOOK_EVENTS.map((id) => ({ id, label: t(`webhooks.events.${id.replace('.', '_')}`), description: id }))}
        selected={events}
        onChange={setEvents}
      />
      <FormRow>
        <Switch label={t('webhooks.fields.enabled')} isSelected={enabled} onChange={setEnabled} />
      </FormRow>
    </FormModal>
  )
}
