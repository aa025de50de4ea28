import { useMutation, useQuery } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'
import { ResendWebhookDeliveryDocument, WebhookDeliveriesDocument, type WebhookDeliveriesQuery } from '../../../gql/graphql'
import { serverMessage } from '../../api/apollo'
import { toLocale } from '../../i18n/languages'
import { Badge, Button, EmptyState, ErrorBox, Modal, Table, actionColumn, useAlerts, type BadgeTone, type TableColumn } from '../../ui'
import { apiEvent } from './WebhookFormModal'

type Delivery = NonNullable<NonNullable<NonNullable<WebhookDeliveriesQuery['listWebhookDeliveries']>['data']>[number]>

const STATUS_TONES: Record<Delivery['status'], BadgeTone> = { delivered: 'success', pending: 'warning', failed: 'error' }

/** An endpoint's 50 newest deliveries: event, status, tries, the receiver's answer and its time; each can be sent again. */
export function WebhookDeliveriesModal({ endpoint, onClose }: { endpoint: { id: string; name: string } | null; onClose: () => void }) {
  const { t, i18n } = useTranslation()
  const alert = useAlerts()
  const locale = toLocale(i18n.language)
  const query = useQuery(WebhookDeliveriesDocument, { variables: { id: endpoint?.id ?? '' }, skip: !endpoint, fetchPolicy: 'network-only' })
  const [resend, resendState] = useMutation(ResendWebhookDeliveryDocument)
  const rows = (query.data?.listWebhookDeliveries?.data ?? []).filter((row): row is Delivery => row !== null)
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' })

  const sendAgain = async (delivery: Delivery) => {
    try {
      await resend({ variables: { id: endpoint!.id, deliveryId: delivery.id } })
      alert.success(t('webhooks.deliveries.resent'))
      void query.refetch()
    } catch (error) {
      alert.error(serverMessage(error) ?? t('webhooks.deliveries.resendFailed'))
    }
  }

  const columns: TableColumn<Delivery>[] = [
    { id: 'when', header: t('webhooks.deliveries.when'), isRowHeader: true, cell: (row) => when.format(new Date(row.createdAt)) },
    { id: 'event', header: t('webhooks.deliveries.event'), cell: (row) => t(`webhooks.events.${apiEvent(row.event).replace('.', '_')}`) },
    {
      id: 'status',
      header: t('webhooks.deliveries.status'),
      cell: (row) => <Badge $tone={STATUS_TONES[row.status]}>{t(`webhooks.deliveries.statuses.${row.status}`)}</Badge>,
    },
    { id: 'attempts', header: t('webhooks.deliveries.attempts'), align: 'end', cell: (row) => row.attempts },
    {
      id: 'answer',
      header: t('webhooks.deliveries.answer'),
      cell: (row) =>
        row.responseStatus === null ? (row.error ?? '—') : t('webhooks.deliveries.answerWords', { status: row.responseStatus, ms: row.responseMs ?? 0 }),
    },
    actionColumn('resend', t('webhooks.deliveries.resend'), (row) => (
      <Button size="sm" variant="secondary" onPress={() => void sendAgain(row)} isDisabled={resendState.loading}>
        {t('webhooks.deliveries.resend')}
      </Button>
    )),
  ]

  return (
    <Modal
      isOpen={endpoint !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={t('webhooks.deliveries.title', { name: endpoint?.name ?? '' })}
      size="lg"
      isDismissable
      cancelLabel={t('common.close')}
      footer={
        <Button variant="secondary" onPress={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {query.error ? <ErrorBox role="alert">{serverMessage(query.error) ?? t('errors.loadFailed')}</ErrorBox> : null}
      <Table
        aria-label={t('webhooks.deliveries.title', { name: endpoint?.name ?? '' })}
        columns={columns}
        rows={rows}
        isLoading={query.loading}
        emptyState={<EmptyState message={t('webhooks.deliveries.empty')} />}
      />
    </Modal>
  )
}
