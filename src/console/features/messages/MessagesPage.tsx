import { useMutation, useQuery } from '@apollo/client/react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ClearMessageDocument, MessagesPageDocument, type MessageFieldsFragment } from '../../../gql/graphql'
import { serverMessage } from '../../api/apollo'
import { useAuth } from '../../auth/AuthContext'
import { canControlScreens } from '../../auth/roles'
import { toLocale } from '../../i18n/languages'
import { actionColumn, AddButton, Badge, Button, icons, PageHeader, TableCard, useAlerts, useDocumentTitle, type TableColumn } from '../../ui'
import { SendMessageModal } from './SendMessageModal'

const textId = (row: { id: string }) => `message-text-${row.id}`

/** /admin/messages (docs/MESSAGES.md): what each studio's screens show now, the current messages, send and clear. */
export function MessagesPage() {
  const { t, i18n } = useTranslation()
  const alert = useAlerts()
  const role = useAuth().user?.role ?? 'location'
  const title = t('messages.title')
  useDocumentTitle(title)
  const locale = toLocale(i18n.language)
  const when = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), [locale])
  const { data, loading, error, refetch } = useQuery(MessagesPageDocument, { notifyOnNetworkStatusChange: true, pollInterval: 30_000 })
  const [clearMessage] = useMutation(ClearMessageDocument)
  const [formOpen, setFormOpen] = useState(false)
  const onScreen = (data?.listMessagesOnScreen?.data ?? []).flatMap((row) => (row ? [{ ...row, id: row.location }] : []))
  const current = (data?.listMessages?.data ?? []).filter((row): row is MessageFieldsFragment => row !== null)

  const clear = async (row: MessageFieldsFragment) => {
    try {
      await clearMessage({ variables: { id: row.id } })
      alert.success(t('messages.cleared'))
      void refetch()
    } catch (failure) {
      alert.error(serverMessage(failure) ?? t('messages.clearFailed'))
    }
  }

  const studioColumns: TableColumn<(typeof onScreen)[number]>[] = [
    { id: 'studio', header: t('messages.fields.studio'), isRowHeader: true, cell: (row) => row.locationName },
    {
      id: 'showing',
      header: t('messages.fields.showing'),
      cell: (row) =>
        row.messages.flatMap((message) =>
          message
            ? [
                <span key={message.id} style={{ display: 'block' }}>
                  <Badge $tone={message.level === 'emergency' ? 'error' : 'neutral'}>{t(`messages.level.${message.level}`)}</Badge>{' '}
                  <span dir="auto">{message.text}</span>
                </span>,
              ]
            : [],
        ),
    },
  ]
  const columns: TableColumn<MessageFieldsFragment>[] = [
    {
      id: 'text',
      header: t('messages.fields.text'),
      isRowHeader: true,
      minWidth: 180,
      cell: (row) => (
        <span id={textId(row)} dir="auto">
          {row.text}
        </span>
      ),
    },
    {
      id: 'level',
      header: t('messages.fields.level'),
      cell: (row) => <Badge $tone={row.level === 'emergency' ? 'error' : 'neutral'}>{t(`messages.level.${row.level}`)}</Badge>,
    },
    {
      id: 'to',
      header: t('messages.fields.audience'),
      hideBelow: 700,
      cell: (row) =>
        row.audience === 'chain'
          ? t('messages.audience.chain')
          : row.audience === 'region'
            ? (row.regionName ?? t('messages.audience.region'))
            : row.locations.flatMap((place) => (place ? [place.name] : [])).join(', '),
    },
    {
      id: 'when',
      header: t('messages.fields.when'),
      cell: (row) => `${when.format(new Date(row.startsAt))} – ${row.endsAt ? when.format(new Date(row.endsAt)) : t('messages.untilCleared')}`,
    },
    { id: 'sentBy', header: t('messages.fields.sentBy'), hideBelow: 900, cell: (row) => row.sentBy },
    { id: 'status', header: t('messages.fields.status'), cell: (row) => t(`messages.status.${row.status}`) },
    actionColumn('clear', t('messages.clear'), (row) =>
      canControlScreens(role) ? (
        <Button size="sm" variant="secondary" onPress={() => void clear(row)} aria-describedby={textId(row)}>
          {t('messages.clear')}
        </Button>
      ) : null,
    ),
  ]

  return (
    <>
      <PageHeader title={title} subtitle={t('messages.subtitle')} actions={canControlScreens(role) ? <AddButton onPress={() => setFormOpen(true)} /> : null} />
      <h2>{t('messages.onScreenTitle')}</h2>
      <TableCard
        title={t('messages.onScreenTitle')}
        columns={studioColumns}
        rows={onScreen}
        isLoading={loading}
        error={error}
        icon={<icons.LockIcon size={32} />}
        texts="messages.onScreen"
      />
      <h2>{t('messages.currentTitle')}</h2>
      <TableCard
        title={t('messages.currentTitle')}
        columns={columns}
        rows={current}
        isLoading={loading}
        error={undefined}
        icon={<icons.LockIcon size={32} />}
        texts="messages.current"
      />
      <SendMessageModal isOpen={formOpen} onOpenChange={setFormOpen} role={role} onSent={() => void refetch()} />
    </>
  )
}
