import { useMutation, useQuery } from '@apollo/client/react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiKeysDocument, RevokeApiKeyDocument, type ApiKeyFieldsFragment } from '../../../gql/graphql'
import { serverMessage } from '../../api/apollo'
import { toLocale } from '../../i18n/languages'
import {
  actionColumn,
  AddButton,
  Badge,
  Button,
  CodeText,
  ConfirmDelete,
  icons,
  NameAndCodeCell,
  PageHeader,
  ShownOnceModal,
  TableCard,
  useAlerts,
  useDocumentTitle,
  type BadgeTone,
  type TableColumn,
} from '../../ui'
import { ApiKeyFormModal, apiRole, apiScope } from './ApiKeyFormModal'

const nameId = (row: ApiKeyFieldsFragment) => `api-key-name-${row.id}`
const STATUS_TONE: Record<string, BadgeTone> = { active: 'success', expired: 'neutral', revoked: 'error' }

/** /admin/api-keys (docs/SECURITY.md#api-keys): keys other systems call the API with (super-admin). */
export function ApiKeysPage() {
  const { t, i18n } = useTranslation()
  const alert = useAlerts()
  const locale = toLocale(i18n.language)
  const title = t('apiKeys.title')
  useDocumentTitle(title)
  const { data, loading, error, refetch } = useQuery(ApiKeysDocument, { notifyOnNetworkStatusChange: true })
  const [revokeApiKey] = useMutation(RevokeApiKeyDocument)
  const [formOpen, setFormOpen] = useState(false)
  const [revoking, setRevoking] = useState<ApiKeyFieldsFragment | null>(null)
  const [shown, setShown] = useState<string | null>(null)
  const rows = (data?.listApiKeys?.data ?? []).filter((row): row is ApiKeyFieldsFragment => row !== null)
  const when = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), [locale])
  const list = (items: readonly ({ name: string } | null)[]) => items.flatMap((item) => (item ? [item.name] : [])).join(', ')

  const columns: TableColumn<ApiKeyFieldsFragment>[] = [
    {
      id: 'name',
      header: t('apiKeys.fields.name'),
      isRowHeader: true,
      minWidth: 140,
      cell: (row) => <NameAndCodeCell id={nameId(row)} name={row.name} code={`${row.prefix}…`} />,
    },
    {
      id: 'access',
      header: t('apiKeys.fields.access'),
      cell: (row) => {
        const scopes = row.scopes.flatMap((scope) => (scope ? [t(`apiKeys.scopes.${apiScope(scope).replace(':', '_')}`)] : []))
        return `${t(`roles.${apiRole(row.role)}`)} · ${scopes.length ? scopes.join(', ') : t('apiKeys.allOfRole')}`
      },
    },
    {
      id: 'reach',
      header: t('apiKeys.fields.reach'),
      hideBelow: 700,
      cell: (row) => (row.locations.length ? list(row.locations) : row.regions.length ? list(row.regions) : t('apiKeys.reach.all')),
    },
    {
      id: 'expires',
      header: t('apiKeys.fields.expiry'),
      hideBelow: 900,
      cell: (row) => (row.expiresAt ? when.format(new Date(row.expiresAt)) : t('apiKeys.expiry.never')),
    },
    {
      id: 'lastUsed',
      header: t('apiKeys.fields.lastUsed'),
      cell: (row) =>
        row.lastUsedAt ? (
          <span data-testid="api-key-last-used">
            {when.format(new Date(row.lastUsedAt))}
            <br />
            <CodeText>{row.lastUsedAddress}</CodeText>
          </span>
        ) : (
          t('apiKeys.neverUsed')
        ),
    },
    {
      id: 'status',
      header: t('apiKeys.fields.status'),
      cell: (row) => <Badge $tone={STATUS_TONE[row.status] ?? 'neutral'}>{t(`apiKeys.status.${row.status}`)}</Badge>,
    },
    actionColumn('revoke', t('apiKeys.revoke'), (row) =>
      row.status === 'revoked' ? null : (
        <Button size="sm" variant="secondary" onPress={() => setRevoking(row)} aria-describedby={nameId(row)}>
          {t('apiKeys.revoke')}
        </Button>
      ),
    ),
  ]

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown ?? '')
      alert.success(t('apiKeys.copied'))
    } catch {
      alert.error(t('apiKeys.copyFailed'))
    }
  }

  return (
    <>
      <PageHeader title={title} subtitle={t('apiKeys.subtitle')} actions={<AddButton onPress={() => setFormOpen(true)} />} />
      <TableCard title={title} columns={columns} rows={rows} isLoading={loading} error={error} icon={<icons.LockIcon size={32} />} texts="apiKeys" />
      <ApiKeyFormModal
        isOpen={formOpen}
        onOpenChange={setFormOpen}
        onCreated={(key) => {
          setShown(key)
          void refetch()
        }}
      />
      <ShownOnceModal
        secret={shown}
        onClose={() => setShown(null)}
        title={t('apiKeys.shownTitle')}
        intro={<p role="alert">{t('apiKeys.shownOnce')}</p>}
        actions={
          <Button variant="secondary" onPress={() => void copy()}>
            {t('apiKeys.copy')}
          </Button>
        }
        doneLabel={t('apiKeys.shownDone')}
        testId="api-key-secret"
      >
        <p>{t('apiKeys.howToSend')}</p>
      </ShownOnceModal>
      <ConfirmDelete
        item={revoking}
        onClose={() => setRevoking(null)}
        title={t('apiKeys.revokeTitle')}
        message={(row) => t('apiKeys.revokeConfirm', { name: row.name })}
        confirmLabel={t('apiKeys.revoke')}
        remove={(row) => revokeApiKey({ variables: { id: row.id } })}
        deleted={(row) => t('apiKeys.messages.revoked', { name: row.name })}
        failed={(row, failure) => serverMessage(failure) ?? t('apiKeys.messages.revokeFailed', { name: row.name })}
        onDeleted={() => void refetch()}
      />
    </>
  )
}
