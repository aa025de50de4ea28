import { useMutation, useQuery } from '@apollo/client/react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteWebhookDocument, RotateWebhookSecretDocument, WebhooksDocument, type WebhookFieldsFragment } from '../../../gql/graphql'
import { serverMessage } from '../../api/apollo'
import { toLocale } from '../../i18n/languages'
import {
  actionColumn,
  AddButton,
  Badge,
  Button,
  ConfirmDelete,
  ConfirmDialog,
  DeleteRowButton,
  EditRowButton,
  icons,
  NameAndCodeCell,
  PageHeader,
  ShownOnceModal,
  TableCard,
  useAlerts,
  useDocumentTitle,
  type TableColumn,
} from '../../ui'
import { WebhookDeliveriesModal } from './WebhookDeliveriesModal'
import { WebhookFormModal } from './WebhookFormModal'

const nameId = (row: WebhookFieldsFragment) => `webhook-name-${row.id}`

/** /admin/webhooks (docs/WEBHOOKS.md): the chain's webhook endpoints, their backlog and deliveries (super-admin). */
export function WebhooksPage() {
  const { t, i18n } = useTranslation()
  const alert = useAlerts()
  const locale = toLocale(i18n.language)
  const title = t('webhooks.title')
  useDocumentTitle(title)
  const { data, loading, error, refetch } = useQuery(WebhooksDocument, { notifyOnNetworkStatusChange: true })
  const [deleteWebhook] = useMutation(DeleteWebhookDocument)
  const [rotateSecret, rotateState] = useMutation(RotateWebhookSecretDocument)
  const [editing, setEditing] = useState<WebhookFieldsFragment | null>(null)
  const [formOpen, setFormOpen] = useState(false)
  const [deleting, setDeleting] = useState<WebhookFieldsFragment | null>(null)
  const [rotating, setRotating] = useState<WebhookFieldsFragment | null>(null)
  const [watching, setWatching] = useState<WebhookFieldsFragment | null>(null)
  const [secret, setSecret] = useState<string | null>(null)
  const rows = (data?.listWebhooks?.data ?? []).filter((row): row is WebhookFieldsFragment => row !== null)
  const when = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), [locale])

  const columns: TableColumn<WebhookFieldsFragment>[] = [
    {
      id: 'name',
      header: t('webhooks.fields.name'),
      isRowHeader: true,
      minWidth: 140,
      cell: (row) => <NameAndCodeCell id={nameId(row)} name={row.name} code={row.url} wrap />,
    },
    { id: 'events', header: t('webhooks.fields.events'), cell: (row) => t('webhooks.eventCount', { count: row.events.length }) },
    {
      id: 'state',
      header: t('webhooks.fields.state'),
      cell: (row) =>
        row.fromEnvironment ? (
          <Badge $tone="info">{t('webhooks.fromEnvironment')}</Badge>
        ) : (
          <Badge $tone={row.enabled ? 'success' : 'neutral'}>{row.enabled ? t('webhooks.on') : t('webhooks.off')}</Badge>
        ),
    },
    {
      id: 'backlog',
      header: t('webhooks.fields.backlog'),
      hideBelow: 700,
      cell: (row) =>
        row.failed > 0 ? (
          <Badge $tone="error">{t('webhooks.backlogFailed', { pending: row.pending, failed: row.failed })}</Badge>
        ) : (
          t('webhooks.backlog', { count: row.pending })
        ),
    },
    {
      id: 'last',
      header: t('webhooks.fields.lastDelivery'),
      hideBelow: 900,
      cell: (row) => (row.lastDeliveryAt ? when.format(new Date(row.lastDeliveryAt)) : '—'),
    },
    actionColumn('deliveries', t('webhooks.deliveries.open'), (row) =>
      row.fromEnvironment ? null : (
        <Button size="sm" variant="secondary" onPress={() => setWatching(row)} aria-describedby={nameId(row)}>
          {t('webhooks.deliveries.open')}
        </Button>
      ),
    ),
    actionColumn('secret', t('webhooks.rotate'), (row) =>
      row.fromEnvironment ? null : (
        <Button size="sm" variant="secondary" onPress={() => setRotating(row)} aria-describedby={nameId(row)}>
          {t('webhooks.rotate')}
        </Button>
      ),
    ),
    actionColumn('edit', t('common.edit'), (row) =>
      row.fromEnvironment ? null : (
        <EditRowButton
          describedBy={nameId(row)}
          onPress={() => {
            setEditing(row)
            setFormOpen(true)
          }}
        />
      ),
    ),
    actionColumn('delete', t('common.delete'), (row) =>
      row.fromEnvironment ? null : <DeleteRowButton describedBy={nameId(row)} onPress={() => setDeleting(row)} />,
    ),
  ]

  const confirmRotate = async () => {
    if (!rotating) return
    try {
      const answer = await rotateSecret({ variables: { id: rotating.id } })
      setSecret(answer.data?.rotateWebhookSecret?.data.secret ?? null)
      void refetch()
    } catch (failure) {
      alert.error(serverMessage(failure) ?? t('webhooks.messages.saveFailed'))
    }
    setRotating(null)
  }

  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('webhooks.subtitle')}
        actions={
          <AddButton
            onPress={() => {
              setEditing(null)
              setFormOpen(true)
            }}
          />
        }
      />
      <TableCard title={title} columns={columns} rows={rows} isLoading={loading} error={error} icon={<icons.BellIcon size={32} />} texts="webhooks" />
      <WebhookFormModal
        isOpen={formOpen}
        onOpenChange={setFormOpen}
        endpoint={editing}
        onSaved={(newSecret) => {
          if (newSecret) setSecret(newSecret)
          void refetch()
        }}
      />
      <WebhookDeliveriesModal endpoint={watching} onClose={() => setWatching(null)} />
      <ShownOnceModal
        secret={secret}
        onClose={() => setSecret(null)}
        title={t('webhooks.secretTitle')}
        intro={<p>{t('webhooks.secretOnce')}</p>}
        doneLabel={t('webhooks.secretDone')}
        testId="webhook-secret"
      />
      <ConfirmDialog
        isOpen={rotating !== null}
        onOpenChange={(open) => {
          if (!open) setRotating(null)
        }}
        title={t('webhooks.rotateTitle')}
        message={t('webhooks.rotateConfirm', { name: rotating?.name ?? '' })}
        confirmLabel={t('webhooks.rotate')}
        isPending={rotateState.loading}
        onConfirm={() => void confirmRotate()}
      />
      <ConfirmDelete
        item={deleting}
        onClose={() => setDeleting(null)}
        title={t('webhooks.deleteTitle')}
        message={(row) => t('webhooks.deleteConfirm', { name: row.name })}
        remove={(row) => deleteWebhook({ variables: { id: row.id } })}
        deleted={(row) => t('webhooks.messages.deleted', { name: row.name })}
        failed={(row, failure) => serverMessage(failure) ?? t('webhooks.messages.deleteFailed', { name: row.name })}
        onDeleted={() => void refetch()}
      />
    </>
  )
}
