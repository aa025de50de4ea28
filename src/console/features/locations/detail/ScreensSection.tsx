import { useMutation } from '@apollo/client/react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { DeleteScreenDocument, type LocationDetailFragment, type ScreenRowFragment } from '../../../../gql/graphql'
import { serverMessage } from '../../../api/apollo'
import { languageName, toLocale } from '../../../i18n/languages'
import {
  ConfirmDialog,
  DateTimeText,
  EmptyState,
  Table,
  icons,
  useAlerts,
  type TableColumn,
  AddButton,
  DeleteRowButton,
  EditRowButton,
  Panel,
} from '../../../ui'
import { ConnectionSummary, ScreenStatusBadge } from '../operations'
import { ScreenDeviceButton, ScreenDeviceModal } from '../device/ScreenDeviceModal'
import { ScreenFormModal } from './ScreenFormModal'
import { ScreenLinkCell, ScreenRefreshButton } from './ScreenRowActions'

const nameId = (screen: ScreenRowFragment) => `screen-name-${screen.id}`

const Name = styled.span`
  font-weight: ${({ theme }) => theme.weight.semibold};
  white-space: nowrap;
`
const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`
const Zone = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.3;
  color: ${({ theme }) => theme.color.textMuted};
  small {
    font-size: ${({ theme }) => theme.text.xs};
  }
`

/** "America/New_York" as the city over its region, so the column stays narrow. */
function ZoneText({ zone }: { zone: string }) {
  const parts = zone.split('/')
  const city = (parts.pop() ?? zone).replace(/_/g, ' ')
  return (
    <Zone title={zone}>
      {city}
      {parts.length > 0 ? <small>{parts.join('/').replace(/_/g, ' ')}</small> : null}
    </Zone>
  )
}

const Actions = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 2px;
`

/** The location's screens (docs/RULES.md#screens-of-a-location): live status, pairing, edit, refresh and (super-admin) delete. */
export function ScreensSection({
  location,
  screens,
  loading,
  isLocked,
  mayDelete,
  onChanged,
}: {
  location: LocationDetailFragment
  screens: ScreenRowFragment[]
  loading: boolean
  isLocked: boolean
  mayDelete: boolean
  onChanged: () => void
}) {
  const { t, i18n } = useTranslation()
  const alert = useAlerts()
  const [editing, setEditing] = useState<ScreenRowFragment | null>(null)
  const [formOpen, setFormOpen] = useState(false)
  const [deleting, setDeleting] = useState<ScreenRowFragment | null>(null)
  const [inspecting, setInspecting] = useState<ScreenRowFragment | null>(null)
  const [deleteScreen, deleteState] = useMutation(DeleteScreenDocument)
  const key = 'resources.locationDetail.screens'
  // An alert's link names the screen it is about: its row is marked and brought into view.
  const [search] = useSearchParams()

  const columns = useMemo<TableColumn<ScreenRowFragment>[]>(() => {
    const locale = toLocale(i18n.language)
    const list: TableColumn<ScreenRowFragment>[] = [
      { id: 'name', header: t(`${key}.fields.name`), isRowHeader: true, cell: (row) => <Name id={nameId(row)}>{row.name}</Name>, minWidth: 110 },
      { id: 'round', header: t(`${key}.fields.round`), cell: (row) => row.round, align: 'center', wrapHeader: true, width: 72 },
      // No Location column: every row is this page's location, whose name heads the page (docs/GLOSSARY.md).
      // Its zone and language are the page's own too: below a laptop's width they give way to status and link.
      { id: 'timeZone', header: t(`${key}.fields.timeZone`), cell: (row) => <ZoneText zone={row.timeZone} />, hideBelow: 1024 },
      {
        id: 'language',
        header: t(`${key}.fields.language`),
        cell: (row) => <Muted>{languageName(row.language, i18n.language)}</Muted>,
        minWidth: 80,
        hideBelow: 1024,
      },
      { id: 'status', header: t(`${key}.fields.status`), cell: (row) => <ScreenStatusBadge status={row.status} timeZone={row.timeZone} /> },
      {
        id: 'createdAt',
        header: t(`${key}.fields.createdAt`),
        hideBelow: 600,
        // On the studio's clock, as the class history below it is (src/console/ui/clock.ts).
        cell: (row) => <DateTimeText value={row.createdAt} locale={locale} timeZone={location.timeZone} />,
      },
      {
        id: 'link',
        header: t(`${key}.fields.authLinkCode`),
        cell: (row) => <ScreenLinkCell screen={row} isLocked={isLocked} describedBy={nameId(row)} onChanged={onChanged} />,
      },
      {
        id: 'actions',
        header: t(`${key}.fields.actions`),
        hideHeader: true,
        align: 'end',
        cell: (row) => (
          <Actions>
            <ScreenDeviceButton screen={row} describedBy={nameId(row)} onOpen={setInspecting} />
            <ScreenRefreshButton screen={row} describedBy={nameId(row)} />
            <EditRowButton
              describedBy={nameId(row)}
              onPress={() => {
                setEditing(row)
                setFormOpen(true)
              }}
            />
            {mayDelete ? <DeleteRowButton describedBy={nameId(row)} onPress={() => setDeleting(row)} /> : null}
          </Actions>
        ),
      },
    ]
    return list
  }, [t, i18n.language, isLocked, mayDelete, onChanged, location.timeZone])

  const confirmDelete = async () => {
    if (!deleting) return
    const screenName = deleting.name
    try {
      await deleteScreen({ variables: { id: deleting.id } })
      alert.success(t(`${key}.deleted`, { screenName }))
      setDeleting(null)
      onChanged()
    } catch (error) {
      setDeleting(null)
      alert.error(serverMessage(error) ?? t(`${key}.deleteFailed`, { screenName }))
    }
  }

  return (
    <Panel
      id="screens"
      title={t(`${key}.title`)}
      subtitle={t(`${key}.subtitle`)}
      flush
      actions={
        <>
          {screens.length > 0 ? <ConnectionSummary screens={screens} /> : null}
          {!isLocked ? (
            <AddButton
              onPress={() => {
                setEditing(null)
                setFormOpen(true)
              }}
            />
          ) : null}
        </>
      }
    >
      <Table
        aria-label={t(`${key}.title`)}
        columns={columns}
        rows={screens}
        isLoading={loading}
        highlightRowId={search.get('screen')}
        emptyState={<EmptyState icon={<icons.ScreenIcon size={32} />} message={t(`${key}.empty`)} />}
      />
      <ScreenDeviceModal screen={inspecting} onClose={() => setInspecting(null)} />
      <ScreenFormModal isOpen={formOpen} onOpenChange={setFormOpen} location={location} screen={editing} onSaved={onChanged} />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null)
        }}
        title={t(`${key}.deleteTitle`)}
        message={t(`${key}.deleteConfirm`, { screenName: deleting?.name ?? '' })}
        confirmLabel={t('common.delete')}
        isPending={deleteState.loading}
        onConfirm={() => void confirmDelete()}
      />
    </Panel>
  )
}
